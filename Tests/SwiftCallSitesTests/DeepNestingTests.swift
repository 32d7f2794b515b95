import EffectProofBase
import ShaderRegistry
import SwiftCallSites
import Testing

/// Swift nested deeper than SwiftParser can read in the tool's process (a stack overflow, or
/// memory that grows with the square of the depth) is one error at its place, and the file is
/// not read; the other files are. Without the guard each of these ends the test process.
@Suite(.serialized) struct DeepNestingTests {
  @Test(arguments: DeepNestingForm.all)
  func aFileNestedPastTheLimitIsAnErrorAndTheRestIsRead(_ form: DeepNestingForm) {
    let model = ReaderProbe.read(files: [
      ("A.swift", form.text(form.crashDepth)),
      ("B.swift", "let t = ShaderLibrary.wave(.float(2))\n"),
    ])
    #expect(ReaderProbe.sites(model) == ["wave B.swift:1:23 call 1:9 [float]"])
    #expect(model.parsedFiles == ["B.swift"])
    let errors = model.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1)
    guard let error = errors.first else { return }
    #expect(error.registryKind == .parseError)
    #expect(error.file == "A.swift")
    #expect((error.line ?? 0) >= 2)
    #expect(error.message.contains(form.described))
    #expect(error.message.contains("the file is not read, so its call sites are not checked"))
    if form.name != "#if" { #expect(error.line == 2) }
  }

  @Test(arguments: DeepNestingForm.all + DeepNestingForm.bounded)
  func aFileNestedWithinTheLimitIsRead(_ form: DeepNestingForm) {
    // 250 levels; 15 interpolations; `repeat each` and `A<(Int) -> ` are two levels each.
    let depth =
      form.name == "interpolation"
      ? 15 : ["repeat each", "generic arrow", "if let closure"].contains(form.name) ? 120 : 250
    let model = ReaderProbe.read(form.text(depth))
    #expect(ReaderProbe.sites(model) == ["glow A.swift:1:23 call 1:9 [float]"])
    #expect(model.parsedFiles == ["A.swift"])
    #expect(model.diagnostics.filter { $0.severity == .error } == [])
  }

  @Test func theMessageSaysWhatNestsHowDeepAndTheLimit() {
    let model = ReaderProbe.read(
      "let s = ShaderLibrary.glow(.float(1))\nx = f(" + String(repeating: "try ", count: 300)
        + "g())\n")
    #expect(
      model.diagnostics.map(\.labelled) == [
        "A.swift:2:1031: error: [parseError] Swift nests 257 levels deep here (257 `try`), past the 256 the reader reads (SwiftParser recurses once a level, and too deep a recursion would end the process); the file is not read, so its call sites are not checked"
      ])
  }

  @Test func interpolationsPastSixteenAreAnError() {
    let text =
      "let s = ShaderLibrary.glow(.float(1))\nlet t = " + String(repeating: "\"\\(", count: 17)
      + "1" + String(repeating: ")\"", count: 17) + "\n"
    let model = ReaderProbe.read(text)
    #expect(model.callSites.isEmpty)
    #expect(
      model.diagnostics.map(\.labelled) == [
        "A.swift:2:58: error: [parseError] string interpolations nest 17 deep here, past the 16 the reader reads (SwiftParser's memory grows with the square of that depth); the file is not read, so its call sites are not checked"
      ])
  }

  @Test func manyShallowStatementsAreNotDeep() {
    var text = "let s = ShaderLibrary.glow(.float(1))\nfunc f() async throws {\n"
    for line in 0..<400 {
      text += "  let v\(line) = try await g(a < b ? x.y?.z : w) -> Int\n"
      text += "  if a { } else if b { } else { }\n"
    }
    text += "}\n"
    let model = ReaderProbe.read(text)
    #expect(ReaderProbe.sites(model) == ["glow A.swift:1:23 call 1:9 [float]"])
    #expect(model.diagnostics.filter { $0.severity == .error } == [])
  }

  /// 660 kB of 64-deep interpolations took SwiftParser 555 MB and 33 s; refused at once.
  @Test func manyDeepInterpolationsAreRefusedBeforeTheyCostMemory() {
    let deep =
      "let t = " + String(repeating: "\"\\(", count: 64) + "1"
      + String(repeating: ")\"", count: 64) + "\n"
    let text = "let s = ShaderLibrary.glow(.float(1))\n" + String(repeating: deep, count: 2000)
    let model = ReaderProbe.read(text)
    #expect(model.parsedFiles == [])
    #expect(model.diagnostics.map(\.line) == [2])
    #expect(model.diagnostics.allSatisfy { $0.message.contains("string interpolations nest 17") })
  }
}
