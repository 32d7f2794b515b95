import Foundation

/// Runs benchmarks: warm-up, calibration of the iteration count, the measured repetitions and
/// the optional counters, with a one-line status per benchmark on stderr.
public struct BenchmarkRunner: Sendable {
  /// How to measure.
  public var settings: BenchmarkSettings
  /// Returns the process's allocation calls so far; nil when the executable has no counter.
  public var allocationCounter: (@Sendable () -> UInt64)?
  /// Counts instructions under callgrind; nil when not wanted.
  public var callgrind: Callgrind?
  /// Where status lines go; nil for silence.
  public var status: (@Sendable (String) -> Void)?

  /// A runner with `settings`, counting allocations through `allocationCounter` when
  /// `settings.allocations` is on and instructions under valgrind when `settings.callgrind`
  /// is on. Status lines go to stderr.
  public init(
    settings: BenchmarkSettings, allocationCounter: (@Sendable () -> UInt64)? = nil,
    callgrind: Callgrind? = nil
  ) {
    self.settings = settings
    self.allocationCounter = allocationCounter
    self.callgrind = callgrind ?? (settings.callgrind ? Callgrind() : nil)
    status = { StandardError.write($0 + "\n") }
  }

  /// The benchmarks selected by `filters` (any matches; no filters selects all); see
  /// ``Benchmark/matches(_:)``.
  public static func select(_ benchmarks: [Benchmark], filters: [String]) -> [Benchmark] {
    filters.isEmpty
      ? benchmarks : benchmarks.filter { item in filters.contains(where: item.matches) }
  }

  /// Runs every benchmark in `benchmarks` selected by `filters` and returns the run.
  public func run(
    _ benchmarks: [Benchmark], filters: [String] = [], context: MachineContext
  ) -> BenchmarkRun {
    let selected = Self.select(benchmarks, filters: filters)
    var results: [BenchmarkResult] = []
    for (position, benchmark) in selected.enumerated() {
      let label = "[\(position + 1)/\(selected.count)] \(benchmark.fullName)"
      status?("\(label): warming up and calibrating…")
      let result = measure(benchmark)
      let median = TextReporter.duration(result.statistics.median)
      let extras = result.notes.isEmpty ? "" : " (" + result.notes.joined(separator: "; ") + ")"
      status?(
        "\(label): median \(median) per iteration, \(settings.repetitions) × "
          + "\(result.iterationsPerRepetition) iterations\(extras)")
      results.append(result)
    }
    return BenchmarkRun(context: context, settings: settings, results: results)
  }

  /// Measures one benchmark.
  public func measure(_ benchmark: Benchmark) -> BenchmarkResult {
    for _ in 0..<settings.warmupIterations { benchmark.run() }
    let counters = benchmark.counters?()
    let iterations = calibrate(benchmark)
    var samples: [Double] = []
    var allocations: UInt64 = 0
    let counter = settings.allocations ? allocationCounter : nil
    for _ in 0..<settings.repetitions {
      let before = counter?() ?? 0
      let seconds = Self.time(benchmark, iterations: iterations)
      allocations &+= (counter?() ?? 0) &- before
      samples.append(seconds / Double(iterations))
    }
    var notes: [String] = []
    var allocationsPerIteration: Double?
    if settings.allocations {
      if counter != nil {
        allocationsPerIteration =
          Double(allocations) / Double(iterations * settings.repetitions)
      } else {
        notes.append("allocations: this executable has no allocation counter")
      }
    }
    var instructions: Double?
    if settings.callgrind, let callgrind {
      switch callgrind.instructionsPerIteration(
        of: benchmark, iterations: settings.callgrindIterations)
      {
      case .success(let value): instructions = value
      case .failure(let error): notes.append("callgrind: \(error.description)")
      }
    }
    return BenchmarkResult(
      name: benchmark.name, suite: benchmark.suite, unit: benchmark.unit,
      itemsPerIteration: benchmark.itemsPerIteration, iterationsPerRepetition: iterations,
      samples: samples, resamples: settings.bootstrapResamples, seed: settings.seed,
      allocationsPerIteration: allocationsPerIteration, instructionsPerIteration: instructions,
      notes: notes, counters: counters)
  }

  /// The iteration count that makes one repetition last at least the minimum time: start at
  /// 1 and grow by the missing factor × 1.4 (between 2× and 10× a step), as google/benchmark
  /// does.
  public func calibrate(_ benchmark: Benchmark) -> Int {
    let target = settings.minimumSecondsPerRepetition
    var iterations = 1
    while iterations < 1_000_000_000 {
      let seconds = Self.time(benchmark, iterations: iterations)
      if seconds >= target { break }
      let factor = seconds > 0 ? min(10, max(2, 1.4 * target / seconds)) : 10
      iterations = Int((Double(iterations) * factor).rounded(.up))
    }
    return iterations
  }

  /// Seconds taken by `iterations` iterations of `benchmark`: the runner's clock around them,
  /// or for a self-timed benchmark (``Benchmark/measuring``) the sum of what each reported.
  static func time(_ benchmark: Benchmark, iterations: Int) -> Double {
    guard let measuring = benchmark.measuring else {
      return Stopwatch.time(iterations: iterations, benchmark.run)
    }
    var seconds = 0.0
    for _ in 0..<iterations { seconds += measuring() }
    return seconds
  }

  /// Runs `benchmark` once plus `iterations` times, for the child process under callgrind.
  public static func runForCallgrind(_ benchmark: Benchmark, iterations: Int) {
    for _ in 0..<(1 + max(0, iterations)) { benchmark.run() }
  }
}

/// Unbuffered writes to the standard error.
public enum StandardError {
  /// Writes `text` to stderr as is.
  public static func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
