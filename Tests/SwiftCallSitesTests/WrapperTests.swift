import ShaderRegistry
import SwiftCallSites
import Testing

/// Library wrappers: a type whose `subscript(dynamicMember:)` hands out a library's functions,
/// as public shader packages expose their Metal. `Wrapper.name(args)` is a call site of `name`.
@Suite struct WrapperTests {
  /// The packages' usual form: a static subscript on an enum, over the bundle's library.
  static let staticWrapper = """
    @dynamicMemberLookup
    public enum Kit {
      public static subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderLibrary.bundle(.module)[dynamicMember: name]
      }
    }
    """

  @Test func aStaticWrapperCallIsACallSite() {
    let model = ReaderProbe.read(
      files: [
        ("Kit.swift", Self.staticWrapper),
        ("V.swift", "let v = Text(\"x\").colorEffect(Kit.glow(.float(1), .color(.red)))\n"),
      ])
    #expect(ReaderProbe.sites(model) == ["glow V.swift:1:35 call 1:31 [float, color]"])
    #expect(ReaderProbe.uses(model) == ["modifier colorEffect V.swift:1:19 -> [0]"])
    // The subscript's own body is no call site and no warning: its name comes from each use.
    #expect(ReaderProbe.diagnostics(model) == [])
  }

  /// A file that never says `Shader` and applies no modifier is still parsed when it names a
  /// wrapper, and a wrapper named with its module (`Package.Kit`) is the same wrapper.
  @Test func acrossFilesAndModules() {
    let model = ReaderProbe.read(
      files: [
        ("Package/Sources/Kit/Kit.swift", Self.staticWrapper),
        ("App/Looks.swift", "enum Looks { static let tint = Kit.glow(.float(2)) }\n"),
        ("App/More.swift", "enum More { static let tint = Package.Kit.wave(.float(3)) }\n"),
      ])
    #expect(
      model.parsedFiles == ["Package/Sources/Kit/Kit.swift", "App/Looks.swift", "App/More.swift"])
    #expect(
      ReaderProbe.sites(model) == [
        "glow App/Looks.swift:1:36 call 1:32 [float]",
        "wave App/More.swift:1:43 call 1:31 [float]",
      ])
  }

  @Test(arguments: [
    // A shared instance.
    "Fx.shared.glow(.float(1))",
    // An instance made in place, with and without `.init`.
    "Fx().glow(.float(1))", "Fx.init().glow(.float(1))",
  ])
  func anInstanceWrapper(call: String) {
    let wrapper = """
      @dynamicMemberLookup
      struct Fx {
        static let shared = Fx()
        subscript(dynamicMember name: String) -> ShaderFunction {
          get { ShaderFunction(library: .default, name: name) }
        }
      }
      """
    let model = ReaderProbe.read(files: [("Fx.swift", wrapper), ("V.swift", "let s = \(call)\n")])
    #expect(model.callSites.map(\.function) == ["glow"])
    #expect(model.callSites.map { $0.argumentKinds } == [[.float]])
    #expect(ReaderProbe.diagnostics(model) == [])
  }

  /// A property typed as the wrapper, a local instance, and a stored library inside the wrapper.
  @Test func typedPropertiesAndLocalInstances() {
    let source = """
      @dynamicMemberLookup
      final class Effects {
        let library: ShaderLibrary = .default
        subscript(dynamicMember name: String) -> ShaderFunction { library[dynamicMember: name] }
      }
      struct V {
        let effects: Effects
        var a: Shader { effects.glow(.float(1)) }
        func b() -> Shader {
          let local = Effects()
          return local.wave(.float(2))
        }
      }
      """
    let model = ReaderProbe.read(source)
    #expect(model.callSites.map(\.function) == ["glow", "wave"])
    #expect(ReaderProbe.diagnostics(model) == [])
  }

  /// A subscript that returns a `Shader`: each member is a call site with the body's
  /// arguments, at the member's name.
  @Test func aWrapperThatBuildsTheShader() {
    let source = """
      @dynamicMemberLookup
      enum Glows {
        static subscript(dynamicMember name: String) -> Shader {
          ShaderLibrary.default[dynamicMember: name](.float(1), .color(.white))
        }
      }
      let v = Text("x").colorEffect(Glows.soft)
      """
    let model = ReaderProbe.read(source)
    #expect(ReaderProbe.sites(model) == ["soft A.swift:7:37 call 7:31 [float, color]"])
    #expect(ReaderProbe.uses(model) == ["modifier colorEffect A.swift:7:19 -> [0]"])
    #expect(ReaderProbe.diagnostics(model) == [])
  }

  /// Declared members come before dynamic ones; a static subscript does not make instances
  /// answer, nor an instance subscript the type; without `@dynamicMemberLookup`, `.name` is a
  /// member declared where the reader cannot see.
  @Test func whatIsNotADynamicMember() {
    let source = """
      @dynamicMemberLookup
      enum Kit {
        static subscript(dynamicMember name: String) -> ShaderFunction {
          ShaderLibrary.bundle(.module)[dynamicMember: name]
        }
        static let version = "1"
        static func tinted() -> Shader { Kit.glow(.float(1)) }
      }
      @dynamicMemberLookup
      struct Box {
        subscript(dynamicMember name: String) -> ShaderFunction { ShaderLibrary.default[dynamicMember: name] }
      }
      enum Plain {
        static subscript(dynamicMember name: String) -> ShaderFunction { ShaderLibrary.default[dynamicMember: name] }
      }
      @dynamicMemberLookup
      struct Colors { subscript(dynamicMember name: String) -> Color { .red } }
      let a = Kit.version
      let b = Kit.tinted()
      let c = Kit().wave(.float(1))
      let d = Box.wave(.float(1))
      let e = Plain.wave(.float(1))
      let f = Colors().wave
      """
    let model = ReaderProbe.read(source)
    #expect(ReaderProbe.sites(model) == ["glow A.swift:7:40 call 7:36 [float]"])
    #expect(ReaderProbe.diagnostics(model) == [])
  }

  /// A subscript declared to return a shader function whose body the reader cannot follow:
  /// each use is a warning at its name, never a silent skip.
  @Test func aWrapperTheReaderCannotFollowWarnsAtEachUse() {
    let source = """
      @dynamicMemberLookup
      enum Lookup {
        static var table: [String: ShaderFunction] = [:]
        static subscript(dynamicMember name: String) -> ShaderFunction { table[name]! }
      }
      let a = Text("x").colorEffect(Lookup.glow(.float(1)))
      let b = Lookup.wave(.float(2))
      """
    let model = ReaderProbe.read(source)
    #expect(
      ReaderProbe.diagnostics(model) == [
        "warning unresolvedCallSite A.swift:6:38", "warning unresolvedCallSite A.swift:7:16",
      ])
    #expect(
      model.diagnostics.map(\.message).sorted().first
        == "'Lookup.glow' is not checked: the static subscript(dynamicMember:) of 'Lookup' (A.swift:4:3) returns a ShaderFunction the reader cannot follow to a ShaderLibrary lookup"
    )
  }

  /// The wrapper's call sites are checked like `ShaderLibrary.name(…)`.
  @Test func theCheckerReportsThroughTheWrapper() {
    let metal = """
      [[ stitchable ]] half4 glow(float2 position, half4 color, float radius) { return color; }
      """
    let swift = "let v = Text(\"x\").colorEffect(Kit.glwo(.float2(1, 2)))\n"
    let model = ReaderProbe.read(files: [("Kit.swift", Self.staticWrapper), ("V.swift", swift)])
    let scan = MetalSourceScanner().scan(source: metal, file: "S.metal")
    let rows = RegistryChecker.check(nil, swift: model, against: scan).map {
      "\($0.id.name) \($0.file ?? "-"):\($0.position?.line ?? 0):\($0.position?.column ?? 0)"
    }
    #expect(rows == ["missingFunction V.swift:1:35"])
  }
}
