import EffectMath
import Foundation
import GSL
import ProofEngine

// The curves the `timing.*` proofs run over: the implementation under test as closures, each
// with an oracle written here from the curve's definition, independently of EffectMath.

/// One timing curve as the `timing.*` proofs see it: a name, the implementation under test
/// (`value` and `velocity`, normally `TimingCurve`'s) and an independent reference.
///
/// Two subjects are equal when their names are: the name is the case's identity in reports and
/// in shrinking.
struct TimingSubject: Sendable, Equatable, CustomStringConvertible {
  /// The name a report prints, e.g. `easeInOut`.
  let name: String
  /// The eased value at a progress: the implementation under test.
  let value: @Sendable (Double) -> Double
  /// The slope at a progress: the implementation under test.
  let velocity: @Sendable (Double) -> Double
  /// The curve's definition, evaluated independently.
  let reference: TimingReference

  /// The name.
  var description: String { name }

  static func == (lhs: TimingSubject, rhs: TimingSubject) -> Bool { lhs.name == rhs.name }

  /// A `TimingCurve` under test against `reference`.
  static func curve(_ name: String, _ curve: TimingCurve, _ reference: TimingReference)
    -> TimingSubject
  {
    TimingSubject(
      name: name, value: { curve.value(at: $0) }, velocity: { curve.velocity(at: $0) },
      reference: reference)
  }

  /// The shipped wheel curve, `RouletteWheelSpin.slowingCurve`, against the article's
  /// `(0.3, 0.48)(0.7, 1)` as an independent Bernstein reference: a shipped curve that drifts
  /// from the seed fails the comparison.
  static let wheel = curve(
    "wheel (0.3, 0.48)(0.7, 1)", RouletteWheelSpin.slowingCurve,
    .bezier(TimingBernstein(0.3, 0.48, 0.7, 1)))

  /// The article's first attempt, rejected because it speeds up at the start.
  static let rejectedWheel = curve(
    "rejected (0.25, 0.4)(0.6, 1)",
    .bezier(startControlPoint: [0.25, 0.4], endControlPoint: [0.6, 1]),
    .bezier(TimingBernstein(0.25, 0.4, 0.6, 1)))

  /// Every named curve (SwiftUI's presets, the circular ease-out-in curve reached through
  /// `inverse`) and the article's two wheel curves, with control points from SwiftUI's
  /// documentation rather than from `TimingCurve`.
  static let catalogue: [TimingSubject] = [
    curve("linear", .linear, .identity),
    curve("easeIn", .easeIn, .bezier(TimingBernstein(0.42, 0, 1, 1))),
    curve("easeOut", .easeOut, .bezier(TimingBernstein(0, 0, 0.58, 1))),
    curve("easeInOut", .easeInOut, .bezier(TimingBernstein(0.42, 0, 0.58, 1))),
    curve("circularEaseIn", .circularEaseIn, .circular(.easeIn)),
    curve("circularEaseOut", .circularEaseOut, .circular(.easeOut)),
    curve("circularEaseInOut", .circularEaseInOut, .circular(.easeInOut)),
    curve(
      "circularEaseInOut.inverse", TimingCurve.circularEaseInOut.inverse, .circular(.easeOutIn)),
    wheel,
    rejectedWheel,
  ]
}

/// A curve's definition, evaluated without EffectMath: the identity, a cubic Bézier in
/// Bernstein form solved with GSL's Brent, or a quarter-circle closed form.
enum TimingReference: Sendable {
  /// y = x.
  case identity
  /// A cubic Bézier from (0, 0) to (1, 1).
  case bezier(TimingBernstein)
  /// One of the circular curves.
  case circular(TimingCircle)

  /// The reference value at `p` and the slope dy/dx there, with the oracle's own uncertainty
  /// in the value (the Brent residual |x(t) − p| times the slope). Throws GSL's error.
  func evaluate(at p: Double) throws(GSLError) -> TimingReferencePoint {
    switch self {
    case .identity:
      return TimingReferencePoint(value: p, slope: 1, uncertainty: 0, slopeX: 1)
    case .circular(let circle):
      return TimingReferencePoint(
        value: circle.value(p), slope: circle.slope(p), uncertainty: 0, slopeX: 1)
    case .bezier(let curve):
      if p <= 0 || p >= 1 {
        let t = p <= 0 ? 0.0 : 1
        return TimingReferencePoint(
          value: p <= 0 ? 0 : 1, slope: curve.dy(t) / curve.dx(t), uncertainty: 0,
          slopeX: curve.dx(t))
      }
      let t = try RootFinding.root(
        between: 0, and: 1, method: .brent, absoluteTolerance: 1e-15, relativeTolerance: 0
      ) { t in curve.x(t) - p }.root
      let slope = curve.dy(t) / curve.dx(t)
      return TimingReferencePoint(
        value: curve.y(t), slope: slope, uncertainty: abs(slope * (curve.x(t) - p)),
        slopeX: curve.dx(t))
    }
  }
}

