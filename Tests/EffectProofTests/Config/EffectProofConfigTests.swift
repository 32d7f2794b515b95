import EffectMath
import EffectProof
import EffectProofTestSupport
import Foundation
import ProofEngine
import ShaderRegistry
import Testing

@Suite struct EffectProofConfigTests {
  /// Writes `json` as `effectproof.json` in a fresh folder (which also holds an empty
  /// `Shaders` folder) and returns the description of the error loading it throws.
  func loadError(_ json: String, in folder: TemporaryFolder) throws -> String {
    try folder.makeFolder("Shaders")
    let file = try folder.write("effectproof.json", json)
    do {
      let config = try EffectProofConfig.load(contentsOf: file)
      Issue.record("expected an error, loaded \(config)")
      return ""
    } catch {
      return error.description
    }
  }

  // MARK: - Loading

  @Test func theTableReadyConfigLoads() throws {
    let config = try EffectProofConfig.load(contentsOf: Fixtures.tableReadyConfig)
    #expect(config.file == Fixtures.tableReadyConfig)
    #expect(config.shaderPaths == [Fixtures.tableReadyShaders])
    #expect(config.swiftPaths == [Fixtures.path("TableReady/App")])
    #expect(Workspace(config: config).swift == nil, "no reader, no Swift: the caller reads it")
    #expect(config.expectedFunctionCount == 9)
    #expect(config.maxFileBytes == MetalSourceScanner().maximumFileBytes)
    #expect(config.registry == nil, "TableReady's registry comes from its Swift")
  }

