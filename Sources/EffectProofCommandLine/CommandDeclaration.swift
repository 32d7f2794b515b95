/// One command of the tool, declared once: its operands and options drive the parser, the
/// validation of each value, `--help`, the main help's line and the docs' option table
/// (``CommandHelp``). Each command keeps its declaration beside its `run`.
struct CommandDeclaration<Options> {
  /// `check`.
  var name: String
  /// The main help's line for the command: `Run every proof the config asks for and report them.`
  var summary: String
  /// The first line of the command's help, after `effectproof NAME: `.
  var abstract: String
  /// The options before any argument is applied: every default.
  var defaults: Options
  /// The operands.
  var operands: CommandOperands<Options>
  /// The options, in the order help shows them; `-h, --help` is added to every command.
  var options: [CommandOption<Options>]
  /// More USAGE lines after the one built from the declaration, each after the program's name
  /// (bench's `bench [--config FILE] baseline save NAME [OPTIONS]`).
  var moreUsage: [String] = []
  /// Paragraphs printed after USAGE, as written.
  var discussion = ""
  /// Sections after OPTIONS: a title and its text, as written (indented by two).
  var sections: [(title: String, body: String)] = []
  /// The EXIT STATUS section, as written.
  var exitStatus: String
  /// A last paragraph, such as `See docs/init.md.`
  var footer = ""
  /// The checks across options, after each value is read (`--html and --output both name …`).
  var validate: (Options) -> String? = { _ in nil }
  /// How a usage error is printed: `effectproof: error: …` with status 2 unless the command
  /// keeps another convention (bench: the benchmark harness's 64).
  var usageError: (String) -> ToolRun = ToolRun.usage

  /// The tokenizer's view: which names take a value and which may repeat.
  var spec: ParsedArguments.Spec {
    ParsedArguments.Spec(
      valued: Set(options.filter { $0.valueName != nil }.map(\.name)),
      flags: Set(options.filter { $0.valueName == nil }.map(\.name)).union(["--help", "-h"]),
      repeatable: Set(options.filter(\.isRepeatable).map(\.name)))
  }

  /// The first stage of the command: its options, or what to print instead. The order is
  /// fixed: an unknown option or a missing value, then each option's value in declaration
  /// order, then `--help` (so a bad value wins over help, and help over a missing operand),
  /// then the operands, then the checks across options. Touches no file.
  ///
  /// `programName` is the tool the help names: `effectproof`, or an app's gate.
  func plan(_ arguments: [String], programName: String = "effectproof")
    -> ToolPlan.Stage<Options>
  {
    let parsed: ParsedArguments
    switch ParsedArguments.parse(arguments, spec: spec) {
    case .success(let value): parsed = value
    case .failure(let error): return .stop(usageError(error.message))
    }
    var result = defaults
    for option in options {
      let texts =
        option.valueName == nil
        ? (parsed.flags.contains(option.name) ? [""] : []) : parsed.values[option.name] ?? []
      for text in texts {
        if let problem = option.apply(&result, text) { return .stop(usageError(problem)) }
      }
    }
    if parsed.flags.contains("--help") || parsed.flags.contains("-h") {
      return .stop(
        ToolRun(exitCode: ToolRun.success, standardOutput: help(programName: programName)))
    }
    if let problem = operands.apply(&result, parsed.operands) ?? validate(result) {
      return .stop(usageError(problem))
    }
    return .run(result)
  }

  /// The options help and the docs show: the declared ones, then `-h, --help`.
  var shownOptions: [(label: String, help: String)] {
    options.filter { !$0.isHidden }.map { ($0.label, $0.help) } + [
      ("-h, --help", "Show this help.")
    ]
  }

  /// `effectproof check [--config FILE] [--only PREFIX]... …`, wrapped under its first word.
  var usageLine: String { usageLine(programName: "effectproof") }

  /// The usage line for `programName` (an app's gate has its own name).
  func usageLine(programName: String) -> String {
    var words = [programName, name]
    if !operands.usage.isEmpty { words.append(operands.usage) }
    for option in options where !option.isHidden {
      let bracketed = option.isRequired ? option.label : "[\(option.label)]"
      words.append(bracketed + (option.isRepeatable ? "..." : ""))
    }
    return CommandHelp.wrapWords(words, hangingAfter: 2)
  }

  /// The main help's short usage for `programName`: the operands and required options, then
  /// `[OPTIONS]`.
  func shortUsage(programName: String) -> String {
    var words = [programName, name]
    if !operands.usage.isEmpty { words.append(operands.usage) }
    words += options.filter { $0.isRequired && !$0.isHidden }.map(\.label)
    return (words + ["[OPTIONS]"]).joined(separator: " ")
  }

  /// What `effectproof NAME --help` prints.
  var help: String { help(programName: "effectproof") }

  /// What `NAME --help` prints in the tool called `programName`.
  func help(programName: String) -> String { CommandHelp.render(self, programName: programName) }

  /// The docs' table of the operands and options, in Markdown (a test holds the docs to it).
  var markdownTable: String { CommandHelp.markdownTable(operands.rows + shownOptions) }
}

/// A command with its options' type erased, for the tool's list of commands: its declaration,
/// its checks on the files it will write, and how it runs, each given once in
/// ``EffectProofTool/commands``.
struct ToolCommand {
  /// `check`.
  var name: String
  /// The main help's line.
  var summary: String
  /// The main help's usage line in the tool called by the given name.
  var shortUsage: (String) -> String
  /// `--help` in the tool called by the given name, made when asked for.
  var help: (String) -> String
  /// The docs' option table, made when asked for.
  var markdownTable: () -> String
  /// The first stage: parses `arguments` (after the command's name) into a plan; the name is
  /// the tool's, for help.
  var plan: ([String], String) -> ToolPlan
  /// Each declared option's name, whether it takes a value, and whether help leaves it out.
  var options: [(name: String, takesValue: Bool, isHidden: Bool)]
  /// The full USAGE line, as help prints it.
  var usageLine: String

  /// A command from its declaration, its checks on the files it will write (by looking only)
  /// and its second stage.
  init<Options>(
    _ declaration: CommandDeclaration<Options>,
    fileProblem: @escaping (Options) -> String?,
    run: @escaping (Options, ToolContext) -> ToolRun
  ) {
    name = declaration.name
    summary = declaration.summary
    shortUsage = { declaration.shortUsage(programName: $0) }
    options = declaration.options.map { ($0.name, $0.valueName != nil, $0.isHidden) }
    usageLine = declaration.usageLine
    help = { declaration.help(programName: $0) }
    markdownTable = { declaration.markdownTable }
    plan = { arguments, programName in
      switch declaration.plan(arguments, programName: programName) {
      case .run(let options):
        return .command(
          PlannedCommand(
            name: declaration.name, fileProblem: { fileProblem(options) },
            run: { context in run(options, context) }))
      case .stop(let printed): return .finished(printed)
      }
    }
  }
}
