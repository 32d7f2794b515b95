import EffectProofBase
import EffectProofTestSupport
import Foundation
import ShaderRegistry
import SwiftCallSites
import Testing

/// `Fixtures/TableReady/App`, the article's app side, read as the gate reads it: it derives the
/// hand-written registry exactly, passes clean, and each plausible mistake seeded into its Swift
/// (in memory; the files are not touched) is caught at the Swift line that makes it.
@Suite struct TableReadyAppTests {
  static let app = RepositoryFixtures.path("TableReady/App")
  static let shaders = RepositoryFixtures.path("TableReady/Shaders")
  static let scan = MetalSourceScanner().scan(paths: [shaders])

  /// The app's files as `(file, text)`, with `edit` applied to the one whose name ends `file`.
  static func sources(editing file: String? = nil, _ edit: (String) -> String = { $0 }) throws
    -> [(file: String, text: String)]
  {
    let names = try FileManager.default.contentsOfDirectory(atPath: app).filter {
      $0.hasSuffix(".swift")
    }.sorted()
    return try names.map { name in
      let path = app + "/" + name
      let text = try String(contentsOfFile: path, encoding: .utf8)
      return (path, name == file ? edit(text) : text)
    }
  }

  /// The diagnostics after replacing `old` with `new` in `file`; the replacement must happen.
  static func diagnostics(in file: String, replacing old: String, with new: String) throws
    -> [Diagnostic]
  {
    var replaced = false
    let sources = try sources(editing: file) { text in
      replaced = text.contains(old)
      return text.replacingOccurrences(of: old, with: new)
    }
    #expect(replaced, "the mutation found nothing to replace in \(file): \(old)")
    let model = SwiftShaderReader().read(sources: sources)
    return RegistryChecker.check(nil, swift: model, against: scan)
  }

  static func line(of text: String, in file: String) throws -> Int {
    let contents = try String(contentsOfFile: app + "/" + file, encoding: .utf8)
    let lines = contents.components(separatedBy: "\n")
    return try #require(lines.firstIndex { $0.contains(text) }) + 1
  }

  @Test func theDerivedRegistryIsTheHandWrittenOne() throws {
    let model = SwiftShaderReader().read(paths: [Self.app])
    let derived = WarmupRegistry(derivedFrom: model)
    let handWritten = try WarmupRegistry.load(
      contentsOf: RepositoryFixtures.path("TableReady/registry.json"))
    let strip = { (registry: WarmupRegistry) in
      registry.warmups.map { "\($0.name) \($0.usage) \($0.arguments)" }
    }
    #expect(strip(derived) == strip(handWritten))
    #expect(derived.warmups.count == 9)
  }

