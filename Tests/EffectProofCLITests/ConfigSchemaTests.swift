import EffectProof
import EffectProofTestSupport
import Foundation
import LocatedJSON
import ShaderProofs
import Testing

@testable import EffectProofCommandLine

/// Each config section's keys are declared once (``ConfigSchema``), and the declarations are
/// what the reader accepts, what help prints and what the docs' tables show: every declared key
/// is accepted, an undeclared one is refused with the nearest declared name, every key the
/// reader accepts is declared, and the docs' tables are the declarations.
@Suite struct ConfigSchemaTests {
  /// A folder holding a Metal shader `probe(position, layer, float strength)`, the `Shaders`
  /// and `App` folders the top level's examples name.
  static func appFolder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(
      "Shaders/Probe.metal",
      """
      [[ stitchable ]] half4 probe(float2 position, SwiftUI::Layer layer, float strength) {
        return layer.sample(position);
      }

      """)
    try folder.write("App/Probe.swift", "let x = 1\n")
    return folder
  }

  /// The error loading `json` as a config in `folder` gives, or `nil` when it loads.
  static func loadError(_ json: String, in folder: TemporaryFolder) throws -> String? {
    let file = try folder.write("effectproof.json", json)
    do throws(EffectProofConfigError) {
      _ = try EffectProofConfig.load(contentsOf: file)
      return nil
    } catch {
      return error.description
    }
  }

  /// A shader entry that reads: the base every entry key's example is added to.
  static let baseEntry = #""viewSize": [10, 10], "arguments": {"strength": {"range": [0, 1]}}"#

  /// Every declared name, at every depth: the config's own keys, a shader entry's, its
  /// invariants', and each effect's section.
  static var declaredNames: Set<String> {
    func names(_ keys: [ConfigKey]) -> [String] {
      keys.flatMap { [$0.name] + names($0.fields) }
    }
    var all = names(EffectProofConfig.schema.keys) + names(ShaderProofConfig.entrySchema.keys)
    all += names([ShaderProofConfig.measuredSampleOffsetKey])
    all += names(ShaderProofConfig.invariantSchema.keys)
    for entry in EffectCatalogue.entries { all += [entry.key] + names(entry.schema.keys) }
    return Set(all)
  }

  @Test func everyEffectKeyIsAcceptedWithItsExample() throws {
    let folder = try Self.appFolder()
    var checked = 0
    for entry in EffectCatalogue.entries {
      for key in entry.schema.keys {
        let json = "{\"\(entry.key)\": {\"\(key.name)\": \(key.example)}}"
        #expect(try Self.loadError(json, in: folder) == nil, "\(json)")
        checked += 1
        for field in key.fields {
          let nested =
            "{\"\(entry.key)\": {\"\(key.name)\": {\"\(field.name)\": \(field.example)}}}"
          let error = try Self.loadError(nested, in: folder) ?? ""
          #expect(!error.contains("unknown key"), "\(nested): \(error)")
          checked += 1
        }
      }
    }
    // Counted by hand: cards 8 keys + 2 fields each of holographic, tilt, product and flip,
    // dice 4, ripple 6, wheel 10 + curve's 2, curl 2; felt and timing have none.
    #expect(checked == 8 + 4 + 2 + 2 + 4 + 6 + 10 + 2 + 2)
  }

  @Test func everyTopLevelAndEntryKeyIsAccepted() throws {
    let folder = try Self.appFolder()
    for key in EffectProofConfig.schema.keys {
      let json = "{\"\(key.name)\": \(key.example)}"
      #expect(try Self.loadError(json, in: folder) == nil, "\(json)")
    }
    let entryKeys =
      ShaderProofConfig.entrySchema.keys + [ShaderProofConfig.measuredSampleOffsetKey]
    for key in entryKeys {
      let json =
        "{\"shaderProofs\": {\"probe\": {\(Self.baseEntry), \"\(key.name)\": \(key.example)}}}"
      let error = try Self.loadError(json, in: folder) ?? ""
      #expect(!error.contains("unknown key"), "\(json): \(error)")
    }
    for key in ShaderProofConfig.invariantSchema.keys {
      let json =
        "{\"shaderProofs\": {\"probe\": {\(Self.baseEntry), \"invariants\": [\(key.example)]}}}"
      #expect(try Self.loadError(json, in: folder) == nil, "\(json)")
    }
  }

  @Test func anUndeclaredKeyNamesTheDeclaredOnesAndTheNearest() throws {
    let folder = try Self.appFolder()
    // Written by hand: today's wording, byte for byte.
    #expect(
      try Self.loadError(#"{"curl": {"peelStpe": 0.1}}"#, in: folder)
        == """
        \(folder.url("effectproof.json")):1:11: $.curl.peelStpe: unknown key "peelStpe"; \
        allowed keys: heights, peelStep (did you mean "peelStep"?)
        """)
    #expect(
      try Self.loadError(#"{"cards": {"flip": {"perspectve": 1}}}"#, in: folder)?.hasSuffix(
        #"unknown key "perspectve"; allowed keys: perspective, duration (did you mean "perspective"?)"#
      ) == true)
    for entry in EffectCatalogue.entries {
      let error = try Self.loadError("{\"\(entry.key)\": {\"zzUnknown\": 1}}", in: folder) ?? ""
      #expect(
        error.hasSuffix(
          "unknown key \"zzUnknown\"; allowed keys: \(entry.schema.names.joined(separator: ", "))"),
        "\(entry.key): \(error)")
    }
  }

  @Test func everyKeyTheReaderAcceptsIsDeclared() throws {
    // The probe of HelpConfigKeysTests reads the accepted keys off the reader's errors.
    let accepted = try HelpConfigKeysTests.acceptedKeys()
    let undeclared = accepted.filter { name, path in
      // The registry's keys are the registry format's (docs/registry.md), and an argument's
      // domain keys are values' shapes, not keys of a section.
      !path.hasPrefix("registry") && !path.contains(".arguments")
        && !HelpConfigKeysTests.shaderNames.contains(name)
        && !Self.declaredNames.contains(name)
    }
    #expect(undeclared.isEmpty, "accepted but not declared: \(undeclared)")
    // And the other way: what the probe finds covers the declarations.
    let missing = Self.declaredNames.subtracting(accepted.keys)
    #expect(missing.isEmpty, "declared but not accepted: \(missing.sorted())")
  }

  @Test func helpConfigPrintsTheDeclarations() {
    let help = HelpText.config
    // Written by hand: the curl's and the wheel's lines as help printed them before.
    #expect(
      help.contains(
        """
          "curl": the card curl's bend, its certified maxSampleOffset, the reveal
            proofs: curl.* kernel.curl*
            heights   card heights to prove, in points ([131, 200, 360])
            peelStep  the peel grid's step, in (0, 0.5] (0.02)

        """))
    #expect(
      help.contains(
        """
            turns                 whole turns (RouletteWheelSpin.standardTurns)
            curve                 {"startControlPoint": [x, y], "endControlPoint": [x, y]}
                                  (RouletteWheelSpin.slowingCurve's)

        """))
    #expect(
      help.contains(
        """
          maxFileBytes           the largest Metal source read, in bytes (8388608)
          certify                what a shaderProofs run proof (finite, samplePromise, reads, an
                                 invariant) whose evidence is sampled, not certified, means: warn
                                 passes it and the summary warns; required fails it
                                 (shader.notCertified); check --certify overrides it
          shaderProofs           the app's own shaders proven on their compiled source, one entry
        """))
    #expect(
      help.contains(
        """
            viewSize             [width, height] in points; or viewSizes, a list of them
            scale                pixels per point, or a list of them (2)
        """))
  }

  /// Every `<!-- effectproof help config SECTION --markdown -->` marker in docs/: its file,
  /// section and table.
  static func markedTables() throws -> [(file: String, section: String, table: String)] {
    try OptionDeclarationsTests.markedTables().compactMap { file, name, table in
      guard name.hasPrefix("config ") else { return nil }
      return (file, String(name.dropFirst("config ".count)), table)
    }
  }

  @Test func theDocsTablesAreTheDeclarations() throws {
    let tables = try Self.markedTables()
    let sections = ConfigTables.sections
    for (file, name, table) in tables {
      guard let section = sections.first(where: { $0.name == name }) else {
        Issue.record("docs/\(file): a table for config section '\(name)', which is none")
        continue
      }
      #expect(
        table == ConfigTables.table(section.keys),
        "docs/\(file): the table of \(name) differs from its declaration; run make docs-options")
    }
    let documented = Set(tables.map(\.section))
    for section in sections where !section.keys.isEmpty {
      #expect(documented.contains(section.name), "no docs table for config section \(section.name)")
    }
  }

  @Test func aTableRowHoldsEveryColumnOfTheDeclaration() {
    // Written by hand from CurlConfig's declaration.
    #expect(
      ConfigTables.table(CurlConfig.schema.keys)
        == """
        | key | type | default | allowed | meaning |
        |---|---|---|---|---|
        | `heights` | array of numbers | [131, 200, 360] | 1 … 16 heights, each > 0 and ≤ 10000 points | card heights to prove, in points |
        | `peelStep` | number | 0.02 | (0, 0.5] | the peel grid's step, in (0, 0.5] |

        """)
    let unknown = EffectProofTool.run(["help", "config", "cur", "--markdown"])
    #expect(unknown.exitCode == 2)
    #expect(unknown.standardError.contains("no config section named 'cur'"))
    #expect(unknown.standardError.contains("did you mean 'curl'?"))
  }
}
