import ShaderRegistry
import Testing

/// Parameters split into canonical type spellings and names, including unnamed parameters.
@Suite struct ParameterParsingTests {
  func parameters(_ list: String) throws -> [String] {
    spelled(try onlyFunction(in: "[[ stitchable ]] half4 f(\(list)) {}").parameters)
  }

  @Test(arguments: [
    ("device const float *pips", "device const float *|pips"),
    ("device const float* pips", "device const float *|pips"),
    ("device const float * pips", "device const float *|pips"),
    ("device   const\tfloat\n*pips", "device const float *|pips"),
    ("texture2d<half> image", "texture2d<half>|image"),
    ("texture2d< half > image", "texture2d<half>|image"),
    ("texture2d<half, access::sample> image", "texture2d<half, access::sample>|image"),
    ("SwiftUI::Layer layer", "SwiftUI::Layer|layer"),
    ("metal::float2 position", "metal::float2|position"),
    ("vec<float, 2> v", "vec<float, 2>|v"),
    ("device const half4 *colors", "device const half4 *|colors"),
    ("device const void *bytes", "device const void *|bytes"),
    ("float2 position [[ user(p) ]]", "float2|position"),
    ("constant float &scale", "constant float &|scale"),
  ])
  func oneNamedParameter(list: String, expected: String) throws {
    #expect(try parameters(list) == [expected])
  }

  @Test func unnamedParameters() throws {
    let list = "float2, half4, device const float *, int, texture2d<half>, SwiftUI::Layer, float"
    #expect(
      try parameters(list) == [
        "float2|", "half4|", "device const float *|", "int|", "texture2d<half>|",
        "SwiftUI::Layer|", "float|",
      ])
  }

  @Test func anUnnamedQualifiedScalarKeepsItsType() throws {
    let parsed = try parameters("float2, half4, const float")
    #expect(parsed == ["float2|", "half4|", "const float|"])
  }

  @Test func voidMeansNoParameters() throws {
    #expect(try parameters("void") == [])
    #expect(try parameters("") == [])
  }

  @Test func commasInsideTemplateArgumentsDoNotSplit() throws {
    #expect(
      try parameters("float2 p, texture2d<half, access::read> t, vec<float, 4> v") == [
        "float2|p", "texture2d<half, access::read>|t", "vec<float, 4>|v",
      ])
  }

  @Test func commasInsideParameterAttributesDoNotSplit() throws {
    #expect(try parameters("float2 p [[ a(1, 2) ]], float q") == ["float2|p", "float|q"])
  }

  @Test func baseTypesDropQualifiersAndTheMetalPrefix() throws {
    let function = try onlyFunction(
      in:
        "[[ stitchable ]] half4 f(metal::float2 p, device const float *a, constant int &n, thread half4 c, texture2d<half> t) {}"
    )
    let bases = function.parameters.map { "\($0.baseType.name) \($0.baseType.isPointer)" }
    #expect(
      bases == ["float2 false", "float true", "int false", "half4 false", "texture2d<half> false"])
  }

  @Test func descriptionsReadLikeTheSource() throws {
    let function = try onlyFunction(
      in: "[[ stitchable ]] half4 f(float2 p, device const float *a, int, constant float &s) {}")
    #expect(
      function.parameters.map(\.description) == [
        "float2 p", "device const float *a", "int", "constant float &s",
      ])
    #expect(
      function.signature == "half4 f(float2 p, device const float *a, int, constant float &s)")
  }

  @Test func parameterPositionsAreTheirFirstToken() throws {
    let function = try onlyFunction(
      in: "[[ stitchable ]] half4 f(\n  float2 p,\n\tdevice const float *a,\n    int n) {}")
    #expect(function.parameters.map(\.position.description) == ["2:3", "3:2", "4:5"])
  }
}
