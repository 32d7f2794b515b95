import EffectProofBase
import ShaderRegistry
import SwiftCallSites
import Testing

/// A stitchable function the app's warm-ups leave out is reported at the app's Swift: at the
/// warm-up list, where its entry is missing, naming the Swift that uses the shader.
@Suite struct MissingWarmupTests {
  static let metal = """
    [[ stitchable ]] half4 glow(float2 position, half4 color, float radius) { return color; }
    [[ stitchable ]] float2 wave(float2 position, float amplitude) { return position; }
    [[ stitchable ]] half4 dots(float2 position, float size) { return half4(1.0h); }
    """

  static let factories = """
    enum Fx {
      static func glow() -> Shader { ShaderLibrary.glow(.float(1)) }
      static func wave() -> Shader { ShaderLibrary.wave(.float(2)) }
    }
    """

  static func unregistered(_ files: [(String, String)]) -> [Diagnostic] {
    let model = ReaderProbe.read(files: [("Fx.swift", factories)] + files)
    let scan = MetalSourceScanner().scan(source: metal, file: "S.metal")
    return RegistryChecker.check(nil, swift: model, against: scan).filter {
      $0.registryKind == .unregisteredFunction
    }
  }

  static func row(_ diagnostic: Diagnostic) -> String {
    "\(diagnostic.subject ?? "-") \(diagnostic.file ?? "-"):\(diagnostic.position.map { "\($0.line):\($0.column)" } ?? "-")"
  }

  /// The list in a local `let` inside a function; the message names the modifier that applies
  /// the shader and the Metal declaration.
  @Test func atTheListNamingTheUse() throws {
    let diagnostics = Self.unregistered([
      (
        "Warm.swift",
        """
        func warm() async {
          let list = [(shader: Fx.glow(), usage: Shader.UsageType.colorEffect)]
          for w in list { try? await w.shader.compile(as: w.usage) }
        }
        """
      ),
      (
        "View.swift",
        "let v = Text(\"x\")\n  .distortionEffect(Fx.wave(), maxSampleOffset: .zero)\n"
      ),
    ])
    #expect(diagnostics.map(Self.row) == ["wave Warm.swift:2:14", "dots Warm.swift:2:14"])
    #expect(
      diagnostics.map(\.message) == [
        "'wave' (S.metal:2) is not among the app's warm-ups here, so it compiles on first use; it is used at View.swift:2:4 (.distortionEffect)",
        "'dots' (S.metal:3) is not among the app's warm-ups here, so it compiles on first use; no Swift read here uses it",
      ])
  }

  /// With two lists, the larger one is the app's warm-up list; a function only called (used by
  /// no modifier) is named by its call.
  @Test func atTheLargerListNamingTheCall() {
    let diagnostics = Self.unregistered([
      (
        "A.swift",
        "func one() async throws { try await Fx.glow().compile(as: .colorEffect) }\n"
      ),
      (
        "B.swift",
        """
        enum Warmups {
          static let all: [(Shader, Shader.UsageType)] = [
            (Fx.glow(), .colorEffect), (Fx.glow(), .shapeStyle),
          ]
          static func run() async { for (s, u) in all { try? await s.compile(as: u) } }
        }
        let d = ShaderLibrary.dots(.float(3))
        """
      ),
    ])
    #expect(diagnostics.map(Self.row) == ["wave B.swift:2:50", "dots B.swift:2:50"])
    #expect(diagnostics.last?.message.hasSuffix("it is called at B.swift:7:23") == true)
  }

  /// No warm-up at all: nothing is reported, as before.
  @Test func withoutWarmupsNothingIsMissing() {
    #expect(Self.unregistered([("A.swift", "let v = Text(\"x\").colorEffect(Fx.glow())\n")]) == [])
  }
}
