import BenchmarkHarness
import EffectProof
import EffectProofBase
import Foundation
import ProofEngine
import ShaderProofs
import SwiftCallSites

/// `effectproof bench [--config FILE] [--only ENTRY]... [benchmark options]`: the speed of each
/// `shaderProofs` entry's compiled shader at its view size, on 1 and 2 jobs, and its samples
/// per pixel, measured and compared with baselines by the same harness as `make bench`
/// (docs/benchmarks.md, "An app's shaders"). Its exit status is the harness's: 0 no
/// regression, 2 a regression, 4 improvements only, 1 an error, 64 a usage error.
enum BenchCommand {
  /// The harness's exit statuses.
  static let errorStatus: Int32 = 1
  static let usageStatus: Int32 = 64
  /// The jobs each entry is measured on.
  static let jobCounts = [1, 2]

  /// A parsed `bench` command line.
  struct Options: Equatable {
    var config: String?
    /// Entry keys to measure; empty measures every entry.
    var entries: [String] = []
    /// The arguments for the benchmark harness (`--json`, `baseline compare NAME`, …).
    var harness: [String] = []
    /// `--run-time-limit`: the base of each shader run's time limit, over the config's.
    var runTimeLimit: Double?
  }

  /// `bench`'s operands, options, help and docs table, declared once. The harness's options
  /// are handed to it in the order declared, after `baseline save|compare NAME`, and it
  /// checks their values.
  static var declaration: CommandDeclaration<Options> {
    CommandDeclaration(
      name: "bench",
      summary: "Time each shaderProofs entry's shader (Mpixel/s, 1 and 2 jobs, samples/pixel).",
      abstract: "time the app's shaders, as make bench times the kernels.", defaults: Options(),
      operands: CommandOperands(
        usage: "",
        rows: [
          ("baseline save NAME", "Run and save the run as baseline NAME."),
          ("baseline compare NAME", "Run and compare with baseline NAME."),
        ],
        apply: { options, operands in
          guard let first = operands.first else { return nil }
          guard first == "baseline" else {
            return first == "legacy"
              ? "bench does not take legacy (it measures the config's shaderProofs entries)"
              : "bench takes no operand '\(first)' but baseline save|compare NAME"
          }
          guard operands.count == 3, ["save", "compare"].contains(operands[1]) else {
            return "baseline needs `save NAME` or `compare NAME`, once"
          }
          options.harness = operands + options.harness
          return nil
        }),
      options: [
        .option(
          "--config", "FILE", \.config, .path,
          help: """
            The effectproof.json (default: the first effectproof.json in the current folder \
            or above, up to the repository's root, as for check; none is an error, status 1).
            """),
        .repeated(
          "--only", "ENTRY", \.entries, .nonEmpty("an entry's key"),
          help: "Measure only this shaderProofs entry (repeatable)."),
        .option(
          RunTimeLimitOption.name, "SECONDS", \.runTimeLimit, RunTimeLimitOption.value,
          help: RunTimeLimitOption.help),
        harness("--json", "FILE", help: "Write the run as JSON."),
        harness(
          "--markdown", "FILE", help: "Write a Markdown summary (e.g. \"$GITHUB_STEP_SUMMARY\")."),
        harness(
          "--baseline", "NAME",
          help: "Compare with baseline NAME (the same as baseline compare NAME)."),
        harness(
          "--baseline-dir", "DIR", help: "Where baselines live (default Benchmarks/Baselines)."),
        harness("--repetitions", "N", help: "Measured repetitions, at least 9 (default 10)."),
        harness("--min-time", "SECONDS", help: "Minimum time of one repetition (default 0.1)."),
        harness("--warmup", "N", help: "Warm-up iterations (default 1)."),
        harness("--allocations", nil, help: "Count allocation calls per iteration."),
        harness("--list", nil, help: "List the benchmarks and exit."),
        .refused(
          "--filter", takesValue: true,
          message:
            "bench does not take --filter; use --only ENTRY (it measures the config's shaderProofs entries)"
        ),
        .refused(
          "--callgrind", takesValue: false,
          message: "bench does not take --callgrind (it measures the config's shaderProofs entries)"
        ),
      ],
      moreUsage: [
        "bench [--config FILE] baseline save NAME [OPTIONS]",
        "bench [--config FILE] baseline compare NAME [OPTIONS]",
      ],
      discussion: """
        Runs each shaderProofs entry's compiled shader on the CPU at its first view size and
        first scale, every swept argument at its middle, over the built-in layer: app/ENTRY [1 job]
        and app/ENTRY [2 jobs], in pixels per second, and the samples it takes per pixel, which is
        deterministic and compared exactly with a baseline (more is a regression).
        """,
      exitStatus: """
        (the benchmark harness's, as for make bench)
        0  no regression    2  a regression    4  improvements only    1  an error
        64 usage error
        """,
      validate: { options in
        do {
          _ = try BenchmarkCommand.parse(options.harness)
          return nil
        } catch {
          return "\(error)"
        }
      },
      usageError: usage)
  }

