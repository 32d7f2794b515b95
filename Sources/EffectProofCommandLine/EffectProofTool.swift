/// The `effectproof` command line, runnable in-process: arguments in, printed text and an exit
/// status out. It never traps and never prints a stack trace; every error is one line.
public enum EffectProofTool {
  /// The version `--version` prints.
  public static let version = "0.1.0"

  /// Runs one command line (without the program name) and returns what it printed and its status.
  ///
  /// - Parameter currentFolder: where `check`, `render` and `bench` without `--config` start
  ///   looking for `effectproof.json` (the folder, then each folder above it, up to a folder
  ///   holding `.git` or `/`). `nil`, the default, is the process's working directory. Only the
  ///   lookup uses it: other relative paths (`--config`, `--output`, `scan`'s paths) resolve
  ///   against the working directory, so tests that run in parallel can each search their own
  ///   folder without `chdir`.
  public static func run(_ arguments: [String], currentFolder: String? = nil) -> ToolRun {
    run(arguments, gate: ProofGate(), currentFolder: currentFolder)
  }

  /// `run` for a gate: `check` runs the catalogue's proofs and then `gate`'s own, and its
  /// replay lines name `gate`'s program.
  static func run(_ arguments: [String], gate: ProofGate, currentFolder: String?) -> ToolRun {
    switch plan(arguments) {
    case .finished(let run): return run
    case .check(var options):
      options.programName = gate.programName
      return CheckCommand.run(
        options, currentFolder: currentFolder, catalogue: gate.catalogue)
    case .scan(let options): return ScanCommand.run(options)
    case .merge(let options): return MergeCommand.run(options)
    case .render(let options): return RenderCommand.run(options, currentFolder: currentFolder)
    case .compile(let options): return CompileCommand.run(options)
    case .run(let options): return RunCommand.run(options)
    case .bench(let options): return BenchCommand.run(options, currentFolder: currentFolder)
    case .initialize(let options): return InitCommand.run(options, currentFolder: currentFolder)
    }
  }

  /// What `run` prints before doing any work, or `nil` when it would go on to read inputs,
  /// run proofs or write files: help, `--version`, or a usage error from the options or from
  /// the checks on the output paths. Reads and writes no file (it only looks at paths with
  /// `stat` and `access`), so it is safe on any input; the `FuzzArguments` target drives it.
  package static func validate(_ arguments: [String]) -> ToolRun? {
    let plan = plan(arguments)
    if case .finished(let run) = plan { return run }
    return plan.fileProblem
  }

  /// The first stage of `run`: the command and its options, or what to print instead.
  static func plan(_ arguments: [String]) -> ToolPlan {
    guard let command = arguments.first else {
      return .finished(ToolRun(exitCode: ToolRun.usageError, standardError: HelpText.main))
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "check": return stage(CheckCommand.plan(rest), ToolPlan.check)
    case "scan": return stage(ScanCommand.plan(rest), ToolPlan.scan)
    case "merge": return stage(MergeCommand.plan(rest), ToolPlan.merge)
    case "render": return stage(RenderCommand.plan(rest), ToolPlan.render)
    case "compile": return stage(CompileCommand.plan(rest), ToolPlan.compile)
    case "run": return stage(RunCommand.plan(rest), ToolPlan.run)
    case "bench": return stage(BenchCommand.plan(rest), ToolPlan.bench)
    case "init": return stage(InitCommand.plan(rest), ToolPlan.initialize)
    case "help", "--help", "-h": return .finished(help(rest.first))
    case "--version":
      return .finished(
        ToolRun(exitCode: ToolRun.success, standardOutput: "effectproof \(version)\n"))
    default:
      return .finished(
        .usage(
          "unknown command '\(command)' (commands: init, check, scan, merge, render, compile, run, bench, help)"
        )
      )
    }
  }

  private static func stage<Options>(
    _ stage: ToolPlan.Stage<Options>, _ make: (Options) -> ToolPlan
  ) -> ToolPlan {
    switch stage {
    case .run(let options): return make(options)
    case .stop(let run): return .finished(run)
    }
  }

  private static func help(_ command: String?) -> ToolRun {
    switch command {
    case "check": return ToolRun(exitCode: ToolRun.success, standardOutput: HelpText.check)
    case "scan": return ToolRun(exitCode: ToolRun.success, standardOutput: HelpText.scan)
    case "merge": return ToolRun(exitCode: ToolRun.success, standardOutput: HelpText.merge)
    case "render": return ToolRun(exitCode: ToolRun.success, standardOutput: HelpText.render)
    case "compile": return ToolRun(exitCode: ToolRun.success, standardOutput: HelpText.compile)
    case "run": return ToolRun(exitCode: ToolRun.success, standardOutput: HelpText.run)
    case "bench": return ToolRun(exitCode: ToolRun.success, standardOutput: HelpText.bench)
    case "config": return ToolRun(exitCode: ToolRun.success, standardOutput: HelpText.config)
    case "init": return ToolRun(exitCode: ToolRun.success, standardOutput: HelpText.initialize)
    case nil: return ToolRun(exitCode: ToolRun.success, standardOutput: HelpText.main)
    case let other?:
      return .usage(
        "no command named '\(other)' (commands: init, check, scan, merge, render, compile, run, bench; or config)"
      )
    }
  }
}
