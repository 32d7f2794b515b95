/// A command line after its first stage: parsed and its options validated, without reading or
/// writing any file. Running a plan is the second stage; it checks the files it will write
/// before it starts any work (see ``OutputFile``).
enum ToolPlan: Equatable {
  /// Nothing to run: print this and exit (help, `--version`, or a usage error).
  case finished(ToolRun)
  /// Run `check` with these options.
  case check(CheckCommand.Options)
  /// Run `scan` with these options.
  case scan(ScanCommand.Options)
  /// Run `merge` with these options.
  case merge(MergeCommand.Options)
  /// Run `render` with these options.
  case render(RenderCommand.Options)
  /// Run `compile` with these options.
  case compile(CompileCommand.Options)
  /// Run `run` with these options.
  case run(RunCommand.Options)
  /// Run `bench` with these options.
  case bench(BenchCommand.Options)
  /// Run `init` with these options.
  case initialize(InitCommand.Options)

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
    let problem: String?
    switch self {
    case .finished: problem = nil
    case .check(let options): problem = CheckCommand.fileProblem(options)
    case .scan(let options): problem = ScanCommand.fileProblem(options)
    case .merge(let options): problem = MergeCommand.fileProblem(options)
    case .render(let options): problem = RenderCommand.fileProblem(options)
    case .compile(let options): problem = CompileCommand.fileProblem(options)
    case .run(let options): problem = RunCommand.fileProblem(options)
    case .bench(let options): problem = BenchCommand.fileProblem(options)
    case .initialize(let options): problem = InitCommand.fileProblem(options)
    }
    return problem.map(ToolRun.usage)
  }
}
