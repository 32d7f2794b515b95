/// The stable identity of a kind of diagnostic: a domain (the checker that raises it) and a name
/// within it, written `domain.name` (`registry.missingCount`, `clang.diagnostic`).
///
/// Tests, tools and CI scripts match on the id, never on a message's wording, which may improve.
/// Every id the package raises is listed in `docs/diagnostics.md`; a test holds that table to the
/// code. Modelled on swift-syntax's `MessageID` (a domain and an id).
public struct DiagnosticID: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
  /// The checker that raises it: `registry`, `clang`, `swift`, `proof`, `setup`, `run` …
  public var domain: String
  /// The kind within the domain, in lower camel case: `missingCount`, `counterexample`.
  public var name: String

  /// Creates an id from its domain and name.
  public init(domain: String, name: String) {
    self.domain = domain
    self.name = name
  }

  /// Reads `domain.name`: the domain is everything before the first dot. `nil` when either
  /// part is empty or there is no dot.
  public init?(_ text: String) {
    guard let dot = text.firstIndex(of: "."), dot != text.startIndex else { return nil }
    let name = text[text.index(after: dot)...]
    guard !name.isEmpty else { return nil }
    self.init(domain: String(text[..<dot]), name: String(name))
  }

  /// `domain.name`.
  public var description: String { "\(domain).\(name)" }

  /// Orders by domain, then by name.
  public static func < (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool {
    (lhs.domain, lhs.name) < (rhs.domain, rhs.name)
  }

  /// Encodes `domain.name`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  /// Decodes `domain.name`; anything else is a decoding error naming the text.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let id = DiagnosticID(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "'\(text)' is not a diagnostic id (domain.name)")
    }
    self = id
  }
}

/// A checker's own list of diagnostic kinds: an enum whose raw values are the names, with the
/// domain they belong to. Conforming gives each case its ``DiagnosticID`` and lets the id table
/// in `docs/diagnostics.md` be held to the code.
public protocol DiagnosticKind: CaseIterable, Hashable, Sendable, RawRepresentable
where RawValue == String {
  /// The domain of every case: `registry`, `clang` …
  static var domain: String { get }
  /// One sentence on what this kind of diagnostic means, for the id table.
  var meaning: String { get }
}

extension DiagnosticKind {
  /// `domain.rawValue`.
  public var id: DiagnosticID { DiagnosticID(domain: Self.domain, name: rawValue) }
}

extension DiagnosticKind {
  /// Every case's id and meaning, in declaration order: the rows of the id table.
  public static var table: [(id: DiagnosticID, meaning: String)] {
    allCases.map { ($0.id, $0.meaning) }
  }
}
