import Foundation
import Testing

/// `make mutate`'s list (Tools/mutate/mutations.json) stays applicable: every mutation's `find`
/// text occurs exactly once in its file (under Sources/EffectMath, or in its config's fixture
/// folder, or in the module its `killedByTests` target tests), its replacement differs, ids are
/// unique, its config exists, a `killedBy` names a proof the config runs, a `killedByTests`
/// names the module's own test target (and a suite in it), and the list covers every promise,
/// the shipped curve, each kind of shader proof and the three modules with their own tests. The
/// mutations themselves run in `make mutate` (docs/mutation-testing.md), not here: each needs
/// a build.
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
    /// The test target (or `Target.Suite`) that must fail: the mutation is of that target's
    /// module, and `effectproof check` is not run.
    var killedByTests: String?

    /// The test target of a module mutation: `killedByTests` up to its first dot.
    var testTarget: String? { killedByTests?.split(separator: ".").first.map(String.init) }

    /// `Sources/MODULE/`, the folder a module mutation's file must be in.
    var moduleFolder: String? {
      testTarget.map { "Sources/\($0.dropLast("Tests".count))/" }
    }

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
    "compiles", "finite", "samplePromise", "layerFits", "reads", "onlyAddsLight", "preservesAlpha",
    "identityAt",
  ]
  static let invariantKinds: Set<String> = ["onlyAddsLight", "preservesAlpha", "identityAt"]

  @Test func everyMutationAppliesExactlyOnce() throws {
    let mutations = try Self.list()
    #expect(mutations.count >= 12, "only \(mutations.count) mutations; the issue asks for 12")
    #expect(Set(mutations.map(\.id)).count == mutations.count, "mutation ids repeat")
    for mutation in mutations {
      if let folder = mutation.moduleFolder {
        #expect(
          // A module's embedded C++ (Sources/MetalCPUSources for MetalCPU) is the module's too.
          mutation.file.hasPrefix(folder)
            || mutation.file.hasPrefix(String(folder.dropLast()) + "Sources/"),
          "\(mutation.id): \(mutation.file) is not in \(folder), the module \(mutation.killedByTests ?? "") tests"
        )
      } else {
        #expect(
          mutation.file.hasPrefix("Sources/EffectMath/")
            || mutation.file.hasPrefix(mutation.fixtureFolder),
          "\(mutation.id): \(mutation.file) is neither in Sources/EffectMath nor in \(mutation.fixtureFolder)"
        )
      }
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
    for mutation in try Self.list() where mutation.killedByTests == nil {
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

  /// A module mutation names `TARGETTests` or `TARGETTests.Suite`: a test target of
  /// Package.swift whose folder holds the suite, and no config or proof (run.py rejects both).
  @Test func everyKilledByTestsNamesTheModulesOwnTestTarget() throws {
    let package = try String(
      contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let filter = try Regex("^[A-Z][A-Za-z0-9]*Tests(\\.[A-Za-z_][A-Za-z0-9_]*)?$")
    for mutation in try Self.list() {
      guard let killedByTests = mutation.killedByTests, let target = mutation.testTarget else {
        continue
      }
      #expect(
        killedByTests.wholeMatch(of: filter) != nil,
        "\(mutation.id): killedByTests \(killedByTests) is not TARGETTests or TARGETTests.Suite")
      #expect(
        mutation.config == nil && mutation.killedBy == nil,
        "\(mutation.id): a killedByTests mutation takes neither config nor killedBy")
      #expect(
        package.contains("name: \"\(target)\""),
        "\(mutation.id): \(target) is not a test target in Package.swift")
      let folder = Self.root.appendingPathComponent("Tests/\(target)")
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      #expect(!files.isEmpty, "\(mutation.id): Tests/\(target) has no sources")
      let parts = killedByTests.split(separator: ".")
      guard parts.count == 2 else { continue }
      let declaration = "struct \(parts[1])"
      let declared = try files.filter { $0.hasSuffix(".swift") }.contains { file in
        try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
          .contains(declaration)
      }
      #expect(declared, "\(mutation.id): no \(declaration) in Tests/\(target)")
    }
  }

  /// The certificate, the CPU runtime and the Swift reader each have module mutations their own
  /// tests kill: at least four of PromiseCertificate (its gradient rules and the critical-point
  /// check), two of MetalCPU and two of SwiftCallSites.
  @Test func theModuleMutationsCoverTheThreeModules() throws {
    let targets = try Self.list().compactMap(\.testTarget)
    for (target, least) in [
      ("PromiseCertificateTests", 4), ("MetalCPUTests", 2), ("SwiftCallSitesTests", 2),
    ] {
      let count = targets.filter { $0 == target }.count
      #expect(count >= least, "\(count) mutations killed by \(target); at least \(least)")
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
