/// Angles in radians on [0, 2π): a half-open interval whose grid is every `2π / gridPoints`
/// and whose shrinking heads for 0 (through the quarter turns, which are short decimals of π
/// only in spirit: shrinking prefers integers and short decimals of radians).
public struct AngleDomain: ProofDomain {
  /// The underlying interval [0, 2π).
  public let interval: IntervalDomain<Double>

  /// Creates the domain with `gridPoints` evenly spaced grid angles (8: every 45°).
  public init(gridPoints: Int = 8) {
    interval = IntervalDomain(0..<(2 * Double.pi), grid: .points(max(1, gridPoints)))
  }

  /// 1.
  public var dimension: Int { 1 }
  /// The interval's grid size.
  public var gridCount: Int { interval.gridCount }

  /// `2π · u`.
  public func value(atUnit unit: ArraySlice<Double>) -> Double { interval.value(atUnit: unit) }
  /// Grid angle `index`.
  public func gridValue(at index: Int) -> Double { interval.gridValue(at: index) }

  /// 0, the quarter turns and the largest angle below 2π (and non-finite values when asked).
  public func edgeValue(using random: CaseRandom, includeNonFinite: Bool) -> Double {
    var values = [0, Double.pi / 2, Double.pi, 3 * Double.pi / 2, interval.largest, 0.0.nextUp]
    if includeNonFinite { values += [.nan, .infinity, -.infinity] }
    return values[random.index(below: values.count)]
  }

  /// 0 ≤ angle < 2π.
  public func contains(_ value: Double) -> Bool { interval.contains(value) }
  /// Toward 0, as an interval shrinks.
  public func shrinkCandidates(for value: Double) -> [Double] {
    interval.shrinkCandidates(for: value)
  }
  /// The angle in radians and degrees.
  public func describe(_ value: Double) -> String {
    "\(value) rad (\((value * 180 / .pi * 1e6).rounded() / 1e6)°)"
  }
}
