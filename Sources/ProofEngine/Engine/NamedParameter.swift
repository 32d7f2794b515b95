/// One named parameter of a proof: a key path into a ``ProofParameters`` struct and the closed
/// range it takes.
///
/// ```swift
/// .init(\Wave.time, 0...2)                        // swept over 0…2
/// .init(\.amplitude, fixed: 8)                    // held at 8
/// .init(\.peel, 0...1, grid: .step(0.02))         // a property proof's grid
/// .init(\.offset.x, lower: a, upper: b)           // bounds that may be invalid, checked later
/// ```
///
/// The name is the stored property the key path writes (`time`, `offset.x`, `inner.angle`),
/// found by writing through the key path once and seeing which stored `Double` changed; give
/// `name:` only for a key path that writes through a computed property. Reports and failure
/// messages use it.
///
/// The bounds are stored as given. ``ParameterDomain/problem`` and
/// ``SampleOffsetPromise/prove(_:)`` reject, with the parameter's name, a NaN or infinite bound,
/// `lower > upper`, a width `upper − lower` that overflows, a name used twice, and a key path
/// whose name cannot be found. `lower == upper` holds the parameter at that value.
public struct NamedParameter<Root: ProofParameters>: Sendable {
  /// Where the value goes in `Root`.
  public let keyPath: any WritableKeyPath<Root, Double> & Sendable
  /// The name given with `name:`, or `nil` to use the stored property's.
  public let givenName: String?
  /// The smallest value.
  public let lower: Double
  /// The largest value.
  public let upper: Double
  /// The grid a ``PropertyProof`` sweeps (a promise proof's sweep has its own options).
  public let grid: IntervalDomain<Double>.Grid

  /// A parameter over `lower…upper`, bounds checked when the proof runs.
  public init(
    _ keyPath: any WritableKeyPath<Root, Double> & Sendable, lower: Double, upper: Double,
    grid: IntervalDomain<Double>.Grid = .points(11), name: String? = nil
  ) {
    self.keyPath = keyPath
    self.givenName = name
    self.lower = lower
    self.upper = upper
    self.grid = grid
  }

  /// A parameter over a closed range, e.g. `.init(\Wave.time, 0...2)`.
  public init(
    _ keyPath: any WritableKeyPath<Root, Double> & Sendable, _ range: ClosedRange<Double>,
    grid: IntervalDomain<Double>.Grid = .points(11), name: String? = nil
  ) {
    self.init(
      keyPath, lower: range.lowerBound, upper: range.upperBound, grid: grid, name: name)
  }

  /// A parameter held at one value (`lower == upper`), e.g. `.init(\.amplitude, fixed: 8)`.
  public init(
    _ keyPath: any WritableKeyPath<Root, Double> & Sendable, fixed value: Double,
    name: String? = nil
  ) {
    self.init(keyPath, lower: value, upper: value, grid: .points(1), name: name)
  }
}
