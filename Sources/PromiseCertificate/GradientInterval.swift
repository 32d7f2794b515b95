import EffectMath
import ProofEngine

/// An interval with its value at the box's centre and an enclosure of its gradient over the
/// box: the scalar of the certificate's mean-value form, which shrinks like the square of a
/// box's width near a smooth maximum where the plain interval shrinks only like the width.
///
/// ```
/// f(z) ∈ box                                         (plain interval arithmetic)
/// f(z) ∈ centre + Σᵢ ∂ᵢf(box) · [−hᵢ, hᵢ] ± slack     (mean value theorem, z ∈ box)
/// ```
///
/// with `hᵢ` the box's half-widths, `centre` the value at the midpoint (computed in
/// ``ProofInterval``) and `slack` = ``roundingSlack`` · (1 + |centre|), which covers the
/// `Double` code's own rounding. The mean-value form is valid only while the formula is
/// differentiable (or Lipschitz: min, max, |·| take the hull of both sides' gradients) along
/// every segment of the box, so ``isSmooth`` turns false at an undecided
/// ``select(_:then:else:)`` (a branch may jump), an undecided ⌈⌉, and asin (steep at ±1, and
/// `Double`'s implementation differs from asin by up to 2·10⁻⁸ rad); then only `box` counts.
struct GradientInterval: EffectScalar {
  /// The number of coordinates a gradient has room for.
  static let capacity = 6

  /// The plain interval over the whole box.
  var box: ProofInterval
  /// The value at the box's midpoint (an interval around it).
  var centre: ProofInterval
  /// ∂f/∂zᵢ over the box, one per coordinate (parameters, then the pixel's x and y).
  var gradient: InlineArray<6, ProofInterval>
  /// Whether the mean-value form applies.
  var isSmooth: Bool

  /// The relative allowance for the `Double` code's rounding in the mean-value form, 10⁻¹²
  /// (each IEEE operation is within 1.1·10⁻¹⁶ relative; the effects take well under 10⁴).
  static let roundingSlack = 1e-12

  /// The constant `value`: gradient 0.
  init(_ value: Double) {
    box = ProofInterval(value)
    centre = box
    gradient = InlineArray(repeating: ProofInterval(0))
    isSmooth = true
  }

  /// A value from its parts.
  init(
    box: ProofInterval, centre: ProofInterval, gradient: InlineArray<6, ProofInterval>,
    isSmooth: Bool
  ) {
    self.box = box
    self.centre = centre
    self.gradient = gradient
    self.isSmooth = isSmooth
  }

  /// Coordinate `index` of a box: `box`, its midpoint, gradient the unit vector eᵢ.
  static func coordinate(_ interval: ProofInterval, index: Int) -> GradientInterval {
    var value = GradientInterval(0)
    value.box = interval
    value.centre = ProofInterval(interval.midpoint)
    if index < capacity { value.gradient[index] = ProofInterval(1) } else { value.isSmooth = false }
    return value
  }

  /// The tightest enclosure over the box with half-widths `halfWidths`: the plain interval,
  /// intersected with the mean-value form when it applies.
  func enclosure(halfWidths: [Double]) -> ProofInterval {
    guard isSmooth, box.isValid, centre.isValid else { return box }
    var form = centre
    for index in 0..<Swift.min(halfWidths.count, Self.capacity) where halfWidths[index] > 0 {
      let h = halfWidths[index]
      form = form + gradient[index] * ProofInterval(lower: -h, upper: h)
    }
    let slack =
      Self.roundingSlack * (1 + Swift.max(Swift.abs(centre.lower), Swift.abs(centre.upper)))
    form = form + ProofInterval(lower: -slack, upper: slack)
    guard form.isValid else { return box }
    let lower = Swift.max(form.lower, box.lower)
    let upper = Swift.min(form.upper, box.upper)
    return lower <= upper ? ProofInterval(lower: lower, upper: upper) : box
  }

  // MARK: - Helpers

