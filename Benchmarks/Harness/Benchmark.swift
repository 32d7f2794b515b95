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
  /// How many items one call of ``run`` processes.
  public var itemsPerIteration: Double
  /// One iteration of the work.
  public var run: @Sendable () -> Void

  /// A benchmark `suite/name` whose `run` processes `itemsPerIteration` items of `unit`.
  public init(
    name: String, suite: String, unit: ThroughputUnit, itemsPerIteration: Double,
    run: @escaping @Sendable () -> Void
  ) {
    self.name = name
    self.suite = suite
    self.unit = unit
    self.itemsPerIteration = itemsPerIteration
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
