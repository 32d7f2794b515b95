import ShaderRegistry
import Testing

/// `[[ stitchable ]]` in every spacing, alone or with other attributes, and with line breaks
/// and comments anywhere between the attribute, the return type, the name and the parameters.
@Suite struct AttributeSpellingTests {
  static let body = " half4 shade(float2 position, half4 color) { return color; }"

  @Test(arguments: [
    "[[stitchable]]",
    "[[ stitchable ]]",
    "[[   stitchable   ]]",
    "[[\tstitchable\t]]",
    "[[\nstitchable\n]]",
    "[ [ stitchable ] ]",
    "[[ stitchable, other ]]",
    "[[other,stitchable]]",
    "[[ user(locn0), stitchable ]]",
    "[[ /* why */ stitchable // because\n ]]",
    "[[ stitchable ]] [[ other ]]",
    "[[ other ]] [[ stitchable ]]",
  ])
  func everySpellingOfTheAttributeIsFound(attribute: String) throws {
    let function = try onlyFunction(in: attribute + Self.body)
    #expect(function.name == "shade")
    #expect(function.signature == "half4 shade(float2 position, half4 color)")
  }

  @Test(arguments: [
    "[[ visible ]]",
    "[[ stitchable_ ]]",
    "[[ Stitchable ]]",
    "[[ user(stitchable) ]]",
    "[ stitchable ]",
    "",
  ])
  func otherAttributesAreNotStitchable(attribute: String) {
    let result = scan(attribute + Self.body)
    #expect(result.functions == [])
    #expect(result.diagnostics == [])
  }

  @Test func lineBreaksAndCommentsMayFallAnywhere() throws {
    let source = """
      [[ stitchable ]] // the attribute
      /* between the attribute and the type */
      half4 // the return type
      /* before the name */ shade /* after the name */
      ( // the parameters
          float2 position, // first
          /* second */ half4 color
      ) // before the body
      {
          return color;
      }
      """
    let function = try onlyFunction(in: source)
    #expect(function.name == "shade")
    #expect(function.position.description == "4:23")
    #expect(function.returnType == "half4")
    #expect(spelled(function.parameters) == ["float2|position", "half4|color"])
    #expect(function.parameters.map(\.position.description) == ["6:5", "7:18"])
    #expect(function.isDefinition)
  }

  @Test func eachTokenOnItsOwnLine() throws {
    let source =
      "[[\nstitchable\n]]\nfloat2\nwarp\n(\nfloat2\nposition\n,\nfloat\namount\n)\n{\n}\n"
    let function = try onlyFunction(in: source)
    #expect(function.signature == "float2 warp(float2 position, float amount)")
    #expect(function.position.description == "5:1")
    #expect(function.parameters.map(\.position.line) == [7, 10])
  }

  @Test func twoFunctionsOnOneLine() {
    let source =
      "[[stitchable]] half4 a(float2 p, half4 c) { return c; } [[stitchable]] float2 b(float2 p) { return p; }"
    let result = scan(source)
    #expect(result.diagnostics == [])
    #expect(result.functions.map { "\($0.name) \($0.position)" } == ["a 1:22", "b 1:79"])
  }

  @Test func anAttributeInsideABodyDoesNotStartADeclaration() {
    let source = """
      [[ stitchable ]] half4 outer(float2 position, half4 color) {
          float values[2] = {0, 1};
          return color * half(values[1]);
      }
      [[ stitchable ]] half4 after(float2 position, half4 color) { return color; }
      """
    let result = scan(source)
    #expect(result.diagnostics == [])
    #expect(result.names == ["outer", "after"])
  }

  @Test func theFunctionPositionIsTheName() throws {
    let function = try onlyFunction(in: "\n\n    [[ stitchable ]]   half4   named(float2 p) {}")
    #expect(function.position.description == "3:32")
    #expect(function.line == 3)
  }
}
