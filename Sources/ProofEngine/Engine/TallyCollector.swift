import EffectProofBase
import Foundation

/// Gathers each job's tally; merged in job order, so the result never depends on timing.
struct TallyCollector: Sendable {
  private let tallies: Locked<[CaseTally?]>
  private let coverageCount: Int

  init(jobs: Int, coverageCount: Int) {
    tallies = Locked(Array(repeating: nil, count: jobs))
    self.coverageCount = coverageCount
  }

  func store(_ tally: CaseTally, job: Int) {
    tallies.withLock { $0[job] = tally }
  }

  func merged() -> CaseTally {
    var total = CaseTally(coverageCount: coverageCount)
    for tally in tallies.withLock({ $0 }).compactMap({ $0 }) { total.merge(tally) }
    return total
  }
}

/// Counts finished cases across jobs and forwards progress events.
struct ProgressCounter: Sendable {
  private let done = Locked(0)
  private let id: String
  private let total: Int
  private let started: Date
  private let report: @Sendable (ProgressEvent) -> Void

  init(id: String, total: Int, started: Date, report: @escaping @Sendable (ProgressEvent) -> Void) {
    self.id = id
    self.total = total
    self.started = started
    self.report = report
  }

  func add(_ cases: Int) {
    let event = done.withLock { done in
      done += cases
      return ProgressEvent(
        id: id, casesDone: min(done, total), casesTotal: total,
        elapsedSeconds: Date().timeIntervalSince(started), isFinished: false)
    }
    report(event)
  }
}
