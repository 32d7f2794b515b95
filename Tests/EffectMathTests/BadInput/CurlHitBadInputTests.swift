// CurlHit over every hostile Double in every numeric field of its public initialiser: the
// values are stored as given (documented), and the hits CardCurl makes are well formed.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite("badInput.CurlHit")
struct CurlHitBadInputTests {
  /// Which numeric field carries the hostile value.
  enum Field: String, CaseIterable, Sendable {
    case sourceY, normalX, normalY, normalZ, brightness
  }

  /// `init(region:sourceY:normal:brightness:)` stores every value bit for bit, NaN included:
  /// it is a plain record, and only `CardCurl.hit(y:)` promises well-formed hits.
  @Test(arguments: HostileDouble.allCases, Field.allCases)
  func storesAsGiven(input: HostileDouble, field: Field) {
    let x = input.value
    let hit = CurlHit(
      region: .back, sourceY: field == .sourceY ? x : 12,
      normal: SIMD3(
        field == .normalX ? x : 0, field == .normalY ? x : -0.6, field == .normalZ ? x : 0.8),
      brightness: field == .brightness ? x : 1.1)
    let stored: Double
    switch field {
    case .sourceY: stored = hit.sourceY
    case .normalX: stored = hit.normal.x
    case .normalY: stored = hit.normal.y
    case .normalZ: stored = hit.normal.z
    case .brightness: stored = hit.brightness
    }
    #expect(stored.bitPattern == x.bitPattern && hit.region == .back)
  }

  /// The hits of cards made from hostile heights and peels, over every row from −∞ to +∞ in
  /// steps of a tenth of the card: regions ordered along y by rank, unit normals, brightness
  /// within [0, backLightCap], finite source rows wherever the card bends.
  @Test(arguments: HostileDouble.allCases)
  func cardHitsAreWellFormed(input: HostileDouble) {
    for curl in [
      CardCurl(height: input.value, peel: 0.8), CardCurl(height: 131, peel: input.value),
    ] {
      let h = max(curl.height, 1)
      let rows = [-Double.infinity] + (0...12).map { Double($0) * h / 10 } + [.infinity]
      var lastRank = -1
      for y in rows {
        let hit = curl.hit(y: y)
        #expect(hit.region.rank >= lastRank, "rank falls at \(y)")
        lastRank = hit.region.rank
        let length = (hit.normal * hit.normal).sum().squareRoot()
        #expect(abs(length - 1) <= 1e-12)
        #expect(hit.brightness >= 0 && hit.brightness <= CardCurl.backLightCap)
        if hit.region == .back || hit.region == .underside { #expect(hit.sourceY.isFinite) }
      }
    }
  }
}
