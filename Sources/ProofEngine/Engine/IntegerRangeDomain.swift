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

  /// Every `stride`-th value from the lower end, plus the upper end; at most 10 000 000 points
  /// (a wider grid, such as `0...Int.max` with stride 1, is cut to its first 10 000 000
  /// values, and the upper end is then not on it). The count is exact for any range, even
  /// `Int.min...Int.max`, whose span does not fit `Int`.
  public var gridCount: Int {
    // The span upper − lower is at most 2⁶⁴ − 1, so it fits a UInt exactly.
    let span = UInt(bitPattern: range.upperBound &- range.lowerBound)
    let step = UInt(stride)
    let steps = span / step
    let (count, overflow) = steps.addingReportingOverflow(steps * step == span ? 1 : 2)
    return overflow || count > UInt(gridPointLimit) ? gridPointLimit : Int(count)
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

  /// The anchor, the midpoint toward it, and the neighbour toward it. Distances are counted
  /// without overflow, so `Int.min` and `Int.max` shrink like any other value.
  public func shrinkCandidates(for value: Int) -> [Int] {
    guard contains(value), value != anchor else { return [] }
    let midpoint = anchor / 2 + value / 2
    let step = value > anchor ? value - 1 : value + 1
    var candidates: [Int] = []
    for candidate in [anchor, midpoint, step] where candidate != value && contains(candidate) {
      if Self.gap(candidate, anchor) < Self.gap(value, anchor),
        !candidates.contains(candidate)
      {
        candidates.append(candidate)
      }
    }
    return candidates
  }

  /// `|a − b|` as a `UInt`, exact for any two `Int`s (`Int.min` to `Int.max` included).
  private static func gap(_ a: Int, _ b: Int) -> UInt {
    a >= b ? UInt(bitPattern: a &- b) : UInt(bitPattern: b &- a)
  }

  private func clamp(_ value: Int) -> Int {
    min(max(value, range.lowerBound), range.upperBound)
  }
}
