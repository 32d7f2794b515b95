import EffectProofBase
import Foundation

/// `body(i)` for every i in 0..<count, on `jobs` workers (`DispatchQueue.concurrentPerform`;
/// worker j takes j, j + jobs, …), returned in index order. Jobs below 1 mean 1. Package-wide:
/// the proofs' cases and the CLI's proofs share it.
package func parallelMap<Value: Sendable>(
  count: Int, jobs: Int, _ body: @Sendable (Int) -> Value
) -> [Value] {
  let total = max(0, count)
  let workers = max(1, min(jobs, total))
  let slots = ResultSlots<Value>(count: total)
  DispatchQueue.concurrentPerform(iterations: workers) { worker in
    var i = worker
    while i < total {
      slots.store(body(i), at: i)
      i += workers
    }
  }
  return slots.all()
}

/// Results written by concurrent workers, one slot each.
private struct ResultSlots<Value: Sendable>: Sendable {
  private let values: Locked<[Value?]>

  init(count: Int) { values = Locked(Array(repeating: nil, count: count)) }

  func store(_ value: Value, at index: Int) {
    values.withLock { $0[index] = value }
  }

  func all() -> [Value] {
    values.withLock { $0.compactMap { $0 } }
  }
}