  /// The gradient scaled by `factor` (an interval over the box).
  private static func scaled(_ g: InlineArray<6, ProofInterval>, _ factor: ProofInterval)
    -> InlineArray<6, ProofInterval>
  {
    var result = g
    for i in 0..<capacity { result[i] = g[i] * factor }
    return result
  }

  /// `a·ga + b·gb` per coordinate.
  private static func combined(
    _ ga: InlineArray<6, ProofInterval>, _ a: ProofInterval, _ gb: InlineArray<6, ProofInterval>,
    _ b: ProofInterval
  ) -> InlineArray<6, ProofInterval> {
    var result = ga
    for i in 0..<capacity { result[i] = ga[i] * a + gb[i] * b }
    return result
  }

  /// The hull of two gradients per coordinate.
  private static func hull(_ ga: InlineArray<6, ProofInterval>, _ gb: InlineArray<6, ProofInterval>)
    -> InlineArray<6, ProofInterval>
  {
    var result = ga
    for i in 0..<capacity { result[i] = ProofInterval.hull(ga[i], gb[i]) }
    return result
  }

  /// A unary function applied with derivative `derivative` (an interval over the box).
  private func applying(
    _ f: (ProofInterval) -> ProofInterval, derivative: ProofInterval, smooth: Bool = true
  ) -> GradientInterval {
    GradientInterval(
      box: f(box), centre: f(centre), gradient: Self.scaled(gradient, derivative),
      isSmooth: isSmooth && smooth)
  }

  // MARK: - Arithmetic

  static func + (lhs: Self, rhs: Self) -> Self {
    Self(
      box: lhs.box + rhs.box, centre: lhs.centre + rhs.centre,
      gradient: combined(lhs.gradient, ProofInterval(1), rhs.gradient, ProofInterval(1)),
      isSmooth: lhs.isSmooth && rhs.isSmooth)
  }

  static func - (lhs: Self, rhs: Self) -> Self {
    Self(
      box: lhs.box - rhs.box, centre: lhs.centre - rhs.centre,
      gradient: combined(lhs.gradient, ProofInterval(1), rhs.gradient, ProofInterval(-1)),
      isSmooth: lhs.isSmooth && rhs.isSmooth)
  }

  static func * (lhs: Self, rhs: Self) -> Self {
    Self(
      box: lhs.box * rhs.box, centre: lhs.centre * rhs.centre,
      gradient: combined(lhs.gradient, rhs.box, rhs.gradient, lhs.box),
      isSmooth: lhs.isSmooth && rhs.isSmooth)
  }

  static func / (lhs: Self, rhs: Self) -> Self {
    // (a/b)′ = a′/b − a·b′/b²
    let inverse = ProofInterval(1) / rhs.box
    let quotient = lhs.box * inverse
    return Self(
      box: lhs.box / rhs.box, centre: lhs.centre / rhs.centre,
      gradient: combined(lhs.gradient, inverse, rhs.gradient, -(quotient * inverse)),
      isSmooth: lhs.isSmooth && rhs.isSmooth)
  }

  static prefix func - (operand: Self) -> Self {
    Self(
      box: -operand.box, centre: -operand.centre,
      gradient: scaled(operand.gradient, ProofInterval(-1)), isSmooth: operand.isSmooth)
  }

  // MARK: - Order

  static func < (lhs: Self, rhs: Self) -> IntervalTruth { lhs.box < rhs.box }
  static func <= (lhs: Self, rhs: Self) -> IntervalTruth { lhs.box <= rhs.box }
  static func > (lhs: Self, rhs: Self) -> IntervalTruth { lhs.box > rhs.box }
  static func >= (lhs: Self, rhs: Self) -> IntervalTruth { lhs.box >= rhs.box }

  static func select<Value: EffectJoinable>(
    _ condition: IntervalTruth, then: () -> Value, else otherwise: () -> Value
  ) -> Value {
    condition.choose(then, otherwise)
  }

