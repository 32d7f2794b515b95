import ShaderRegistry
import Testing

/// Where lexing and bracket problems are reported: the line and column of the construct at
/// fault, as a parseError that never stops the scan.
@Suite struct LexerDiagnosticTests {
  func reports(_ source: String) -> [String] {
    scan(source).diagnostics.map { "\($0.id.name) \($0.place) \($0.message)" }
  }

  @Test func unterminatedBlockComment() {
    #expect(reports("half4 a;\n  x /* never\nclosed") == ["parseError 2:5 unterminated /* comment"])
  }

  @Test func unterminatedStringLiteral() {
    #expect(
      reports("constant char *s =\n    \"open;\n") == ["parseError 2:5 unterminated string literal"]
    )
  }

  @Test func unterminatedCharacterLiteral() {
    #expect(reports("char c = 'x;") == ["parseError 1:10 unterminated character literal"])
  }

  @Test func anUnterminatedStringEndsAtItsLine() {
    let result = scan("constant char *s = \"open\n[[ stitchable ]] half4 next(float2 p) {}\n")
    #expect(result.names == ["next"])
    #expect(result.diagnostics.map(\.place) == ["1:20"])
  }

  @Test func escapedQuotesStayInsideTheLiteral() {
    let result = scan(#"constant char *s = "a \" [[ stitchable ]] half4 fake(float2 p) {}";"#)
    #expect(result.functions == [])
    #expect(result.diagnostics == [])
  }

  @Test func endifWithoutIf() {
    #expect(reports("half4 a;\n  #endif\n") == ["parseError 2:3 #endif without a matching #if"])
  }

  @Test func elseWithoutIf() {
    #expect(reports("#else\n") == ["parseError 1:1 #else without a matching #if"])
  }

  @Test func ifWithoutEndif() {
    #expect(
      reports("// one\n\n #if FEATURE\nhalf4 a;\n") == [
        "parseError 3:2 #if has no matching #endif"
      ])
  }

  @Test func nestedIfsWithoutEndifAreReportedOnceAtTheOutermost() {
    #expect(
      reports("#if A\n#if B\n#if 0\n#endif\n") == [
        "parseError 1:1 #if has no matching #endif (and 1 more #if inside it)"
      ])
  }

  @Test func ifZeroWithoutEndifHidesTheRestAndIsReported() {
    let result = scan("#if 0\n[[ stitchable ]] half4 hidden(float2 p) {}\n")
    #expect(result.functions == [])
    #expect(result.diagnostics.map(\.place) == ["1:1"])
  }

  @Test func strayClosingParenthesis() {
    #expect(
      reports("float a = 1;\nfloat b = (2));\n") == [
        "parseError 2:14 unbalanced brackets: ')' does not close anything (nothing is open)"
      ])
  }

  @Test func mismatchedClosingBracket() {
    #expect(
      reports("void f() {\n  float x = (1];\n}") == [
        "parseError 2:15 unbalanced brackets: ']' does not close anything ('(' at 2:13 is still open)"
      ])
  }

  @Test func anUnclosedBracketIsReportedAtItsOpening() {
    #expect(reports("void f() {\n  if (x) {\n}\n") == ["parseError 1:10 '{' is never closed"])
  }

  @Test func stitchableFollowedByNothing() {
    #expect(
      reports("half4 a;\n\n   [[ stitchable ]]") == [
        "parseError 3:4 [[ stitchable ]] at the end of the file declares nothing"
      ])
    #expect(
      reports("[[ stitchable ]] // nothing else\n") == [
        "parseError 1:1 [[ stitchable ]] at the end of the file declares nothing"
      ])
  }

  @Test func stitchableFollowedByAVariable() {
    let result = scan("[[ stitchable ]] half4 value;\n[[ stitchable ]] half4 next(float2 p) {}")
    #expect(result.names == ["next"])
    #expect(
      result.diagnostics.map { "\($0.place) \($0.message)" } == [
        "1:1 [[ stitchable ]] is not followed by a function declaration"
      ])
  }

  @Test func stitchableWithoutAReturnType() {
    #expect(
      reports("[[ stitchable ]] shade(float2 p) {}") == [
        "parseError 1:1 [[ stitchable ]] is not followed by a return type and a function name"
      ])
  }

  @Test func aParameterListThatNeverCloses() {
    let result = scan("[[ stitchable ]] half4 open(float2 p, half4 c")
    #expect(result.functions == [])
    #expect(
      result.diagnostics.map { "\($0.subject ?? "-") \($0.place) \($0.message)" } == [
        "open 1:28 the parameter list of 'open' is never closed"
      ])
  }

  @Test func diagnosticsNameTheFileAndUseTheCompilerForm() throws {
    let result = MetalSourceScanner().scan(source: "\n  /* open", file: "Shaders/Open.metal")
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.file == "Shaders/Open.metal")
    #expect(diagnostic.severity == .error)
    #expect(
      diagnostic.labelled
        == "Shaders/Open.metal:2:3: error: [parseError] unterminated /* comment")
  }

  @Test func anUnbalancedBodyDoesNotHideTheNextFunction() {
    let source = """
      [[ stitchable ]] half4 broken(float2 p, half4 c) { return (c; }
      [[ stitchable ]] half4 next(float2 p, half4 c) { return c; }
      """
    let result = scan(source)
    #expect(result.names.first == "broken")
    #expect(
      result.diagnostics.map { "\($0.place) \($0.message)" } == [
        "1:63 unbalanced brackets: '}' does not close anything ('(' at 1:59 is still open)"
      ])
    #expect(result.names == ["broken", "next"])
  }

  @Test func problemsDoNotStopTheScan() {
    let source = """
      #endif
      float a = 1);
      [[ stitchable ]] half4 survivor(float2 p, half4 c) { return c; }
      char c = 'x;
      """
    let result = scan(source)
    #expect(result.names == ["survivor"])
    #expect(result.diagnostics.map(\.place).sorted() == ["1:1", "2:12", "4:10"])
  }
}
