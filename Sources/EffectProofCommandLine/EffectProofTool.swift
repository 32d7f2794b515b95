/// The `effectproof` command line, runnable in-process: arguments in, printed text and an exit
/// status out. It never traps and never prints a stack trace; every error is one line.
public enum EffectProofTool {
  /// The version `--version` prints.
  public static let version = "0.1.0"

  /// Runs one command line (without the program name) and returns what it printed and its status.
  public static func run(_ arguments: [String]) -> ToolRun {
    guard let command = arguments.first else {
      return ToolRun(exitCode: ToolRun.usageError, standardError: HelpText.main)
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "check": return CheckCommand.run(rest)
    case "scan": return ScanCommand.run(rest)
    case "merge": return MergeCommand.run(rest)
    case "render": return RenderCommand.run(rest)
    case "help", "--help", "-h":
      switch rest.first {
      case "check": return ToolRun(exitCode: ToolRun.success, standardOutput: HelpText.check)
      case "scan": return ToolRun(exitCode: ToolRun.success, standardOutput: HelpText.scan)
      case "merge": return ToolRun(exitCode: ToolRun.success, standardOutput: HelpText.merge)
      case "render": return ToolRun(exitCode: ToolRun.success, standardOutput: HelpText.render)
      case nil: return ToolRun(exitCode: ToolRun.success, standardOutput: HelpText.main)
      case let other?:
        return .usage("no command named '\(other)' (commands: check, scan, merge, render)")
      }
    case "--version":
      return ToolRun(exitCode: ToolRun.success, standardOutput: "effectproof \(version)\n")
    default:
      return .usage("unknown command '\(command)' (commands: check, scan, merge, render, help)")
    }
  }
}
