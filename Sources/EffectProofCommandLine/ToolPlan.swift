/// A command line after its first stage: parsed and its options validated, without reading or
/// writing any file. Running a plan is the second stage; it checks the files it will write
/// before it starts any work (see ``OutputFile``).
enum ToolPlan {
  /// Nothing to run: print this and exit (help, `--version`, or a usage error).
  case finished(ToolRun)
  /// Run a command with the options its first stage parsed.
  case command(PlannedCommand)

  /// What `check`, `scan`, `merge`, `render`, `compile` and `run` return from their first stage.
  enum Stage<Options> {
    /// The options to run with.
    case run(Options)
    /// Print this and exit.
    case stop(ToolRun)
  }

  /// The checks `run` makes on the file system before any work, by looking only (`stat`,
  /// `access`): the problem as a usage error, or `nil`. `.finished` has none.
  var fileProblem: ToolRun? {
    switch self {
    case .finished: nil
    case .command(let command): command.fileProblem().map(ToolRun.usage)
    }
  }
}

/// One command with its parsed options, ready for the second stage.
struct PlannedCommand {
  /// The command's name, e.g. `check`.
  let name: String
  /// The command's checks on the files it will write, by looking only: the problem, or `nil`.
  let fileProblem: () -> String?
  /// The second stage: runs the command in `context`.
  let run: (ToolContext) -> ToolRun
}

/// What a command's second stage gets besides its options: the gate it runs in (its program
/// name and catalogue) and the folder the config lookup starts from.
struct ToolContext {
  /// The gate: ``ProofGate()`` for `effectproof` itself.
  let gate: ProofGate
  /// Where `check`, `render`, `bench` and `init` start looking; `nil` is the working directory.
  let currentFolder: String?
}
