import ShaderRegistry
import SwiftCallSites
import Testing

/// Issue 35 §1: every form that yields a `ShaderLibrary` or a `ShaderFunction` is read, or
/// named in a one-line warning: custom library accessors (`` static var `default` ``, a
/// `static func`, stored and computed instance properties), tables of builder closures
/// (`table[i].1(date)`, `table["x"]!(v)`, `for (name, make) in table`), functions taking a
/// `ShaderFunction` parameter, and `visualEffect`'s `proxy.size`.
@Suite struct SiteFormTests {
  static let metal = """
    #include <metal_stdlib>
    #include <SwiftUI/SwiftUI_Metal.h>
    using namespace metal;
    [[ stitchable ]] half4 tint(float2 position, half4 color, half4 tint, float amount) { return color; }
    [[ stitchable ]] half4 ripple(float2 position, SwiftUI::Layer layer, float time, float amplitude) { return layer.sample(position); }
    """

  static let accessors = """
    enum Lib {
      static var `default`: ShaderLibrary { .bundle(.module) }
      static func library() -> ShaderLibrary { .bundle(.module) }
    }
    struct Theme {
      let shaders: ShaderLibrary = Lib.default
      var effects: ShaderLibrary { Lib.library() }
    }
    """

  /// `kind function file:line:column`, in the checker's order.
  static func check(_ files: [(String, String)]) -> [String] {
    let model = ReaderProbe.read(files: files)
    let scan = MetalSourceScanner().scan(source: metal, file: "S.metal")
    return RegistryChecker.check(nil, swift: model, against: scan).map {
      let place = $0.position.map { "\($0.line):\($0.column)" } ?? "-"
      return "\($0.id.name) \($0.subject ?? "-") \($0.file ?? "-"):\(place)"
    }
  }

  // MARK: - Custom library accessors

