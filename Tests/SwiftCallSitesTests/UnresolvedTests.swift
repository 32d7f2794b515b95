import ShaderRegistry
import SwiftCallSites
import Testing

/// What is not static is one `unresolvedCallSite` warning at that place, never silence.
@Suite struct UnresolvedTests {
  @Test func aDynamicMemberName() {
    let source = """
      func dyn(_ name: String) -> Shader {
        ShaderLibrary.default[dynamicMember: name](.float(1))
      }
      """
    let model = ReaderProbe.read(source)
    #expect(ReaderProbe.sites(model) == ["? A.swift:2:40 call 2:3 [float]"])
    #expect(model.callSites.map(\.isResolved) == [false])
    #expect(ReaderProbe.diagnostics(model) == ["warning unresolvedCallSite A.swift:2:40"])
    #expect(model.diagnostics.first?.message.contains("'name' is chosen at run time") == true)
  }

  @Test func aDynamicShaderFunctionName() {
    let source = """
      func dyn(_ name: String) -> Shader {
        Shader(function: ShaderFunction(library: .default, name: name), arguments: [.float(1)])
      }
      """
    let model = ReaderProbe.read(source)
    #expect(ReaderProbe.sites(model) == ["? A.swift:2:60 call 2:3 [float]"])
    #expect(ReaderProbe.diagnostics(model) == ["warning unresolvedCallSite A.swift:2:60"])
  }

  @Test func anArgumentsArrayBuiltAtRunTime() {
    let source = """
      func runtime(_ args: [Shader.Argument]) -> Shader {
        Shader(function: ShaderLibrary.ripple, arguments: args)
      }
      """
    let model = ReaderProbe.read(source)
    #expect(ReaderProbe.sites(model) == ["ripple A.swift:2:34 call 2:3 nil"])
    #expect(ReaderProbe.diagnostics(model) == ["warning unresolvedCallSite A.swift:2:34"])
    #expect(model.diagnostics.first?.message.contains("'args' is built at run time") == true)
  }

  @Test func anArrayMadeByAnotherCall() {
    let source = """
      let s = Shader(function: ShaderLibrary.ripple, arguments: [.float(1)] + extra)
      """
    let model = ReaderProbe.read(source)
    #expect(ReaderProbe.sites(model) == ["ripple A.swift:1:40 call 1:9 nil"])
    #expect(ReaderProbe.diagnostics(model) == ["warning unresolvedCallSite A.swift:1:40"])
  }

  @Test func aShaderParameterPassedToAModifier() {
    let source = """
      struct V: View {
        func apply(_ s: Shader) -> some View {
          Text("x").colorEffect(s)
        }
      }
      """
    let model = ReaderProbe.read(source)
    #expect(model.callSites.isEmpty)
    #expect(model.uses.isEmpty)
    #expect(ReaderProbe.diagnostics(model) == ["warning unresolvedCallSite A.swift:3:27"])
  }

  @Test func aShaderParameterWarmedUp() {
    let source = """
      func warm(_ s: Shader) async throws {
        try await s.compile(as: .colorEffect)
      }
      """
    let model = ReaderProbe.read(source)
    #expect(model.uses.isEmpty)
    #expect(ReaderProbe.diagnostics(model) == ["warning unresolvedCallSite A.swift:2:13"])
  }

  @Test func aWarmupListThatIsNotAnArrayLiteral() {
    let source = """
      enum Fx {
        static func glow() -> Shader { ShaderLibrary.glow(.float(1)) }
        static func makeList() -> [(Shader, Shader.UsageType)] { load() }
      }
      func warm() async throws {
        for (shader, usage) in Fx.makeList() { try await shader.compile(as: usage) }
      }
      """
    let model = ReaderProbe.read(source)
    #expect(model.uses.isEmpty)
    #expect(ReaderProbe.diagnostics(model) == ["warning unresolvedCallSite A.swift:6:26"])
    #expect(model.diagnostics.first?.message.contains("'Fx.makeList()'") == true)
  }

  @Test func aFactoryItCannotFollowIsReportedOnceAtItsBody() {
    let source = """
      func custom() -> Shader { makeShader() }
      struct V: View {
        var body: some View {
          Text("x").colorEffect(custom())
          Text("y").colorEffect(custom())
        }
      }
      """
    let model = ReaderProbe.read(source)
    #expect(model.uses.isEmpty)
    #expect(ReaderProbe.diagnostics(model) == ["warning unresolvedCallSite A.swift:1:27"])
    #expect(model.diagnostics.first?.message.contains("'custom' returns a Shader") == true)
  }

  @Test func aDynamicCallSiteUsedTwiceIsOneWarning() {
    let source = """
      enum Fx { static func pick(_ name: String) -> Shader { ShaderLibrary.default[dynamicMember: name]() } }
      let a = Text("a").colorEffect(Fx.pick("x"))
      let b = Text("b").colorEffect(Fx.pick("y"))
      """
    let model = ReaderProbe.read(source)
    #expect(ReaderProbe.sites(model) == ["? A.swift:1:93 call 1:56 []"])
    #expect(
      ReaderProbe.uses(model) == [
        "modifier colorEffect A.swift:2:19 -> [0]", "modifier colorEffect A.swift:3:19 -> [0]",
      ])
    #expect(ReaderProbe.diagnostics(model) == ["warning unresolvedCallSite A.swift:1:93"])
  }

  /// `Shader(function: f, …)` with `f` a parameter: the function cannot be followed, so the
  /// reader must say so at `f` (issue 17: "never skipped in silence").
  @Test func aShaderInitializerWithAFunctionParameter() {
    let source = """
      func wrap(_ f: ShaderFunction) -> Shader {
        Shader(function: f, arguments: [])
      }
      """
    let model = ReaderProbe.read(source)
    #expect(ReaderProbe.diagnostics(model) == ["warning unresolvedCallSite A.swift:2:20"])
  }

  @Test func everyWarningIsAWarningNotAnError() {
    let source = """
      func dyn(_ name: String, _ s: Shader) -> some View {
        Text("x").colorEffect(ShaderLibrary.default[dynamicMember: name]()).colorEffect(s)
      }
      """
    let model = ReaderProbe.read(source)
    #expect(
      ReaderProbe.diagnostics(model) == [
        "warning unresolvedCallSite A.swift:2:62", "warning unresolvedCallSite A.swift:2:83",
      ])
  }
}
