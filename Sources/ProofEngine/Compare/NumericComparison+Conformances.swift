// MARK: - Hashable

extension NumericComparison: Hashable {
  /// Field-by-field equality in which NaN equals NaN, so a report equals itself.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    NonFiniteCoding.same(lhs.first, rhs.first) && NonFiniteCoding.same(lhs.second, rhs.second)
      && NonFiniteCoding.same(lhs.absoluteTolerance, rhs.absoluteTolerance)
      && NonFiniteCoding.same(lhs.relativeTolerance, rhs.relativeTolerance)
      && NonFiniteCoding.same(lhs.absoluteDistance, rhs.absoluteDistance)
      && NonFiniteCoding.same(lhs.relativeDistance, rhs.relativeDistance)
      && NonFiniteCoding.same(lhs.bound, rhs.bound) && lhs.ulpDistance == rhs.ulpDistance
      && lhs.failure == rhs.failure
  }

  /// Hashes every field, with all NaNs hashing alike.
  public func hash(into hasher: inout Hasher) {
    for value in [first, second, absoluteTolerance, relativeTolerance, bound] {
      NonFiniteCoding.hash(value, into: &hasher)
    }
    NonFiniteCoding.hash(absoluteDistance, into: &hasher)
    NonFiniteCoding.hash(relativeDistance, into: &hasher)
    hasher.combine(ulpDistance)
    hasher.combine(failure)
  }
}

// MARK: - Codable

extension NumericComparison: Codable {
  private enum CodingKeys: String, CodingKey {
    case first, second, absoluteTolerance, relativeTolerance, absoluteDistance
    case relativeDistance, ulpDistance, bound, isApproximatelyEqual, failure
  }

  /// Encodes every field; NaN and ±∞ become the strings `"nan"`, `"inf"`, `"-inf"`, so the
  /// report encodes with a default `JSONEncoder`. `isApproximatelyEqual` is written for readers
  /// and ignored when decoding (it follows from `failure`); a `nil` ULP distance or failure is
  /// left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try NonFiniteCoding.encode(first, forKey: .first, in: &container)
    try NonFiniteCoding.encode(second, forKey: .second, in: &container)
    try NonFiniteCoding.encode(absoluteTolerance, forKey: .absoluteTolerance, in: &container)
    try NonFiniteCoding.encode(relativeTolerance, forKey: .relativeTolerance, in: &container)
    try NonFiniteCoding.encode(absoluteDistance, forKey: .absoluteDistance, in: &container)
    try NonFiniteCoding.encode(relativeDistance, forKey: .relativeDistance, in: &container)
    try container.encodeIfPresent(ulpDistance, forKey: .ulpDistance)
    try NonFiniteCoding.encode(bound, forKey: .bound, in: &container)
    try container.encode(isApproximatelyEqual, forKey: .isApproximatelyEqual)
    try container.encodeIfPresent(failure, forKey: .failure)
  }

  /// Decodes a report written by ``encode(to:)``, accepting numbers or the non-finite strings.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    first = try NonFiniteCoding.decode(Value.self, forKey: .first, in: container)
    second = try NonFiniteCoding.decode(Value.self, forKey: .second, in: container)
    absoluteTolerance = try NonFiniteCoding.decode(
      Value.self, forKey: .absoluteTolerance, in: container)
    relativeTolerance = try NonFiniteCoding.decode(
      Value.self, forKey: .relativeTolerance, in: container)
    absoluteDistance = try NonFiniteCoding.decode(
      Value.self, forKey: .absoluteDistance, in: container)
    relativeDistance = try NonFiniteCoding.decode(
      Value.self, forKey: .relativeDistance, in: container)
    ulpDistance = try container.decodeIfPresent(UInt64.self, forKey: .ulpDistance)
    bound = try NonFiniteCoding.decode(Value.self, forKey: .bound, in: container)
    failure = try container.decodeIfPresent(ComparisonFailure.self, forKey: .failure)
  }
}

// MARK: - Description

extension NumericComparison: CustomStringConvertible {
  /// One line, e.g.
  /// `1.0 ≉ 1.001 (Double): relative bound exceeded; |Δ| = 0.0009…, relative 0.0009…,
  /// 4503599627371 ULPs, bound 1.49e-08 (absolute 0.0, relative 1.49e-08)`.
  public var description: String {
    let verdict =
      failure.map { "\(first) ≉ \(second) (\(Value.self)): \($0); " }
      ?? "\(first) ≈ \(second) (\(Value.self)): "
    return verdict + "|Δ| = \(absoluteDistance), relative \(relativeDistance), "
      + ULPText.count(ulpDistance)
      + ", bound \(bound) (absolute \(absoluteTolerance), relative \(relativeTolerance))"
  }
}

/// Wording for ULP counts in messages.
enum ULPText {
  /// "1 ULP", "12 ULPs", or "no ULP distance (NaN)".
  static func count(_ ulps: UInt64?) -> String {
    guard let ulps else { return "no ULP distance (NaN)" }
    return ulps == 1 ? "1 ULP" : "\(ulps) ULPs"
  }
}
