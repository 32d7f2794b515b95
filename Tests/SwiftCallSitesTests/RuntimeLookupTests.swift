import ShaderRegistry
import SwiftCallSites
import Testing

/// Functions looked up by a name chosen at run time, as demo apps write them: every call that
/// applies one is an `unresolvedCallSite` warning at its own line, however many share a lookup.
@Suite struct RuntimeLookupTests {
  static let wrapper = """
    @dynamicMemberLookup
    enum Kit {
      static subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderLibrary.bundle(.module)[dynamicMember: name]
      }
    }
    """

  /// One lookup kept in a `let`, called in three branches: three warnings, at the calls, each
  /// naming the lookup.
  @Test(arguments: ["ShaderLibrary", "ShaderLibrary.default", "Kit"])
  func aLookupCalledInSeveralBranches(library: String) {
    let source = """
      struct Entry {
        var name: String
        var tinted: Bool
        func make(time: Double) -> Shader {
          let shader = \(library)[dynamicMember: name.shaderName]
          if tinted {
            return shader(.float(time), .color(.red))
          } else if time > 1 {
            return shader(.float(time))
          }
          return shader()
        }
      }
      """
    let model = ReaderProbe.read(files: [("Kit.swift", Self.wrapper), ("A.swift", source)])
    #expect(
      ReaderProbe.diagnostics(model) == [
        "warning unresolvedCallSite A.swift:11:12", "warning unresolvedCallSite A.swift:7:14",
        "warning unresolvedCallSite A.swift:9:14",
      ])
    let column = 34 + library.count
    #expect(
      Set(model.diagnostics.map(\.message)) == [
        "the function name 'name.shaderName' is chosen at run time, so the function and its signature are not known (looked up at A.swift:5:\(column))"
      ])
    #expect(model.callSites.allSatisfy { $0.function == nil })
  }

  /// A lookup written in the call stays at its name; one passed to `Shader(function:)` later
  /// stands at each `Shader(…)`.
  @Test func inPlaceAndThroughShaderFunction() {
    let source = """
      func a(_ n: String) -> Shader { ShaderLibrary.default[dynamicMember: n](.float(1)) }
      func b(_ n: String) -> [Shader] {
        let f = ShaderLibrary[dynamicMember: n]
        return [
          Shader(function: f, arguments: [.float(1)]),
          Shader(function: f, arguments: [.float(2)]),
        ]
      }
      """
    let model = ReaderProbe.read(source)
    #expect(
      ReaderProbe.diagnostics(model) == [
        "warning unresolvedCallSite A.swift:1:70", "warning unresolvedCallSite A.swift:5:5",
        "warning unresolvedCallSite A.swift:6:5",
      ])
  }

  /// A literal name kept and called later is static: no warning.
  @Test func aLiteralNameKeptAndCalledLaterIsStatic() {
    let source = """
      func a() -> Shader {
        let f = Kit[dynamicMember: "glow"]
        return f(.float(1))
      }
      """
    let model = ReaderProbe.read(files: [("Kit.swift", Self.wrapper), ("A.swift", source)])
    #expect(ReaderProbe.sites(model) == ["glow A.swift:2:30 call 3:10 [float]"])
    #expect(ReaderProbe.diagnostics(model) == [])
  }
}
