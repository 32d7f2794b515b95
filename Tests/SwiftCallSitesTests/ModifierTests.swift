import ShaderRegistry
import SwiftCallSites
import Testing

/// Modifiers and shape styles give the usage at their name, with `maxSampleOffset:` as written.
@Suite struct ModifierTests {
  /// `Fx.s()` builds call site 0; `body` is the modifier chain under test, one modifier a line
  /// from line 11.
  static func read(_ modifiers: [String]) -> SwiftShaderModel {
    let source = """
      enum Fx {
        static let w: CGFloat = 10
        static let pad = CGSize(width: 12, height: 3)
        static let wide = CGSize(width: w, height: 4)
        static func s() -> Shader { ShaderLibrary.s(.float(1)) }
      }
      struct V: View {
        let on: Bool
        var body: some View {
          Text("x")
      \(modifiers.map { "      ." + $0 }.joined(separator: "\n"))
        }
      }
      """
    return ReaderProbe.read(source)
  }

  static func onlyUse(_ modifier: String) -> String? {
    let model = read([modifier])
    return model.uses.count == 1 ? ReaderProbe.use(model.uses[0]) : "\(model.uses.count) uses"
  }

  @Test func colorEffect() {
    let model = Self.read(["colorEffect(Fx.s())"])
    #expect(ReaderProbe.sites(model) == ["s A.swift:5:45 call 5:31 [float]"])
    #expect(ReaderProbe.uses(model) == ["modifier colorEffect A.swift:11:8 -> [0]"])
    #expect(model.diagnostics.isEmpty)
  }

