/// A closed range of integers, with a grid every `stride` values (the upper end included).
///
/// Edges are the ends, 0 and ±1 when inside, and their neighbours. Shrinking moves toward 0 (or
/// the lower end when 0 is outside) by halving the distance, then one step at a time.
public struct IntegerRangeDomain: ProofDomain {
  /// The range.
  public let range: ClosedRange<Int>
  /// The grid spacing (at least 1).
  public let stride: Int

  /// Creates a domain over `range`, with a grid every `stride` values.
  public init(_ range: ClosedRange<Int>, stride: Int = 1) {
    self.range = range
    self.stride = max(1, stride)
  }

  /// 1.
  public var dimension: Int { 1 }

  /// `lower + ⌊u · count⌋`, kept inside.
  public func value(atUnit unit: ArraySlice<Double>) -> Int {
    let width = Double(range.upperBound) - Double(range.lowerBound) + 1
    let offset = min((unit.first ?? 0) * width, width - 1).rounded(.down)
    return clamp(Int(exactly: (Double(range.lowerBound) + offset).rounded()) ?? range.lowerBound)
  }

  /// Every `stride`-th value from the lower end, plus the upper end.
  public var gridCount: Int {
    let span = range.upperBound.subtractingReportingOverflow(range.lowerBound)
    guard !span.overflow else { return 10_000_000 }
    let steps = span.partialValue / stride
    let count = steps + (steps * stride == span.partialValue ? 1 : 2)
    return min(count, 10_000_000)
  }

  /// Grid point `index`.
  public func gridValue(at index: Int) -> Int {
    let k = min(max(index, 0), gridCount - 1)
    let (product, overflow) = k.multipliedReportingOverflow(by: stride)
    guard !overflow else { return range.upperBound }
    let (value, overflowSum) = range.lowerBound.addingReportingOverflow(product)
    return overflowSum ? range.upperBound : min(value, range.upperBound)
  }

  /// The ends, 0 and ±1, and their neighbours, when inside.
  public func edgeValues() -> [Int] {
    var values: [Int] = []
    for anchor in [range.lowerBound, range.upperBound, 0, 1, -1] {
      for delta in [0, 1, -1] {
        let (value, overflow) = anchor.addingReportingOverflow(delta)
        if !overflow, range.contains(value), !values.contains(value) { values.append(value) }
      }
    }
    return values
  }

  /// One of ``edgeValues()``; integers have no non-finite values.
  public func edgeValue(using random: CaseRandom, includeNonFinite: Bool) -> Int {
    let values = edgeValues()
    return values[random.index(below: values.count)]
  }

  /// Whether `value` is in the range.
  public func contains(_ value: Int) -> Bool { range.contains(value) }

  /// 0 if inside, else the lower end.
  public var anchor: Int { range.contains(0) ? 0 : range.lowerBound }

  /// The anchor, the midpoint toward it, and the neighbour toward it.
  public func shrinkCandidates(for value: Int) -> [Int] {
    guard contains(value), value != anchor else { return [] }
    let midpoint = anchor / 2 + value / 2
    let step = value > anchor ? value - 1 : value + 1
    var candidates: [Int] = []
    for candidate in [anchor, midpoint, step] where candidate != value && contains(candidate) {
      if abs(candidate.distance(to: anchor)) < abs(value.distance(to: anchor)),
        !candidates.contains(candidate)
      {
        candidates.append(candidate)
      }
    }
    return candidates
  }

  private func clamp(_ value: Int) -> Int {
    min(max(value, range.lowerBound), range.upperBound)
  }
}
