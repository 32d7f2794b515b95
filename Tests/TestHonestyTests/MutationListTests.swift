import Foundation
import Testing

/// `make mutate`'s list (Tools/mutate/mutations.json) stays applicable: every mutation's `find`
/// text occurs exactly once in its file (under Sources/EffectMath, or in its config's fixture
/// folder), its replacement differs, ids are unique, its config exists, a `killedBy` names a
/// proof the config runs, and the list covers every promise, the shipped curve and each kind
/// of shader proof. The mutations themselves run in `make mutate` (docs/mutation-testing.md),
/// not here: a Swift one needs a release build.
@Suite struct MutationListTests {
  struct Mutation: Decodable {
    var id: String
    var file: String
    var find: String
    var replace: String
    var bug: String
    /// The config `effectproof check` runs, from the package root; nil is TableReady's.
    var config: String?
    /// The proof id that must be among the failed ones.
    var killedBy: String?

    var configPath: String { config ?? "Fixtures/TableReady/effectproof.json" }

    /// `Fixtures/NAME/`: the folder `run.py` copies for a fixture mutation.
    var fixtureFolder: String {
      configPath.split(separator: "/").prefix(2).joined(separator: "/") + "/"
    }
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

  /// The shader proofs' kinds (docs/shader-proofs.md, "The proofs"); the invariants among them
  /// run only when the entry lists them.
  static let shaderProofKinds: Set<String> = [
    "compiles", "finite", "samplePromise", "reads", "onlyAddsLight", "preservesAlpha",
    "identityAt",
  ]
  static let invariantKinds: Set<String> = ["onlyAddsLight", "preservesAlpha", "identityAt"]

  @Test func everyMutationAppliesExactlyOnce() throws {
    let mutations = try Self.list()
    #expect(mutations.count >= 12, "only \(mutations.count) mutations; the issue asks for 12")
    #expect(Set(mutations.map(\.id)).count == mutations.count, "mutation ids repeat")
    for mutation in mutations {
      #expect(
        mutation.file.hasPrefix("Sources/EffectMath/")
          || mutation.file.hasPrefix(mutation.fixtureFolder),
        "\(mutation.id): \(mutation.file) is neither in Sources/EffectMath nor in \(mutation.fixtureFolder)"
      )
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

  /// A mutation's config exists under Fixtures/, and its `killedBy` looks like a proof id; a
  /// shader proof's id names an entry of the config's `shaderProofs` and a proof that entry
  /// runs. Every `.metal` mutation names the proof that must kill it.
  @Test func everyConfigExistsAndEveryKilledByIsAProofId() throws {
    let proofId = try Regex("^[a-z][A-Za-z0-9]*(\\.[A-Za-z0-9_-]+)+$")
    for mutation in try Self.list() {
      let configURL = Self.root.appendingPathComponent(mutation.configPath)
      #expect(
        mutation.configPath.hasPrefix("Fixtures/") && mutation.configPath.hasSuffix(".json"),
        "\(mutation.id): config \(mutation.configPath) is not a config under Fixtures/")
      #expect(
        FileManager.default.fileExists(atPath: configURL.path),
        "\(mutation.id): config \(mutation.configPath) does not exist")
      if mutation.file.hasSuffix(".metal") {
        #expect(mutation.killedBy != nil, "\(mutation.id) mutates a shader but names no killedBy")
      }
      guard let killedBy = mutation.killedBy else { continue }
      #expect(
        killedBy.wholeMatch(of: proofId) != nil,
        "\(mutation.id): killedBy \(killedBy) does not look like a proof id")
      let parts = killedBy.split(separator: ".").map(String.init)
      guard parts.first == "shader" else { continue }
      guard parts.count == 3,
        let data = FileManager.default.contents(atPath: configURL.path),
        let config = try JSONSerialization.jsonObject(with: data) as? [String: Any],
        let entries = config["shaderProofs"] as? [String: Any]
      else {
        Issue.record(
          "\(mutation.id): killedBy \(killedBy) is not shader.<entry>.<proof>, or \(mutation.configPath) has no shaderProofs"
        )
        continue
      }
      let (entry, kind) = (parts[1], parts[2])
      guard let options = entries[entry] as? [String: Any] else {
        Issue.record(
          "\(mutation.id): killedBy \(killedBy): \(mutation.configPath) has no shaderProofs entry \(entry) (it has \(entries.keys.sorted()))"
        )
        continue
      }
      #expect(
        Self.shaderProofKinds.contains(kind),
        "\(mutation.id): killedBy \(killedBy): \(kind) is not a shader proof (\(Self.shaderProofKinds.sorted()))"
      )
      if Self.invariantKinds.contains(kind) {
        let invariants = (options["invariants"] as? [Any] ?? []).compactMap { item in
          item as? String ?? (item as? [String: Any])?.keys.first
        }
        #expect(
          invariants.contains(kind),
          "\(mutation.id): killedBy \(killedBy), but the \(entry) entry does not list \(kind) in its invariants"
        )
      }
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

  /// The app's own shaders have at least six mutations, and each kind of shader proof that
  /// judges a shader's behaviour kills at least one of them.
  @Test func theShaderMutationsCoverEveryKindOfShaderProof() throws {
    let shaderMutations = try Self.list().filter { $0.file.hasSuffix(".metal") }
    #expect(
      shaderMutations.count >= 6, "only \(shaderMutations.count) .metal mutations; aim for 6–8")
    let kinds = Set(shaderMutations.compactMap { $0.killedBy?.split(separator: ".").last })
    for kind in ["samplePromise", "reads", "finite", "onlyAddsLight", "preservesAlpha"] {
      #expect(kinds.contains(Substring(kind)), "no .metal mutation is killed by a \(kind) proof")
    }
  }
}
