/// A typed set of values a property is proved over: it draws from itself, enumerates a grid,
/// offers its edge values, and shrinks a failing value toward simpler values without leaving
/// itself.
///
/// Every generation strategy goes through four entry points:
/// - ``value(atUnit:)`` maps a point of the unit cube [0, 1)^``dimension`` into the domain
///   (pseudo-random and quasi-random Sobol/Halton points both use it);
/// - ``gridCount`` and ``gridValue(at:)`` enumerate the domain's own grid, endpoints included;
/// - ``edgeBiasedValue(using:edgeShare:includeNonFinite:)`` lands a share of draws on edges;
/// - ``shrinkCandidates(for:)`` lists strictly simpler values, simplest first.
public protocol ProofDomain<Value>: Sendable {
  /// The type of one case.
  associatedtype Value: Sendable

  /// How many unit-cube coordinates one value needs.
  var dimension: Int { get }

  /// The value for a point of [0, 1)^dimension; `unit` holds exactly ``dimension`` coordinates.
  func value(atUnit unit: ArraySlice<Double>) -> Value

  /// How many points the domain's grid has (at least 1).
  var gridCount: Int { get }

  /// Grid point `index` in `0..<gridCount`; indices outside are clamped.
  func gridValue(at index: Int) -> Value

  /// One of the domain's edge values, chosen with `random`. Non-finite and subnormal values,
  /// which lie outside any finite domain, are included only when `includeNonFinite` is set.
  func edgeValue(using random: CaseRandom, includeNonFinite: Bool) -> Value

  /// A value that is an edge value with probability `edgeShare` and a uniform draw otherwise.
  /// Products decide coordinate by coordinate.
  func edgeBiasedValue(using random: CaseRandom, edgeShare: Double, includeNonFinite: Bool)
    -> Value

  /// Whether `value` lies in the domain.
  func contains(_ value: Value) -> Bool

  /// Values strictly simpler than `value` and inside the domain, simplest first.
  func shrinkCandidates(for value: Value) -> [Value]

  /// The value as a report prints it.
  func describe(_ value: Value) -> String

  /// Why the domain cannot be proved over (a ``ParameterDomain`` whose parameter is set twice,
  /// a range with an infinite bound), or `nil`. A ``PropertyProof`` over a domain with a
  /// problem runs no case and fails with a `strategy` finding that quotes it. Default `nil`.
  var problem: String? { get }
}

extension ProofDomain {
  /// Edge with probability `edgeShare`, else a uniform draw.
  public func edgeBiasedValue(
    using random: CaseRandom, edgeShare: Double, includeNonFinite: Bool
  ) -> Value {
    if random.uniform() < edgeShare {
      return edgeValue(using: random, includeNonFinite: includeNonFinite)
    }
    return value(atUnit: random.unitPoint(dimension: dimension)[...])
  }

  /// `String(describing:)`.
  public func describe(_ value: Value) -> String { String(describing: value) }

  /// `nil`: the domain can always be proved over.
  public var problem: String? { nil }
}

/// The most points a domain's grid has and the most cases one run makes: 10 000 000. Grids
/// past it are cut to it, and `PropertyProof` refuses a strategy that asks for more.
let gridPointLimit = 10_000_000
