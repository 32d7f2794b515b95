import Foundation

/// Interval branch and bound over a box of inputs, as docs/promises.md's certificates do for
/// the seeds' geometry: assess the box; where the bound is undecided, try its middle point,
/// then split it along the dimension whose halves assess best, until every part holds, a part
/// fails everywhere (a counterexample), or the budget is spent (sampled).
public struct CertifySearch: Sendable {
  /// The most assessments (abstract runs) one search may spend.
  public var budget: Int
  /// The most wall-clock seconds one search may spend.
  public var timeLimit: Double

  /// A search with this budget.
  public init(budget: Int = 20_000, timeLimit: Double = 10) {
    self.budget = budget
    self.timeLimit = timeLimit
  }

  /// Whether a split ranked `a` is better than one ranked `b`: lexicographic, bounds within a
  /// thousandth of each other (at least of 1) counted equal, so a split that shaves a rounding
  /// off the bound does not win over one that halves the box where it matters.
  static func precedes(_ a: [Double], _ b: [Double]) -> Bool {
    for (x, y) in zip(a, b) {
      let same = x == y || abs(x - y) <= 1e-3 * max(1, abs(x), abs(y))
      if !same { return x < y }
    }
    return false
  }

  /// Searches `root`, assessing each box with `assess`.
  public func run(
    _ root: CertifyBox, assess: (CertifyBox) -> BoxAssessment
  ) -> CertifyOutcome {
    let start = Date()
    var spent = 0
    func assessed(_ box: CertifyBox) -> (CertifyBox, BoxAssessment) {
      spent += 1
      return (box, assess(box))
    }
    var assumptions: Set<PrecisionAssumption> = []
    var held = CertifyOutcome.Held(boxes: 0, share: 0, measures: [], worst: nil)
    // Undecided boxes, the largest upper bound last (popped first).
    var open: [(CertifyBox, BoxAssessment)] = [assessed(root)]
    while let (box, assessment) = open.popLast() {
      assumptions.formUnion(assessment.assumptions)
      if let unsupported = assessment.unsupported {
        return CertifyOutcome(
          verdict: .unsupported(reason: unsupported.reason, location: unsupported.location),
          held: held, assumptions: assumptions, assessments: spent)
      }
      if assessment.holds {
        held.add(box, assessment, root: root)
        continue
      }
      if assessment.fails {
        return CertifyOutcome(
          verdict: .counterexample(witness: box.middle, assessment: assess(box.middle)),
          held: held, assumptions: assumptions, assessments: spent + 1)
      }
      if spent >= budget || Date().timeIntervalSince(start) > timeLimit {
        open.append((box, assessment))
        let undecided = open.sorted { $0.1.upper > $1.1.upper }
        return CertifyOutcome(
          verdict: .undecided(
            boxes: undecided.map { .init(box: $0.0, assessment: $0.1) },
            share: undecided.reduce(0) { $0 + $1.0.share(of: root) }),
          held: held, assumptions: assumptions, assessments: spent)
      }
      // A point of the box that fails everywhere it can be is a counterexample.
      if !box.isPoint {
        let (point, atPoint) = assessed(box.middle)
        if atPoint.fails {
          return CertifyOutcome(
            verdict: .counterexample(witness: point, assessment: atPoint), held: held,
            assumptions: assumptions.union(atPoint.assumptions), assessments: spent)
        }
      }
      // Split along the dimension whose worse half is best; on a tie, whose better half is,
      // then the widest (its share of the root's range).
      var best: (halves: [(CertifyBox, BoxAssessment)], rank: [Double])?
      for index in box.axes.indices {
        guard let (low, high) = box.split(along: index, root: root) else { continue }
        let halves = [assessed(low), assessed(high)]
        let uppers = halves.map(\.1.upper)
        let rank = [
          uppers.max() ?? .infinity, uppers.min() ?? .infinity,
          -box.axes[index].share(of: root.axes[index]),
        ]
        if let current = best, !Self.precedes(rank, current.rank) { continue }
        best = (halves, rank)
      }
      guard let halves = best?.halves else {
        // A point that is undecided: the enclosure cannot decide it.
        open.append((box, assessment))
        let undecided = open.sorted { $0.1.upper > $1.1.upper }
        return CertifyOutcome(
          verdict: .undecided(
            boxes: undecided.map { .init(box: $0.0, assessment: $0.1) },
            share: undecided.reduce(0) { $0 + $1.0.share(of: root) }),
          held: held, assumptions: assumptions, assessments: spent)
      }
      for half in halves {
        let at = open.firstIndex { $0.1.upper > half.1.upper } ?? open.endIndex
        open.insert(half, at: at)
      }
    }
    return CertifyOutcome(
      verdict: .certified, held: held, assumptions: assumptions, assessments: spent)
  }
}
