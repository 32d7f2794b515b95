import MetalCPU
import ProofEngine

/// The cases of a shader proof: one coordinate per free component of the entry's arguments, and
/// one each for the view size, the scale and the input when there are several, as a
/// ``ProofDomain`` so that the engine generates (grid, Sobol, edges), shrinks and replays them.
///
/// ```
/// range [lo, hi] per component  → a continuous coordinate   (lo < hi; equal ends are fixed)
/// values [v…], viewSizes, scales, inputs, a count range → a choice coordinate: an index
/// an array's element values     → one continuous coordinate in [0, 1]: element k of the array
///                                 is drawn from it by a fixed hash; 0 and 1 put every element
///                                 at the domain's lower and upper end
/// ```
///
/// The grid holds every boundary: 3 points per continuous coordinate (both ends and the middle)
/// and every choice, or only the ends when that passes 512 cases; past 512 even then, every
/// corner of each coordinate alone with the others in the middle, plus the all-lower and
/// all-upper corners.
public struct ShaderCaseDomain: ProofDomain {
  /// One coordinate.
  public struct Axis: Hashable, Sendable {
    /// `center.x`, `viewSize`, `pips.count`.
    public var label: String
    /// Continuous `lower…upper`, or a choice among `choices` values (lower = 0, upper = n − 1).
    public var lower: Double
    /// The upper end.
    public var upper: Double
    /// Nil for a continuous coordinate, else the number of choices.
    public var choices: Int?
  }

  /// The coordinates, in order.
  public let axes: [Axis]
  private let gridPlan: GridPlan

  private enum GridPlan: Hashable, Sendable {
    case full(points: Int)
    case edges
  }

  /// The most grid cases.
  static let gridLimit = 512

  /// A domain over `axes`.
  public init(axes: [Axis]) {
    self.axes = axes
    func product(_ continuousPoints: Int) -> Int {
      var total = 1
      for axis in axes {
        let n = axis.choices.map { min($0, 16) } ?? continuousPoints
        total = total.multipliedReportingOverflow(by: n).overflow ? Int.max : total * n
        if total > Self.gridLimit { return Int.max }
      }
      return total
    }
    if product(3) <= Self.gridLimit {
      gridPlan = .full(points: 3)
    } else if product(2) <= Self.gridLimit {
      gridPlan = .full(points: 2)
    } else {
      gridPlan = .edges
    }
  }

  /// One unit coordinate per axis (at least 1).
  public var dimension: Int { max(1, axes.count) }

  /// Each axis at its unit coordinate: continuous ones scaled into their range, choices
  /// floored to an index.
  public func value(atUnit unit: ArraySlice<Double>) -> [Double] {
    axes.enumerated().map { index, axis in
      let u = unit.count > index ? unit[unit.startIndex + index] : 0.5
      return coordinate(axis, unit: u)
    }
  }

  private func coordinate(_ axis: Axis, unit: Double) -> Double {
    let u = min(max(unit.isNaN ? 0 : unit, 0), 1)
    if let choices = axis.choices {
      return Double(min(choices - 1, Int(u * Double(choices))))
    }
    return min(max(axis.lower + u * (axis.upper - axis.lower), axis.lower), axis.upper)
  }

  private func points(_ axis: Axis, _ continuous: Int) -> [Double] {
    if let choices = axis.choices {
      let n = min(choices, 16)
      if n == choices { return (0..<n).map(Double.init) }
      return (0..<n).map { Double(($0 * (choices - 1)) / (n - 1)) }
    }
    if continuous == 2 { return [axis.lower, axis.upper] }
    return [axis.lower, (axis.lower + axis.upper) / 2, axis.upper]
  }

  /// The grid's cases (see the type's documentation).
  public var gridCount: Int {
    switch gridPlan {
    case .full(let n): axes.reduce(1) { $0 * points($1, n).count }
    case .edges: 2 + 2 * axes.count
    }
  }

  /// Grid case `index`, mixed-radix over the axes' points (or the edges plan).
  public func gridValue(at index: Int) -> [Double] {
    let index = min(max(index, 0), gridCount - 1)
    switch gridPlan {
    case .full(let n):
      var rest = index
      return axes.map { axis in
        let list = points(axis, n)
        defer { rest /= list.count }
        return list[rest % list.count]
      }
    case .edges:
      let middle = axes.map { coordinate($0, unit: 0.5) }
      if index == 0 { return axes.map(\.lower) }
      if index == 1 { return axes.map(\.upper) }
      var value = middle
      let axis = (index - 2) / 2
      value[axis] = index % 2 == 0 ? axes[axis].lower : axes[axis].upper
      return value
    }
  }

  /// Each axis at its lower or upper end, at random.
  public func edgeValue(using random: CaseRandom, includeNonFinite: Bool) -> [Double] {
    axes.map { random.uniform() < 0.5 ? $0.lower : $0.upper }
  }

  /// Whether every coordinate lies in its axis (a choice is a whole index).
  public func contains(_ value: [Double]) -> Bool {
    value.count == axes.count
      && zip(axes, value).allSatisfy { axis, v in
        v >= axis.lower && v <= axis.upper && (axis.choices == nil || v.rounded() == v)
      }
  }

  /// Simpler values, one axis at a time: a choice toward index 0, a continuous coordinate
  /// by `IntervalDomain`'s shrinking.
  public func shrinkCandidates(for value: [Double]) -> [[Double]] {
    var candidates: [[Double]] = []
    for (index, axis) in axes.enumerated() where index < value.count {
      let current = value[index]
      let simpler: [Double]
      if axis.choices != nil {
        simpler = current > 0 ? [0, (current / 2).rounded(.down), current - 1] : []
      } else {
        simpler = IntervalDomain(axis.lower...axis.upper, grid: .points(2))
          .shrinkCandidates(for: current)
      }
      var seen: Set<Double> = [current]
      for candidate in simpler where seen.insert(candidate).inserted {
        var next = value
        next[index] = candidate
        candidates.append(next)
      }
    }
    return candidates
  }

  /// `label = value, …`.
  public func describe(_ value: [Double]) -> String {
    zip(axes, value).map { "\($0.label) = \(ShaderFacts.number($1))" }.joined(separator: ", ")
  }
}
