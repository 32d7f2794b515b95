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
    gate.naming(commands(arguments, gate: gate, currentFolder: currentFolder))
  }

  private static func commands(_ arguments: [String], gate: ProofGate, currentFolder: String?)
    -> ToolRun
  {
    switch plan(arguments, programName: gate.programName) {
    case .finished(let run): return run
    case .command(let command):
      return command.run(ToolContext(gate: gate, currentFolder: currentFolder))
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

  /// The tool's commands, each registered once, in the order the main help lists them: its
  /// declaration (name, operands, options, help), its checks on the files it will write, and
  /// how it runs. The main help, `help COMMAND`, the first stage and the second all read this
  /// list; a new command is one more element.
  static var commands: [ToolCommand] {
    [
      ToolCommand(InitCommand.declaration, fileProblem: { InitCommand.fileProblem($0) }) {
        options, context in
        var options = options
        options.programName = context.gate.programName
        return InitCommand.run(options, currentFolder: context.currentFolder)
      },
      ToolCommand(CheckCommand.declaration, fileProblem: CheckCommand.fileProblem) {
        options, context in
        var options = options
        options.programName = context.gate.programName
        return CheckCommand.run(
          options, currentFolder: context.currentFolder, catalogue: context.gate.catalogue)
      },
      ToolCommand(ScanCommand.declaration, fileProblem: ScanCommand.fileProblem) { options, _ in
        ScanCommand.run(options)
      },
      ToolCommand(MergeCommand.declaration, fileProblem: MergeCommand.fileProblem) {
        options, _ in MergeCommand.run(options)
      },
      ToolCommand(RenderCommand.declaration, fileProblem: RenderCommand.fileProblem) {
        options, context in RenderCommand.run(options, currentFolder: context.currentFolder)
      },
      ToolCommand(CompileCommand.declaration, fileProblem: CompileCommand.fileProblem) {
        options, _ in CompileCommand.run(options)
      },
      ToolCommand(RunCommand.declaration, fileProblem: RunCommand.fileProblem) { options, _ in
        RunCommand.run(options)
      },
      ToolCommand(BenchCommand.declaration, fileProblem: BenchCommand.fileProblem) {
        options, context in BenchCommand.run(options, currentFolder: context.currentFolder)
      },
    ]
  }

  /// The first stage of `run`: the command and its options, or what to print instead.
  /// `programName` is the tool's name in help and `--version`: `effectproof`, or a gate's.
  static func plan(_ arguments: [String], programName: String = "effectproof") -> ToolPlan {
    guard let name = arguments.first else {
      return .finished(
        ToolRun(
          exitCode: ToolRun.usageError, standardError: HelpText.main(programName: programName)))
    }
    let rest = Array(arguments.dropFirst())
    let commands = self.commands
    if let command = commands.first(where: { $0.name == name }) {
      return command.plan(rest, programName)
    }
    switch name {
    case "help", "--help", "-h":
      return .finished(help(rest, commands: commands, programName: programName))
    case "--version":
      let version =
        programName == "effectproof"
        ? "effectproof \(version)" : "\(programName) (effectproof \(version))"
      return .finished(ToolRun(exitCode: ToolRun.success, standardOutput: version + "\n"))
    default:
      let names = (commands.map(\.name) + ["help"]).joined(separator: ", ")
      return .finished(.usage("unknown command '\(name)' (commands: \(names))"))
    }
  }

  /// `help [COMMAND|config] [--markdown]`: `--markdown` prints a command's docs table;
  /// `help config SECTION` prints a config section's key table (with or without `--markdown`,
  /// the table is the same: a user asking for one section gets it, not a usage error).
  private static func help(_ arguments: [String], commands: [ToolCommand], programName: String)
    -> ToolRun
  {
    let markdown = arguments.contains("--markdown")
    let topics = arguments.filter { $0 != "--markdown" }
    if topics.count == 2, topics[0] == "config" {
      return ConfigTables.run(section: topics[1])
    }
    guard topics.count <= 1 else {
      return .usage(
        "help takes one command, found \(topics.count): \(topics.joined(separator: " "))")
    }
    guard let topic = topics.first else {
      return markdown
        ? .usage("help --markdown needs a command, e.g. effectproof help check --markdown")
        : ToolRun(
          exitCode: ToolRun.success, standardOutput: HelpText.main(programName: programName))
    }
    if topic == "config" && !markdown {
      return ToolRun(exitCode: ToolRun.success, standardOutput: HelpText.config)
    }
    guard let command = commands.first(where: { $0.name == topic }) else {
      let names = commands.map(\.name).joined(separator: ", ")
      return .usage(
        "no command named \(UsageMessage.quoted(topic)) (commands: \(names)\(markdown ? "" : "; or config"))"
      )
    }
    return ToolRun(
      exitCode: ToolRun.success,
      standardOutput: markdown ? command.markdownTable() : command.help(programName))
  }
}
