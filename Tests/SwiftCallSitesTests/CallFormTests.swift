import ShaderRegistry
import SwiftCallSites
import Testing

/// Each call form issue 17 lists is one call site, at its name token or name literal.
@Suite struct CallFormTests {
  @Test func shaderLibraryMember() {
    let model = ReaderProbe.read("let a = ShaderLibrary.ripple(.float(1))\n")
    #expect(ReaderProbe.sites(model) == ["ripple A.swift:1:23 call 1:9 [float]"])
    #expect(ReaderProbe.argumentPlaces(model) == [["float@1:30"]])
    #expect(model.diagnostics.isEmpty)
    #expect(model.callSites.map(\.isResolved) == [true])
    #expect(model.callSites.map(\.unresolvedReason) == [nil])
  }

  @Test func defaultLibrary() {
    let model = ReaderProbe.read("let b = ShaderLibrary.default.glow(.float2(1, 2))\n")
    #expect(ReaderProbe.sites(model) == ["glow A.swift:1:31 call 1:9 [float2]"])
    #expect(ReaderProbe.argumentPlaces(model) == [["float2@1:36"]])
    #expect(model.diagnostics.isEmpty)
  }

  @Test func bundleLibrary() {
    let model = ReaderProbe.read("let c = ShaderLibrary.bundle(.module).wave(.color(.red))\n")
    #expect(ReaderProbe.sites(model) == ["wave A.swift:1:39 call 1:9 [color]"])
    #expect(ReaderProbe.argumentPlaces(model) == [["color@1:44"]])
  }

  @Test func dynamicMemberWithALiteralIsPlacedAtTheLiteral() {
    let model = ReaderProbe.read(
      "let d = ShaderLibrary.default[dynamicMember: \"dyn\"](.float(3))\n")
    #expect(ReaderProbe.sites(model) == ["dyn A.swift:1:46 call 1:9 [float]"])
    #expect(ReaderProbe.argumentPlaces(model) == [["float@1:53"]])
    #expect(model.diagnostics.isEmpty)
  }

