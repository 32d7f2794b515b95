import EffectProofBase
import Foundation
import MetalCPU
import ProofEngine

// MARK: - Runs that did not finish

extension ShaderEvaluation {
  /// Whether `error` is this check's own finding: a crash or a hang for `finite`, a read out of
  /// bounds for `reads`. Such a run is a failing case of the check (with a counterexample); any
  /// other run that stopped is a run the check has no evidence from.
  func owns(_ error: MetalRunError) -> Bool {
    switch (proof.check, error) {
    case (.finite, .crashed), (.finite, .timedOut): true
    case (.reads, .outOfBounds), (.reads, .indexOutOfRange): true
    default: false
    }
  }

  /// The proof of the entry that says why a run stopped: `finite` for a crash or a hang,
  /// `reads` for a read out of bounds.
  func explainer(of error: MetalRunError) -> String {
    switch error {
    case .outOfBounds, .indexOutOfRange: "shader.\(entry.key).reads"
    default: "shader.\(entry.key).finite"
    }
  }

  /// A failing finding when some of `runs` did not run to the end for a reason that is not
  /// this check's own failure (a crash under `reads`, a read out of bounds under `finite`, any
  /// of them under the others), or when the sweep left argument sets out: the check is
  /// unproven there, so it is never a pass. It says how many argument sets ran to the end, of
  /// how many, and names the first that did not and why.
  ///
  /// `total` is how many argument sets the check meant to run (the sweep's, including those
  /// left out after hangs); `what` names them in the message (`argument sets`, `pairs …`).
  func unfinishedFinding(_ runs: [ShaderSweep.Run], total: Int, what: String = "argument sets")
    -> ProofFinding?
  {
    var stopped: [(run: ShaderSweep.Run, error: MetalRunError)] = []
    for run in runs {
      if case .failure(let error) = run.result, !owns(error) { stopped.append((run, error)) }
    }
    guard let first = stopped.first else { return nil }
    let finished = runs.count(where: { if case .success = $0.result { true } else { false } })
    // A run too slow for the time limit is no proof's finding: the limit is the user's to raise.
    let slow = stopped.count(where: { if case .tooSlow = $0.error { true } else { false } })
    let why =
      if case .tooSlow = first.error { "" } else { " (\(explainer(of: first.error)) reports it)" }
    let message =
      "\(stopped.count) of \(total) \(what) did not run to the end (\(finished) did), so \(proof.check.name) is unproven there, never a pass: the first, \(layout.concrete(first.run.value).description): \(first.error.description)\(why)"
    return ProofFinding(
      kind: (slow == stopped.count ? ShaderFindingKind.tooSlow : .notFinished).finding,
      message: message,
      file: entry.file, line: entry.line)
  }
}
