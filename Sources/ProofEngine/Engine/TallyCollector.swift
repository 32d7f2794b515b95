import Foundation

/// Gathers each job's tally; merged in job order, so the result never depends on timing.
final class TallyCollector: @unchecked Sendable {  // @unchecked: every access holds `lock`.
  private let lock = NSLock()
  private var tallies: [CaseTally?]
  private let coverageCount: Int

  init(jobs: Int, coverageCount: Int) {
    tallies = Array(repeating: nil, count: jobs)
    self.coverageCount = coverageCount
  }

  func store(_ tally: CaseTally, job: Int) {
    lock.lock()
    tallies[job] = tally
    lock.unlock()
  }

  func merged() -> CaseTally {
    lock.lock()
    defer { lock.unlock() }
    var total = CaseTally(coverageCount: coverageCount)
    for tally in tallies.compactMap({ $0 }) { total.merge(tally) }
    return total
  }
}

/// Counts finished cases across jobs and forwards progress events.
final class ProgressCounter: @unchecked Sendable {  // @unchecked: every access holds `lock`.
  private let lock = NSLock()
  private var done = 0
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
    lock.lock()
    done += cases
    let event = ProgressEvent(
      id: id, casesDone: min(done, total), casesTotal: total,
      elapsedSeconds: Date().timeIntervalSince(started), isFinished: false)
    lock.unlock()
    report(event)
  }
}
