import Foundation

/// The body of a benchmark executable: parses arguments, runs, reports, saves or compares
/// baselines, and returns the exit status.
public struct BenchmarkMain: Sendable {
  /// Every registered benchmark.
  public var benchmarks: [Benchmark]
  /// The GSL version for the machine context.
  public var gslVersion: String
  /// The executable's allocation counter, if it links one.
  public var allocationCounter: (@Sendable () -> UInt64)?
  /// Runs the legacy ad-hoc suites with the arguments after `legacy`.
  public var legacy: @Sendable ([String]) -> Void
  /// The headline ratios reported after a run, for the pairs of benchmarks it measured.
  public var ratios: [BenchmarkRatio]
  /// Where the tables go (standard output unless a caller collects them), one line a call.
  public var output: @Sendable (String) -> Void = { print($0) }
  /// Where errors and notes go (standard error unless a caller collects them), as they are.
  public var errors: @Sendable (String) -> Void = { StandardError.write($0) }

  /// A main over `benchmarks`.
  public init(
    benchmarks: [Benchmark], gslVersion: String,
    allocationCounter: (@Sendable () -> UInt64)? = nil,
    legacy: @escaping @Sendable ([String]) -> Void = { _ in }, ratios: [BenchmarkRatio] = []
  ) {
    self.benchmarks = benchmarks
    self.gslVersion = gslVersion
    self.allocationCounter = allocationCounter
    self.legacy = legacy
    self.ratios = ratios
  }

  /// Runs `arguments` (without the program name); returns the exit status.
  public func run(_ arguments: [String]) -> Int32 {
    let command: BenchmarkCommand
    do {
      command = try BenchmarkCommand.parse(arguments)
    } catch {
      errors("error: \(error)\n\n\(BenchmarkCommand.usage)\n")
      return 64
    }
    do {
      return try execute(command)
    } catch {
      errors("error: \(error)\n")
      return 1
    }
  }

  private func execute(_ command: BenchmarkCommand) throws -> Int32 {
    let selected = BenchmarkRunner.select(benchmarks, filters: command.filters)
    switch command.action {
    case .help:
      output(BenchmarkCommand.usage)
      return 0
    case .legacy(let rest):
      legacy(rest)
      return 0
    case .list:
      for benchmark in selected {
        let items =
          benchmark.countsItemsLazily ? "counted when run" : "\(benchmark.itemsPerIteration)"
        output("\(benchmark.fullName)  (\(items) \(benchmark.unit.rawValue))")
      }
      return 0
    case .callgrindChild(let name, let iterations):
      guard let benchmark = benchmarks.first(where: { $0.fullName == name }) else {
        errors("error: no benchmark \(name)\n")
        return 1
      }
      BenchmarkRunner.runForCallgrind(benchmark, iterations: iterations)
      return 0
    case .run, .save:
      break
    }
    guard !selected.isEmpty else {
      errors("error: no benchmark matches \(command.filters)\n")
      return 1
    }
    let store = BaselineStore(
      directory: URL(fileURLWithPath: command.baselineDirectory, isDirectory: true))
    // Read the baseline and thresholds first so that a bad file fails before measuring.
    let baseline = try command.compareWith.map { try store.load($0) }
    let thresholds = try store.thresholds()
    let runner = BenchmarkRunner(
      settings: command.settings, allocationCounter: allocationCounter)
    let run = runner.run(
      benchmarks, filters: command.filters, context: .current(gslVersion: gslVersion))
    output(TextReporter.table(run))
    var markdown = MarkdownReporter.summary(run)
    let measured = ratios.compactMap {
      $0.measure(
        in: run, resamples: command.settings.bootstrapResamples, seed: command.settings.seed)
    }
    if !measured.isEmpty {
      output("")
      output(MeasuredRatio.text(measured))
      markdown += "\n" + MeasuredRatio.markdown(measured)
    }
    var status = ComparisonReport.exitSuccess
    if let baseline, let name = command.compareWith {
      let report = ComparisonReport(
        baselineName: name, baseline: baseline, current: run, thresholds: thresholds,
        resamples: command.settings.bootstrapResamples, seed: command.settings.seed)
      output("")
      output(ComparisonReporter.text(report))
      markdown += "\n" + ComparisonReporter.markdown(report)
      status = report.exitCode
    }
    if case .save(let name) = command.action {
      try store.save(run, as: name)
      errors("saved baseline \(name) to \(store.url(for: name).path)\n")
    }
    if let path = command.jsonPath {
      try JSONReporter.writeAtomically(
        JSONReporter.encode(run), to: URL(fileURLWithPath: path))
    }
    if let path = command.markdownPath {
      try Data(markdown.utf8).write(to: URL(fileURLWithPath: path))
    }
    return status
  }
}
