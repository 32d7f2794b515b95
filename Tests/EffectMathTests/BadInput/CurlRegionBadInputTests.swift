// CurlRegion over every hostile Int in its one numeric entry point, init(rawValue:).

import EffectMath
import EffectProofTestSupport
import Testing

@Suite("badInput.CurlRegion")
struct CurlRegionBadInputTests {
  /// `init(rawValue:)`: only 0 … 3 (the Metal fixture's `curl::Kind`) are regions, so 0 is
  /// `none` and −1, `Int.min` and `Int.max` give `nil`; every region's rank is in 0 … 3.
  @Test(arguments: HostileInt.allCases)
  func rawValue(raw: HostileInt) {
    let region = CurlRegion(rawValue: raw.value)
    #expect(region == (raw == .zero ? CurlRegion.none : nil))
    for region in CurlRegion.allCases { #expect((0...3).contains(region.rank)) }
  }
}
