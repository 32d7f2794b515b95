/// What a value computed from the pixel's position keeps of it: over a box of positions, the
/// value's exact real number is `a·δx + b·δy + c` for some `a` in ``x``, `b` in ``y`` and `c`
/// in ``constant``, where `δ = position − anchor` (the box's ``PositionAnchor``).
///
/// Plain intervals forget that `p.y − position.y` is the same `position.y` twice: over a box
/// 300 pt tall the difference is bounded by ±300 pt whatever the shader does (the dependency
/// problem). Carried through `+`, `−`, `×` by a value, `÷` by a value and selects, the relation
/// keeps the position's own part apart, so a distortion's offset, `result − position`, is
/// bounded by what the shader adds to the position. Each operation adds its rounding error to
/// ``constant`` (one unit in the last place of the result's largest magnitude, which covers
/// round to nearest and toward zero, plus the least normal for flushing; 3.5 for a fast float
/// division, within 2.5 ulp by Table 8.2), so the relation holds for the float the GPU computes.
public struct PositionRelation: Sendable, Hashable, CustomStringConvertible {
  /// The coefficients of `δx`.
  public var x: RealInterval
  /// The coefficients of `δy`.
  public var y: RealInterval
  /// The constant part.
  public var constant: RealInterval

  /// A relation with these parts.
  public init(x: RealInterval, y: RealInterval, constant: RealInterval) {
    self.x = x
    self.y = y
    self.constant = constant
  }

  /// The value `value` with nothing of the position in it.
  static func constant(_ value: RealInterval) -> PositionRelation {
    let zero = RealInterval(exactly: 0)
    return PositionRelation(x: zero, y: zero, constant: value)
  }

  /// The position's lane `lane` (0 is x) itself, over a box anchored at `anchor`.
  public static func position(lane: Int, anchor: Double) -> PositionRelation {
    let (one, zero) = (RealInterval(exactly: 1), RealInterval(exactly: 0))
    return PositionRelation(
      x: lane == 0 ? one : zero, y: lane == 0 ? zero : one, constant: RealInterval(exactly: anchor))
  }

  /// Every value it allows over `δx` in `dx` and `δy` in `dy`.
  public func range(dx: RealInterval, dy: RealInterval) -> RealInterval? {
    guard let a = x.multiplying(dx), let b = y.multiplying(dy), let sum = a.adding(b) else {
      return nil
    }
    return sum.adding(constant)
  }

  /// `self + other`, plus `error` either way.
  func adding(_ other: PositionRelation, error: Double) -> PositionRelation? {
    guard let a = x.adding(other.x), let b = y.adding(other.y),
      let c = constant.adding(other.constant)?.widened(by: error)
    else { return nil }
    return PositionRelation(x: a, y: b, constant: c)
  }

  /// `−self`: exact.
  func negated() -> PositionRelation {
    PositionRelation(x: x.negated(), y: y.negated(), constant: constant.negated())
  }

  /// `self × factor` for a factor in `factor`, plus `error` either way.
  func multiplying(_ factor: RealInterval, error: Double) -> PositionRelation? {
    guard let a = x.multiplying(factor), let b = y.multiplying(factor),
      let c = constant.multiplying(factor)?.widened(by: error)
    else { return nil }
    return PositionRelation(x: a, y: b, constant: c)
  }

  /// A relation that holds wherever either holds.
  func hull(_ other: PositionRelation) -> PositionRelation {
    PositionRelation(
      x: x.hull(other.x), y: y.hull(other.y), constant: constant.hull(other.constant))
  }

  /// `x·δx + y·δy + constant`.
  public var description: String { "\(x)·δx + \(y)·δy + \(constant)" }
}
