/// The product of two domains: cases are pairs, drawn, gridded and shrunk coordinate by
/// coordinate.
///
/// The grid is the Cartesian product (the second coordinate varies fastest); a unit-cube point
/// is split between the coordinates; each coordinate is edge-biased on its own; shrinking
/// tries the first coordinate's candidates with the second fixed, then the second's.
public struct ProductDomain2<First: ProofDomain, Second: ProofDomain>: ProofDomain {
  /// The first coordinate's domain.
  public let first: First
  /// The second coordinate's domain.
  public let second: Second

  /// Creates the product.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// The sum of the coordinates' dimensions.
  public var dimension: Int { first.dimension + second.dimension }

  /// Splits the point between the coordinates; a short point leaves the missing coordinates
  /// empty (each domain takes a missing coordinate as 0).
  public func value(atUnit unit: ArraySlice<Double>) -> (First.Value, Second.Value) {
    let split = Swift.min(unit.startIndex + first.dimension, unit.endIndex)
    return (first.value(atUnit: unit[..<split]), second.value(atUnit: unit[split...]))
  }

  /// The product of the grid sizes, capped at `Int.max`.
  public var gridCount: Int { GridIndex.product([first.gridCount, second.gridCount]) }

  /// Mixed-radix decomposition of `index`.
  public func gridValue(at index: Int) -> (First.Value, Second.Value) {
    let digits = GridIndex.digits(of: index, radices: [first.gridCount, second.gridCount])
    return (first.gridValue(at: digits[0]), second.gridValue(at: digits[1]))
  }

  /// Each coordinate an edge value.
  public func edgeValue(using random: CaseRandom, includeNonFinite: Bool) -> (
    First.Value, Second.Value
  ) {
    (
      first.edgeValue(using: random, includeNonFinite: includeNonFinite),
      second.edgeValue(using: random, includeNonFinite: includeNonFinite)
    )
  }

  /// Each coordinate edge-biased on its own.
  public func edgeBiasedValue(
    using random: CaseRandom, edgeShare: Double, includeNonFinite: Bool
  ) -> (First.Value, Second.Value) {
    (
      first.edgeBiasedValue(
        using: random, edgeShare: edgeShare, includeNonFinite: includeNonFinite),
      second.edgeBiasedValue(
        using: random, edgeShare: edgeShare, includeNonFinite: includeNonFinite)
    )
  }

  /// Both coordinates inside.
  public func contains(_ value: (First.Value, Second.Value)) -> Bool {
    first.contains(value.0) && second.contains(value.1)
  }

  /// One coordinate shrunk at a time, the first coordinate first.
  public func shrinkCandidates(for value: (First.Value, Second.Value)) -> [(
    First.Value, Second.Value
  )] {
    first.shrinkCandidates(for: value.0).map { ($0, value.1) }
      + second.shrinkCandidates(for: value.1).map { (value.0, $0) }
  }

  /// The first coordinate's problem, else the second's.
  public var problem: String? { first.problem ?? second.problem }

  /// `(first, second)`.
  public func describe(_ value: (First.Value, Second.Value)) -> String {
    "(\(first.describe(value.0)), \(second.describe(value.1)))"
  }
}

