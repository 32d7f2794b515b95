/// How the runner measures: warm-up, repetitions, time per repetition and the extra
/// counters.
public struct BenchmarkSettings: Sendable, Codable, Equatable {
  /// The fewest repetitions allowed: google/benchmark's compare tool needs 9 for its U test.
  public static let minimumRepetitions = 9

  /// Iterations run before measuring (and before calibrating), not recorded.
  public var warmupIterations: Int
  /// Repetitions measured; each gives one sample (seconds per iteration). At least
  /// ``minimumRepetitions``.
  public var repetitions: Int {
    didSet { repetitions = max(Self.minimumRepetitions, repetitions) }
  }
  /// Each repetition runs enough iterations to last at least this long; the count is found
  /// by calibration and is the same for every repetition of a benchmark.
  public var minimumSecondsPerRepetition: Double
  /// Count allocation calls per iteration (needs an allocation counter from the executable).
  public var allocations: Bool
  /// Count instructions per iteration under `valgrind --tool=callgrind`.
  public var callgrind: Bool
  /// Iterations run under callgrind (beyond the one that pays set-up) to count instructions.
  public var callgrindIterations: Int
  /// Bootstrap resamples for confidence intervals.
  public var bootstrapResamples: Int
  /// Seed of the bootstrap's generator, so intervals are reproducible.
  public var seed: UInt64

  /// Settings with the defaults: 1 warm-up, 10 repetitions of at least 0.1 s each, no extra
  /// counters, 10 000 bootstrap resamples, seed 2026. `repetitions` is raised to 9 if lower.
  public init(
    warmupIterations: Int = 1, repetitions: Int = 10, minimumSecondsPerRepetition: Double = 0.1,
    allocations: Bool = false, callgrind: Bool = false, callgrindIterations: Int = 3,
    bootstrapResamples: Int = 10_000, seed: UInt64 = 2026
  ) {
    self.warmupIterations = max(0, warmupIterations)
    self.repetitions = max(Self.minimumRepetitions, repetitions)
    self.minimumSecondsPerRepetition = max(0, minimumSecondsPerRepetition)
    self.allocations = allocations
    self.callgrind = callgrind
    self.callgrindIterations = max(1, callgrindIterations)
    self.bootstrapResamples = max(1, bootstrapResamples)
    self.seed = seed
  }
}
