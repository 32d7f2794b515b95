/// The pixel positions a box's pixel dimensions stand for, as the runtime computes them: the
/// centre of pixel `i` at `scale` is `(Float(i) + 0.5) / scale` points, in float
/// (docs/metal-on-cpu.md). The lane carries a ``PositionRelation`` anchored at the box's first
/// position, so what the shader adds to the position can be told from the position itself.
public struct CertifyPosition: Sendable, Hashable {
  /// The positions' lanes: x, then y.
  public var lanes: [AbstractFloat]
  /// The anchors of the relations, x then y.
  public var anchors: [Double]
  /// `position − anchor` over the box, x then y.
  public var deltas: [RealInterval]

  /// The positions of pixel columns `columns` and rows `rows` (inclusive index ranges) at
  /// `scale` pixels per point.
  public init(columns: ClosedRange<Int>, rows: ClosedRange<Int>, scale: Double) {
    var lanes: [AbstractFloat] = []
    var anchors: [Double] = []
    var deltas: [RealInterval] = []
    for (lane, range) in [columns, rows].enumerated() {
      let first = Self.centre(range.lowerBound, scale: scale)
      let last = Self.centre(range.upperBound, scale: scale)
      lanes.append(
        AbstractFloat(.float, lower: first, upper: last).relating(
          .position(lane: lane, anchor: first)))
      anchors.append(first)
      // Floats of at most 2²⁴ in magnitude: their difference is exact in Double.
      deltas.append(RealInterval(0, last - first) ?? RealInterval(exactly: 0))
    }
    self.lanes = lanes
    self.anchors = anchors
    self.deltas = deltas
  }

  /// The centre of pixel `index` at `scale`, in points, as a float computes it.
  public static func centre(_ index: Int, scale: Double) -> Double {
    Double((Float(index) + 0.5) / Float(scale))
  }

  /// Every value of `value − position[lane]` over the box: from `value`'s relation when it has
  /// one, met with the plain difference of the bounds. Nil when `value` may be NaN or infinite.
  public func offset(_ value: AbstractFloat, lane: Int) -> RealInterval? {
    guard let values = value.finiteValues, let position = lanes[lane].finiteValues else {
      return nil
    }
    guard let plain = values.subtracting(position) else { return nil }
    guard let relation = value.relation else { return plain }
    let one = RealInterval(exactly: 1)
    let zero = RealInterval(exactly: 0)
    guard let x = relation.x.subtracting(lane == 0 ? one : zero),
      let y = relation.y.subtracting(lane == 1 ? one : zero),
      let constant = relation.constant.subtracting(RealInterval(exactly: anchors[lane])),
      let related = PositionRelation(x: x, y: y, constant: constant).range(
        dx: deltas[0], dy: deltas[1])
    else { return plain }
    return related.intersection(plain) ?? related
  }
}
