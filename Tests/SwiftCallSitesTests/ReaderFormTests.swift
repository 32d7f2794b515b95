import ShaderRegistry
import SwiftCallSites
import Testing

/// Forms a mutation audit found untested: `??` in a factory, the `strokeBorder`, `background`
/// and `backgroundStyle` shape styles, `SwiftUI.Shader.UsageType`, and a warm-up list bound by a
/// local `let` in a function. Each test fails when the reader's handling of its form is removed.
@Suite struct ReaderFormTests {
  static let factories = """
    enum Fx {
      static func glow() -> Shader { ShaderLibrary.glow(.float(1)) }
      static func wave() -> Shader { ShaderLibrary.wave(.float(2)) }
    }
    """

  static func read(_ source: String) -> SwiftShaderModel {
    ReaderProbe.read(files: [("Fx.swift", factories), ("A.swift", source)])
  }

  /// Both sides of `??` are followed: the optional a caller passes, and the fallback.
  @Test func aNilCoalescingFactory() {
    let model = Self.read(
      """
      enum Looks {
        static var custom: Shader? { nil }
        static var tint: Shader { custom ?? ShaderLibrary.stripes(.float(4)) }
        static func pick(_ warm: Bool) -> Shader { (warm ? nil : Fx.glow()) ?? Fx.wave() }
      }
      let a = Text("x").colorEffect(Looks.tint)
      let b = Text("x").colorEffect(Looks.pick(true))
      """)
    #expect(
      model.uses.map { $0.callSites.map { model.callSites[$0].function ?? "?" } } == [
        ["stripes"], ["glow", "wave"],
      ])
    #expect(ReaderProbe.diagnostics(model) == [])
  }

  @Test(arguments: ["strokeBorder", "background", "backgroundStyle"])
  func aShapeStyleModifier(modifier: String) {
    let model = Self.read("let v = Circle().\(modifier)(Fx.glow())\n")
    #expect(ReaderProbe.uses(model) == ["shapeStyle shapeStyle A.swift:1:18 -> [0]"])
  }

  /// The same modifiers with a colour, a material or a view builder use no shader.
  @Test(arguments: [
    "strokeBorder(.red, lineWidth: 2)", "background(.blue)", "background { Color.red }",
    "background(alignment: .top) { Fx.glow() }", "backgroundStyle(.thinMaterial)",
  ])
  func aShapeStyleModifierWithoutAShader(call: String) {
    let model = Self.read("let v = Circle().\(call)\n")
    #expect(model.uses.isEmpty)
    #expect(ReaderProbe.diagnostics(model) == [])
  }

  @Test(arguments: ["SwiftUI.Shader.UsageType.layerEffect", "Shader.UsageType.layerEffect"])
  func aUsageSpeltWithItsType(usage: String) {
    let model = Self.read(
      "func warm() async throws { try await Fx.glow().compile(as: \(usage)) }\n")
    #expect(model.warmups.map(\.usage) == [.layerEffect])
    #expect(ReaderProbe.diagnostics(model) == [])
  }

  /// A list bound by a local `let` inside the function that loops over it; the list's `[` is
  /// where a missing warm-up belongs.
  @Test func aWarmupListBoundByALocalLet() {
    let model = Self.read(
      """
      enum Warmups {
        static func run() async {
          let list: [(Shader, SwiftUI.Shader.UsageType)] = [
            (Fx.glow(), .colorEffect),
            (Fx.wave(), .distortionEffect),
          ]
          for (shader, usage) in list { try? await shader.compile(as: usage) }
        }
      }
      """)
    #expect(
      ReaderProbe.uses(model) == [
        "warmup colorEffect A.swift:4:19 -> [0]", "warmup distortionEffect A.swift:5:19 -> [1]",
      ])
    #expect(
      model.warmups.map { $0.listLocation.map(ReaderProbe.place) } == [
        "A.swift:3:54", "A.swift:3:54",
      ])
    #expect(ReaderProbe.diagnostics(model) == [])
  }
}
