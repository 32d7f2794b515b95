/// Branch and bound over interval boxes: a certified upper bound of a promise's supremum on one
/// axis, and witness cases (real `Double` offsets at box midpoints) on the way.
///
/// ```
/// U(box)   = upper end of max over displacements |dₐ| computed in ProofInterval   ≥ sup over box
/// bound    = max U over the boxes not yet split                                   ≥ supremum
/// witness  = the largest Double offset evaluated (sweep, box midpoints, polish)   ≤ supremum
/// ```
///
/// The box with the largest `U` is split in two along the free coordinate whose halves give
/// the smallest larger bound (then the smallest smaller one; every coordinate is tried), so the bound only falls. It stops
/// when the witness exceeds the promise (the promise fails), when the bound is within the
/// promise and within `gap` of the witness (it holds, tightly), when a box can no longer be
/// split (its coordinates are a few ulps wide), or when the budget of interval evaluations
/// ends (the bound is whatever it reached).
struct PromiseCertifier {
  let geometry: any OffsetBounding
  let space: PromiseSearchSpace
  let probe: PromiseProbe
  /// The coordinates boxes are split along: the free ones, less the pixel coordinates the
  /// geometry does not read. Fixed for the run, so worked out once rather than per box.
  private let splitting: [Int]

  /// A certifier of `geometry` over `space`, recording witness cases in `probe`.
  init(geometry: any OffsetBounding, space: PromiseSearchSpace, probe: PromiseProbe) {
    self.geometry = geometry
    self.space = space
    self.probe = probe
    let reads = geometry.readsPixel
    splitting = space.free.filter { index in
      index < space.parameterCount || (index == space.parameterCount ? reads.x : reads.y)
    }
  }

  /// The certificate for one axis.
  struct Outcome {
    /// The certified upper bound of the supremum, in points (+∞ when none was reached).
    var bound: Double
    /// Interval evaluations spent.
    var evaluations: Int
    /// Boxes still unsplit when it stopped.
    var openBoxes: Int
  }

  /// Certifies axis `lane` against `promise` (+ `tolerance`), within `budget` interval
  /// evaluations, stopping once the bound is within `relativeGap` of the witness.
  func certify(
    lane: Int, promise: Double, tolerance: Double, budget: Int, relativeGap: Double
  ) -> Outcome {
    let root = zip(space.lower, space.upper).map { ProofInterval(lower: $0, upper: $1) }
    var evaluations = 1
    var queue = BoxQueue()
    queue.push(entry(root, lane))
    witness(root)
    while let entry = queue.pop() {
      let best = probe.best[lane]?.offset[lane] ?? 0
      func stop() -> Outcome {
        queue.push(entry)
        return Outcome(bound: entry.bound, evaluations: evaluations, openBoxes: queue.count)
      }
      if best > promise + tolerance { return stop() }
      if entry.bound <= promise + tolerance
        && entry.bound - best <= Swift.max(relativeGap * best, 1e-9)
      {
        return stop()
      }
      if evaluations >= budget || !entry.bound.isFinite && evaluations > budget / 2 {
        return stop()
      }
      guard let (low, high) = split(entry, lane, &evaluations) else { return stop() }
      queue.push(low)
      queue.push(high)
      witness(low.box)
      witness(high.box)
    }
    return Outcome(
      bound: probe.best[lane]?.offset[lane] ?? 0, evaluations: evaluations, openBoxes: 0)
  }

  /// The bound of `box` on `lane`, with its smears.
  private func entry(_ box: [ProofInterval], _ lane: Int) -> BoxQueue.Entry {
    let isLarge = splitting.contains { index in
      (box[index].upper - box[index].lower) > space.width(index) / 8
    }
    let bounds = geometry.offsetBounds(
      box, parameterCount: space.parameterCount, isLarge: isLarge)
    return BoxQueue.Entry(
      box: box, bound: bounds.bound[lane], smear: lane == 0 ? bounds.smear.x : bounds.smear.y)
  }

  /// Evaluates the `Double` offset at the box's midpoint as a witness case.
  private func witness(_ box: [ProofInterval]) {
    _ = probe.score(at: box.map(\.midpoint))
  }

  /// The two halves of a box. Where the mean-value form gave the box's bound, along the free
  /// coordinate with the largest smear (the one whose width costs the bound most: two
  /// evaluations). Otherwise every free coordinate is tried: along the one whose larger
  /// half-bound is smallest (then whose smaller half-bound is), or along the widest
  /// (relative to the domain) when no halving lowers either half's bound by more than
  /// rounding; only coordinates within 64× of the widest are tried. Nil when no free coordinate can be halved any more. Coordinates already within
  /// 10⁻¹² of the domain's width are halved only when nothing else can be.
  private func split(_ parent: BoxQueue.Entry, _ lane: Int, _ evaluations: inout Int)
    -> (BoxQueue.Entry, BoxQueue.Entry)?
  {
    let box = parent.box
    let free = splitting
    let relative = free.map { (box[$0].upper - box[$0].lower) / space.width($0) }
    let splittable = free.indices.filter { slot in
      let (left, right) = box[free[slot]].halves
      return left.upper > left.lower && right.upper > right.lower
    }
    let wide = splittable.filter { relative[$0] > 1e-12 }
    let candidates = wide.isEmpty ? splittable : wide
    guard !candidates.isEmpty else { return nil }
    func halves(_ slot: Int) -> (BoxQueue.Entry, BoxQueue.Entry) {
      let index = free[slot]
      let (left, right) = box[index].halves
      var lowBox = box
      lowBox[index] = left
      var highBox = box
      highBox[index] = right
      evaluations += 2
      return (entry(lowBox, lane), entry(highBox, lane))
    }
    if parent.smear.count == box.count,
      let slot = candidates.max(by: { parent.smear[free[$0]] < parent.smear[free[$1]] }),
      parent.smear[free[slot]] > 0
    {
      return halves(slot)
    }
    var best: (BoxQueue.Entry, BoxQueue.Entry)?
    var bestScore = Double.infinity
    var bestOther = Double.infinity
    var widest: (BoxQueue.Entry, BoxQueue.Entry)?
    var widestWidth = -Double.infinity
    // Greedy halving only along coordinates within 64× of the widest (relative to the
    // domain): otherwise one coordinate that always lowers the bound a hair is halved to
    // nothing while a wide one, whose halves each still span too much, is never touched.
    let widestRelative = candidates.map { relative[$0] }.max() ?? 0
    for slot in candidates where relative[slot] * 64 >= widestRelative {
      let children = halves(slot)
      let score = Swift.max(children.0.bound, children.1.bound)
      let other = Swift.min(children.0.bound, children.1.bound)
      if score < bestScore || (score == bestScore && other < bestOther) {
        best = children
        bestScore = score
        bestOther = other
      }
      if relative[slot] > widestWidth {
        widest = children
        widestWidth = relative[slot]
      }
    }
    // A halving that lowers the larger half, or clears the other half, beats a blind one.
    let rounding = 1e-9 * Swift.max(1, Swift.abs(parent.bound))
    return parent.bound - bestScore > rounding || parent.bound - bestOther > rounding
      ? best : widest
  }
}
