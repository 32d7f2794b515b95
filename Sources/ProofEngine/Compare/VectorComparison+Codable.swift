// MARK: - Codable

extension VectorComparison: Codable {
  private enum CodingKeys: String, CodingKey {
    case first, second, norm, absoluteTolerance, relativeTolerance, absoluteDistance
    case relativeDistance, bound, maximumULPDistance, worstIndex, isApproximatelyEqual, failure
  }

  /// Encodes every field; NaN and ±∞ (also inside the component arrays) become the strings
  /// `"nan"`, `"inf"`, `"-inf"`. `isApproximatelyEqual` is written for readers and ignored when
  /// decoding; `nil` fields are left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try NonFiniteCoding.encode(first, forKey: .first, in: &container)
    try NonFiniteCoding.encode(second, forKey: .second, in: &container)
    try container.encode(norm, forKey: .norm)
    try NonFiniteCoding.encode(absoluteTolerance, forKey: .absoluteTolerance, in: &container)
    try NonFiniteCoding.encode(relativeTolerance, forKey: .relativeTolerance, in: &container)
    try NonFiniteCoding.encode(absoluteDistance, forKey: .absoluteDistance, in: &container)
    try NonFiniteCoding.encode(relativeDistance, forKey: .relativeDistance, in: &container)
    try NonFiniteCoding.encode(bound, forKey: .bound, in: &container)
    try container.encodeIfPresent(maximumULPDistance, forKey: .maximumULPDistance)
    try container.encodeIfPresent(worstIndex, forKey: .worstIndex)
    try container.encode(isApproximatelyEqual, forKey: .isApproximatelyEqual)
    try container.encodeIfPresent(failure, forKey: .failure)
  }

  /// Decodes a report written by ``encode(to:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    first = try NonFiniteCoding.decode([Scalar].self, forKey: .first, in: container)
    second = try NonFiniteCoding.decode([Scalar].self, forKey: .second, in: container)
    norm = try container.decode(VectorNorm.self, forKey: .norm)
    absoluteTolerance = try NonFiniteCoding.decode(
      Scalar.self, forKey: .absoluteTolerance, in: container)
    relativeTolerance = try NonFiniteCoding.decode(
      Scalar.self, forKey: .relativeTolerance, in: container)
    absoluteDistance = try NonFiniteCoding.decode(
      Scalar.self, forKey: .absoluteDistance, in: container)
    relativeDistance = try NonFiniteCoding.decode(
      Scalar.self, forKey: .relativeDistance, in: container)
    bound = try NonFiniteCoding.decode(Scalar.self, forKey: .bound, in: container)
    maximumULPDistance = try container.decodeIfPresent(UInt64.self, forKey: .maximumULPDistance)
    worstIndex = try container.decodeIfPresent(Int.self, forKey: .worstIndex)
    failure = try container.decodeIfPresent(ComparisonFailure.self, forKey: .failure)
  }
}
