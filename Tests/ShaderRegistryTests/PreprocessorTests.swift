import ShaderRegistry
import Testing

/// Preprocessor lines are skipped, `#if 0` groups hide what they contain, and conditions the
/// lexer cannot evaluate leave every branch active.
@Suite struct PreprocessorTests {
  static func function(_ name: String) -> String {
    "[[ stitchable ]] half4 \(name)(float2 position, half4 color) { return color; }"
  }

  func names(_ lines: [String]) -> [String] {
    let result = scan(lines.joined(separator: "\n") + "\n")
    #expect(result.diagnostics == [])
    return result.names
  }

  @Test func ifZeroHidesAndItsElseIsActive() {
    let found = names([
      "#if 0", Self.function("hidden"), "#else", Self.function("shown"), "#endif",
      Self.function("after"),
    ])
    #expect(found == ["shown", "after"])
  }

  @Test func ifOneIsActiveAndItsElseIsNot() {
    let found = names([
      "#if 1", Self.function("shown"), "#else", Self.function("hidden"), "#endif",
    ])
    #expect(found == ["shown"])
  }

  @Test func falseAndTrueAndParenthesesAreConstants() {
    let found = names([
      "#if false", Self.function("a"), "#endif",
      "#if (0)", Self.function("b"), "#endif",
      "#if true", Self.function("c"), "#else", Self.function("d"), "#endif",
      "#if /* off */ 0 // really", Self.function("e"), "#endif",
    ])
    #expect(found == ["c"])
  }

  @Test func nestedGroupsInsideIfZeroStayHidden() {
    let found = names([
      "#if 0",
      "#if 1", Self.function("innerTrue"),
      "#else", Self.function("innerElse"), "#endif",
      "#ifdef FEATURE", Self.function("innerIfdef"), "#endif",
      Self.function("outerHidden"),
      "#else", Self.function("outerElse"),
      "#endif",
      Self.function("after"),
    ])
    #expect(found == ["outerElse", "after"])
  }

  @Test func ifdefAndUnknownConditionsAreActiveOnEveryBranch() {
    let found = names([
      "#ifdef FEATURE", Self.function("ifdefBranch"), "#else", Self.function("ifdefElse"),
      "#endif",
      "#ifndef FEATURE", Self.function("ifndefBranch"), "#endif",
      "#if defined(FEATURE) && FEATURE > 1", Self.function("unknownBranch"),
      "#elif OTHER", Self.function("unknownElif"), "#endif",
    ])
    #expect(
      found == [
        "ifdefBranch", "ifdefElse", "ifndefBranch", "unknownBranch", "unknownElif",
      ])
  }

  @Test func elifAfterIfZero() {
    let found = names([
      "#if 0", Self.function("a"),
      "#elif 1", Self.function("b"),
      "#elif 1", Self.function("c"),
      "#else", Self.function("d"),
      "#endif",
    ])
    #expect(found == ["b"])
  }

  @Test func directivesMayBeIndentedAndSpaced() {
    let found = names([
      "  #  if 0", Self.function("a"), "\t#\tendif",
      "/* note */ #if 0", Self.function("b"), "#endif",
    ])
    #expect(found == [])
  }

  @Test func preprocessorLinesAndContinuationsAreSkipped() {
    let found = names([
      "#include <metal_stdlib>",
      "#define SHADER(name) \\",
      "    [[ stitchable ]] half4 name(float2 position, half4 color) { return color; }",
      "#pragma once",
      Self.function("real"),
    ])
    #expect(found == ["real"])
  }

  @Test func crlfDirectives() {
    let source = ["#if 0", Self.function("hidden"), "#endif", Self.function("shown")]
      .joined(separator: "\r\n")
    let result = scan(source)
    #expect(result.diagnostics == [])
    #expect(result.summary == ["shown": "test.metal:4"])
  }

  @Test func aHashInsideALineIsNotADirective() {
    let found = names([
      "constant float a = 1; // #if 0", Self.function("shown"),
    ])
    #expect(found == ["shown"])
  }

  @Test func apostrophesInSkippedGroupsAndDirectivesAreNotLiterals() {
    let found = names([
      "#error don't build this",
      "#if 0", "It's an apostrophe in plain text", "#endif",
      Self.function("shown"),
    ])
    #expect(found == ["shown"])
  }

  @Test func aLineCommentContinuedWithABackslashHidesTheNextLine() {
    #expect(
      names(["// continued \\", Self.function("hidden"), Self.function("shown")]) == ["shown"])
    let crlf = "// continued \\\r\n" + Self.function("hidden") + "\r\n" + Self.function("shown")
    #expect(scan(crlf).names == ["shown"])
  }

  @Test func aStringInASkippedGroupDoesNotOpenAComment() {
    let source = [
      "#if 0", "constant char *pattern = \"*/*\";", "#endif", Self.function("shown"),
    ].joined(separator: "\n")
    let result = scan(source)
    #expect(result.diagnostics == [])
    #expect(result.names == ["shown"])
  }

  @Test func deeplyNestedConditionalsBalance() {
    let depth = 2_000
    let lines =
      Array(repeating: "#if 1", count: depth) + ["#if 0", Self.function("hidden"), "#endif"]
      + [Self.function("shown")] + Array(repeating: "#endif", count: depth)
    #expect(names(lines) == ["shown"])
  }
}
