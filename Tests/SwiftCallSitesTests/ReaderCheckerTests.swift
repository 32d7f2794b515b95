import ShaderRegistry
import SwiftCallSites
import Testing

/// The checker reports each mistake at the Swift place the reader recorded.
@Suite struct ReaderCheckerTests {
  static let metal = """
    #include <metal_stdlib>
    #include <SwiftUI/SwiftUI_Metal.h>
    using namespace metal;
    [[ stitchable ]] half4 glow(float2 position, half4 color, float radius) { return color; }
    [[ stitchable ]] float2 wave(float2 position, float amplitude) { return position; }
    [[ stitchable ]] half4 blur(float2 position, SwiftUI::Layer layer, float2 direction) { return layer.sample(position); }
    """

  static let factories = """
    enum Fx {
      static func glow() -> Shader { ShaderLibrary.glow(.float(1)) }
      static func wave() -> Shader { ShaderLibrary.wave(.float(2)) }
      static func blur() -> Shader { ShaderLibrary.blur(.float2(1, 0)) }
    }
    """

  /// `kind function file:line:column severity`, in the checker's order.
  static func check(_ swift: String) -> [String] {
    let model = ReaderProbe.read(files: [("Fx.swift", factories), ("A.swift", swift)])
    let scan = MetalSourceScanner().scan(source: metal, file: "S.metal")
    return RegistryChecker.check(nil, swift: model, against: scan).map {
      let place = $0.position.map { "\($0.line):\($0.column)" } ?? "-"
      return "\($0.id.name) \($0.subject ?? "-") \($0.file ?? "-"):\(place) \($0.severity)"
    }
  }

  @Test func correctSwiftGivesNothing() {
    let swift = """
      struct V: View {
        var body: some View {
          Text("x")
            .colorEffect(Fx.glow())
            .distortionEffect(Fx.wave(), maxSampleOffset: .zero)
            .layerEffect(Fx.blur(), maxSampleOffset: .zero)
        }
      }
      """
    #expect(Self.check(swift) == [])
  }

  @Test func aMissingFunctionAtItsName() {
    let diagnostics = Self.check("let s = Text(\"x\").colorEffect(ShaderLibrary.glwo(.float(1)))\n")
    #expect(diagnostics == ["missingFunction glwo A.swift:1:45 error"])
  }

  @Test func aWrongArgumentCountAtTheCall() {
    let diagnostics = Self.check(
      "let s = Text(\"x\").colorEffect(ShaderLibrary.glow(.float(1), .float(2)))\n")
    #expect(diagnostics == ["argumentCountMismatch glow A.swift:1:31 error"])
  }

  @Test func aWrongArgumentKindAtTheArgument() {
    let diagnostics = Self.check(
      "let s = Text(\"x\").layerEffect(ShaderLibrary.blur(.float(1)), maxSampleOffset: .zero)\n")
    #expect(diagnostics == ["argumentTypeMismatch blur A.swift:1:50 error"])
  }

  @Test func aWrongUsageAtTheModifierAndAtTheWarmup() {
    let swift = """
      let s = Text("x").colorEffect(Fx.wave())
      func warm() async throws {
        try await Fx.blur().compile(as: .colorEffect)
      }
      """
    // The missing warm-ups stand at the one warm-up there is, its compile(as:) call.
    #expect(
      Self.check(swift) == [
        "usageMismatch wave A.swift:1:19 error",
        "unregisteredFunction glow A.swift:3:13 error",
        "unregisteredFunction wave A.swift:3:13 error",
        "usageMismatch blur A.swift:3:35 error",
      ])
  }

  @Test func warmupsMakeTheOthersUnregistered() {
    let swift = """
      let warmups = [(Fx.glow(), Shader.UsageType.colorEffect)]
      func warm() async throws {
        for (shader, usage) in warmups { try await shader.compile(as: usage) }
      }
      """
    // At the list's `[`, where the entries are missing.
    #expect(
      Self.check(swift) == [
        "unregisteredFunction wave A.swift:1:15 error",
        "unregisteredFunction blur A.swift:1:15 error",
      ])
  }

  @Test func anUnresolvedCallSiteIsAWarningOfTheCheck() {
    let swift =
      "func f(_ n: String) -> some View { Text(\"x\").colorEffect(ShaderLibrary.default[dynamicMember: n]()) }\n"
    #expect(Self.check(swift) == ["unresolvedCallSite - A.swift:1:95 warning"])
  }
}
