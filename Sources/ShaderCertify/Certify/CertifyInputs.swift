/// The inputs of one box as the abstract run takes them, each carrying an ``InputRelation`` to
/// itself: the pixel positions (inputs 0 and 1, x and y, in points) and each argument lane that
/// is a box dimension (its dimension's index).
///
/// The centre of pixel `i` at `scale` is `(Float(i) + 0.5) / scale` points, in float, as the
/// runtime computes it (docs/metal-on-cpu.md).
public struct CertifyInputs: Sendable, Hashable {
  /// The positions' lanes: x, then y.
  public var lanes: [AbstractFloat]
  /// Each input's anchor: its least value.
  public var anchors: [Int: Double]
  /// Each input's `δ = value − anchor` over the box.
  public var deltas: [Int: RealInterval]

  /// The positions of pixel columns `columns` and rows `rows` (inclusive index ranges) at
  /// `scale` pixels per point.
  public init(columns: ClosedRange<Int>, rows: ClosedRange<Int>, scale: Double) {
    var lanes: [AbstractFloat] = []
    anchors = [:]
    deltas = [:]
    for (lane, range) in [columns, rows].enumerated() {
      let first = Self.centre(range.lowerBound, scale: scale)
      let last = Self.centre(range.upperBound, scale: scale)
      lanes.append(
        AbstractFloat(.float, lower: first, upper: last).relating(.input(lane, anchor: first)))
      anchors[lane] = first
      // Floats of at most 2²⁴ in magnitude: their difference is exact in Double.
      deltas[lane] = RealInterval(0, last - first) ?? RealInterval(exactly: 0)
    }
    self.lanes = lanes
  }

  /// The centre of pixel `index` at `scale`, in points, as a float computes it.
  public static func centre(_ index: Int, scale: Double) -> Double {
    Double((Float(index) + 0.5) / Float(scale))
  }

  /// An argument lane that is box dimension `input` (at least 2), over `[lower, upper]` in
  /// `format`: the set, related to itself, its anchor and `δ` recorded.
  public mutating func argument(
    _ input: Int, lower: Double, upper: Double, format: MetalFloatFormat = .float
  ) -> AbstractFloat {
    let set = AbstractFloat(format, lower: lower, upper: upper)
    guard let values = set.finiteValues else { return set }
    anchors[input] = values.lower
    deltas[input] = RealInterval(0, values.upper - values.lower) ?? RealInterval(exactly: 0)
    return set.relating(.input(input, anchor: values.lower))
  }

  /// Every value of `value − position[lane]` over the box: from `value`'s relation when it has
  /// one, met with the plain difference of the bounds. Nil when `value` may be NaN or infinite.
  public func offset(_ value: AbstractFloat, lane: Int) -> RealInterval? {
    guard let values = value.finiteValues, let position = lanes[lane].finiteValues,
      let plain = values.subtracting(position)
    else { return nil }
    guard let related = offsetRelation(value, lane: lane)?.range(deltas) else { return plain }
    return related.intersection(plain) ?? related
  }

  /// `value − position[lane]` as a relation to the inputs, when `value` has one.
  public func offsetRelation(_ value: AbstractFloat, lane: Int) -> InputRelation? {
    guard !value.mayBeNonFinite, let relation = value.relation, let anchor = anchors[lane] else {
      return nil
    }
    return relation.plus(InputRelation.input(lane, anchor: anchor).negated())
  }
}
