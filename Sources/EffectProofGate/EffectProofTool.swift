import Foundation
import ProofEngine

/// The `effectproof` tool as a library, for an app's own gate: a small executable target whose
/// `main.swift` is one line,
///
/// ```swift
/// import EffectProofGate
///
/// EffectProofTool.main(adding: AppProofs.all)
/// ```
///
/// The executable is then the app's own `effectproof`: check (with shards, JSON, JUnit and
/// HTML), scan, merge, render, compile, run and bench, with the app's proofs run by `check`
/// after the proofs its `effectproof.json` selects. See docs/adopting.md.
public enum EffectProofTool {
  /// Runs the process's command line and exits with its status (0 everything held, 1 a proof
  /// or check failed, 2 a usage or config error, or a standard output that cannot be written:
  /// a full disk, a closed stream, a pipe with no reader).
  ///
  /// Ids must be unique across the config's proofs and `proofs`, non-empty and without
  /// spaces; otherwise `check` stops with exit 2 naming the id. Replay lines start with the
  /// executable's name (`arguments[0]`'s last path component).
  ///
  /// - Parameters:
  ///   - proofs: the app's own proofs.
  ///   - arguments: the process's arguments, program name first.
  public static func main(
    adding proofs: [any Proof] = [], arguments: [String] = CommandLine.arguments
  ) -> Never {
    let program = arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? ""
    let result = run(Array(arguments.dropFirst()), adding: proofs, programName: program)
    // Never FileHandle.write: it traps on a full disk or a closed stream (exit 2 here instead).
    exit(
      StandardStreams.finish(
        output: result.standardOutput, error: result.standardError, status: result.exitCode,
        program: program.isEmpty ? "effectproof" : program))
  }

  /// Runs one command line (without the program name) in-process and returns what it printed
  /// and its status: what `main` does, for a gate's own tests.
  ///
  /// - Parameters:
  ///   - proofs: the gate's own proofs; `check` runs them after the config's.
  ///   - programName: what replay lines start with (empty: `effectproof`).
  ///   - currentFolder: where the `effectproof.json` lookup starts (`nil`: the working
  ///     directory).
  public static func run(
    _ arguments: [String], adding proofs: [any Proof] = [], programName: String = "effectproof",
    currentFolder: String? = nil
  ) -> (exitCode: Int32, standardOutput: String, standardError: String) {
    gateRun(arguments, proofs, programName, currentFolder)
  }
}

/// `EffectProofCommandLine`'s `effectProofGateRun`, declared by its symbol name: this module
/// links that one without importing it, so that an app's build never has to find the
/// toolchain's SwiftParser modules (see that function). The signatures must match exactly.
@_silgen_name("effectproof_gate_run")
func gateRun(
  _ arguments: [String], _ proofs: [any Proof], _ programName: String, _ currentFolder: String?
) -> (exitCode: Int32, standardOutput: String, standardError: String)