  @Test func colorEffectIsEnabled() {
    #expect(
      Self.onlyUse("colorEffect(Fx.s(), isEnabled: on)")
        == "modifier colorEffect A.swift:11:8 -> [0]")
  }

  @Test func distortionEffectWithZero() {
    #expect(
      Self.onlyUse("distortionEffect(Fx.s(), maxSampleOffset: .zero)")
        == "modifier distortionEffect A.swift:11:8 -> [0] offset '.zero' 11:50 0.0x0.0")
  }

  @Test func layerEffectWithASizeAndIsEnabled() {
    #expect(
      Self.onlyUse(
        "layerEffect(Fx.s(), maxSampleOffset: CGSize(width: 12, height: 3), isEnabled: on)")
        == "modifier layerEffect A.swift:11:8 -> [0] offset 'CGSize(width: 12, height: 3)' 11:45 12.0x3.0"
    )
  }

  @Test func sampleOffsetValues() {
    let cases: [(String, String)] = [
      ("CGSize.zero", "0.0x0.0"),
      ("Fx.pad", "12.0x3.0"),
      ("Fx.wide", "10.0x4.0"),
      (".init(width: 2, height: -5.5)", "2.0x-5.5"),
      ("CGSize(width: 1_000, height: 0x10)", "1000.0x16.0"),
      ("curl.maxSampleOffset", "nilxnil"),
      ("CGSize(width: w, height: 1)", "nilxnil"),
    ]
    for (expression, value) in cases {
      #expect(
        Self.onlyUse("layerEffect(Fx.s(), maxSampleOffset: \(expression))")
          == "modifier layerEffect A.swift:11:8 -> [0] offset '\(expression)' 11:45 \(value)")
    }
  }

  @Test func aNonStaticOffsetKeepsItsText() {
    let model = Self.read(["distortionEffect(Fx.s(), maxSampleOffset: curl.maxSampleOffset)"])
    let offset = model.uses.first?.maxSampleOffset
    #expect(offset?.text == "curl.maxSampleOffset")
    #expect(offset?.width == nil)
    #expect(offset?.height == nil)
    #expect(offset?.isStatic == false)
    #expect(offset.map { ReaderProbe.place($0.location) } == "A.swift:11:50")
  }

  @Test func aMultiLineOffsetIsKeptOnOneLine() {
    let model = Self.read([
      "layerEffect(Fx.s(), maxSampleOffset: CGSize(\n  width: 4,\n  height: 5\n))"
    ])
    #expect(
      ReaderProbe.uses(model) == [
        "modifier layerEffect A.swift:11:8 -> [0] offset 'CGSize(width: 4, height: 5)' 11:45 4.0x5.0"
      ])
  }

  @Test func aConstantInTheViewsOwnType() {
    let source = """
      struct V: View {
        static let offset = CGSize(width: 7, height: 8)
        var body: some View {
          Text("x").distortionEffect(ShaderLibrary.d(), maxSampleOffset: Self.offset)
            .layerEffect(ShaderLibrary.l(), maxSampleOffset: V.offset)
        }
      }
      """
    let model = ReaderProbe.read(source)
    #expect(
      ReaderProbe.uses(model).sorted() == [
        "modifier distortionEffect A.swift:4:15 -> [0] offset 'Self.offset' 4:68 7.0x8.0",
        "modifier layerEffect A.swift:5:8 -> [1] offset 'V.offset' 5:56 7.0x8.0",
      ])
  }

  /// A stored `var` is not a constant, whatever it starts as: a `@State` radius, a `static var`
  /// or a local `var` may change, so an offset built from one is not static. A computed
  /// property with one result still is.
  @Test func aStoredVariableIsNotAConstant() {
    let source = """
      struct V: View {
        @State private var radius = 40.0
        static var reach = CGSize(width: 5, height: 5)
        var fixed: CGSize { CGSize(width: 3, height: 3) }
        var body: some View {
          var local = 2.0
          Text("x").layerEffect(ShaderLibrary.a(), maxSampleOffset: CGSize(width: radius, height: radius))
            .layerEffect(ShaderLibrary.b(), maxSampleOffset: Self.reach)
            .layerEffect(ShaderLibrary.c(), maxSampleOffset: CGSize(width: local, height: 1))
            .layerEffect(ShaderLibrary.d(), maxSampleOffset: fixed)
        }
      }
      """
    let model = ReaderProbe.read(source)
    let offsets = model.uses.compactMap(\.maxSampleOffset).map { "\($0.text): \($0.isStatic)" }
    #expect(
      offsets == [
        "CGSize(width: radius, height: radius): false", "Self.reach: false",
        "CGSize(width: local, height: 1): false", "fixed: true",
      ])
  }

  /// A `View` extension that wraps a modifier calls it with an implicit self.
  @Test func aModifierWithAnImplicitSelf() {
    let source = """
      public extension View {
          func pixellate(size: CGFloat) -> some View {
              layerEffect(ShaderLibrary.bundle(.module).pixellate(.float(size)), maxSampleOffset: .zero)
          }
          func tinted() -> some View { colorEffect(ShaderLibrary.tint()) }
      }
      """
    let model = ReaderProbe.read(source)
    #expect(
      ReaderProbe.uses(model) == [
        "modifier layerEffect A.swift:3:9 -> [0] offset '.zero' 3:93 0.0x0.0",
        "modifier colorEffect A.swift:5:34 -> [1]",
      ])
  }

  @Test func aShaderKeptInALocalOfTheBody() {
    let source = """
      enum Fx { static func s(_ v: Double) -> Shader { ShaderLibrary.s(.float(v)) } }
      struct V: View {
        var body: some View {
          let shader = Fx.s(2)
          Text("x").colorEffect(shader)
        }
      }
      """
    let model = ReaderProbe.read(source)
    #expect(ReaderProbe.sites(model) == ["s A.swift:1:64 call 1:50 [float]"])
    #expect(ReaderProbe.uses(model) == ["modifier colorEffect A.swift:5:15 -> [0]"])
    #expect(model.diagnostics.isEmpty)
  }

  @Test func insideVisualEffect() {
    let source = """
      struct V: View {
        var body: some View {
          Text("x")
            .visualEffect { effect, proxy in
              effect.layerEffect(ShaderLibrary.s(.float(1)), maxSampleOffset: .zero)
            }
        }
      }
      """
    let model = ReaderProbe.read(source)
    #expect(ReaderProbe.sites(model) == ["s A.swift:5:42 call 5:28 [float]"])
    #expect(
      ReaderProbe.uses(model) == [
        "modifier layerEffect A.swift:5:16 -> [0] offset '.zero' 5:73 0.0x0.0"
      ])
  }

  @Test func shapeStyles() {
    let source = """
      enum Fx { static func s() -> Shader { ShaderLibrary.s(.float(1)) } }
      struct W: View {
        var body: some View {
          Circle().fill(Fx.s())
          Circle().foregroundStyle(Fx.s())
          Circle().stroke(Fx.s(), lineWidth: 2)
          Circle().fill(Color.red)
          Circle().fill(.red)
          Circle().stroke(.blue, lineWidth: 2)
        }
      }
      """
    let model = ReaderProbe.read(source)
    #expect(
      ReaderProbe.uses(model) == [
        "shapeStyle shapeStyle A.swift:4:14 -> [0]",
        "shapeStyle shapeStyle A.swift:5:14 -> [0]",
        "shapeStyle shapeStyle A.swift:6:14 -> [0]",
      ])
    #expect(model.diagnostics.isEmpty)
  }

  @Test func lookAlikesAreNotUses() {
    let model = Self.read([
      "colorEffect(Fx.s()) { _ in }",
      "colorEffect(Fx.s(), enabled: true)",
      "layerEffect(Fx.s(), offset: .zero)",
      "distortionEffect(Fx.s())",
      "layerEffect(Fx.s(), maxSampleOffset: .zero) { }",
      "colorEffect(shader: Fx.s())",
      "fill(style: Fx.s())",
    ])
    #expect(model.uses.isEmpty)
    #expect(ReaderProbe.sites(model) == ["s A.swift:5:45 call 5:31 [float]"])
    #expect(model.diagnostics.isEmpty)
  }

  /// The chain is written top to bottom; the model promises its uses "in file and source order".
  @Test func aModifierChainsUsesAreInSourceOrder() {
    let model = Self.read([
      "colorEffect(Fx.s())",
      "distortionEffect(Fx.s(), maxSampleOffset: .zero)",
      "layerEffect(Fx.s(), maxSampleOffset: .zero)",
    ])
    #expect(model.uses.map(\.usage) == [.colorEffect, .distortionEffect, .layerEffect])
    #expect(model.uses.map { $0.location.positionOrStart.line } == [11, 12, 13])
  }
}
