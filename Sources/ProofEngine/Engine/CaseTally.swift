/// What a set of cases produced, mergeable in any order with the same result: counts and times
/// add up, the worst case is the largest margin (ties to the lowest index), the first failure is
/// the lowest index, coverage hits add up.
struct CaseTally: Sendable {
  struct Seen: Sendable {
    var index: Int
    var margin: Double?
    var outcome: PropertyOutcome
  }

  var cases = 0
  var discarded = 0
  var failing = 0
  var generationSeconds = 0.0
  var checkingSeconds = 0.0
  var worst: Seen?
  var firstFailure: Seen?
  var coverageHits: [Int]
  var timedOut = false

  init(coverageCount: Int) {
    coverageHits = Array(repeating: 0, count: coverageCount)
  }

  mutating func record(index: Int, outcome: PropertyOutcome) {
    cases += 1
    switch outcome.verdict {
    case .discard:
      discarded += 1
      return
    case .fail:
      failing += 1
      if firstFailure.map({ index < $0.index }) ?? true {
        firstFailure = Seen(index: index, margin: outcome.margin, outcome: outcome)
      }
    case .pass:
      break
    }
    if Self.isWorse(index: index, margin: outcome.margin, than: worst) {
      worst = Seen(index: index, margin: outcome.margin, outcome: outcome)
    }
  }

  /// Larger margins are worse; a case without a margin ranks below any with one; ties go to
  /// the lower index, so the result does not depend on the order cases ran in.
  static func isWorse(index: Int, margin: Double?, than current: Seen?) -> Bool {
    guard let current else { return true }
    let a = margin ?? -.infinity
    let b = current.margin ?? -.infinity
    if a.isNaN != b.isNaN { return a.isNaN }
    if a != b { return a > b }
    return index < current.index
  }

  mutating func merge(_ other: CaseTally) {
    cases += other.cases
    discarded += other.discarded
    failing += other.failing
    generationSeconds += other.generationSeconds
    checkingSeconds += other.checkingSeconds
    timedOut = timedOut || other.timedOut
    if let theirs = other.worst,
      Self.isWorse(index: theirs.index, margin: theirs.margin, than: worst)
    {
      worst = theirs
    }
    if let theirs = other.firstFailure, firstFailure.map({ theirs.index < $0.index }) ?? true {
      firstFailure = theirs
    }
    for index in coverageHits.indices where index < other.coverageHits.count {
      coverageHits[index] += other.coverageHits[index]
    }
  }
}
