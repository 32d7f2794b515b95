import ShaderRegistry
import SwiftCallSites
import Testing

/// Factories are followed across files, levels, branches and overloads, and cycles end.
@Suite struct FactoryTests {
  static let factories = """
    enum Fx {
      static func ripple(t: Double) -> Shader { ShaderLibrary.ripple(.float(t)) }
      static var glow: Shader { ShaderLibrary.glow(.float(1)) }
      static let flat = ShaderLibrary.flat(.color(.red))
      static func pick(_ on: Bool) -> Shader { on ? ShaderLibrary.a(.float(1)) : ShaderLibrary.b(.float(2)) }
      static func pick2(_ on: Bool) -> Shader {
        if on { ShaderLibrary.c() } else { ShaderLibrary.d() }
      }
      static func early(_ on: Bool) -> Shader {
        if on { return ShaderLibrary.e() }
        return ShaderLibrary.f()
      }
    }
    """

  static func use(_ modifier: String) -> String {
    """
    struct V: View {
      var body: some View {
        Rectangle()
          .\(modifier)
      }
    }
    """
  }

  static func read(_ modifier: String) -> SwiftShaderModel {
    ReaderProbe.read(files: [("Fx.swift", factories), ("View.swift", use(modifier))])
  }

  @Test func theFactoriesCallSites() {
    let model = Self.read("colorEffect(Fx.glow)")
    #expect(
      ReaderProbe.sites(model) == [
        "ripple Fx.swift:2:59 call 2:45 [float]",
        "glow Fx.swift:3:43 call 3:29 [float]",
        "flat Fx.swift:4:35 call 4:21 [color]",
        "a Fx.swift:5:63 call 5:49 [float]",
        "b Fx.swift:5:92 call 5:78 [float]",
        "c Fx.swift:7:27 call 7:13 []",
        "d Fx.swift:7:54 call 7:40 []",
        "e Fx.swift:10:34 call 10:20 []",
        "f Fx.swift:11:26 call 11:12 []",
      ])
    #expect(model.parsedFiles == ["Fx.swift", "View.swift"])
    #expect(model.diagnostics.isEmpty)
  }

  @Test func aFunctionInAnotherFile() {
    let model = Self.read("layerEffect(Fx.ripple(t: 1), maxSampleOffset: .zero)")
    #expect(
      ReaderProbe.uses(model) == [
        "modifier layerEffect View.swift:4:8 -> [0] offset '.zero' 4:54 0.0x0.0"
      ])
  }

  @Test func aComputedProperty() {
    #expect(
      ReaderProbe.uses(Self.read("colorEffect(Fx.glow)")) == [
        "modifier colorEffect View.swift:4:8 -> [1]"
      ])
  }

  @Test func aStaticConstant() {
    #expect(
      ReaderProbe.uses(Self.read("colorEffect(Fx.flat)")) == [
        "modifier colorEffect View.swift:4:8 -> [2]"
      ])
  }

  @Test func aTernaryResolvesToBothBranches() {
    #expect(
      ReaderProbe.uses(Self.read("colorEffect(Fx.pick(true))")) == [
        "modifier colorEffect View.swift:4:8 -> [3, 4]"
      ])
  }

  @Test func anIfExpressionResolvesToBothBranches() {
    #expect(
      ReaderProbe.uses(Self.read("colorEffect(Fx.pick2(true))")) == [
        "modifier colorEffect View.swift:4:8 -> [5, 6]"
      ])
  }

  @Test func everyReturnOfABodyIsFollowed() {
    #expect(
      ReaderProbe.uses(Self.read("colorEffect(Fx.early(true))")) == [
        "modifier colorEffect View.swift:4:8 -> [7, 8]"
      ])
  }

  @Test func aSwitchExpressionResolvesToEachCase() {
    let source = """
      enum Fx {
        static func pick(_ n: Int) -> Shader {
          switch n {
          case 0: ShaderLibrary.zero()
          case 1: ShaderLibrary.one()
          default: ShaderLibrary.other()
          }
        }
      }
      let s = Text("x").colorEffect(Fx.pick(1))
      """
    let model = ReaderProbe.read(source)
    #expect(model.callSites.map(\.function) == ["zero", "one", "other"])
    #expect(ReaderProbe.uses(model) == ["modifier colorEffect A.swift:10:19 -> [0, 1, 2]"])
  }

  /// Three levels in four files; the middle, top and view files never say `Shader` or name a
  /// modifier, so each is parsed only because it names the level below.
  @Test func threeLevelsAcrossFilesThatNeverSayShader() {
    let files = [
      (
        "Base.swift",
        "enum Base {\n  static func baseGlow() -> Shader { ShaderLibrary.glow(.float(1)) }\n}\n"
      ),
      (
        "Mid.swift",
        "enum Mid {\n  static func midGlow() -> some ShapeStyle { Base.baseGlow() }\n}\n"
      ),
      (
        "Top.swift", "enum Top {\n  static func topGlow() -> some ShapeStyle { Mid.midGlow() }\n}\n"
      ),
      (
        "View.swift",
        "struct V: View {\n  var body: some View { Rectangle().fill(Top.topGlow()) }\n}\n"
      ),
    ]
    let model = ReaderProbe.read(files: files)
    #expect(model.parsedFiles == ["Base.swift", "Mid.swift", "Top.swift", "View.swift"])
    #expect(ReaderProbe.sites(model) == ["glow Base.swift:2:52 call 2:38 [float]"])
    #expect(ReaderProbe.uses(model) == ["shapeStyle shapeStyle View.swift:2:37 -> [0]"])
    #expect(model.diagnostics.isEmpty)
  }

  @Test func twoLevelsThroughUnqualifiedCallsInAnExtension() {
    let source = """
      enum Fx { static func base(_ t: Double) -> Shader { ShaderLibrary.wave(.float(t)) } }
      extension Fx {
        static func wrapped() -> Shader { base(2) }
        static var prop: Shader { wrapped() }
      }
      struct V: View {
        var body: some View { Text("x").colorEffect(Fx.prop) }
      }
      """
    let model = ReaderProbe.read(source)
    #expect(ReaderProbe.sites(model) == ["wave A.swift:1:67 call 1:53 [float]"])
    #expect(ReaderProbe.uses(model) == ["modifier colorEffect A.swift:7:35 -> [0]"])
    #expect(model.diagnostics.isEmpty)
  }

  @Test func selfAndInstanceFactories() {
    let source = """
      struct Fx {
        var strength: Double
        var shader: Shader { ShaderLibrary.inst(.float(strength)) }
        var viaSelf: Shader { self.shader }
        static var typed: Shader { Self.make() }
        static func make() -> Shader { ShaderLibrary.made() }
      }
      extension Fx: View {
        var body: some View { Text("x").colorEffect(viaSelf).colorEffect(Self.typed) }
      }
      """
    let model = ReaderProbe.read(source)
    #expect(
      ReaderProbe.sites(model) == [
        "inst A.swift:3:38 call 3:24 [float]", "made A.swift:6:48 call 6:34 []",
      ])
    #expect(
      ReaderProbe.uses(model).sorted() == [
        "modifier colorEffect A.swift:9:35 -> [0]",
        "modifier colorEffect A.swift:9:56 -> [1]",
      ])
  }

  /// Factories in an extension of `Shader`, written with the type or as implicit members where
  /// the modifier's parameter type is `Shader` or a `ShapeStyle`.
  @Test func factoriesInAnExtensionOfShader() {
    let source = """
      extension Shader {
        static func sparkle() -> Shader { ShaderLibrary.sparkle(.float(1)) }
        static var shimmer: Shader { ShaderLibrary.shimmer() }
      }
      let a = Text("x").colorEffect(Shader.sparkle())
      let b = Text("x").colorEffect(.sparkle())
      let c = Circle().fill(.shimmer)
      """
    let model = ReaderProbe.read(source)
    #expect(
      ReaderProbe.sites(model) == [
        "sparkle A.swift:2:51 call 2:37 [float]", "shimmer A.swift:3:46 call 3:32 []",
      ])
    #expect(
      ReaderProbe.uses(model) == [
        "modifier colorEffect A.swift:5:19 -> [0]",
        "modifier colorEffect A.swift:6:19 -> [0]",
        "shapeStyle shapeStyle A.swift:7:18 -> [1]",
      ])
    #expect(model.diagnostics.isEmpty)
  }

  @Test func overloadsAreToldApartByTheirLabels() {
    let source = """
      enum O {
        static func glow(radius: Double) -> Shader { ShaderLibrary.glowRadius(.float(radius)) }
        static func glow(color: Color) -> Shader { ShaderLibrary.glowColor(.color(color)) }
      }
      struct V: View {
        var body: some View { Text("x").colorEffect(O.glow(color: .red)) }
      }
      """
    let model = ReaderProbe.read(source)
    #expect(
      ReaderProbe.sites(model) == [
        "glowRadius A.swift:2:62 call 2:48 [float]",
        "glowColor A.swift:3:60 call 3:46 [color]",
      ])
    #expect(ReaderProbe.uses(model) == ["modifier colorEffect A.swift:6:35 -> [1]"])
  }

  @Test func aCycleEndsWithOneWarning() {
    let source = """
      enum C {
        static func a() -> Shader { b() }
        static func b() -> Shader { a() }
      }
      struct V: View {
        var body: some View { Text("x").colorEffect(C.a()) }
      }
      """
    let model = ReaderProbe.read(source)
    #expect(model.callSites.isEmpty)
    #expect(model.uses.isEmpty)
    // The factories reach only each other, so the modifier's shader cannot be followed.
    #expect(ReaderProbe.diagnostics(model) == ["warning unresolvedCallSite A.swift:6:47"])
  }

  @Test func aSelfRecursiveFactoryWithABaseCase() {
    let source = """
      enum C {
        static func a(_ n: Int) -> Shader { n > 0 ? a(n - 1) : ShaderLibrary.base(.float(1)) }
      }
      let s = Text("x").colorEffect(C.a(3))
      """
    let model = ReaderProbe.read(source)
    #expect(ReaderProbe.sites(model) == ["base A.swift:2:72 call 2:58 [float]"])
    #expect(ReaderProbe.uses(model) == ["modifier colorEffect A.swift:4:19 -> [0]"])
    #expect(model.diagnostics.isEmpty)
  }

  /// `b` reaches `a`, which has a base case: whichever is followed first, both resolve to it.
  @Test(arguments: ["C.a(true)", "C.b()"])
  func aMutualRecursionWithABaseCase(first: String) {
    let second = first == "C.b()" ? "C.a(true)" : "C.b()"
    let source = """
      let one = Text("x").colorEffect(\(first))
      let two = Text("y").colorEffect(\(second))
      enum C {
        static func a(_ c: Bool) -> Shader { c ? b() : ShaderLibrary.x(.float(1)) }
        static func b() -> Shader { a(true) }
      }
      """
    let model = ReaderProbe.read(source)
    #expect(ReaderProbe.sites(model) == ["x A.swift:4:64 call 4:50 [float]"])
    #expect(
      ReaderProbe.uses(model) == [
        "modifier colorEffect A.swift:1:21 -> [0]", "modifier colorEffect A.swift:2:21 -> [0]",
      ])
    #expect(model.diagnostics.isEmpty)
  }

  @Test func aSameNamedMethodOnAnotherTypeIsNotAFactory() {
    let source = """
      enum Fx { static func glow() -> Shader { ShaderLibrary.glow(.float(1)) } }
      struct Lamp { func glow() -> Color { .yellow }; static func glow() -> Color { .red } }
      func glow() -> Color { .blue }
      struct V: View {
        var body: some View {
          Rectangle().fill(Lamp().glow())
            .foregroundStyle(Lamp.glow())
            .background(glow())
        }
      }
      """
    let model = ReaderProbe.read(source)
    #expect(ReaderProbe.sites(model) == ["glow A.swift:1:56 call 1:42 [float]"])
    #expect(model.uses.isEmpty)
    #expect(model.diagnostics.isEmpty)
  }
}
