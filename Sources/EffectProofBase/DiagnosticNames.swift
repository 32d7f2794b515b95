/// The ids of some domains' kinds, found by name alone: reports write a kind by its name
/// (`missingCount`), and reading one back needs the domain that declares it.
///
/// Names are unique across the package's domains (docs/diagnostics.md); where two listed
/// domains share a name, the first listed wins.
public struct DiagnosticNames: Sendable {
  private let ids: [String: DiagnosticID]

  /// The names of every case of `kinds`, in order.
  public init(_ kinds: [any DiagnosticKind.Type]) {
    var ids: [String: DiagnosticID] = [:]
    for kind in kinds {
      for id in Self.ids(of: kind) where ids[id.name] == nil { ids[id.name] = id }
    }
    self.ids = ids
  }

  /// The id whose name is `name`, when a listed domain declares it.
  public func id(named name: String) -> DiagnosticID? { ids[name] }

  /// Every listed id, ordered by domain and name.
  public var all: [DiagnosticID] { ids.values.sorted() }

  /// One kind's ids (a generic, so that an `any DiagnosticKind.Type` opens).
  private static func ids<Kind: DiagnosticKind>(of kind: Kind.Type) -> [DiagnosticID] {
    kind.allCases.map(\.id)
  }
}
