// MARK: - Codable

extension ToleranceTier: Codable {
  /// Keys of the explicit form.
  private struct MemberKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
    static let absolute = MemberKey(stringValue: "absolute")
    static let relative = MemberKey(stringValue: "relative")
  }

  /// The members an explicit tier writes: the non-zero ones, or `absolute: 0` when both are 0,
  /// so `{"absolute": 1e-06}` stays that short. Named tiers have none.
  var explicitMembers: [(key: String, value: Double)] {
    guard case .explicit(let absolute, let relative) = self else { return [] }
    var members: [(key: String, value: Double)] = []
    if absolute != 0 || relative == 0 { members.append(("absolute", absolute)) }
    if relative != 0 { members.append(("relative", relative)) }
    return members
  }

  /// Why an explicit pair is invalid, or `nil` when it is valid.
  static func explicitProblem(absolute: Double, relative: Double) -> String? {
    if !(absolute.isFinite && absolute >= 0) {
      return "the absolute tolerance must be finite and ≥ 0, found \(absolute)"
    }
    if !(relative.isFinite && relative >= 0 && relative < 1) {
      return "the relative tolerance must be ≥ 0 and < 1, found \(relative)"
    }
    return nil
  }

  /// A named tier encodes as its name (`"tol2"`); an explicit tier as an object with
  /// `absolute` and/or `relative` members (see ``explicitMembers``).
  public func encode(to encoder: any Encoder) throws {
    guard case .explicit = self else {
      var container = encoder.singleValueContainer()
      try container.encode(name)
      return
    }
    var container = encoder.container(keyedBy: MemberKey.self)
    for member in explicitMembers {
      try container.encode(member.value, forKey: MemberKey(stringValue: member.key))
    }
  }

  /// Decodes a name (`"tol0"`…`"tol6"`, `"sqrtTol0"`) or an object with `absolute` and/or
  /// `relative` (a missing one is 0).
  ///
  /// - Throws: `DecodingError.dataCorrupted` for an unknown name, an object with other keys or
  ///   with neither key, or invalid tolerances (see ``ToleranceTier``).
  public init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self)
    {
      guard let tier = ToleranceTier(name: text) else {
        let names = Self.named.map(\.name).joined(separator: ", ")
        throw DecodingError.dataCorruptedError(
          in: single,
          debugDescription: "unknown tolerance tier \"\(text)\"; expected one of \(names)")
      }
      self = tier
      return
    }
    let container = try decoder.container(keyedBy: MemberKey.self)
    let allowed = ["absolute", "relative"]
    if let unknown = container.allKeys.first(where: { !allowed.contains($0.stringValue) }) {
      throw DecodingError.dataCorruptedError(
        forKey: unknown, in: container,
        debugDescription: "unknown key \"\(unknown.stringValue)\"; allowed keys: absolute, relative"
      )
    }
    guard !container.allKeys.isEmpty else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: container.codingPath,
          debugDescription: "an explicit tolerance needs \"absolute\" and/or \"relative\""))
    }
    let absolute = try container.decodeIfPresent(Double.self, forKey: .absolute) ?? 0
    let relative = try container.decodeIfPresent(Double.self, forKey: .relative) ?? 0
    if let problem = Self.explicitProblem(absolute: absolute, relative: relative) {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: container.codingPath, debugDescription: problem))
    }
    self = .explicit(absolute: absolute, relative: relative)
  }
}
