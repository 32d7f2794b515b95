import EffectProofTestSupport
import Testing

@testable import ShaderCertify

/// The formats' rounding against independent models: every half from its bit pattern (Swift's
/// `Float16`), and floats through Swift's `Float` conversion.
@Suite struct MetalFloatFormatTests {
  /// Every finite half, ascending, from the 65 536 bit patterns.
  static let halves: [Double] = (0...UInt16.max).map { Double(Float16(bitPattern: $0)) }
    .filter(\.isFinite).reduce(into: Set<Double>()) { $0.insert($1) }.sorted()

  /// Doubles around every kind of place: zero, subnormals, binade edges, the largest values.
  static func probes(_ format: MetalFloatFormat, count: Int, seed: UInt64) -> [Double] {
    var random = SplitMix64(seed: seed)
    var values: [Double] = [
      0, -0.0, 1, -1, 0.5, 65504, 65505, 65520, 1e-8, 6e-8, 3e38, 3.5e38, -3.5e38,
    ]
    for _ in 0..<count {
      let exponent = random.integer(in: -160...130)
      let value = Double(
        sign: random.bit() ? .minus : .plus, exponent: exponent, significand: 1 + random.unit())
      values.append(value)
    }
    return values
  }

  /// The first index of ascending `values` where `isPast` holds (it holds from there on).
  static func firstIndex(in values: [Double], where isPast: (Double) -> Bool) -> Int {
    var (low, high) = (0, values.count)
    while low < high {
      let middle = (low + high) / 2
      if isPast(values[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  @Test func roundedDownIsTheGreatestHalfAtMost() {
    let seed: UInt64 = 0x5EED_F16
    print("MetalFloatFormatTests seed \(seed)")
    let halves = Self.halves
    #expect(halves.count == 63_487)  // 2 × 31 744 nonzero finite values, and one zero
    for x in Self.probes(.half, count: 20_000, seed: seed) {
      // The greatest half ≤ x, by search over the list.
      let first = Self.firstIndex(in: halves) { $0 > x }  // halves[..<first] are ≤ x
      let expected = first > 0 ? halves[first - 1] : -.infinity
      #expect(MetalFloatFormat.half.roundedDown(x) == expected, "x = \(x)")
      let atLeast = Self.firstIndex(in: halves) { $0 >= x }
      let above = atLeast < halves.count ? halves[atLeast] : .infinity
      #expect(MetalFloatFormat.half.roundedUp(x) == above, "x = \(x)")
    }
  }

  @Test func everyHalfIsRepresentedAndNoMidpointIs() {
    let halves = Self.halves
    for value in halves { #expect(MetalFloatFormat.half.represents(value), "\(value)") }
    for (low, high) in zip(halves, halves.dropFirst()).prefix(70_000) where high - low > 0 {
      #expect(!MetalFloatFormat.half.represents(low / 2 + high / 2), "between \(low) and \(high)")
    }
  }

  @Test func roundedDownIsAFloatAtMostWithTheNextAbove() {
    let seed: UInt64 = 0x5EED_F32
    print("MetalFloatFormatTests seed \(seed)")
    for x in Self.probes(.float, count: 50_000, seed: seed) {
      let down = MetalFloatFormat.float.roundedDown(x)
      if x < -Double(Float.greatestFiniteMagnitude) {
        #expect(down == -.infinity)
        continue
      }
      #expect(Double(Float(down)) == down, "not a float: \(down) from \(x)")
      #expect(down <= x)
      if down < Double(Float.greatestFiniteMagnitude) {
        #expect(Double(Float(down).nextUp) > x, "\(down) is not the greatest float ≤ \(x)")
      }
    }
  }

  @Test func steppingCrossesBinadesAndZeroOneValueAtATime() {
    let half = MetalFloatFormat.half
    #expect(half.stepped(down: 1, by: 1) == 1 - 0x1p-11)
    #expect(half.stepped(up: 1, by: 1) == 1 + 0x1p-10)
    #expect(half.stepped(down: 0, by: 2) == -2 * 0x1p-24)
    #expect(half.stepped(up: 65504, by: 1) == .infinity)
    #expect(MetalFloatFormat.float.stepped(down: 0x1p-126, by: 1) == 0x1p-126 - 0x1p-149)
  }
}

/// The draws the tests take from the shared seeded generator.
extension SplitMix64 {
  /// A Double in [0, 1).
  mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
  /// A fair coin.
  mutating func bit() -> Bool { next() & 1 == 1 }
  /// An integer in `range`.
  mutating func integer(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }
}