  /// Both values' hull; a join means a branch was undecided, so the result is not smooth.
  static func joined(_ lhs: Self, _ rhs: Self) -> Self {
    Self(
      box: ProofInterval.hull(lhs.box, rhs.box), centre: ProofInterval.hull(lhs.centre, rhs.centre),
      gradient: hull(lhs.gradient, rhs.gradient), isSmooth: false)
  }

  /// A continuous choice: one side where decided over the box, else the hull of both sides'
  /// gradients (valid for the mean-value form: min and max are Lipschitz).
  private static func either(
    _ lhs: Self, _ rhs: Self, pickLeft: IntervalTruth, box: ProofInterval, centre: ProofInterval
  ) -> Self {
    switch pickLeft {
    case .yes: return lhs
    case .no: return rhs
    case .maybe:
      return Self(
        box: box, centre: centre, gradient: hull(lhs.gradient, rhs.gradient),
        isSmooth: lhs.isSmooth && rhs.isSmooth)
    }
  }

  static func smaller(_ lhs: Self, _ rhs: Self) -> Self {
    either(
      lhs, rhs, pickLeft: lhs.box <= rhs.box, box: ProofInterval.smaller(lhs.box, rhs.box),
      centre: ProofInterval.smaller(lhs.centre, rhs.centre))
  }

  static func larger(_ lhs: Self, _ rhs: Self) -> Self {
    either(
      lhs, rhs, pickLeft: lhs.box >= rhs.box, box: ProofInterval.larger(lhs.box, rhs.box),
      centre: ProofInterval.larger(lhs.centre, rhs.centre))
  }

  static func magnitude(_ x: Self) -> Self {
    either(
      x, -x, pickLeft: x.box >= ProofInterval(0), box: ProofInterval.magnitude(x.box),
      centre: ProofInterval.magnitude(x.centre))
  }

  // MARK: - Elementary functions

  static func squareRoot(_ x: Self) -> Self {
    let root = ProofInterval.squareRoot(x.box)
    let derivative = x.box.lower > 0 ? ProofInterval(0.5) / root : ProofInterval.whole
    return x.applying(ProofInterval.squareRoot, derivative: derivative, smooth: x.box.lower > 0)
  }

  static func sin(radians x: Self) -> Self {
    x.applying({ ProofInterval.sin(radians: $0) }, derivative: ProofInterval.cos(radians: x.box))
  }

  static func cos(radians x: Self) -> Self {
    x.applying(
      { ProofInterval.cos(radians: $0) }, derivative: -ProofInterval.sin(radians: x.box))
  }

  static func exponential(_ x: Self) -> Self {
    x.applying(ProofInterval.exponential, derivative: ProofInterval.exponential(x.box))
  }

  static func angle(y: Self, x: Self) -> Self {
    // ∂atan2(y, x) = (x·dy − y·dx) / (x² + y²)
    let squared = x.box * x.box + y.box * y.box
    let inverse = squared.lower > 0 ? ProofInterval(1) / squared : ProofInterval.whole
    return Self(
      box: ProofInterval.angle(y: y.box, x: x.box),
      centre: ProofInterval.angle(y: y.centre, x: x.centre),
      gradient: combined(y.gradient, x.box * inverse, x.gradient, -(y.box * inverse)),
      isSmooth: x.isSmooth && y.isSmooth && squared.lower > 0
        && !(y.box.lower <= 0 && y.box.upper >= 0 && x.box.lower <= 0))
  }

  static func arcsine(_ x: Self) -> Self {
    x.applying(ProofInterval.arcsine, derivative: .whole, smooth: false)
  }

  static func roundedUp(_ x: Self) -> Self {
    let box = ProofInterval.roundedUp(x.box)
    let constant = box.lower == box.upper
    return Self(
      box: box, centre: constant ? box : ProofInterval.roundedUp(x.centre),
      gradient: InlineArray(repeating: ProofInterval(0)), isSmooth: x.isSmooth && constant)
  }

  static func integerUpperBound(_ x: Self) -> Int { ProofInterval.integerUpperBound(x.box) }
  static func integerLowerBound(_ x: Self) -> Int { ProofInterval.integerLowerBound(x.box) }
}
