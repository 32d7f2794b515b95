import ShaderRegistry
import Testing

/// The SwiftUI usage a signature fits, and the ambiguous `half4` second parameter that only a
/// registry settles.
@Suite struct UsageInferenceTests {
  func candidates(_ signature: String) throws -> [ShaderUsage] {
    SignatureAnalysis(try onlyFunction(in: "[[ stitchable ]] \(signature) {}")).candidateUsages
  }

  @Test(arguments: [
    (
      "half4 f(float2 position, half4 color, float amount)", [ShaderUsage.colorEffect, .shapeStyle]
    ),
    ("half4 f(float2 position, half4 color)", [.colorEffect, .shapeStyle]),
    ("float2 f(float2 position, float amount)", [.distortionEffect]),
    ("float2 f(float2 position)", [.distortionEffect]),
    ("half4 f(float2 position, SwiftUI::Layer layer, float amount)", [.layerEffect]),
    ("half4 f(float2 position, SwiftUI::Layer layer)", [.layerEffect]),
    ("half4 f(float2 position, float4 bounds)", [.shapeStyle]),
    ("half4 f(float2 position)", [.shapeStyle]),
    ("metal::half4 f(metal::float2 position, metal::half4 color)", [.colorEffect, .shapeStyle]),
    ("float4 f(float2 position, half4 color)", []),
    ("half4 f(float position, half4 color)", []),
    ("half4 f(device const float2 *position)", []),
    ("half4 f()", []),
  ])
  func candidateUsages(signature: String, expected: [ShaderUsage]) throws {
    #expect(try candidates(signature) == expected)
  }

  static let ambiguous =
    "[[ stitchable ]] half4 stripes(float2 position, half4 tint, float width) { return tint; }"

  @Test func withoutARegistryAHalf4SecondParameterReadsAsColorEffect() throws {
    let analysis = SignatureAnalysis(try onlyFunction(in: Self.ambiguous))
    #expect(analysis.usage(declared: nil) == .colorEffect)
    #expect(analysis.slots(for: .colorEffect).map(\.kind) == [.float])
    #expect(check(Self.ambiguous, nil) == [])
  }

  @Test func theRegistrySettlesShapeStyleWithAColorFirstArgument() throws {
    let analysis = SignatureAnalysis(try onlyFunction(in: Self.ambiguous))
    #expect(analysis.usage(declared: .shapeStyle) == .shapeStyle)
    #expect(analysis.slots(for: .shapeStyle).map(\.kind) == [.color, .float])
    let asShape = [Warmup(name: "stripes", usage: .shapeStyle, arguments: [.color, .float])]
    #expect(check(Self.ambiguous, asShape) == [])
  }

  @Test func theRegistrySettlesColorEffect() {
    let asColor = [Warmup(name: "stripes", usage: .colorEffect, arguments: [.float])]
    #expect(check(Self.ambiguous, asColor) == [])
  }

  @Test func theWrongReadingOfTheAmbiguousSignatureIsReported() {
    let shapeArgumentsAsColor = [
      Warmup(name: "stripes", usage: .colorEffect, arguments: [.color, .float])
    ]
    #expect(
      check(Self.ambiguous, shapeArgumentsAsColor) == [
        "argumentCountMismatch stripes 1:24", "argumentTypeMismatch stripes 1:61",
      ])
    let colorArgumentsAsShape = [Warmup(name: "stripes", usage: .shapeStyle, arguments: [.float])]
    #expect(
      check(Self.ambiguous, colorArgumentsAsShape) == [
        "argumentCountMismatch stripes 1:24", "argumentTypeMismatch stripes 1:49",
      ])
  }

  @Test(arguments: [ShaderUsage.colorEffect, .shapeStyle, .distortionEffect])
  func aLayerEffectRegisteredOtherwiseIsAUsageMismatch(usage: ShaderUsage) {
    let source =
      "[[ stitchable ]] half4 layered(float2 position, SwiftUI::Layer layer) { return layer.sample(position); }"
    let result = check(source, [Warmup(name: "layered", usage: usage, arguments: [])])
    #expect(result == ["usageMismatch layered 1:24"])
  }

  @Test func usageMismatchMessages() throws {
    let layer = try onlyFunction(
      in: "[[ stitchable ]] half4 ripple(float2 position, SwiftUI::Layer layer, float time) {}")
    let analysis = SignatureAnalysis(layer)
    #expect(analysis.mismatchReason(declared: .layerEffect) == nil)
    let reason = try #require(analysis.mismatchReason(declared: .colorEffect))
    #expect(reason.contains("parameter 2 is 'SwiftUI::Layer layer'"))
    #expect(reason.contains("colorEffect expects half4"))
    let warp = SignatureAnalysis(try onlyFunction(in: "[[ stitchable ]] float2 warp(float2 p) {}"))
    #expect(
      warp.mismatchReason(declared: .colorEffect)
        == "registered as colorEffect, which needs a half4 result, but 'warp' returns float2 (a distortionEffect)"
    )
  }

  @Test func aSignatureNoUsageFitsIsReportedWithoutARegistry() {
    #expect(
      check("[[ stitchable ]] float bad(float2 position) {}", nil) == ["usageMismatch bad 1:24"])
    #expect(
      check("[[ stitchable ]] half4 noPosition(half4 color) {}", nil) == [
        "usageMismatch noPosition 1:24"
      ])
    #expect(check("[[ stitchable ]] half4 empty() {}", nil) == ["usageMismatch empty 1:24"])
  }

  @Test func unusableReasons() throws {
    let empty = SignatureAnalysis(try onlyFunction(in: "[[ stitchable ]] half4 empty() {}"))
    #expect(empty.unusableReason?.contains("takes no parameters") == true)
    let scalar = SignatureAnalysis(try onlyFunction(in: "[[ stitchable ]] float bad(float2 p) {}"))
    #expect(scalar.unusableReason?.contains("returns float") == true)
    let fine = SignatureAnalysis(try onlyFunction(in: "[[ stitchable ]] half4 ok(float2 p) {}"))
    #expect(fine.unusableReason == nil)
  }

  /// The scanner's and the runtime's messages number a signature's parameters alike, from 1
  /// (issue 27): the second parameter is "parameter 2" in both.
  @Test func signatureMessagesCountParametersFromOne() throws {
    let glow = try onlyFunction(
      in: "[[ stitchable ]] half4 glow(float2 position, SwiftUI::Layer layer) {}")
    let scanner = SignatureAnalysis(glow).mismatchReason(declared: .colorEffect) ?? ""
    #expect(scanner.contains("but parameter 2 is 'SwiftUI::Layer layer'"), "\(scanner)")
    let runtime = glow.leadingProblem(for: .colorEffect) ?? ""
    #expect(runtime.contains("glow's parameter 2 is SwiftUI::Layer layer"), "\(runtime)")
    #expect(glow.parameterNumber(of: glow.parameters[1]) == 2)
    let flat = try onlyFunction(in: "[[ stitchable ]] half4 flat(float x) {}")
    let reason = SignatureAnalysis(flat).unusableReason ?? ""
    #expect(reason.hasPrefix("parameter 1 of 'flat' is 'float x'"), "\(reason)")
  }
}
