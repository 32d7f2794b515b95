import EffectProofBase
import EffectProofTestSupport
import Foundation
import ShaderRegistry
import Testing

/// The message, position and severity of each seeded problem in `Fixtures/Broken`, one kind at a
/// time, and the malformed files scanned on their own.
@Suite struct BrokenFixtureDetailTests {
  let diagnostics: [Diagnostic]

  init() throws {
    let scan = MetalSourceScanner().scan(paths: RepositoryFixtures.brokenMetalFiles)
    diagnostics = RegistryChecker.check(
      try WarmupRegistry.load(contentsOf: FixturePaths.path("Broken/registry.json")),
      against: scan)
  }

  func only(
    _ kind: RegistryDiagnosticKind, _ function: String, in file: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Diagnostic {
    let matches = diagnostics.filter {
      $0.registryKind == kind && $0.subject == function && $0.fileName == file
    }
    #expect(matches.count == 1, "\(matches)", sourceLocation: sourceLocation)
    return try #require(matches.first, sourceLocation: sourceLocation)
  }

  func scanOne(_ file: String) -> ScanResult {
    MetalSourceScanner().scan(paths: [FixturePaths.path("Broken/" + file)])
  }

  @Test func missingFunctionSuggestsTheNearestDeclaredName() throws {
    let missing = try only(.missingFunction, "feltSurfce", in: "registry.json")
    #expect(
      missing.message
        == "no Metal source declares a [[ stitchable ]] function named 'feltSurfce'; did you mean 'feltSurface'?"
    )
    #expect(missing.place == "3:14")
    #expect(missing.severity == .error)
    #expect(
      missing.labelled
        == FixturePaths.path("Broken/registry.json")
        + ":3:14: error: [missingFunction] " + missing.message)
  }

  @Test func theMisspeltFunctionIsUnregistered() throws {
    let unregistered = try only(.unregisteredFunction, "feltSurface", in: "FeltSurface.metal")
    #expect(unregistered.place == "7:24")
    #expect(unregistered.message.contains("'feltSurface' is [[ stitchable ]] but has no warm-up"))
  }

  @Test func unregisteredFunctionStandsAtItsName() throws {
    let unregistered = try only(
      .unregisteredFunction, "orphanGlow", in: "UnregisteredFunction.metal")
    #expect(unregistered.place == "5:24")
  }

  @Test func aLayerShaderRegisteredAsColorEffectIsAUsageMismatch() throws {
    let mismatch = try only(.usageMismatch, "rippleLayer", in: "UsageMismatch.metal")
    #expect(mismatch.place == "8:24")
    // SwiftUI: "Parameter at index 1: invalid struct type, layer, expected half4" (0-based);
    // every EffectProof message counts from 1, so the same parameter is "parameter 2".
    #expect(mismatch.message.contains("parameter 2"))
    #expect(mismatch.message.contains("'SwiftUI::Layer layer'"))
    #expect(mismatch.message.contains("colorEffect expects half4"))
    #expect(mismatch.message.contains("layerEffect"))
  }

  @Test func aDistortionRegisteredAsShapeStyleIsAUsageMismatch() throws {
    let mismatch = try only(.usageMismatch, "waveWarp", in: "UsageMismatch.metal")
    #expect(mismatch.place == "14:25")
    #expect(mismatch.message.contains("returns float2"))
    #expect(mismatch.message.contains("distortionEffect"))
  }

  @Test func theArticlesRippleWarmupIsACountAndATypeMismatch() throws {
    let count = try only(.argumentCountMismatch, "ripple", in: "ArgumentCountMismatch.metal")
    #expect(count.place == "9:22")
    #expect(
      count.message
        == "the warm-up passes 2 arguments but 'ripple' takes 6 after its layerEffect parameters: [float2, float, float, float, float, float]"
    )
    let type = try only(.argumentTypeMismatch, "ripple", in: "ArgumentCountMismatch.metal")
    #expect(type.place == "12:5")
    #expect(type.message.contains("argument 1 is registered as float"))
    #expect(type.message.contains("'float2 origin'"))
  }

  @Test func tooManyArgumentsIsOnlyACountMismatch() throws {
    let count = try only(.argumentCountMismatch, "fadeEdges", in: "ArgumentCountMismatch.metal")
    #expect(count.place == "25:24")
    #expect(count.message.contains("passes 3 arguments but 'fadeEdges' takes 2"))
    #expect(
      !diagnostics.contains {
        $0.subject == "fadeEdges" && $0.registryKind != .argumentCountMismatch
      })
  }

  @Test func argumentTypeMismatchNamesIndexKindAndParameter() throws {
    let tint = try only(.argumentTypeMismatch, "tintedFelt", in: "ArgumentTypeMismatch.metal")
    #expect(tint.place == "6:80")
    #expect(
      tint.message
        == "argument 2 is registered as float (float), but Metal parameter 4 is 'half4 tint'")
    let matrix = try only(.argumentTypeMismatch, "matrixTint", in: "ArgumentTypeMismatch.metal")
    #expect(matrix.place == "11:65")
    #expect(matrix.message.contains("'float3x3 transform' has a type no Shader.Argument maps to"))
    let images = try only(
      .argumentTypeMismatch, "doubleExposure", in: "ArgumentTypeMismatch.metal")
    #expect(images.place == "16:92")
    #expect(images.message.contains("'texture2d<half> second' is a second image"))
    #expect(!diagnostics.contains { $0.subject == "boundsOnly" })
  }

  @Test func missingCountIsReportedOnceAtThePointer() throws {
    let missing = try only(.missingCount, "diePips", in: "MissingCount.metal")
    #expect(missing.place == "10:5")
    #expect(missing.message.contains("'device const float *pips' (a floatArray)"))
    #expect(diagnostics.filter { $0.subject == "diePips" }.count == 1)
  }

  @Test func duplicateFunctionInTwoFilesPointsAtTheFirst() throws {
    let duplicate = try only(.duplicateFunction, "chipShine", in: "DuplicateFunctionB.metal")
    #expect(duplicate.place == "7:24")
    #expect(
      duplicate.message.contains(
        "is also declared at \(FixturePaths.path("Broken/DuplicateFunctionA.metal")):5:24"))
  }

  @Test func duplicateWarmupPointsAtTheFirst() throws {
    let duplicate = try only(.duplicateFunction, "chipShine", in: "registry.json")
    #expect(duplicate.place == "21:14")
    #expect(
      duplicate.message == "'chipShine' is registered twice; first at $.warmups[10] (line 13)")
  }

  @Test func unterminatedCommentSwallowsTheRestOfTheFile() {
    let result = scanOne("UnterminatedComment.metal")
    #expect(result.names == ["beforeOpenComment"])
    #expect(
      result.diagnostics.map { "\($0.place) \($0.message)" } == ["9:1 unterminated /* comment"])
  }

  @Test func unbalancedParenthesesLoseOnlyTheBrokenFunction() {
    let result = scanOne("UnbalancedParentheses.metal")
    #expect(result.names == ["afterUnclosed"])
    let first = result.diagnostics.first
    #expect(first?.place == "5:42")
    #expect(first?.subject == "unclosedParameters")
    #expect(
      first?.message == "the parameter list of 'unclosedParameters' is not closed before '{'")
  }

  @Test func binaryContentIsOneParseErrorAtTheFirstNul() throws {
    let result = scanOne("Binary.metal")
    let bytes = try #require(
      FileManager.default.contents(atPath: FixturePaths.path("Broken/Binary.metal")))
    #expect(bytes.contains(0))
    #expect(result.functions == [])
    #expect(
      result.diagnostics.map { "\($0.id.name) \($0.place) \($0.message)" } == [
        "parseError 2:24 binary content (a NUL byte); not a Metal source"
      ])
  }

  @Test func invalidUTF8IsAWarningAndTheFileIsStillScanned() {
    let result = scanOne("InvalidUTF8.metal")
    #expect(result.names == ["latin1Shade"])
    #expect(
      result.diagnostics.map { "\($0.severity) \($0.id.name) \($0.place)" } == [
        "warning parseError 1:59"
      ])
  }

  @Test func crlfTabsBomAndNonASCIICommentsScanCleanly() throws {
    let path = FixturePaths.path("Broken/CRLFTabsBOM.metal")
    let bytes = try #require(FileManager.default.contents(atPath: path))
    #expect(Array(bytes.prefix(3)) == [0xEF, 0xBB, 0xBF])
    #expect(bytes.contains(0x09))
    #expect(bytes.contains(0x0D))
    #expect(bytes.contains { $0 >= 0x80 })
    let result = scanOne("CRLFTabsBOM.metal")
    #expect(result.diagnostics == [])
    #expect(
      result.functions.map { "\($0.name) \($0.position)" } == ["crlfTint 6:33", "crlfWarp 12:8"])
    #expect(
      result.functions.map(\.signature) == [
        "half4 crlfTint(float2 position, half4 color, float amount)",
        "float2 crlfWarp(float2 position, float amount)",
      ])
    let registry = WarmupRegistry([
      Warmup(name: "crlfTint", usage: .colorEffect, arguments: [.float]),
      Warmup(name: "crlfWarp", usage: .distortionEffect, arguments: [.float]),
    ])
    #expect(RegistryChecker.check(registry, against: result) == [])
  }

  @Test func ifZeroHidesFunctionsAndItsElseIsActive() {
    let result = scanOne("IfZero.metal")
    #expect(result.names == ["elseBranchShade"])
    #expect(result.diagnostics == [])
  }

  @Test func literalsAndCommentsHideStitchableText() {
    let result = scanOne("StringAndComment.metal")
    #expect(result.names == ["literalSurvivor"])
    #expect(result.diagnostics == [])
  }
}
