/// A share of a run's cases that must satisfy a predicate, such as "at least 5 % of cases have
/// peel near 0". A run that misses it fails with a coverage finding, kept apart from property
/// failures. Discarded cases do not count.
public struct CoverageRequirement<Value: Sendable>: Sendable {
  /// What is covered, e.g. `peel near 0`.
  public var label: String
  /// The smallest share of counted cases that must satisfy ``predicate``, in [0, 1].
  public var minimumFraction: Double
  /// Whether a case counts toward the requirement.
  public var predicate: @Sendable (Value) -> Bool

  /// Creates a requirement; `minimumFraction` is clamped to [0, 1] (NaN becomes 0).
  public init(
    _ label: String, atLeast minimumFraction: Double,
    where predicate: @escaping @Sendable (Value) -> Bool
  ) {
    self.label = label
    self.minimumFraction = minimumFraction.isNaN ? 0 : min(max(minimumFraction, 0), 1)
    self.predicate = predicate
  }
}

/// How a coverage requirement fared in a run.
public struct CoverageResult: Hashable, Sendable, Codable {
  /// The requirement's label.
  public var label: String
  /// The share required.
  public var required: Double
  /// Cases that satisfied the predicate.
  public var hits: Int
  /// Cases counted (run minus discarded).
  public var counted: Int

  /// Creates a result.
  public init(label: String, required: Double, hits: Int, counted: Int) {
    self.label = label
    self.required = required
    self.hits = hits
    self.counted = counted
  }

  /// `hits / counted`, 0 when nothing was counted.
  public var observed: Double { counted > 0 ? Double(hits) / Double(counted) : 0 }
  /// Whether the observed share reaches the required one.
  public var isMet: Bool { observed >= required }
}
