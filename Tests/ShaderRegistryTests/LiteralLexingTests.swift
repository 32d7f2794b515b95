import ShaderRegistry
import Testing

/// Literals and numbers that look like they might confuse the lexer.
@Suite struct LiteralLexingTests {
  @Test(arguments: [
    "uint h = 0x9E37'79B1u * 1'000'000;",
    "char q = '\\'';",
    "char b = '\\\\';",
    "constant char *s = \"a // not a comment\";",
    "constant char *s = \"a /* not a comment\";",
    "constant char *s = u8\"[[ stitchable ]] half4 fake(float2 p) {\";",
    "float x = 1.5e-3h + .5f + 0x1p-2;",
  ])
  func literalsDoNotHideTheNextFunction(prefix: String) {
    let result = scan(prefix + "\n[[ stitchable ]] half4 after(float2 p, half4 c) { return c; }")
    #expect(result.diagnostics == [])
    #expect(result.names == ["after"])
  }
}
