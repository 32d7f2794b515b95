/// One benchmark: a closure that does one iteration of work and feeds its result to
/// ``BlackHole/consume(_:)``, plus how much work an iteration is.
///
/// Build expensive inputs lazily (a `static let` or a global the closure reads) so that
/// listing benchmarks costs nothing and the first warm-up iteration pays the set-up.
public struct Benchmark: Sendable {
  /// The benchmark's name inside its suite, e.g. `TimingCurve.value`.
  public var name: String
  /// The suite, e.g. `timing` or `kernels`.
  public var suite: String
  /// What an item of work is.
  public var unit: ThroughputUnit
  /// How many items one call of ``run`` processes. For a benchmark made with
  /// ``init(name:suite:unit:countingItems:run:)`` this is counted on first use (after the
  /// warm-up, when the runner asks).
  public var itemsPerIteration: Double { items() }
  /// Whether the item count is only known once the work has run (see ``itemsPerIteration``).
  public var countsItemsLazily: Bool
  /// Gives the item count.
  private var items: @Sendable () -> Double
  /// One iteration of the work.
  public var run: @Sendable () -> Void
  /// Seconds of one iteration as the work itself measured them (a child process's own clock
  /// around its pixel loop), which the runner then uses instead of its own clock around
  /// ``run``; nil for the usual benchmark, timed from outside.
  public var measuring: (@Sendable () -> Double)?
  /// Deterministic counts of one iteration (`samplesPerPixel`), asked once after the warm-up.
  /// Unlike times, they do not depend on the machine, so a baseline comparison gates on them
  /// exactly: any increase is a regression, any decrease an improvement.
  public var counters: (@Sendable () -> [String: Double])?

  /// A benchmark `suite/name` whose `run` processes `itemsPerIteration` items of `unit`.
  public init(
    name: String, suite: String, unit: ThroughputUnit, itemsPerIteration: Double,
    run: @escaping @Sendable () -> Void
  ) {
    self.name = name
    self.suite = suite
    self.unit = unit
    self.items = { itemsPerIteration }
    self.countsItemsLazily = false
    self.run = run
  }

  /// A self-timed benchmark `suite/name`: each iteration is one call of `measuring`, which
  /// does the work and returns the seconds it measured for it, and the samples are those
  /// seconds. For work whose own clock is the figure, such as a pixel loop in a child process
  /// timed by the child (starting it and moving images are not the loop).
  public static func selfTimed(
    name: String, suite: String, unit: ThroughputUnit, itemsPerIteration: Double,
    measuring: @escaping @Sendable () -> Double
  ) -> Benchmark {
    var benchmark = Benchmark(
      name: name, suite: suite, unit: unit, itemsPerIteration: itemsPerIteration
    ) { _ = measuring() }
    benchmark.measuring = measuring
    return benchmark
  }

  /// A benchmark whose item count is only known from the work itself, such as the cases a
  /// catalogue run checks: `countingItems` is asked after the warm-up and should cache its
  /// answer (a `static let`).
  public init(
    name: String, suite: String, unit: ThroughputUnit,
    countingItems: @escaping @Sendable () -> Double, run: @escaping @Sendable () -> Void
  ) {
    self.name = name
    self.suite = suite
    self.unit = unit
    self.items = countingItems
    self.countsItemsLazily = true
    self.run = run
  }

  /// `suite/name`, the key used by filters, thresholds and baselines.
  public var fullName: String { "\(suite)/\(name)" }

  /// Whether `filter` selects this benchmark: an exact `suite/name`, or a case-insensitive
  /// substring of `suite/name`.
  public func matches(_ filter: String) -> Bool {
    filter.isEmpty || fullName == filter
      || fullName.lowercased().contains(filter.lowercased())
  }
}