  /// An option of the benchmark harness, handed to it as given (`nil`: a flag).
  private static func harness(_ name: String, _ valueName: String?, help: String)
    -> CommandOption<Options>
  {
    CommandOption(name: name, valueName: valueName, help: help) { options, text in
      options.harness += valueName == nil ? [name] : [name, text]
      return nil
    }
  }

  /// The first stage: the options, or help or a usage error. Touches no file.
  static func plan(_ arguments: [String]) -> ToolPlan.Stage<Options> {
    declaration.plan(arguments)
  }

  /// A usage error with the harness's status, 64, pointing at `bench --help` unless the
  /// message already does.
  static func usage(_ message: String) -> ToolRun {
    let hint = message.contains("--help") ? "" : " (see effectproof bench --help)"
    return ToolRun(
      exitCode: usageStatus, standardError: "effectproof: error: \(message)\(hint)\n")
  }

  static func failure(_ message: String) -> ToolRun {
    ToolRun(exitCode: errorStatus, standardError: "effectproof: error: \(message)\n")
  }

  /// No file is written before the run; `--json` and baselines are the harness's to check.
  static func fileProblem(_ options: Options) -> String? { nil }

  /// The second stage: finds the config when no `--config` was given (from `currentFolder`
  /// up, ``ConfigLookup``; none found is an error, status 1), reads it, prepares each entry's
  /// child, measures and reports.
  static func run(_ options: Options, currentFolder: String? = nil) -> ToolRun {
    let path: String
    switch ConfigLookup.resolve(options.config, from: currentFolder) {
    case .success(let found): path = found
    case .failure(let notFound): return failure(notFound.message)
    }
    let workspace: Workspace
    do throws(EffectProofConfigError) {
      workspace = try Workspace.open(
        configAt: path, swiftReader: ToolchainSwiftReader(),
        editing: { RunTimeLimitOption.apply(options.runTimeLimit, to: &$0.shaderProofs) })
    } catch {
      return failure(error.description)
    }
    let config = workspace.config
    guard !config.shaderProofs.isEmpty else {
      return failure(
        "\(path) has no shaderProofs entries, so there is nothing to measure (docs/shader-proofs.md)"
      )
    }
    let keys = config.shaderProofs.map(\.key)
    if let unknown = options.entries.first(where: { !keys.contains($0) }) {
      return usage(
        "--only \(unknown): no such shaderProofs entry (entries: \(keys.joined(separator: ", ")))")
    }
    let chosen = workspace.shaderEntries.filter {
      options.entries.isEmpty || options.entries.contains($0.entry.key)
    }
    var benches: [ShaderBench] = []
    for resolved in chosen {
      switch ShaderBench.prepare(resolved, library: workspace.library) {
      case .success(let bench): benches.append(bench)
      case .failure(let problem):
        return failure("shader.\(resolved.entry.key): cannot be measured: \(problem.message)")
      }
    }
    let output = Collected()
    var main = BenchmarkMain(
      benchmarks: benchmarks(benches), gslVersion: "unknown", ratios: ratios(benches))
    main.output = { output.append(out: $0 + "\n") }
    main.errors = { output.append(err: $0) }
    let cases = benches.map {
      "app/\($0.entry.key): \($0.label); \(String(format: "%.6g", $0.samplesPerPixel)) samples per pixel; the child's pixel loop \(String(format: "%.2f", $0.pixelLoopSeconds * 1000)) ms of the first frame on 1 job"
    }
    output.append(
      out: (["measured cases:"] + cases.map { "  " + $0 }).joined(separator: "\n") + "\n\n")
    let status = main.run(options.harness)
    return ToolRun(exitCode: status, standardOutput: output.out, standardError: output.err)
  }

  /// `app/<entry> [1 job]` and `app/<entry> [2 jobs]`, in pixels; the 1-job one carries the
  /// `samplesPerPixel` counter.
  static func benchmarks(_ benches: [ShaderBench]) -> [Benchmark] {
    benches.flatMap { bench in
      jobCounts.map { jobs in
        var benchmark = Benchmark(
          name: name(bench.entry.key, jobs), suite: "app", unit: .pixels,
          itemsPerIteration: Double(bench.pixels)
        ) { bench.frame(jobs: jobs) }
        if jobs == 1 {
          let count = bench.samplesPerPixel
          benchmark.counters = { ["samplesPerPixel": count] }
        }
        return benchmark
      }
    }
  }

  /// 1 job ÷ 2 jobs for each entry.
  static func ratios(_ benches: [ShaderBench]) -> [BenchmarkRatio] {
    benches.map { bench in
      BenchmarkRatio(
        label: "\(bench.entry.key): 1 job ÷ 2 jobs",
        numerator: "app/" + name(bench.entry.key, 1), denominator: "app/" + name(bench.entry.key, 2)
      )
    }
  }

  static func name(_ key: String, _ jobs: Int) -> String {
    "\(key) [\(jobs) job\(jobs == 1 ? "" : "s")]"
  }
}

/// Output collected from the harness's writers.
private struct Collected: Sendable {
  private let outText = Locked("")
  private let errText = Locked("")
  func append(out text: String) { outText.withLock { $0 += text } }
  func append(err text: String) { errText.withLock { $0 += text } }
  var out: String { outText.current }
  var err: String { errText.current }
}
