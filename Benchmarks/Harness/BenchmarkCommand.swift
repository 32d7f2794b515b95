/// The parsed command line of a benchmark executable:
///
/// ```
/// NAME [--filter S]... [--json FILE] [--markdown FILE] [--baseline NAME] [--repetitions N]
///      [--min-time SECONDS] [--allocations] [--callgrind] [--baseline-dir DIR] [--list]
/// NAME baseline save NAME [options]      NAME baseline compare NAME [options]
/// NAME legacy [ARGUMENTS...]             NAME --help
/// ```
public struct BenchmarkCommand: Equatable, Sendable {
  /// What to do.
  public enum Action: Equatable, Sendable {
    /// Run and report (comparing when ``BenchmarkCommand/compareWith`` is set).
    case run
    /// Print the selected benchmarks' names.
    case list
    /// Run and save as the named baseline.
    case save(String)
    /// Hand the remaining arguments to the legacy ad-hoc suites.
    case legacy([String])
    /// Internal: run one benchmark 1 + N times under callgrind.
    case callgrindChild(name: String, iterations: Int)
    /// Print usage.
    case help
  }

  /// What to do.
  public var action: Action = .run
  /// Name filters (any matches).
  public var filters: [String] = []
  /// Where to write the run as JSON.
  public var jsonPath: String?
  /// Where to write the Markdown summary.
  public var markdownPath: String?
  /// The baseline to compare with.
  public var compareWith: String?
  /// The baselines directory.
  public var baselineDirectory = "Benchmarks/Baselines"
  /// Measurement settings.
  public var settings = BenchmarkSettings()

  /// The usage text.
  public static let usage = """
    usage: EffectProofBenchmarks [options]                 run and print a table
           EffectProofBenchmarks baseline save NAME [options]
           EffectProofBenchmarks baseline compare NAME [options]
           EffectProofBenchmarks legacy [scanner|engine|timing|catalogue|kernels] [args…]
    options:
      --filter S          only benchmarks whose suite/name contains S (repeatable)
      --json FILE         write the run as JSON
      --markdown FILE     write a Markdown summary (e.g. "$GITHUB_STEP_SUMMARY")
      --baseline NAME     compare with baseline NAME (same as baseline compare NAME)
      --baseline-dir DIR  where baselines live (default Benchmarks/Baselines)
      --repetitions N     measured repetitions, at least 9 (default 10)
      --min-time SECONDS  minimum time of one repetition (default 0.1)
      --warmup N          warm-up iterations (default 1)
      --allocations       count allocation calls per iteration
      --callgrind         count instructions per iteration under valgrind
      --list              list the selected benchmarks and exit
    exit status: 0 no regression, 2 a regression, 4 improvements only, 1 error, 64 usage
    """

  /// A command-line mistake.
  public struct UsageError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What is wrong.
    public var description: String
  }

  /// Parses `arguments` (without the program name).
  public static func parse(_ arguments: [String]) throws -> BenchmarkCommand {
    var command = BenchmarkCommand()
    var rest = arguments[...]
    if rest.first == "legacy" {
      command.action = .legacy(Array(rest.dropFirst()))
      return command
    }
    if rest.first == "baseline" {
      rest = rest.dropFirst()
      guard let verb = rest.popFirst(), let name = rest.popFirst() else {
        throw UsageError(description: "baseline needs `save NAME` or `compare NAME`")
      }
      switch verb {
      case "save": command.action = .save(name)
      case "compare": command.compareWith = name
      default: throw UsageError(description: "unknown baseline command \"\(verb)\"")
      }
    }
    var childName: String?
    var childIterations = 0
    while let argument = rest.popFirst() {
      func value() throws -> String {
        guard let next = rest.popFirst() else {
          throw UsageError(description: "\(argument) needs a value")
        }
        return next
      }
      func number<T: LosslessStringConvertible>(_: T.Type) throws -> T {
        let text = try value()
        guard let parsed = T(text) else {
          throw UsageError(description: "\(argument) needs a number, not \"\(text)\"")
        }
        return parsed
      }
      switch argument {
      case "--filter": command.filters.append(try value())
      case "--json": command.jsonPath = try value()
      case "--markdown": command.markdownPath = try value()
      case "--baseline": command.compareWith = try value()
      case "--baseline-dir": command.baselineDirectory = try value()
      case "--repetitions":
        let repetitions = try number(Int.self)
        guard repetitions >= BenchmarkSettings.minimumRepetitions else {
          throw UsageError(
            description: "--repetitions must be at least \(BenchmarkSettings.minimumRepetitions)")
        }
        command.settings.repetitions = repetitions
      case "--min-time":
        let seconds = try number(Double.self)
        guard seconds >= 0, seconds.isFinite else {
          throw UsageError(description: "--min-time must be a number of seconds ≥ 0")
        }
        command.settings.minimumSecondsPerRepetition = seconds
      case "--warmup": command.settings.warmupIterations = max(0, try number(Int.self))
      case "--allocations": command.settings.allocations = true
      case "--callgrind": command.settings.callgrind = true
      case "--list": command.action = .list
      case "--help", "-h": command.action = .help
      case Callgrind.childFlag: childName = try value()
      case "--iterations": childIterations = max(0, try number(Int.self))
      default: throw UsageError(description: "unknown argument \"\(argument)\"")
      }
    }
    if let childName {
      command.action = .callgrindChild(name: childName, iterations: childIterations)
    }
    if case .save = command.action, command.compareWith != nil {
      throw UsageError(description: "baseline save cannot also compare (--baseline)")
    }
    return command
  }
}