/// The product of three domains; see ``ProductDomain2``.
public struct ProductDomain3<First: ProofDomain, Second: ProofDomain, Third: ProofDomain>:
  ProofDomain
{
  /// The first coordinate's domain.
  public let first: First
  /// The second coordinate's domain.
  public let second: Second
  /// The third coordinate's domain.
  public let third: Third

  /// Creates the product.
  public init(_ first: First, _ second: Second, _ third: Third) {
    self.first = first
    self.second = second
    self.third = third
  }

  /// The sum of the coordinates' dimensions.
  public var dimension: Int { first.dimension + second.dimension + third.dimension }

  /// Splits the point between the coordinates; a short point leaves the missing coordinates
  /// empty (each domain takes a missing coordinate as 0).
  public func value(atUnit unit: ArraySlice<Double>) -> (First.Value, Second.Value, Third.Value) {
    let a = Swift.min(unit.startIndex + first.dimension, unit.endIndex)
    let b = Swift.min(a + second.dimension, unit.endIndex)
    return (
      first.value(atUnit: unit[..<a]), second.value(atUnit: unit[a..<b]),
      third.value(atUnit: unit[b...])
    )
  }

  /// The product of the grid sizes, capped at `Int.max`.
  public var gridCount: Int {
    GridIndex.product([first.gridCount, second.gridCount, third.gridCount])
  }

  /// Mixed-radix decomposition of `index` (the third coordinate varies fastest).
  public func gridValue(at index: Int) -> (First.Value, Second.Value, Third.Value) {
    let digits = GridIndex.digits(
      of: index, radices: [first.gridCount, second.gridCount, third.gridCount])
    return (
      first.gridValue(at: digits[0]), second.gridValue(at: digits[1]),
      third.gridValue(at: digits[2])
    )
  }

  /// Each coordinate an edge value.
  public func edgeValue(using random: CaseRandom, includeNonFinite: Bool) -> (
    First.Value, Second.Value, Third.Value
  ) {
    (
      first.edgeValue(using: random, includeNonFinite: includeNonFinite),
      second.edgeValue(using: random, includeNonFinite: includeNonFinite),
      third.edgeValue(using: random, includeNonFinite: includeNonFinite)
    )
  }

  /// Each coordinate edge-biased on its own.
  public func edgeBiasedValue(
    using random: CaseRandom, edgeShare: Double, includeNonFinite: Bool
  ) -> (First.Value, Second.Value, Third.Value) {
    (
      first.edgeBiasedValue(
        using: random, edgeShare: edgeShare, includeNonFinite: includeNonFinite),
      second.edgeBiasedValue(
        using: random, edgeShare: edgeShare, includeNonFinite: includeNonFinite),
      third.edgeBiasedValue(
        using: random, edgeShare: edgeShare, includeNonFinite: includeNonFinite)
    )
  }

  /// Every coordinate inside.
  public func contains(_ value: (First.Value, Second.Value, Third.Value)) -> Bool {
    first.contains(value.0) && second.contains(value.1) && third.contains(value.2)
  }

  /// One coordinate shrunk at a time, in order.
  public func shrinkCandidates(for value: (First.Value, Second.Value, Third.Value)) -> [(
    First.Value, Second.Value, Third.Value
  )] {
    first.shrinkCandidates(for: value.0).map { ($0, value.1, value.2) }
      + second.shrinkCandidates(for: value.1).map { (value.0, $0, value.2) }
      + third.shrinkCandidates(for: value.2).map { (value.0, value.1, $0) }
  }

  /// The first coordinate's problem, else the second's, else the third's.
  public var problem: String? { first.problem ?? second.problem ?? third.problem }

  /// `(first, second, third)`.
  public func describe(_ value: (First.Value, Second.Value, Third.Value)) -> String {
    "(\(first.describe(value.0)), \(second.describe(value.1)), \(third.describe(value.2)))"
  }
}

/// Mixed-radix arithmetic for product grids.
enum GridIndex {
  /// The product of `counts`, saturating at `Int.max`.
  static func product(_ counts: [Int]) -> Int {
    var total = 1
    for count in counts {
      let (next, overflow) = total.multipliedReportingOverflow(by: max(1, count))
      if overflow { return Int.max }
      total = next
    }
    return total
  }

  /// The digits of `index` in the given radices, the last digit varying fastest.
  static func digits(of index: Int, radices: [Int]) -> [Int] {
    var remainder = max(0, index)
    var digits = [Int](repeating: 0, count: radices.count)
    for position in radices.indices.reversed() {
      let radix = max(1, radices[position])
      digits[position] = remainder % radix
      remainder /= radix
    }
    return digits
  }
}
