import EffectMath
import EffectProofTestSupport
import Glibc
import ProofEngine
import Testing

@testable import PromiseCertificate

/// ProofInterval against an independent oracle: the same operation in x87 extended precision
/// (Float80, 64-bit significand, glibc's long-double libm), at the ends and at random points of
/// random intervals. Every oracle value must lie inside the interval result. Each test prints
/// its seed and the line that replays it (`EFFECTPROOF_INTERVAL_SEED`).
@Suite struct ProofIntervalTests {
  static let seed: UInt64 = 0xCE27_1F1E_D000_0001
  static let trials = 4000

  /// The seeded stream of `test`, printing its seed and replay line.
  static func stream(_ test: String, _ fallback: UInt64) -> SplitMix64 {
    SplitMix64(
      test: test, variable: "EFFECTPROOF_INTERVAL_SEED", fallback: fallback, label: "interval")
  }

  /// Whether the extended-precision `value` lies in `x`.
  func encloses(_ x: ProofInterval, _ value: Float80) -> Bool {
    Float80(x.lower) <= value && value <= Float80(x.upper)
  }

  @Test func arithmeticEnclosesExtendedPrecision() {
    var stream = Self.stream("arithmeticEnclosesExtendedPrecision", Self.seed)
    for trial in 0..<Self.trials {
      let scale = [1.0, 1e-8, 1e8, 1e150][trial % 4]
      let a = stream.interval(-scale, scale)
      let b = stream.interval(-scale, scale)
      let sum = a + b
      let difference = a - b
      let product = a * b
      let quotient = a / b
      for x in stream.points(a) {
        for y in stream.points(b) {
          let (x80, y80) = (Float80(x), Float80(y))
          #expect(
            encloses(sum, x80 + y80), "seed \(Self.seed) trial \(trial): \(x) + \(y) ∉ \(sum)")
          #expect(
            encloses(difference, x80 - y80),
            "seed \(Self.seed) trial \(trial): \(x) − \(y) ∉ \(difference)")
          #expect(
            encloses(product, x80 * y80),
            "seed \(Self.seed) trial \(trial): \(x) · \(y) ∉ \(product)")
          if y != 0 {
            #expect(
              encloses(quotient, x80 / y80),
              "seed \(Self.seed) trial \(trial): \(x) / \(y) ∉ \(quotient)")
          }
        }
      }
    }
  }

  @Test func elementaryFunctionsEncloseExtendedPrecision() {
    var stream = Self.stream("elementaryFunctionsEncloseExtendedPrecision", Self.seed ^ 1)
    for trial in 0..<Self.trials {
      let wide = [1.0, 4.0, 40.0, 1e5][trial % 4]
      let x = stream.interval(-wide, wide)
      let sine = ProofInterval.sin(radians: x)
      let cosine = ProofInterval.cos(radians: x)
      let exponential = ProofInterval.exponential(
        ProofInterval(lower: x.lower / 4, upper: x.upper / 4))
      let unit = stream.interval(-1.2, 1.2)
      let arcsine = ProofInterval.arcsine(unit)
      let positive = stream.interval(0, wide)
      let root = ProofInterval.squareRoot(positive)
      for value in stream.points(x) {
        let v = Float80(value)
        #expect(encloses(sine, sinl(v)), "seed \(Self.seed) trial \(trial): sin \(value) ∉ \(sine)")
        #expect(
          encloses(cosine, cosl(v)), "seed \(Self.seed) trial \(trial): cos \(value) ∉ \(cosine)")
        #expect(
          encloses(exponential, expl(v / 4)),
          "seed \(Self.seed) trial \(trial): exp \(value / 4) ∉ \(exponential)")
      }
      for value in stream.points(unit) {
        let clamped = Float80(Swift.min(Swift.max(value, -1), 1))
        #expect(
          encloses(arcsine, asinl(clamped)),
          "seed \(Self.seed) trial \(trial): asin \(value) ∉ \(arcsine)")
        // Double's own arcsine (the app's code) is inside too.
        #expect(
          arcsine.contains(Double.arcsine(value)),
          "seed \(Self.seed) trial \(trial): Double.arcsine \(value) ∉ \(arcsine)")
      }
      for value in stream.points(positive) {
        #expect(
          encloses(root, sqrtl(Float80(value))),
          "seed \(Self.seed) trial \(trial): √\(value) ∉ \(root)")
      }
      let y = stream.interval(-wide, wide)
      let angle = ProofInterval.angle(y: y, x: x)
      for a in stream.points(y) {
        for b in stream.points(x) where a != 0 || b != 0 {
          #expect(
            encloses(angle, atan2l(Float80(a), Float80(b))),
            "seed \(Self.seed) trial \(trial): atan2(\(a), \(b)) ∉ \(angle)")
        }
      }
    }
  }

  @Test func periodicExtremaAreInsideNarrowIntervals() {
    // Intervals around each extremum of sin and cos, from a few ulps to 0.1 rad wide, with the
    // extremum at the centre or a quarter in: the extremum must be reached although both ends'
    // values are below it. From about 10⁻⁷ rad on, the ends' values (widened by libmSlack) are
    // no longer within reach of ±1, so only the critical-point check can give it.
    for k in -50...50 {
      for (offset, isSine) in [(Double.pi / 2, true), (0, false), (Double.pi, false)] {
        let centre = offset + Double(k) * 2 * Double.pi
        let extremum: Float80 = isSine ? sinl(Float80(centre)) : cosl(Float80(centre))
        let narrowest = ProofInterval(lower: centre.nextDown.nextDown, upper: centre.nextUp.nextUp)
        var intervals = [narrowest]
        for h in [1e-7, 1e-5, 1e-3, 0.1] {
          intervals.append(ProofInterval(lower: centre - h, upper: centre + h))
          intervals.append(ProofInterval(lower: centre - h / 4, upper: centre + 3 * h / 4))
        }
        for x in intervals {
          let y = isSine ? ProofInterval.sin(radians: x) : ProofInterval.cos(radians: x)
          #expect(encloses(y, extremum), "k \(k): over \(x), \(y) misses \(extremum)")
          #expect(y.lower >= -1 && y.upper <= 1)
        }
        // And only there: half a radian away, neither end is near the extremum, so the result
        // stays off ±1 (a check that always fires would fail here).
        let away = ProofInterval(lower: centre + 0.5, upper: centre + 0.6)
        let y = isSine ? ProofInterval.sin(radians: away) : ProofInterval.cos(radians: away)
        let nearest = offset == Double.pi ? -y.lower : y.upper
        #expect(nearest < 0.9, "k \(k): over \(away), \(y) reaches the extremum")
      }
    }
    #expect(
      ProofInterval.sin(radians: ProofInterval(lower: 0, upper: 7))
        == ProofInterval(lower: -1, upper: 1))
  }

  @Test func comparisonsAreThreeValued() {
    let a = ProofInterval(lower: 0, upper: 1)
    let b = ProofInterval(lower: 2, upper: 3)
    let c = ProofInterval(lower: 0.5, upper: 2.5)
    #expect((a < b) == .yes)
    #expect((b < a) == .no)
    #expect((a < c) == .maybe)
    #expect((a <= ProofInterval(1)) == .yes)
    #expect((ProofInterval(1) < ProofInterval(1)) == .no)
    #expect(IntervalTruth.both(.yes, .maybe) == .maybe)
    #expect(IntervalTruth.either(.no, .yes) == .yes)
    #expect(IntervalTruth.not(.maybe) == .maybe)
    // select joins both branches when undecided, and takes one when decided.
    let joined = ProofInterval.select(a < c, then: { ProofInterval(1) }, else: { ProofInterval(5) })
    #expect(joined == ProofInterval(lower: 1, upper: 5))
    let decided = ProofInterval.select(
      a < b, then: { ProofInterval(1) }, else: { ProofInterval(5) })
    #expect(decided == ProofInterval(1))
  }

  @Test func badInputGivesInvalidOrWhole() {
    let negative = ProofInterval(lower: -2, upper: -1)
    #expect(!ProofInterval.squareRoot(negative).isValid)
    #expect(ProofInterval(lower: 1, upper: 2) / ProofInterval(lower: -1, upper: 1) == .whole)
    #expect(!(ProofInterval.invalid + ProofInterval(1)).isValid)
    #expect(ProofInterval.whole - ProofInterval.whole == .whole)
    let infinite = ProofInterval(.infinity)
    #expect(!(infinite - infinite).isValid)  // ∞ − ∞
    #expect(ProofInterval.exponential(ProofInterval(1000)).lower == .greatestFiniteMagnitude)
    #expect(ProofInterval.sin(radians: .whole) == ProofInterval(lower: -1, upper: 1))
    #expect(
      (ProofInterval(0) * ProofInterval.whole) == ProofInterval(lower: 0, upper: 0).widenedForTest)
    #expect((ProofInterval.invalid < ProofInterval(1)) == .maybe)
  }
}

extension SplitMix64 {
  /// A random interval inside [lower, upper], sometimes a point, sometimes very narrow.
  fileprivate mutating func interval(_ lower: Double, _ upper: Double) -> ProofInterval {
    let a = uniform(lower, upper)
    switch next() % 4 {
    case 0: return ProofInterval(a)
    case 1:
      let b = Swift.min(a + uniform(0, 1e-9) * Swift.max(1, Swift.abs(a)), upper)
      return ProofInterval(lower: a, upper: b)
    default:
      let b = uniform(lower, upper)
      return ProofInterval(lower: Swift.min(a, b), upper: Swift.max(a, b))
    }
  }

  /// The ends, the midpoint and two random points of `x`.
  fileprivate mutating func points(_ x: ProofInterval) -> [Double] {
    [x.lower, x.upper, uniform(x.lower, x.upper), uniform(x.lower, x.upper), x.midpoint]
  }
}

extension ProofInterval {
  /// `[0, 0]` rounded outward once, as a product's result is.
  fileprivate var widenedForTest: ProofInterval {
    ProofInterval(lower: lower.nextDown, upper: upper.nextUp)
  }
}
