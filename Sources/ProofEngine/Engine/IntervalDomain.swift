/// An interval of Double, Float or Float16, closed (`0...1`) or half-open (`0..<1`), with a grid
/// of a given step or point count that includes the endpoints (the open end excepted).
///
/// Grids have at least 1 and at most 10 000 000 points: a NaN, infinite, zero or negative
/// step, or a bound that makes the interval a single point, gives one point (`lower`); a step
/// so fine (subnormal, or `1e-300` over a unit interval) that the grid would exceed that is cut
/// to its first 10 000 000 points, which are generated from the index on demand, never stored.
///
/// Edges are the ends, 0, −0, ±1 and their `nextUp`/`nextDown` neighbours that lie inside;
/// with `includeNonFinite` also ±leastNonzeroMagnitude (subnormal), the largest subnormal,
/// ±∞ and NaN, for bad-input proofs. Shrinking moves toward the anchor (0 when inside, else the
/// lower end) through ±1, integers and short decimals, and never leaves the interval.
public struct IntervalDomain<Scalar: BinaryFloatingPoint & Sendable>: ProofDomain
where Scalar.RawSignificand: FixedWidthInteger {
  /// How the grid is spaced.
  public enum Grid: Hashable, Sendable {
    /// Points `lower, lower + step, …` and the upper end (when closed).
    case step(Double)
    /// `count` evenly spaced points, both ends included for a closed interval.
    case points(Int)
  }

  /// The lower end (always included).
  public let lower: Scalar
  /// The upper end.
  public let upper: Scalar
  /// Whether the upper end is included.
  public let isClosed: Bool
  /// The grid spacing.
  public let grid: Grid
  /// The grid's size, computed once.
  public let gridCount: Int
  /// The ends and the step as `Double`, converted once: the per-case path stays concrete.
  private let lowerDouble: Double
  private let upperDouble: Double
  private let widthDouble: Double
  private let gridSpacing: Double

  /// A closed interval. Bounds that are NaN, infinite or inverted are replaced by the single
  /// point `0...0` (documented, never a trap), so a misconfigured proof runs one case and its
  /// property sees the problem.
  public init(_ range: ClosedRange<Scalar>, grid: Grid = .points(11)) {
    let valid =
      range.lowerBound.isFinite && range.upperBound.isFinite
      && range.lowerBound <= range.upperBound
    self.init(
      lower: valid ? range.lowerBound : 0, upper: valid ? range.upperBound : 0, isClosed: true,
      grid: grid)
  }

  /// A half-open interval `lower ..< upper`; an empty or non-finite range becomes `0...0`.
  public init(_ range: Range<Scalar>, grid: Grid = .points(10)) {
    let valid = range.lowerBound.isFinite && range.upperBound.isFinite && !range.isEmpty
    self.init(
      lower: valid ? range.lowerBound : 0, upper: valid ? range.upperBound : 0, isClosed: !valid,
      grid: grid)
  }

  private init(lower: Scalar, upper: Scalar, isClosed: Bool, grid: Grid) {
    self.lower = lower
    self.upper = upper
    self.isClosed = isClosed
    self.grid = grid
    let count = Self.count(lower: Double(lower), upper: Double(upper), closed: isClosed, grid)
    self.gridCount = count
    lowerDouble = Double(lower)
    upperDouble = Double(upper)
    widthDouble = Double(upper) - Double(lower)
    switch grid {
    case .step(let step): gridSpacing = step
    case .points: gridSpacing = widthDouble / Double(max(1, isClosed ? count - 1 : count))
    }
  }

  private static func count(lower: Double, upper: Double, closed: Bool, _ grid: Grid) -> Int {
    let width = upper - lower
    guard width > 0 else { return 1 }
    switch grid {
    case .points(let points):
      return max(1, min(points, gridPointLimit))
    case .step(let step):
      guard step.isFinite, step > 0 else { return 1 }
      let steps = (width / step * (1 + 1e-12)).rounded(.down)
      guard steps < Double(gridPointLimit) else { return gridPointLimit }
      let whole = Int(steps) + 1
      // A closed interval also gets its upper end when the steps fall short of it.
      let reachesUpper = abs(Double(whole - 1) * step - width) <= 1e-9 * max(1, width)
      if closed { return reachesUpper ? whole : whole + 1 }
      return reachesUpper ? max(1, whole - 1) : whole
    }
  }

  /// 1.
  public var dimension: Int { 1 }

  /// The largest value inside: the upper end, or the one below it for a half-open interval.
  public var largest: Scalar { isClosed ? upper : upper.nextDown }

  /// `lower + u·(upper − lower)`, kept inside (a NaN `u` gives `lower`). When the width
  /// overflows `Double` (e.g. `-greatestFiniteMagnitude...greatestFiniteMagnitude`) the point
  /// is `(1 − u)·lower + u·upper`, which stays finite.
  public func value(atUnit unit: ArraySlice<Double>) -> Scalar {
    let u = unit.first ?? 0
    return clamp(Scalar(point(atFraction: u)))
  }

  /// Grid point `index`: computed from `lower` (no accumulated error), the last one exactly
  /// the upper end of a closed interval. A `.points` grid over an interval whose width
  /// overflows `Double` is spaced as `(1 − k/n)·lower + (k/n)·upper`.
  public func gridValue(at index: Int) -> Scalar {
    let k = min(max(index, 0), gridCount - 1)
    guard gridCount > 1 else { return lower }
    if isClosed && k == gridCount - 1 { return upper }
    if !gridSpacing.isFinite, case .points = grid {
      let n = Double(isClosed ? gridCount - 1 : gridCount)
      return clamp(Scalar(point(atFraction: Double(k) / n)))
    }
    return clamp(Scalar(lowerDouble + Double(k) * gridSpacing))
  }

  /// `lower + t·width`, or `(1 − t)·lower + t·upper` when the width is not finite.
  private func point(atFraction t: Double) -> Double {
    guard !widthDouble.isFinite else { return lowerDouble + t * widthDouble }
    return lowerDouble - t * lowerDouble + t * upperDouble
  }

  /// The edge values inside the interval, and the non-finite ones when asked.
  public func edgeValues(includeNonFinite: Bool) -> [Scalar] {
    var values: [Scalar] = []
    for anchor in [lower, largest, 0, -0.0, 1, -1] {
      for value in [anchor, anchor.nextUp, anchor.nextDown] where contains(value) {
        if !values.contains(where: { $0 == value && $0.sign == value.sign }) {
          values.append(value)
        }
      }
    }
    if includeNonFinite {
      values += [
        Scalar.leastNonzeroMagnitude, -Scalar.leastNonzeroMagnitude,
        Scalar.leastNormalMagnitude.nextDown, .infinity, -.infinity, .nan,
      ]
    }
    return values
  }

  /// One edge value, uniformly among ``edgeValues(includeNonFinite:)``.
  public func edgeValue(using random: CaseRandom, includeNonFinite: Bool) -> Scalar {
    let values = edgeValues(includeNonFinite: includeNonFinite)
    return values[random.index(below: values.count)]
  }

  /// `lower ≤ value ≤ upper` (or `< upper` when half-open); NaN is never inside.
  public func contains(_ value: Scalar) -> Bool {
    value >= lower && (isClosed ? value <= upper : value < upper)
  }

  private func clamp(_ value: Scalar) -> Scalar {
    guard !value.isNaN else { return lower }
    return min(max(value, lower), largest)
  }

  // MARK: - Shrinking

  /// Where shrinking heads: 0 when inside, else the lower end.
  public var anchor: Scalar { contains(0) ? 0 : lower }

  /// Candidates strictly simpler than `value` by ``complexity(of:)``, inside, simplest first:
  /// the anchor, ±1, 0 and the lower end, the integers next to `value`, `value` rounded to
  /// fewer decimals, the point halfway to the anchor at `value`'s precision, and one step of
  /// that precision toward the anchor.
  public func shrinkCandidates(for value: Scalar) -> [Scalar] {
    guard contains(value) else { return [] }
    let current = complexity(of: value)
    let x = Double(value)
    let target = Double(anchor)
    let digits = current.digits
    let scale = Self.power10(digits)
    var raw: [Double] = [target, 0, Double(lower), 1, -1, x.rounded(.towardZero), x.rounded()]
    raw += (0..<digits).map { d in (x * Self.power10(d)).rounded() / Self.power10(d) }
    raw.append(((x + target) / 2 * scale).rounded(.towardZero) / scale)
    raw.append((x * scale + (target > x ? 1 : -1)).rounded() / scale)
    var candidates: [Scalar] = []
    for candidate in raw.map({ Scalar($0) }) where contains(candidate) {
      if complexity(of: candidate) < current,
        !candidates.contains(where: { $0 == candidate && $0.sign == candidate.sign })
      {
        candidates.append(candidate)
      }
    }
    return candidates.sorted { complexity(of: $0) < complexity(of: $1) }
  }

  /// A value's complexity, smaller being simpler: decimal digits first (integers are simplest),
  /// then distance to the anchor, then a negative sign.
  public func complexity(of value: Scalar) -> Complexity {
    Complexity(
      digits: Self.decimalDigits(value), distance: abs(Double(value) - Double(anchor)),
      negative: value.sign == .minus && value != 0)
  }

  /// The fewest decimal places (0…17) that reproduce `value` exactly in its own type.
  static func decimalDigits(_ value: Scalar) -> Int {
    let x = Double(value)
    guard x.isFinite else { return 18 }
    for digits in 0...17 {
      let scale = power10(digits)
      let rounded = (x * scale).rounded() / scale
      if rounded.isFinite, Scalar(rounded) == value { return digits }
    }
    return 18
  }

  static func power10(_ digits: Int) -> Double {
    var result = 1.0
    for _ in 0..<digits { result *= 10 }
    return result
  }
}

/// How complicated a shrunk value is; shrinking only ever moves to smaller values.
public struct Complexity: Comparable, Hashable, Sendable {
  /// Decimal places needed.
  public var digits: Int
  /// Distance to the domain's anchor.
  public var distance: Double
  /// Whether the value is negative (positive values are preferred).
  public var negative: Bool

  /// Lexicographic: digits, then distance, then sign.
  public static func < (lhs: Complexity, rhs: Complexity) -> Bool {
    if lhs.digits != rhs.digits { return lhs.digits < rhs.digits }
    if lhs.distance != rhs.distance { return lhs.distance < rhs.distance }
    return !lhs.negative && rhs.negative
  }
}