/// What a reference says about one progress value.
struct TimingReferencePoint {
  /// The eased value.
  let value: Double
  /// dy/dx (may be ±∞ at a vertical tangent, or NaN where x′ = y′ = 0).
  let slope: Double
  /// How far the oracle's value may be from the exact one, from its solve's residual.
  let uncertainty: Double
  /// dx/dt of a Bézier at the solved t (1 for the closed forms): near 0 the slope is
  /// ill-conditioned.
  let slopeX: Double
}

/// A unit cubic Bézier in Bernstein form, B(t) = 3(1 − t)²t·P₁ + 3(1 − t)t²·P₂ + t³, with
/// control x already in [0, 1].
struct TimingBernstein: Sendable {
  let x1: Double
  let y1: Double
  let x2: Double
  let y2: Double

  init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  func x(_ t: Double) -> Double { Self.bernstein(x1, x2, t) }
  func y(_ t: Double) -> Double { Self.bernstein(y1, y2, t) }
  func dx(_ t: Double) -> Double { Self.slope(x1, x2, t) }
  func dy(_ t: Double) -> Double { Self.slope(y1, y2, t) }

  static func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
  }

  static func slope(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
    let s = 1 - t
    return 3 * (s * s * p1 + 2 * s * t * (p2 - p1) + t * t * (1 - p2))
  }
}

/// The quarter-circle curves, written from their definitions.
enum TimingCircle: Sendable {
  /// y = 1 − √(1 − x²).
  case easeIn
  /// y = √(1 − (1 − x)²).
  case easeOut
  /// easeIn on the first half, easeOut on the second, each scaled by ½.
  case easeInOut
  /// The inverse of easeInOut: easeOut on the first half, easeIn on the second.
  case easeOutIn

  func value(_ x: Double) -> Double {
    switch self {
    case .easeIn: return 1 - (1 - x * x).squareRoot()
    case .easeOut: return (1 - (1 - x) * (1 - x)).squareRoot()
    case .easeInOut:
      return x < 0.5
        ? 0.5 * (1 - (1 - 4 * x * x).squareRoot())
        : 0.5 + 0.5 * (1 - (2 - 2 * x) * (2 - 2 * x)).squareRoot()
    case .easeOutIn:
      return x < 0.5
        ? 0.5 * (1 - (1 - 2 * x) * (1 - 2 * x)).squareRoot()
        : 1 - 0.5 * (1 - (2 * x - 1) * (2 * x - 1)).squareRoot()
    }
  }

  func slope(_ x: Double) -> Double {
    switch self {
    case .easeIn: return x / (1 - x * x).squareRoot()
    case .easeOut: return (1 - x) / (1 - (1 - x) * (1 - x)).squareRoot()
    case .easeInOut:
      return x < 0.5
        ? 2 * x / (1 - 4 * x * x).squareRoot()
        : (2 - 2 * x) / (1 - (2 - 2 * x) * (2 - 2 * x)).squareRoot()
    case .easeOutIn:
      return x < 0.5
        ? (1 - 2 * x) / (1 - (1 - 2 * x) * (1 - 2 * x)).squareRoot()
        : (2 * x - 1) / (1 - (2 * x - 1) * (2 * x - 1)).squareRoot()
    }
  }

  /// Whether the curve has a kink or a vertical tangent at ½.
  var turnsAtHalf: Bool { self == .easeInOut || self == .easeOutIn }
}

/// Progress in [0, 1]: an even grid plus points crowding both ends, where a solver for
/// x(t) = p works hardest. Draws, edges and shrinking are the interval's.
struct TimingProgressDomain: ProofDomain {
  /// The interval the values come from.
  let interval: IntervalDomain<Double>
  /// Points added to the interval's grid.
  let extraPoints: [Double]

  /// 0…1 with `steps` equal steps, plus 10⁻³⁰⁰, 10⁻¹², 10⁻⁹, 10⁻⁶ and their mirrors
  /// 1 − 10⁻⁶ … 1 − 10⁻¹².
  init(steps: Int) {
    interval = IntervalDomain(0.0...1.0, grid: .points(steps + 1))
    extraPoints = [1e-300, 1e-12, 1e-9, 1e-6, 1 - 1e-6, 1 - 1e-9, 1 - 1e-12]
  }

  var dimension: Int { 1 }

  func value(atUnit unit: ArraySlice<Double>) -> Double { interval.value(atUnit: unit) }

  var gridCount: Int { interval.gridCount + extraPoints.count }

  func gridValue(at index: Int) -> Double {
    let base = interval.gridCount
    if index < base { return interval.gridValue(at: index) }
    return extraPoints[min(index - base, extraPoints.count - 1)]
  }

  func edgeValue(using random: CaseRandom, includeNonFinite: Bool) -> Double {
    interval.edgeValue(using: random, includeNonFinite: includeNonFinite)
  }

  func contains(_ value: Double) -> Bool { interval.contains(value) }

  func shrinkCandidates(for value: Double) -> [Double] { interval.shrinkCandidates(for: value) }
}
