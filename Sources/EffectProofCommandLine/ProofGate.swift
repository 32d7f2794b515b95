import EffectProof
import ProofEngine

/// What an app's own gate adds to the tool: its proofs, which `check` runs after the
/// catalogue's, and its program's name, which the replay lines use. The plain `effectproof`
/// tool is the gate with no proofs of its own.
struct ProofGate: Sendable {
  /// The config key `check --list` names for the proofs a gate adds.
  static let addedReason = "gate"

  /// The gate's own proofs, in the order they run and report.
  var added: [any Proof] = []
  /// The name replay lines start with: `effectproof`, or the gate's executable.
  var programName = "effectproof"

  /// The catalogue's proofs for a workspace, then the gate's own as one group.
  var catalogue: @Sendable (Workspace) -> [ProofSelection] {
    let added = self.added
    return { workspace in
      var selection = ProofCatalogue.selection(for: workspace)
      if !added.isEmpty {
        selection.append(ProofSelection(reason: Self.addedReason, proofs: added))
      }
      return selection
    }
  }

  /// `run` as the gate prints it: its errors start `<program>: error:` rather than
  /// `effectproof: error:`. The plain tool's runs are left as they are.
  func naming(_ run: ToolRun) -> ToolRun {
    let plain = "effectproof: error: "
    guard programName != "effectproof", run.standardError.hasPrefix(plain) else { return run }
    var renamed = run
    renamed.standardError = "\(programName): error: " + run.standardError.dropFirst(plain.count)
    return renamed
  }

  /// Why `selection`'s ids cannot name one proof each, or `nil`: an empty id, one with a
  /// space or a line break (a replay line could not select it), or two proofs with one id
  /// (`--only`, merge and the reports key on ids).
  static func idProblem(_ selection: [ProofSelection]) -> String? {
    var owner: [String: String] = [:]
    for group in selection {
      for proof in group.proofs {
        let id = proof.id
        if id.isEmpty {
          return "a proof added under '\(group.reason)' has an empty id; give every proof an id"
        }
        if id.contains(where: { $0.isWhitespace || $0.isNewline }) {
          return "the proof id '\(id)' contains a space or a line break; ids must be one word"
        }
        if let first = owner[id] {
          let origin = first == group.reason ? "'\(first)'" : "'\(first)' and '\(group.reason)'"
          return "two proofs have the id '\(id)' (from \(origin)); give each proof its own id"
        }
        owner[id] = group.reason
      }
    }
    return nil
  }
}
