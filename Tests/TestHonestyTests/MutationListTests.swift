import Foundation
import Testing

/// `make mutate`'s list (Tools/mutate/mutations.json) stays applicable: every mutation's `find`
/// text occurs exactly once in its file under Sources/EffectMath, its replacement differs, ids
/// are unique, and the list covers every promise and every shipped curve the issue names. The
/// mutations themselves run in `make mutate` (docs/mutation-testing.md), not here: each needs a
/// release build.
@Suite struct MutationListTests {
  struct Mutation: Decodable {
    var id: String
    var file: String
    var find: String
    var replace: String
    var bug: String
  }

  struct List: Decodable {
    var mutations: [Mutation]
  }

  static let root: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url
  }()

  static func list() throws -> [Mutation] {
    let data = try Data(contentsOf: root.appendingPathComponent("Tools/mutate/mutations.json"))
    return try JSONDecoder().decode(List.self, from: data).mutations
  }

  @Test func everyMutationAppliesExactlyOnce() throws {
    let mutations = try Self.list()
    #expect(mutations.count >= 12, "only \(mutations.count) mutations; the issue asks for 12")
    #expect(Set(mutations.map(\.id)).count == mutations.count, "mutation ids repeat")
    for mutation in mutations {
      #expect(mutation.file.hasPrefix("Sources/EffectMath/"), "\(mutation.id): \(mutation.file)")
      #expect(mutation.find != mutation.replace, "\(mutation.id) changes nothing")
      #expect(!mutation.bug.isEmpty, "\(mutation.id) does not say what goes wrong")
      let source = try String(
        contentsOf: Self.root.appendingPathComponent(mutation.file), encoding: .utf8)
      let occurrences = source.components(separatedBy: mutation.find).count - 1
      #expect(
        occurrences == 1,
        "\(mutation.id): `find` occurs \(occurrences) times in \(mutation.file); update Tools/mutate/mutations.json"
      )
    }
  }

  /// Every promise (curl, wheel, ball, ripple, dice) and the
  /// shipped wheel curve has at least one mutation.
  @Test func theListCoversEveryPromiseAndTheShippedCurve() throws {
    let ids = try Self.list().map(\.id)
    for prefix in ["curl.", "wheel.", "ball.", "ripple.", "dice.", "wheel.shippedCurve"] {
      #expect(ids.contains { $0.hasPrefix(prefix) }, "no mutation for \(prefix)")
    }
  }
}
