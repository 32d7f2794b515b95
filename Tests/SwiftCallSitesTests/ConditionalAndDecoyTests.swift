import ShaderRegistry
import SwiftCallSites
import Testing

/// `#if false` is skipped, other `#if` branches are read, strings and comments are not calls.
@Suite struct ConditionalAndDecoyTests {
  @Test func ifBranches() {
    let source = """
      #if false
      let hidden = ShaderLibrary.hidden(.float(1))
      #endif
      #if DEBUG
      let debug = ShaderLibrary.debug(.float(1))
      #elseif os(iOS)
      let ios = ShaderLibrary.ios(.float(1))
      #else
      let release = ShaderLibrary.release(.float(1))
      #endif
      #if true
      let yes = ShaderLibrary.yes(.float(1))
      #else
      let no = ShaderLibrary.no(.float(1))
      #endif
      #if !false
      let notFalse = ShaderLibrary.notFalse(.float(1))
      #endif
      #if (false)
      let parenFalse = ShaderLibrary.parenFalse(.float(1))
      #endif
      """
    let model = ReaderProbe.read(source)
    #expect(
      ReaderProbe.sites(model) == [
        "debug A.swift:5:27 call 5:13 [float]",
        "ios A.swift:7:25 call 7:11 [float]",
        "release A.swift:9:29 call 9:15 [float]",
        "yes A.swift:12:25 call 12:11 [float]",
        "notFalse A.swift:17:30 call 17:16 [float]",
      ])
    #expect(model.diagnostics.isEmpty)
  }

  @Test func aPostfixIfInAModifierChain() {
    let source = """
      struct V: View {
        var body: some View {
          Text("x")
          #if false
            .colorEffect(ShaderLibrary.postfixHidden())
          #else
            .colorEffect(ShaderLibrary.postfixShown())
          #endif
        }
      }
      """
    let model = ReaderProbe.read(source)
    #expect(ReaderProbe.sites(model) == ["postfixShown A.swift:7:34 call 7:20 []"])
    #expect(ReaderProbe.uses(model) == ["modifier colorEffect A.swift:7:8 -> [0]"])
  }

  @Test func aFactoryDeclaredOnlyInIfFalseIsNotFollowed() {
    let source = """
      enum Fx {
      #if false
        static func gone() -> Shader { ShaderLibrary.gone() }
      #endif
      }
      let s = Text("x").colorEffect(Fx.gone())
      """
    let model = ReaderProbe.read(source)
    #expect(model.callSites.isEmpty)
    #expect(model.uses.isEmpty)
    #expect(ReaderProbe.diagnostics(model) == ["warning unresolvedCallSite A.swift:6:31"])
  }

  /// A `return` in `#if false` code is not a value the factory can have.
  @Test func aFactoryReturnInIfFalseIsNotFollowed() {
    let source = """
      enum Fx {
        static func glow() -> Shader {
        #if false
          return ShaderLibrary.old()
        #else
          return ShaderLibrary.glow()
        #endif
        }
      }
      let s = Text("x").colorEffect(Fx.glow())
      """
    let model = ReaderProbe.read(source)
    #expect(ReaderProbe.sites(model) == ["glow A.swift:6:26 call 6:12 []"])
    #expect(ReaderProbe.uses(model) == ["modifier colorEffect A.swift:10:19 -> [0]"])
  }

  /// Both branches of `#if DEBUG` are read, in a body as at file scope.
  @Test func aBindingInBothBranchesOfIfDebug() {
    let source = """
      func make() -> Shader {
        #if DEBUG
        let f = ShaderLibrary.debug
        #else
        let f = ShaderLibrary.release
        #endif
        return f(.float(1))
      }
      let u = Text("x").colorEffect(make())
      """
    let model = ReaderProbe.read(source)
    #expect(
      ReaderProbe.sites(model) == [
        "debug A.swift:3:25 call 7:10 [float]", "release A.swift:5:25 call 7:10 [float]",
      ])
    #expect(ReaderProbe.uses(model) == ["modifier colorEffect A.swift:9:19 -> [0, 1]"])
    #expect(model.diagnostics.isEmpty)
  }

  @Test func stringsAndCommentsAreNotCallSites() {
    let source = """
      let text = "ShaderLibrary.inString(.float(1))"
      // ShaderLibrary.inLineComment(.float(1))
      /* Text("x").colorEffect(ShaderLibrary.inBlockComment()) */
      /// ShaderLibrary.inDocComment(.float(1))
      let multi = \"""
        ShaderLibrary.inMultiline(.float(1))
        \"""
      let raw = #"ShaderLibrary.inRaw(.float(1))"#
      let real = ShaderLibrary.real(.float(1))
      """
    let model = ReaderProbe.read(source)
    #expect(ReaderProbe.sites(model) == ["real A.swift:9:26 call 9:12 [float]"])
    #expect(model.uses.isEmpty)
    #expect(model.diagnostics.isEmpty)
  }

  @Test func aFileThatOnlyMentionsShadersInCommentsIsParsedForNothing() {
    let model = ReaderProbe.read("// uses ShaderLibrary.glow elsewhere\nlet x = 1\n")
    #expect(model.parsedFiles == ["A.swift"])
    #expect(model.callSites.isEmpty)
    #expect(model.uses.isEmpty)
    #expect(model.diagnostics.isEmpty)
  }
}