  @Test func shaderInitializerWithShaderFunction() {
    let source = """
      let e = Shader(function: ShaderFunction(library: .default, name: "initd"), arguments: [.float(4)])
      let f = Shader(function: ShaderLibrary.viaMember, arguments: [.boundingRect])
      """
    let model = ReaderProbe.read(source)
    #expect(
      ReaderProbe.sites(model) == [
        "initd A.swift:1:66 call 1:9 [float]",
        "viaMember A.swift:2:40 call 2:9 [boundingRect]",
      ])
    #expect(ReaderProbe.argumentPlaces(model) == [["float@1:88"], ["boundingRect@2:63"]])
    #expect(model.diagnostics.isEmpty)
  }

  @Test func shaderInitializerWithALocalArgumentsArray() {
    let source = """
      func local() -> Shader {
        let args: [Shader.Argument] = [.float(1), .color(.red)]
        return Shader(function: ShaderLibrary.localArgs, arguments: args)
      }
      """
    let model = ReaderProbe.read(source)
    #expect(ReaderProbe.sites(model) == ["localArgs A.swift:3:41 call 3:10 [float, color]"])
    #expect(ReaderProbe.argumentPlaces(model) == [["float@2:34", "color@2:45"]])
    #expect(model.diagnostics.isEmpty)
  }

  @Test func aFunctionKeptInABindingIsPlacedWhereItIsNamed() {
    let source = """
      func make() -> Shader {
        let f = ShaderLibrary.default[dynamicMember: "lit"]
        return f(.float(1))
      }
      func make2() -> Shader {
        let g = ShaderLibrary.named
        return g(.float(2), .float(3))
      }
      """
    let model = ReaderProbe.read(source)
    #expect(
      ReaderProbe.sites(model) == [
        "lit A.swift:2:48 call 3:10 [float]",
        "named A.swift:6:25 call 7:10 [float, float]",
      ])
    #expect(ReaderProbe.argumentPlaces(model) == [["float@3:12"], ["float@7:12", "float@7:23"]])
    #expect(model.diagnostics.isEmpty)
  }

  @Test func aWrapperUsedInItsTypeAnExtensionAndAnotherTypeInAnotherFile() {
    let lib = """
      enum Lib {
        static let MyShaders = ShaderLibrary.bundle(.module)
        static func inner() -> Shader { MyShaders.inner(.float(1)) }
      }
      """
    let other = """
      struct Other {
        var s: Shader { Lib.MyShaders.outer(.float(2)) }
      }
      extension Lib {
        static var ext: Shader { MyShaders.ext(.float(3)) }
      }
      """
    let model = ReaderProbe.read(files: [("Lib.swift", lib), ("Other.swift", other)])
    #expect(
      ReaderProbe.sites(model) == [
        "inner Lib.swift:3:45 call 3:35 [float]",
        "outer Other.swift:2:33 call 2:19 [float]",
        "ext Other.swift:5:38 call 5:28 [float]",
      ])
    #expect(model.parsedFiles == ["Lib.swift", "Other.swift"])
    #expect(model.diagnostics.isEmpty)
  }

  @Test func aFileScopeWrapperUsedFromAnotherFile() {
    let lib = "let Effects = ShaderLibrary.default\n"
    let view = "let s = Effects.sparkle(.float(1))\n"
    let model = ReaderProbe.read(files: [("Lib.swift", lib), ("View.swift", view)])
    #expect(ReaderProbe.sites(model) == ["sparkle View.swift:1:17 call 1:9 [float]"])
    #expect(model.parsedFiles == ["Lib.swift", "View.swift"])
  }

  /// `static let X: ShaderLibrary = .bundle(.module)` declares `X` as a ShaderLibrary as plainly
  /// as `= ShaderLibrary.bundle(.module)` does.
  @Test func aWrapperDeclaredByItsTypeWithAnImplicitMember() {
    let source = """
      enum Lib {
        static let Typed: ShaderLibrary = .bundle(.module)
        static let Def: ShaderLibrary = .default
        static var a: Shader { Typed.typed(.float(1)) }
        static var b: Shader { Def.def(.float(1)) }
      }
      """
    let model = ReaderProbe.read(source)
    #expect(
      ReaderProbe.sites(model) == [
        "typed A.swift:4:32 call 4:26 [float]",
        "def A.swift:5:30 call 5:26 [float]",
      ])
    #expect(model.diagnostics.isEmpty)
  }

  @Test func qualifiedNestedAndBundleArguments() {
    let source = """
      enum App { enum Shaders { static let lib = ShaderLibrary.bundle(.module) } }
      let a = App.Shaders.lib.nested(.float(1))
      let b = SwiftUI.ShaderLibrary.qualified(.float(1))
      let c = ShaderLibrary.bundle(Bundle.main).main(.float(1))
      """
    let model = ReaderProbe.read(source)
    #expect(
      ReaderProbe.sites(model) == [
        "nested A.swift:2:25 call 2:9 [float]",
        "qualified A.swift:3:31 call 3:9 [float]",
        "main A.swift:4:43 call 4:9 [float]",
      ])
    #expect(model.diagnostics.isEmpty)
  }

  /// A wrapper's subscript, and a `ShaderFunction` kept in a type's constant and called twice:
  /// each call is its own call site, named where the function is named.
  @Test func aWrapperSubscriptAndAFunctionConstant() {
    let source = """
      enum Fx {
        static let lib = ShaderLibrary.bundle(.module)
        static let fn = ShaderLibrary.ripple
        static var viaSub: Shader { lib[dynamicMember: "sub"](.float(1)) }
        static var viaFn: Shader { fn(.float(2)) }
      }
      let x = Fx.fn(.color(.red))
      """
    let model = ReaderProbe.read(source)
    #expect(
      ReaderProbe.sites(model) == [
        "ripple A.swift:3:33 call 5:30 [float]",
        "ripple A.swift:3:33 call 7:9 [color]",
        "sub A.swift:4:50 call 4:31 [float]",
      ])
    #expect(model.diagnostics.isEmpty)
  }

  @Test func oneFactoryCalledFromTwoPlacesIsOneCallSite() {
    let source = """
      enum Fx { static func glow() -> Shader { ShaderLibrary.glow(.float(1)) } }
      struct V: View {
        var body: some View {
          Text("a").colorEffect(Fx.glow())
          Text("b").colorEffect(Fx.glow())
        }
      }
      """
    let model = ReaderProbe.read(source)
    #expect(ReaderProbe.sites(model) == ["glow A.swift:1:56 call 1:42 [float]"])
    #expect(
      ReaderProbe.uses(model) == [
        "modifier colorEffect A.swift:4:15 -> [0]",
        "modifier colorEffect A.swift:5:15 -> [0]",
      ])
  }

  /// A factory below its use is followed first; the call sites are still in source order, and
  /// the use's index follows its call site.
  @Test func callSitesAreInSourceOrderAndUsesAreRenumbered() {
    let source = """
      struct V: View { var body: some View { Text("x").colorEffect(Fx.second()) } }
      let b = ShaderLibrary.first()
      enum Fx { static func second() -> Shader { ShaderLibrary.second() } }
      """
    let model = ReaderProbe.read(source)
    #expect(
      ReaderProbe.sites(model) == [
        "first A.swift:2:23 call 2:9 []",
        "second A.swift:3:58 call 3:44 []",
      ])
    #expect(ReaderProbe.uses(model) == ["modifier colorEffect A.swift:1:50 -> [1]"])
  }
}

/// A library declared in the app's own `extension ShaderLibrary` and reached through the type.
@Suite struct ShaderLibraryExtensionTests {
  @Test func aLibraryInAnExtensionOfShaderLibrary() {
    let model = ReaderProbe.read(
      """
      extension ShaderLibrary {
        static let effects = ShaderLibrary.bundle(.module)
      }
      let s = ShaderLibrary.effects.glow(.float(1))
      """)
    #expect(ReaderProbe.sites(model) == ["glow A.swift:4:31 call 4:9 [float]"])
    #expect(model.diagnostics.isEmpty)
  }
}