  @Test func theAppPassesCleanWithAndWithoutTheRegistry() throws {
    let model = SwiftShaderReader().read(paths: [Self.app])
    #expect(RegistryChecker.check(nil, swift: model, against: Self.scan).map(\.description) == [])
    let registry = try WarmupRegistry.load(
      contentsOf: RepositoryFixtures.path("TableReady/registry.json"))
    #expect(
      RegistryChecker.check(registry, swift: model, against: Self.scan).map(\.description) == [])
  }

  @Test func everyCallSiteModifierAndWarmupIsFollowed() throws {
    let model = SwiftShaderReader().read(paths: [Self.app])
    #expect(model.callSites.count == 9)
    #expect(model.callSites.allSatisfy { $0.isResolved })
    #expect(model.uses.filter { $0.kind == .modifier }.count == 10)
    #expect(model.warmups.count == 9)
    // Each warm-up is listed under the name of the function its shader calls.
    for warmup in model.warmups {
      let functions = warmup.callSites.compactMap { model.callSites[$0].function }
      let listed = [warmup.listedName].compactMap { $0 }
      #expect(functions == listed, "\(warmup.location)")
    }
    // The ball and the wheel share one call site through one factory.
    let wheel = try #require(model.callSites.firstIndex { $0.function == "wheelArcBlur" })
    #expect(model.uses.filter { $0.kind == .modifier && $0.callSites == [wheel] }.count == 2)
    // The dice's offset is a constant the reader evaluates; the curl's is computed.
    let offsets = model.uses.compactMap(\.maxSampleOffset)
    let dice = try #require(offsets.first { $0.text == "DieThrow.maxSampleOffset" })
    #expect(dice.width == 10 && dice.height == 10)
    let curl = try #require(offsets.first { $0.text == "curl.maxSampleOffset" })
    #expect(curl.width == nil && curl.height == nil)
  }

  // MARK: - Seeded mistakes: each must fail, at the Swift line that makes it.

  @Test func aWrongArgumentKindInTheFactoryIsCaughtAtTheArgument() throws {
    let diagnostics = try Self.diagnostics(
      in: "TableShaders.swift", replacing: ".color(shadow), .float(shade)",
      with: ".color(shadow), .float2(shade, shade)")
    #expect(diagnostics.map(\.registryKind) == [.argumentTypeMismatch])
    let line = try Self.line(of: "ShaderLibrary.feltSurface", in: "TableShaders.swift")
    #expect(diagnostics.first?.position?.line == line)
    #expect(diagnostics.first?.file?.hasSuffix("App/TableShaders.swift") == true)
  }

  @Test func aDroppedArgumentIsCaughtAtTheCall() throws {
    let diagnostics = try Self.diagnostics(
      in: "TableShaders.swift", replacing: "            .float(style.speed)\n", with: "")
    #expect(diagnostics.map(\.registryKind) == [.argumentCountMismatch])
    #expect(diagnostics.first?.subject == "ripple")
  }

  @Test func twoSwappedArgumentsAreBothCaught() throws {
    let diagnostics = try Self.diagnostics(
      in: "TableShaders.swift", replacing: ".boundingRect,\n            .color(face),",
      with: ".color(face),\n            .boundingRect,")
    #expect(diagnostics.map(\.registryKind) == [.argumentTypeMismatch, .argumentTypeMismatch])
    #expect(Set(diagnostics.compactMap(\.subject)) == ["dieMaterial"])
  }

  @Test func aMisspeltFunctionIsCaughtAtItsName() throws {
    let diagnostics = try Self.diagnostics(
      in: "TableShaders.swift", replacing: "ShaderLibrary.cardFlipShading(",
      with: "ShaderLibrary.cardFlipShade(")
    // The misspelt call, and the real function now has no warm-up.
    #expect(
      diagnostics.compactMap(\.registryKind).sorted { $0.rawValue < $1.rawValue } == [
        .missingFunction, .unregisteredFunction,
      ])
    let missing = try #require(diagnostics.first { $0.registryKind == .missingFunction })
    #expect(missing.message.hasSuffix("did you mean 'cardFlipShading'?"))
    #expect(missing.position?.column == 23)
  }

  @Test func aWrongModifierIsCaughtAtTheModifier() throws {
    let diagnostics = try Self.diagnostics(
      in: "CardCurlEffect.swift", replacing: ".colorEffect(TableShaders.cardCurlShadow(curl)",
      with: ".colorEffect(TableShaders.cardCurlBend(curl)")
    // The bend applied as a colour effect; the shadow is still warmed up, so no other finding.
    #expect(diagnostics.map(\.registryKind) == [.usageMismatch])
    #expect(diagnostics.first?.file?.hasSuffix("App/CardCurlEffect.swift") == true)
  }

  @Test func aWarmupWithTheWrongUsageIsCaughtAtTheWarmup() throws {
    let diagnostics = try Self.diagnostics(
      in: "TableShaders+Warmups.swift",
      replacing: "shader: cardCurlBend(curl), usage: .distortionEffect",
      with: "shader: cardCurlBend(curl), usage: .colorEffect")
    #expect(diagnostics.map(\.registryKind) == [.usageMismatch])
    #expect(diagnostics.first?.file?.hasSuffix("App/TableShaders+Warmups.swift") == true)
  }

  @Test func aShaderLeftOutOfTheWarmupsIsUnregistered() throws {
    let diagnostics = try Self.diagnostics(
      in: "TableShaders+Warmups.swift",
      replacing:
        "            Warmup(name: \"ripple\", shader: ripple(origin: .zero, elapsed: 0, style: .dolly), usage: .layerEffect),\n",
      with: "")
    #expect(diagnostics.map(\.registryKind) == [.unregisteredFunction])
    #expect(diagnostics.first?.subject == "ripple")
    // At the app's warm-up list, where the entry is missing, naming the modifier that uses it.
    let ripple = try #require(diagnostics.first)
    #expect(ripple.file?.hasSuffix("App/TableShaders+Warmups.swift") == true)
    #expect(ripple.message.contains("; it is used at "))
    #expect(ripple.message.contains("App/RouletteDollyRipple.swift:41:"))
  }
}
