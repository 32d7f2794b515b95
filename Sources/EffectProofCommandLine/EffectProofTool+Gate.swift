import ProofEngine

extension EffectProofTool {
  /// Runs one command line of a gate in-process (without the program name): the whole tool,
  /// with `proofs` run by `check` after the proofs its config selects, and replay lines that
  /// start with `programName` (an empty name counts as `effectproof`).
  ///
  /// Apps call this through `EffectProofGate`'s `EffectProofTool.main(adding:)`, which cannot
  /// import this module (see ``effectProofGateRun(_:_:_:_:)``).
  ///
  /// - Parameter currentFolder: where the config lookup starts; `nil` is the working directory.
  public static func run(
    _ arguments: [String], adding proofs: [any Proof], programName: String = "effectproof",
    currentFolder: String? = nil
  ) -> ToolRun {
    let name = programName.isEmpty ? "effectproof" : programName
    return run(
      arguments, gate: ProofGate(added: proofs, programName: name), currentFolder: currentFolder)
  }
}

/// ``EffectProofTool/run(_:adding:programName:currentFolder:)`` under a fixed symbol name, for
/// `EffectProofGate`. That module is what an app's gate executable imports; it declares this
/// function by the same name and links this module without importing it. Importing this module
/// would make every client's build load the toolchain's SwiftParser and SwiftSyntax modules
/// (SwiftCallSites imports them; a non-resilient module's clients load even its internal
/// imports), which an app's build cannot find. Only standard library and ProofEngine types
/// cross, so both sides agree on the signature; `GateSymbolTests` calls it through the
/// gate's declaration.
@_silgen_name("effectproof_gate_run")
public func effectProofGateRun(
  _ arguments: [String], _ proofs: [any Proof], _ programName: String, _ currentFolder: String?
) -> (exitCode: Int32, standardOutput: String, standardError: String) {
  let run = EffectProofTool.run(
    arguments, adding: proofs, programName: programName, currentFolder: currentFolder)
  return (run.exitCode, run.standardOutput, run.standardError)
}
