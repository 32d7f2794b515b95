import BenchmarkHarness
import EffectProof
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
  }

  /// The first stage: the options, or help or a usage error. Touches no file.
  static func plan(_ arguments: [String]) -> ToolPlan.Stage<Options> {
    var options = Options()
    var rest = arguments[...]
    // The harness reads `baseline save|compare NAME` first; here it may come anywhere.
    var baseline: [String] = []
    while let argument = rest.popFirst() {
      let (name, inline) = split(argument)
      switch name {
      case "--help", "-h":
        return .stop(ToolRun(exitCode: ToolRun.success, standardOutput: HelpText.bench))
      case "--config", "--only":
        guard let value = inline ?? rest.popFirst(), !value.isEmpty else {
          return .stop(usage("\(name) needs a value"))
        }
        if name == "--config" { options.config = value } else { options.entries.append(value) }
      case "legacy", "--callgrind", "--filter":
        return .stop(
          usage(
            "bench does not take \(name)\(name == "--filter" ? "; use --only ENTRY" : "") (it measures the config's shaderProofs entries)"
          ))
      case "baseline":
        guard baseline.isEmpty, let verb = rest.popFirst(), let name = rest.popFirst() else {
          return .stop(usage("baseline needs `save NAME` or `compare NAME`, once"))
        }
        baseline = [argument, verb, name]
      default:
        options.harness.append(argument)
      }
    }
    options.harness = baseline + options.harness
    do {
      _ = try BenchmarkCommand.parse(options.harness)
    } catch {
      return .stop(usage("\(error)"))
    }
    return .run(options)
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  static func usage(_ message: String) -> ToolRun {
    ToolRun(
      exitCode: usageStatus,
      standardError: "effectproof: error: \(message) (see effectproof bench --help)\n")
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
    var config: CheckConfig
    do throws(CheckConfigError) {
      config = try CheckConfig.load(contentsOf: path)
    } catch {
      return failure(error.description)
    }
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
    if !config.swiftPaths.isEmpty {
      config.swift = SwiftShaderReader(maximumFileBytes: config.maxFileBytes).read(
        paths: config.swiftPaths)
    }
    let library = CompiledShaderLibrary(config: config)
    let chosen = config.shaderProofs.filter {
      options.entries.isEmpty || options.entries.contains($0.key)
    }
    var benches: [ShaderBench] = []
    for entry in chosen {
      switch ShaderBench.prepare(entry, library: library, swift: config.swift) {
      case .success(let bench): benches.append(bench)
      case .failure(let problem):
        return failure("shader.\(entry.key): cannot be measured: \(problem.message)")
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
// @unchecked Sendable: both strings are only touched under `lock`.
private final class Collected: @unchecked Sendable {
  private let lock = NSLock()
  private var outText = ""
  private var errText = ""
  func append(out text: String) { lock.withLock { outText += text } }
  func append(err text: String) { lock.withLock { errText += text } }
  var out: String { lock.withLock { outText } }
  var err: String { lock.withLock { errText } }
}
