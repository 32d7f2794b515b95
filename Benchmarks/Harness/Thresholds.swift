import Foundation

/// How large a slowdown must be to count as a regression, from `Benchmarks/Baselines/
/// thresholds.json`:
///
/// ```json
/// {"default": {"relative": 0.10, "absolute_seconds": 1e-6},
///  "benchmarks": {"kernels/CardCurlBend": {"relative": 0.05, "absolute_seconds": 1e-4}}}
/// ```
///
/// Decoding is strict: an unknown key, a missing key or a wrong type is an error naming the
/// key path.
public struct Thresholds: Codable, Sendable, Equatable {
  /// The limits for one benchmark.
  public struct Limit: Codable, Sendable, Equatable {
    /// The fraction of the baseline median the whole ratio CI must clear (0.10 = 10 %).
    public var relative: Double
    /// Seconds per iteration the median difference must exceed for a regression.
    public var absoluteSeconds: Double

    /// A limit of `relative` and `absoluteSeconds`.
    public init(relative: Double, absoluteSeconds: Double) {
      self.relative = relative
      self.absoluteSeconds = absoluteSeconds
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
      case relative
      case absoluteSeconds = "absolute_seconds"
    }

    /// Decodes strictly: exactly `relative` and `absolute_seconds`, both non-negative numbers.
    public init(from decoder: any Decoder) throws {
      try StrictKeys.check(decoder, allowed: CodingKeys.allCases.map(\.stringValue))
      let container = try decoder.container(keyedBy: CodingKeys.self)
      relative = try container.decode(Double.self, forKey: .relative)
      absoluteSeconds = try container.decode(Double.self, forKey: .absoluteSeconds)
      for (key, value) in [(CodingKeys.relative, relative), (.absoluteSeconds, absoluteSeconds)]
      where !(value >= 0 && value.isFinite) {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container, debugDescription: "must be a finite number ≥ 0")
      }
    }
  }

  /// The limit for benchmarks not listed.
  public var defaultLimit: Limit
  /// Limits by `suite/name`.
  public var benchmarks: [String: Limit]

  /// Thresholds with `defaultLimit` and per-benchmark overrides.
  public init(
    defaultLimit: Limit = Limit(relative: 0.10, absoluteSeconds: 1e-6),
    benchmarks: [String: Limit] = [:]
  ) {
    self.defaultLimit = defaultLimit
    self.benchmarks = benchmarks
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case defaultLimit = "default"
    case benchmarks
  }

  /// Decodes strictly: `default` is required, `benchmarks` optional, nothing else allowed.
  public init(from decoder: any Decoder) throws {
    try StrictKeys.check(decoder, allowed: CodingKeys.allCases.map(\.stringValue))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    defaultLimit = try container.decode(Limit.self, forKey: .defaultLimit)
    benchmarks = try container.decodeIfPresent([String: Limit].self, forKey: .benchmarks) ?? [:]
  }

  /// The limit for `suite/name`.
  public func limit(for fullName: String) -> Limit { benchmarks[fullName] ?? defaultLimit }

  /// Thresholds decoded from JSON `data`; errors are ``ThresholdsError`` with the key path.
  public static func decode(_ data: Data, file: String = "thresholds.json") throws -> Thresholds {
    do {
      return try JSONDecoder().decode(Thresholds.self, from: data)
    } catch let error as DecodingError {
      throw ThresholdsError(file: file, error: error)
    }
  }

  /// Thresholds from `url`, or the defaults when the file does not exist.
  public static func load(_ url: URL) throws -> Thresholds {
    guard FileManager.default.fileExists(atPath: url.path) else { return Thresholds() }
    return try decode(Data(contentsOf: url), file: url.lastPathComponent)
  }
}

/// A thresholds file that does not decode, described with the JSON key path.
public struct ThresholdsError: Error, CustomStringConvertible, Sendable {
  /// The file's name.
  public var file: String
  /// The key path, e.g. `benchmarks["kernels/CardCurlBend"].relative`; empty for the root.
  public var path: String
  /// What is wrong there.
  public var reason: String

  /// Describes `error` from decoding `file`.
  public init(file: String, error: DecodingError) {
    self.file = file
    let (codingPath, reason): ([any CodingKey], String) =
      switch error {
      case .typeMismatch(let type, let context):
        (context.codingPath, "expected \(Self.name(of: type)): \(context.debugDescription)")
      case .valueNotFound(let type, let context):
        (context.codingPath, "expected \(Self.name(of: type)), found null")
      case .keyNotFound(let key, let context):
        (context.codingPath + [key], "required key is missing")
      case .dataCorrupted(let context):
        (context.codingPath, context.debugDescription)
      @unknown default:
        ([], "\(error)")
      }
    self.reason = reason
    path = Self.render(codingPath)
  }

  /// `file: at PATH: reason`.
  public var description: String {
    "\(file): at \(path.isEmpty ? "the top level" : path): \(reason)"
  }

  /// A key path as `benchmarks["kernels/CardCurlBend"].relative`.
  static func render(_ codingPath: [any CodingKey]) -> String {
    var text = ""
    for key in codingPath {
      if let index = key.intValue {
        text += "[\(index)]"
      } else if key.stringValue.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
        text += (text.isEmpty ? "" : ".") + key.stringValue
      } else {
        text += "[\"\(key.stringValue)\"]"
      }
    }
    return text
  }

  private static func name(of type: Any.Type) -> String {
    switch type {
    case is Double.Type: "a number"
    case is String.Type: "a string"
    case is [String: Any].Type, is [String: Thresholds.Limit].Type: "an object"
    default: "\(type)"
    }
  }
}

/// Rejects keys a strict decoder does not know.
enum StrictKeys {
  struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  static func check(_ decoder: any Decoder, allowed: [String]) throws {
    let container = try decoder.container(keyedBy: AnyKey.self)
    for key in container.allKeys where !allowed.contains(key.stringValue) {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath + [key],
          debugDescription: "unknown key (allowed: \(allowed.joined(separator: ", ")))"))
    }
  }
}