  /// `Lib.default` (a backticked keyword name), `Lib.library()`, a stored and a computed
  /// instance property of an app type: each is a library, so each call is a site with kinds.
  /// (Before: the backticked `default` was indexed as "`default`", so `Lib.default.tint` and
  /// the file holding it were never read, in silence.)
  @Test func customAccessorsAreLibraries() {
    let swift = """
      struct Badge: View {
        let theme = Theme()
        var body: some View {
          Image("a").colorEffect(Lib.default.tint(.color(.orange), .float(0.6)))
          Image("b").colorEffect(Lib.library().tint(.color(.pink), .float(0.4)))
          Image("c").colorEffect(theme.shaders.tint(.color(.red), .float(0.8)))
          Image("d").colorEffect(theme.effects.tint(.color(.green), .float(1)))
        }
      }
      """
    let model = ReaderProbe.read(files: [("Lib.swift", Self.accessors), ("A.swift", swift)])
    #expect(
      ReaderProbe.sites(model) == [
        "tint A.swift:4:40 call 4:28 [color, float]",
        "tint A.swift:5:42 call 5:28 [color, float]",
        "tint A.swift:6:42 call 6:28 [color, float]",
        "tint A.swift:7:42 call 7:28 [color, float]",
      ])
    #expect(model.diagnostics.isEmpty, "\(ReaderProbe.diagnostics(model))")
    #expect(model.uses.count == 4)
  }

  /// A wrong argument count through `Lib.default` fails at the call, like a direct site's.
  @Test func aWrongCountThroughAnAccessorFails() {
    let swift = """
      struct Sticker: View {
        var body: some View {
          Image("s").colorEffect(Lib.default.tint(.color(.purple)))
        }
      }
      """
    #expect(
      Self.check([("Lib.swift", Self.accessors), ("A.swift", swift)]) == [
        "argumentCountMismatch tint A.swift:3:28"
      ])
  }

  /// A file that names the accessor and nothing else shader-like is still parsed: the
  /// accessor's name is a shader-building name.
  @Test func aFileNamingOnlyTheAccessorIsRead() {
    let swift = """
      struct Plain: View {
        var body: some View { Image("p").colorEffect(Lib.default.tint(.color(.red), .float(1))) }
      }
      """
    let model = ReaderProbe.read(files: [("Lib.swift", Self.accessors), ("Plain.swift", swift)])
    #expect(model.parsedFiles.contains("Plain.swift"))
    #expect(ReaderProbe.sites(model) == ["tint Plain.swift:2:60 call 2:48 [color, float]"])
  }

  // MARK: - Tables of builders

  /// `[(String, (Date) -> Shader)]` applied as `table[i].1(date)`: the modifier reaches both
  /// closures' call sites and keeps its 10 pt promise.
  @Test func aTupleTableKeepsTheModifiersPromise() {
    let swift = """
      struct Gallery: View {
        static let effects: [(String, (Date) -> Shader)] = [
          ("Ripple", { date in ShaderLibrary.ripple(.float(1), .float(10)) }),
          ("Calm", { date in ShaderLibrary.ripple(.float(1), .float(4)) }),
        ]
        @State var selection = 0
        var body: some View {
          Image("x").layerEffect(
            Self.effects[selection].1(.now), maxSampleOffset: CGSize(width: 10, height: 10))
        }
      }
      """
    let model = ReaderProbe.read(swift)
    #expect(
      ReaderProbe.sites(model) == [
        "ripple A.swift:3:40 call 3:26 [float, float]",
        "ripple A.swift:4:38 call 4:24 [float, float]",
      ])
    #expect(
      ReaderProbe.uses(model) == [
        "modifier layerEffect A.swift:8:16 -> [0, 1] offset 'CGSize(width: 10, height: 10)' 9:57 10.0x10.0"
      ])
    #expect(model.diagnostics.isEmpty, "\(ReaderProbe.diagnostics(model))")
  }

  /// `[String: (Float) -> Shader]` applied as `table["x"]!(v)`, and a `for (name, make) in
  /// table` loop over an array of tuples.
  @Test func dictionaryAndLoopTables() {
    let swift = """
      let byName: [String: (Float) -> Shader] = [
        "ripple": { ShaderLibrary.ripple(.float(0), .float($0)) },
      ]
      let list: [(String, (Date) -> Shader)] = [
        ("a", { _ in ShaderLibrary.ripple(.float(2), .float(3)) }),
      ]
      struct V: View {
        var body: some View {
          Image("x").layerEffect(byName["ripple"]!(5), maxSampleOffset: .zero)
          ForEach(0..<1) { _ in
            for (name, make) in list {
              Image(name).layerEffect(make(.now), maxSampleOffset: CGSize(width: 3, height: 3))
            }
          }
        }
      }
      """
    let model = ReaderProbe.read(swift)
    #expect(
      ReaderProbe.uses(model) == [
        "modifier layerEffect A.swift:9:16 -> [0] offset '.zero' 9:67 0.0x0.0",
        "modifier layerEffect A.swift:12:21 -> [1] offset 'CGSize(width: 3, height: 3)' 12:62 3.0x3.0",
      ])
    #expect(model.diagnostics.isEmpty, "\(ReaderProbe.diagnostics(model))")
  }

  // MARK: - ShaderFunction parameters

  /// A function taking a `ShaderFunction`: each call passing one gives a call site at the
  /// call in the body, checked like a direct site (a wrong count fails there).
  @Test func aShaderFunctionParameterIsFollowedToItsCallers() {
    let swift = """
      extension View {
        func tinted(with function: ShaderFunction, amount: Double) -> some View {
          colorEffect(function(.color(.red), .float(amount)))
        }
        func dimmed(_ function: ShaderFunction) -> some View {
          colorEffect(function(.float(1)))
        }
      }
      struct V: View {
        var body: some View {
          Image("a").tinted(with: Lib.default.tint, amount: 0.5)
          Image("b").dimmed(ShaderLibrary.tint)
        }
      }
      """
    let files = [("Lib.swift", Self.accessors), ("A.swift", swift)]
    let model = ReaderProbe.read(files: files)
    #expect(
      ReaderProbe.sites(model) == [
        "tint A.swift:11:41 call 3:17 [color, float]",
        "tint A.swift:12:37 call 6:17 [float]",
      ])
    // `dimmed` passes one float where `tint` takes a colour and a float.
    #expect(
      Self.check(files) == [
        "argumentCountMismatch tint A.swift:6:17", "argumentTypeMismatch tint A.swift:6:26",
      ])
  }

  /// A `ShaderFunction` parameter no call passes anything to: its call is a warning, once (at
  /// the call, not again at the modifier that applies it).
  @Test func anUncalledShaderFunctionParameterIsNamed() {
    let swift = """
      extension View {
        func tinted(with function: ShaderFunction) -> some View {
          colorEffect(function(.color(.red), .float(1)))
        }
      }
      """
    let model = ReaderProbe.read(swift)
    #expect(
      ReaderProbe.diagnostics(model) == ["warning unresolvedCallSite A.swift:3:17"],
      "\(ReaderProbe.diagnostics(model))")
  }

  // MARK: - Warnings on one line

  /// A multi-line expression quoted in an `unresolvedCallSite` warning is one line, cut to
  /// a sensible length.
  @Test func unresolvedMessagesAreOneLine() throws {
    let swift = """
      struct V: View {
        let names: [String]
        var body: some View {
          Image("a").colorEffect(
            ShaderLibrary[
              dynamicMember: names
                .filter { !$0.isEmpty }
                .map { $0.lowercased() }
                .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                .first ?? "tint"
            ](.color(.red), .float(1)))
        }
      }
      """
    let model = ReaderProbe.read(swift)
    let warnings = model.diagnostics.filter { $0.registryKind == .unresolvedCallSite }
    #expect(!warnings.isEmpty)
    for warning in warnings {
      #expect(!warning.message.contains("\n"), "\(warning.message)")
      #expect(warning.message.count <= 320, "\(warning.message.count): \(warning.message)")
    }
    let first = try #require(warnings.first)
    #expect(
      first.message.contains("'names .filter { !$0.isEmpty } .map { $0.lowercased() } .map"),
      "\(first.message)")
    #expect(first.message.contains("…'"), "\(first.message)")
  }

  // MARK: - visualEffect

  /// A modifier inside `visualEffect { content, proxy in … }` records `proxy.size` as the
  /// view's size there; one outside records nothing.
  @Test func visualEffectRecordsTheProxySize() {
    let swift = """
      struct V: View {
        var body: some View {
          Image("a").visualEffect { content, geometry in
            content.layerEffect(
              ShaderLibrary.ripple(.float(0), .float2(geometry.size)),
              maxSampleOffset: .zero)
          }
          Image("b").layerEffect(ShaderLibrary.ripple(.float(0), .float(1)), maxSampleOffset: .zero)
        }
      }
      """
    let model = ReaderProbe.read(swift)
    #expect(model.uses.map(\.viewSizeExpression) == ["geometry.size", nil])
  }
}
