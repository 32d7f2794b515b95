import ShaderRegistry
import Testing

/// CRLF and lone CR line ends, tabs, a UTF-8 byte order mark and non-ASCII text: lines count
/// every kind of line end once, and columns count Unicode scalars.
@Suite struct LineEndingAndEncodingTests {
  static let lines = [
    "// header",
    "[[ stitchable ]]",
    "half4 first(float2 position, half4 color) {",
    "    return color;",
    "}",
    "/* a",
    "   block */ [[ stitchable ]] float2 second(float2 position) { return position; }",
  ]

  static func positions(_ result: ScanResult) -> [String] {
    result.functions.map { "\($0.name) \($0.position)" }
  }

  @Test(arguments: ["\n", "\r\n", "\r"])
  func everyLineEndCountsOnce(lineEnd: String) {
    let result = scan(Self.lines.joined(separator: lineEnd) + lineEnd)
    #expect(result.diagnostics == [])
    #expect(Self.positions(result) == ["first 3:7", "second 7:37"])
  }

  @Test func mixedLineEnds() {
    let source = "// a\r\n// b\r// c\n[[ stitchable ]] half4 mixed(float2 p) {}\r\n"
    let result = scan(source)
    #expect(Self.positions(result) == ["mixed 4:24"])
  }

  @Test func aTabIsOneColumn() throws {
    let function = try onlyFunction(in: "\t[[\tstitchable\t]]\thalf4\ttabbed(\tfloat2\tp\t)\t{}")
    #expect(function.position.description == "1:25")
    #expect(function.parameters.first?.position.description == "1:33")
    #expect(spelled(function.parameters) == ["float2|p"])
  }

  @Test func theByteOrderMarkTakesNoColumn() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("[[ stitchable ]] half4 bom(float2 p) {}".utf8)
    let result = MetalSourceScanner().scan(bytes: bytes, file: "bom.metal")
    #expect(result.diagnostics == [])
    #expect(Self.positions(result) == ["bom 1:24"])
  }

  @Test func aByteOrderMarkBeforeADirectiveKeepsItADirective() {
    let bytes: [UInt8] =
      [0xEF, 0xBB, 0xBF] + Array("#if 0\n[[ stitchable ]] half4 hidden(float2 p) {}\n#endif\n".utf8)
    let result = MetalSourceScanner().scan(bytes: bytes, file: "bom.metal")
    #expect(result.functions == [])
    #expect(result.diagnostics == [])
  }

  @Test(arguments: [
    "/* café */ ",
    "/* 日本語 */ ",
    "/* ✓ → ∂ */ ",
    "/* e\u{301} */ ",
    "/* 👍🏽 */ ",
  ])
  func columnsCountUnicodeScalars(comment: String) throws {
    let prefix = comment + "[[ stitchable ]] half4 "
    let function = try onlyFunction(in: prefix + "wide(float2 p) {}")
    #expect(function.position.column == prefix.unicodeScalars.count + 1)
  }

  @Test func nonASCIICommentsOnEveryLine() {
    let source = """
      // Ünïcödé — première ligne
      /* 日本語
         ✓ */ [[ stitchable ]] half4 after(float2 p, half4 c) { return c; } // ß
      """
    let result = scan(source)
    #expect(result.diagnostics == [])
    #expect(Self.positions(result) == ["after 3:32"])
  }

  @Test func diagnosticsAfterCRLFAndTabsHaveTheRightPosition() {
    let source = "// one\r\n\t// two\r\n\t\t/* three"
    let result = scan(source)
    #expect(
      result.diagnostics.map { "\($0.place) \($0.message)" } == ["3:3 unterminated /* comment"])
  }

  @Test func invalidUTF8IsAWarningAtItsPosition() {
    let bytes =
      Array("// ok\n// caf".utf8) + [0xE9] + Array("\n[[ stitchable ]] half4 f(float2 p) {}".utf8)
    let result = MetalSourceScanner().scan(bytes: bytes, file: "latin1.metal")
    #expect(result.names == ["f"])
    #expect(result.diagnostics.map { "\($0.severity) \($0.place)" } == ["warning 2:7"])
  }

  @Test func aNulByteMakesTheFileBinary() {
    let bytes = Array("[[ stitchable ]] half4 f(float2 p) {}\n\t".utf8) + [0, 1, 2]
    let result = MetalSourceScanner().scan(bytes: bytes, file: "binary.metal")
    #expect(result.functions == [])
    #expect(result.diagnostics.map { "\($0.id.name) \($0.place)" } == ["parseError 2:2"])
    #expect(result.byteCount == bytes.count)
  }
}
