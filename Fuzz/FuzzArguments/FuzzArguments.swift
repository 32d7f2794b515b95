// libFuzzer target: the `effectproof` argument parser. The input's bytes, split at NUL bytes
// (as the kernel hands `argv` to a program), are one command line; `EffectProofTool.validate`
// runs its first stage for `check`, `scan`, `merge`, `render`, `help` and `--version`: parse
// the options, validate them, and check the output paths by looking only (`stat`, `access`).
// It reads and writes no file and runs no proof, so any input is safe to try.
//
// Beyond not trapping, the target checks the tool's promise for what it prints: exit status 0
// (help, version) or 2 (a usage error, exactly one line on standard error), or `nil` for a
// command line that would go on to run.
//
// `make fuzz` runs it under libFuzzer; a normal build replays saved inputs (FuzzSupport).

import EffectProofCommandLine
import Foundation
import FuzzSupport

/// Splits `bytes` at NUL into arguments (invalid UTF-8 is repaired, as `CommandLine` does).
private func arguments(_ bytes: [UInt8]) -> [String] {
  guard !bytes.isEmpty else { return [] }
  return bytes.split(separator: 0, omittingEmptySubsequences: false).map {
    String(decoding: $0, as: UTF8.self)
  }
}

/// Validates one command line; crashes, hangs and a usage error that is not one line are
/// findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  guard let run = EffectProofTool.validate(arguments(bytes)) else { return 0 }
  switch run.exitCode {
  case 0:
    guard run.standardError.isEmpty, !run.standardOutput.isEmpty else {
      fatalError("exit status 0 without output, or with standard error: \(run)")
    }
  case 2:
    let lines = run.standardError.split(separator: "\n", omittingEmptySubsequences: false)
    let oneLine = lines.count == 2 && lines[1].isEmpty
    let help = run.standardError.hasPrefix("effectproof: prove the math")
    guard run.standardOutput.isEmpty, oneLine || help else {
      fatalError("a usage error that is not one line on standard error: \(run)")
    }
  default:
    fatalError("exit status \(run.exitCode) before any work: \(run)")
  }
  return 0
}

/// Runs the target (see FuzzSupport).
@main
struct RunArguments {
  static func main() { runFuzzTarget(fuzzArguments) }
}