  @Test func aRegistryFileNamedByTheConfigLoadsWithItsOrigins() throws {
    let folder = try TemporaryFolder()
    let registryText = try String(
      contentsOfFile: Fixtures.path("TableReady/registry.json"), encoding: .utf8)
    let registryFile = try folder.write("registry.json", registryText)
    try folder.write("Shaders/A.metal", MetalSnippets.colorEffect("alpha"))
    let file = try folder.write("effectproof.json", "{\"registry\": \"registry.json\"}")
    let config = try EffectProofConfig.load(contentsOf: file)
    let registry = try #require(config.registry)
    #expect(
      registry.warmups.map(\.name) == [
        "feltSurface", "dieMaterial", "cardCurlBend", "cardCurlShade", "cardCurlShadow",
        "cardFlipShading", "wheelArcBlur", "ripple", "linearMotionBlur",
      ])
    let dice = try #require(registry.warmups.first { $0.name == "dieMaterial" })
    #expect(dice.usage == .colorEffect)
    #expect(dice.arguments == [.boundingRect, .color, .color, .floatArray, .float, .float])
    #expect(dice.origin?.file == registryFile)
    #expect(dice.origin?.position.line == 5)
    #expect(dice.origin?.path.description == "$.warmups[1]")
  }

  @Test func swiftPathsResolveBesideTheConfigAndMustExist() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/A.swift", "let x = 1\n")
    try folder.write("Shaders/A.metal", MetalSnippets.colorEffect("alpha"))
    let file = try folder.write("effectproof.json", "{\"swift\": [\"App\"]}")
    let config = try EffectProofConfig.load(contentsOf: file)
    #expect(config.swiftPaths == [folder.url("App")])
    // Swift alone selects the registry proofs over the Shaders folder beside the config.
    #expect(config.shaderPaths == [folder.url("Shaders")])
    #expect(
      try loadError("{\"swift\": [\"Missing\"]}", in: folder)
        == "\(folder.url("effectproof.json")):1:12: $.swift[0]: no such file or folder: \(folder.url("Missing"))"
    )
    #expect(
      try loadError("{\"swift\": []}", in: folder)
        == "\(folder.url("effectproof.json")):1:11: $.swift: expected at least one Swift source file or folder; leave out swift to read none"
    )
    #expect(
      try loadError("{\"swift\": \"App\"}", in: folder)
        == "\(folder.url("effectproof.json")):1:11: $.swift: expected an array, found a string"
    )
    #expect(
      try loadError("{\"swift\": [3]}", in: folder)
        == "\(folder.url("effectproof.json")):1:12: $.swift[0]: expected a string, found a number"
    )
  }

  @Test func anEmptyConfigSelectsNothing() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("effectproof.json", "{}")
    let config = try EffectProofConfig.load(contentsOf: file)
    #expect(config.file == file)
    #expect(config.shaderPaths.isEmpty)
    #expect(!config.checksShaders)
    #expect(config.sections.isEmpty)
    #expect(config.registry == nil)
    #expect(config.expectedFunctionCount == nil)
    #expect(config.maxFileBytes == 8 << 20)
    #expect(ProofCatalogue.proofs(for: config).isEmpty)
  }

  @Test func aRegistryWithoutShadersChecksTheShadersFolder() throws {
    let folder = try TemporaryFolder()
    for text in ["{\"registry\": {\"warmups\": []}}", "{\"expectedFunctionCount\": 1}"] {
      let config = try EffectProofConfig.load(
        contentsOf: try folder.write("effectproof.json", text))
      #expect(config.shaderPaths == [folder.url("Shaders")])
      #expect(ProofCatalogue.proofs(for: config).allSatisfy { $0.id.hasPrefix("registry.") })
    }
  }

  @Test func anEmptyShaderListIsAnError() throws {
    let folder = try TemporaryFolder()
    let description = try loadError("{\"shaders\": []}", in: folder)
    #expect(description.contains("$.shaders: expected at least one Metal source file or folder"))
  }

  /// Each section selects its effect and nothing else; an empty section takes the seed's values.
  @Test func aSectionSelectsItsEffectOnly() throws {
    let folder = try TemporaryFolder()
    for entry in EffectCatalogue.entries {
      let file = try folder.write("effectproof.json", "{\"\(entry.key)\": {}}")
      let config = try EffectProofConfig.load(contentsOf: file)
      #expect(Array(config.sections.keys) == [entry.key])
      #expect(EffectCatalogue.selected(by: config).map(\.key) == [entry.key])
      let ids = ProofCatalogue.proofs(for: config).map(\.id)
      #expect(!ids.isEmpty, "\(entry.key)")
      #expect(
        ids.allSatisfy { id in entry.prefixes.contains { id.hasPrefix($0) } },
        "\(entry.key): \(ids)")
    }
  }

  @Test func theRippleSectionHoldsTheValuesGiven() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("effectproof.json", "{\"ripple\": {\"amplitude\": 4}}")
    let ripple = try #require(
      RippleEntry().section(in: try EffectProofConfig.load(contentsOf: file)))
    #expect(ripple.style.amplitude == 4)
    #expect(ripple.style.speed == RippleStyle.dolly.speed)
  }

  @Test func pathsResolveAgainstTheConfigFolderAndTheRegistryMayBeAFile() throws {
    let folder = try TemporaryFolder()
    try folder.write("Metal/One.metal", MetalSnippets.colorEffect("one"))
    let absolute = try folder.write("Elsewhere/Two.metal", MetalSnippets.colorEffect("two"))
    let registryFile = try folder.write(
      "Config/registries/warmups.json",
      """
      {"warmups": [
        \(MetalSnippets.colorEffectWarmup("one")),
        \(MetalSnippets.colorEffectWarmup("two"))
      ]}
      """)
    let file = try folder.write(
      "Config/effectproof.json",
      """
      {"shaders": ["../Metal/One.metal", "\(absolute)"], "registry": "registries/warmups.json",
       "expectedFunctionCount": 2, "maxFileBytes": 4096}
      """)
    let config = try EffectProofConfig.load(contentsOf: file)
    #expect(config.shaderPaths == [folder.url("Config/../Metal/One.metal"), absolute])
    #expect(config.expectedFunctionCount == 2)
    #expect(config.maxFileBytes == 4096)
    let registry = try #require(config.registry)
    #expect(registry.warmups.map(\.name) == ["one", "two"])
    #expect(registry.warmups.map { $0.origin?.file } == [registryFile, registryFile])
    #expect(registry.warmups.map { $0.origin?.position.line } == [2, 3])
  }

  // MARK: - Unreadable files

  @Test func aMissingFile() throws {
    let folder = try TemporaryFolder()
    let file = folder.url("nothing.json")
    #expect(throws: EffectProofConfigError.unreadable(file: file, reason: "no such file")) {
      try EffectProofConfig.load(contentsOf: file)
    }
    #expect(
      EffectProofConfigError.unreadable(file: file, reason: "no such file").description
        == "\(file): cannot read the config: no such file")
    #expect(try loadError(of: file) == "\(file): cannot read the config: no such file")
  }

  @Test func aFolder() throws {
    let folder = try TemporaryFolder()
    #expect(try loadError(of: folder.path) == "\(folder.path): cannot read the config: is a folder")
  }

  func loadError(of path: String) throws -> String {
    do {
      _ = try EffectProofConfig.load(contentsOf: path)
      Issue.record("expected an error loading \(path)")
      return ""
    } catch {
      return error.description
    }
  }

  // MARK: - Syntax and schema errors

  @Test func malformedJSONNamesLineAndColumn() throws {
    let folder = try TemporaryFolder()
    let description = try loadError(
      """
      {
        "shaders": ["Shaders"]
        "expectedFunctionCount": 9
      }
      """, in: folder)
    let file = folder.url("effectproof.json")
    #expect(
      description == "\(file):3:3: expected ',' or '}' in the object that starts at 1:1, found '\"'"
    )
  }

  @Test func aSyntaxErrorIsKindSyntaxWithTheFile() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("effectproof.json", "{\"shaders\": [\"Shaders\",]}")
    do {
      _ = try EffectProofConfig.load(contentsOf: file)
      Issue.record("expected a syntax error")
    } catch {
      guard case .invalid(let inner) = error else {
        Issue.record("expected .invalid, got \(error)")
        return
      }
      #expect(inner.kind == .syntax)
      #expect(inner.file == file)
      #expect(inner.position.line == 1)
      #expect(inner.position.column == 24)
      #expect(inner.path == nil)
    }
  }

  /// Fuzz regression (`make fuzz`, FuzzEffectProofConfig): an empty file is a syntax error at 1:1.
  /// Reading it through Foundation leaks a 4 KiB buffer on Linux (Fuzz/lsan.supp), not ours.
  @Test func anEmptyFileIsASyntaxErrorAtTheStart() throws {
    let folder = try TemporaryFolder()
    let description = try loadError("", in: folder)
    #expect(
      description == "\(folder.url("effectproof.json")):1:1: expected a value, found end of text")
  }

  @Test func anUnknownKeyIsNamedWithASuggestion() throws {
    let folder = try TemporaryFolder()
    let description = try loadError(
      "{\n  \"expectedFunctionCount\": 9,\n  \"shader\": [\"Shaders\"]\n}", in: folder)
    #expect(
      description
        == "\(folder.url("effectproof.json")):3:3: $.shader: unknown key \"shader\"; allowed keys: shaders, swift, registry, expectedFunctionCount, maxFileBytes, certify, shaderProofs, cards, timing, felt, wheel, curl, ripple, dice (did you mean \"shaders\"?)"
    )
  }

  @Test func anUnrelatedUnknownKeyGetsNoSuggestion() throws {
    let folder = try TemporaryFolder()
    let description = try loadError("{\"colour\": 1}", in: folder)
    #expect(
      description
        == "\(folder.url("effectproof.json")):1:2: $.colour: unknown key \"colour\"; allowed keys: shaders, swift, registry, expectedFunctionCount, maxFileBytes, certify, shaderProofs, cards, timing, felt, wheel, curl, ripple, dice"
    )
  }

  @Test(arguments: [
    ("[1]", "1:1: $: expected an object, found an array"),
    ("{\"shaders\": \"Shaders\"}", "1:13: $.shaders: expected an array, found a string"),
    ("{\"shaders\": [42]}", "1:14: $.shaders[0]: expected a string, found a number"),
    ("{\"shaders\": [\"Shaders\", \"\"]}", "1:25: $.shaders[1]: a shader path must not be empty"),
    (
      "{\"registry\": [1]}",
      "1:14: $.registry: expected a registry object or the path of a registry file, found an array"
    ),
    (
      "{\"registry\": 3}",
      "1:14: $.registry: expected a registry object or the path of a registry file, found a number"
    ),
    (
      "{\"registry\": null}",
      "1:14: $.registry: expected a registry object or the path of a registry file, found null"
    ),
    (
      "{\"expectedFunctionCount\": 2.5}",
      "1:27: $.expectedFunctionCount: expected an integer, found 2.5"
    ),
    (
      "{\"expectedFunctionCount\": -1}",
      "1:27: $.expectedFunctionCount: expected a count of 0 or more, found -1"
    ),
    (
      "{\"expectedFunctionCount\": \"9\"}",
      "1:27: $.expectedFunctionCount: expected a number, found a string"
    ),
    ("{\"maxFileBytes\": 0}", "1:18: $.maxFileBytes: expected a positive byte count, found 0"),
    (
      "{\"maxFileBytes\": -4096}",
      "1:18: $.maxFileBytes: expected a positive byte count, found -4096"
    ),
    ("{\"maxFileBytes\": true}", "1:18: $.maxFileBytes: expected a number, found a boolean"),
    ("{\"registry\": {}}", "1:14: $.registry: missing required key \"warmups\""),
    (
      "{\"registry\": {\"warmup\": []}}",
      "1:15: $.registry.warmup: unknown key \"warmup\"; allowed keys: warmups (did you mean \"warmups\"?)"
    ),
  ])
  func wrongTypes(json: String, expected: String) throws {
    let folder = try TemporaryFolder()
    #expect(try loadError(json, in: folder) == "\(folder.url("effectproof.json")):\(expected)")
  }

  @Test func anExpectedFunctionCountOfZeroIsAllowed() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("effectproof.json", "{\"expectedFunctionCount\": 0}")
    #expect(try EffectProofConfig.load(contentsOf: file).expectedFunctionCount == 0)
  }

  @Test func aShaderPathThatDoesNotExist() throws {
    let folder = try TemporaryFolder()
    let description = try loadError("{\"shaders\": [\"Shaders\", \"Nope/X.metal\"]}", in: folder)
    #expect(
      description
        == "\(folder.url("effectproof.json")):1:25: $.shaders[1]: no such file or folder: \(folder.url("Nope/X.metal"))"
    )
  }

  @Test func aRegistryFileThatDoesNotExist() throws {
    let folder = try TemporaryFolder()
    let description = try loadError("{\n  \"registry\": \"missing.json\"\n}", in: folder)
    #expect(
      description
        == "\(folder.url("effectproof.json")):2:15: $.registry: cannot read the registry file \(folder.url("missing.json")): no such file"
    )
  }

  @Test func anErrorInsideARegistryFileNamesTheRegistryFile() throws {
    let folder = try TemporaryFolder()
    let registry = try folder.write(
      "registry.json",
      "{\"warmups\": [{\"name\": \"\", \"usage\": \"colorEffect\", \"arguments\": []}]}")
    let description = try loadError("{\"registry\": \"registry.json\"}", in: folder)
    #expect(description == "\(registry):1:23: $.warmups[0].name: a warm-up name must not be empty")
  }

  @Test func malformedJSONInsideARegistryFileNamesTheRegistryFile() throws {
    let folder = try TemporaryFolder()
    let registry = try folder.write("registry.json", "{\"warmups\": [}")
    let description = try loadError("{\"registry\": \"registry.json\"}", in: folder)
    #expect(description == "\(registry):1:14: expected a value, found '}'")
  }

  @Test func aBadWarmupInsideAnInlineRegistry() throws {
    let folder = try TemporaryFolder()
    let description = try loadError(
      """
      {
        "registry": {"warmups": [
          {"name": "a", "usage": "colorEffect", "arguments": ["float"]},
          {"name": "b", "usage": "colorEffect", "arguments": ["flot"]}
        ]}
      }
      """, in: folder)
    #expect(
      description
        == "\(folder.url("effectproof.json")):4:57: $.registry.warmups[1].arguments[0]: expected one of float, float2, float3, float4, floatArray, color, colorArray, image, data, boundingRect, found \"flot\" (did you mean \"float\"?)"
    )
  }

  @Test func aBadUsageInsideAnInlineRegistry() throws {
    let folder = try TemporaryFolder()
    let description = try loadError(
      "{\"registry\": {\"warmups\": [{\"name\": \"a\", \"usage\": \"colourEffect\", \"arguments\": []}]}}",
      in: folder)
    #expect(
      description
        == "\(folder.url("effectproof.json")):1:50: $.registry.warmups[0].usage: expected one of colorEffect, distortionEffect, layerEffect, shapeStyle, found \"colourEffect\" (did you mean \"colorEffect\"?)"
    )
  }

  @Test func everyErrorIsOneLine() throws {
    let folder = try TemporaryFolder()
    for json in [
      "{", "{\"shaders\": 1}", "{\"registry\": \"missing.json\"}", "{\"maxFileBytes\": 0.5}",
    ] {
      let description = try loadError(json, in: folder)
      #expect(!description.isEmpty)
      #expect(!description.contains("\n"), "\(description)")
    }
  }
}
