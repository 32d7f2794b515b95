/// The measurement of one benchmark.
public struct BenchmarkResult: Codable, Sendable, Equatable {
  /// The benchmark's name inside its suite.
  public var name: String
  /// The suite.
  public var suite: String
  /// What an item is.
  public var unit: ThroughputUnit
  /// Items processed by one iteration.
  public var itemsPerIteration: Double
  /// Iterations in each repetition (found by calibration).
  public var iterationsPerRepetition: Int
  /// Seconds per iteration, one sample per repetition, in the order measured.
  public var samples: [Double]
  /// Statistics of ``samples``.
  public var statistics: SampleStatistics
  /// Items per second from the median, with the interval from the median's interval.
  public var throughput: Throughput
  /// Allocation calls per iteration, when counted.
  public var allocationsPerIteration: Double?
  /// Instructions (callgrind Ir) per iteration, when counted.
  public var instructionsPerIteration: Double?
  /// Why a requested counter is missing, or other remarks.
  public var notes: [String]
  /// The benchmark's deterministic counters (``Benchmark/counters``), when it has any.
  public var counters: [String: Double]?

  /// A result with statistics and throughput computed from `samples`.
  public init(
    name: String, suite: String, unit: ThroughputUnit, itemsPerIteration: Double,
    iterationsPerRepetition: Int, samples: [Double], resamples: Int = 10_000,
    seed: UInt64 = 2026, allocationsPerIteration: Double? = nil,
    instructionsPerIteration: Double? = nil, notes: [String] = [],
    counters: [String: Double]? = nil
  ) {
    self.name = name
    self.suite = suite
    self.unit = unit
    self.itemsPerIteration = itemsPerIteration
    self.iterationsPerRepetition = iterationsPerRepetition
    self.samples = samples
    statistics = SampleStatistics(samples: samples, resamples: resamples, seed: seed)
    throughput = Throughput(itemsPerIteration: itemsPerIteration, statistics: statistics)
    self.allocationsPerIteration = allocationsPerIteration
    self.instructionsPerIteration = instructionsPerIteration
    self.notes = notes
    self.counters = counters
  }

  /// `suite/name`.
  public var fullName: String { "\(suite)/\(name)" }
}

/// Items per second.
public struct Throughput: Codable, Sendable, Equatable {
  /// Items per second at the median time.
  public var perSecond: Double
  /// Items per second at the ends of the median's interval (lower throughput first).
  public var interval: ConfidenceInterval

  /// Throughput of `itemsPerIteration` items at the median of `statistics`.
  public init(itemsPerIteration: Double, statistics: SampleStatistics) {
    perSecond = itemsPerIteration / statistics.median
    interval = ConfidenceInterval(
      lower: itemsPerIteration / statistics.medianInterval.upper,
      upper: itemsPerIteration / statistics.medianInterval.lower)
  }
}

/// A whole run: where it was measured, how, and every result; what baselines store.
public struct BenchmarkRun: Codable, Sendable, Equatable {
  /// The machine and toolchain.
  public var context: MachineContext
  /// The settings used.
  public var settings: BenchmarkSettings?
  /// One result per benchmark, in run order.
  public var results: [BenchmarkResult]

  /// A run of `results` measured on `context` with `settings`.
  public init(
    context: MachineContext, settings: BenchmarkSettings? = nil, results: [BenchmarkResult]
  ) {
    self.context = context
    self.settings = settings
    self.results = results
  }
}
