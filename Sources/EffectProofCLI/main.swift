import EffectProofCommandLine
import Foundation

// The `effectproof` command: all work happens in `EffectProofTool` (the EffectProofCommandLine
// library), which tests and the argument fuzzer drive in-process.
let run = EffectProofTool.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(run.standardOutput.utf8))
FileHandle.standardError.write(Data(run.standardError.utf8))
exit(run.exitCode)
