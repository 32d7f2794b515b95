import ShaderRegistry
import Testing

/// Which declarations count as stitchable functions: prototypes and definitions, and the helpers
/// that never do.
@Suite struct DeclarationTests {
  @Test func aPrototypeFollowedByItsDefinitionCountsOnceAtTheDefinition() throws {
    let source = """
      [[ stitchable ]] half4 shade(float2 position, half4 color);

      half4 helper(half4 color) { return color; }

      [[ stitchable ]] half4 shade(float2 position, half4 color) {
          return helper(color);
      }
      """
    let function = try onlyFunction(in: source)
    #expect(function.name == "shade")
    #expect(function.line == 5)
    #expect(function.isDefinition)
  }

  @Test func aDefinitionFollowedByAPrototypeKeepsTheDefinition() throws {
    let source = """
      [[ stitchable ]] half4 shade(float2 position, half4 color) { return color; }
      [[ stitchable ]] half4 shade(float2 position, half4 color);
      """
    let function = try onlyFunction(in: source)
    #expect(function.line == 1)
    #expect(function.isDefinition)
  }

  @Test func aPrototypeAloneIsFoundAsAPrototype() throws {
    let function = try onlyFunction(in: "[[ stitchable ]] float2 warp(float2 position);\n")
    #expect(function.name == "warp")
    #expect(!function.isDefinition)
  }

  @Test func aRepeatedPrototypeCountsOnce() throws {
    let source = """
      [[ stitchable ]] float2 warp(float2 position);
      [[ stitchable ]] float2 warp(float2 position);
      """
    let function = try onlyFunction(in: source)
    #expect(function.line == 1)
    #expect(!function.isDefinition)
  }

  @Test(arguments: [
    "half4 plain(float2 position, half4 color) { return color; }",
    "static half4 fixed(float2 position, half4 color) { return color; }",
    "inline half4 inlined(float2 position, half4 color) { return color; }",
    "template <typename T> T twice(T value) { return value + value; }",
    "template <typename T> [[ visible ]] T visibleTemplate(T value) { return value; }",
    "[[ visible ]] half4 visible(float2 position, half4 color) { return color; }",
    "namespace fx { half4 helper(float2 position, half4 color) { return color; } }",
    "namespace fx::inner { inline float2 warp(float2 position) { return position; } }",
    "fragment half4 frag(VertexOut in [[ stage_in ]]) { return half4(1); }",
    "kernel void compute(uint2 gid [[ thread_position_in_grid ]]) {}",
    "struct S { float values[4]; half4 method(float2 p) const { return half4(p.x); } };",
    "constexpr sampler s(filter::linear); float table[3] = {1, 2, 3};",
  ])
  func helpersAreNotStitchable(source: String) {
    let result = scan(source)
    #expect(result.functions == [])
    #expect(result.diagnostics == [])
  }

  @Test func aStitchableFunctionInsideANamespaceIsFound() {
    let source = """
      namespace fx {
      inline half4 helper(half4 color) { return color; }
      [[ stitchable ]] half4 namespaced(float2 position, half4 color) { return helper(color); }
      }
      """
    let result = scan(source)
    #expect(result.diagnostics == [])
    #expect(result.summary == ["namespaced": "test.metal:3"])
  }

  @Test func helpersAroundStitchableFunctionsAreSkipped() {
    let source = """
      static float hash(float2 p) { return fract(sin(dot(p, float2(12.9, 78.2))) * 43758.5); }
      template <typename V> inline V lerp(V a, V b, float t) { return a + (b - a) * t; }
      [[ stitchable ]] half4 first(float2 position, half4 color) {
          if (hash(position) > 0.5) { return color; }
          return lerp(color, half4(0), 0.5);
      }
      namespace detail { inline float2 shift(float2 p) { return p + 1; } }
      [[ stitchable ]] float2 second(float2 position) { return detail::shift(position); }
      """
    let result = scan(source)
    #expect(result.diagnostics == [])
    #expect(result.functions.map { "\($0.name) \($0.line)" } == ["first 3", "second 8"])
  }

  @Test func theReturnTypeMayBeQualified() throws {
    let function = try onlyFunction(
      in: "[[ stitchable ]] metal::half4 qualified(metal::float2 position, metal::half4 color) {}")
    #expect(function.returnType == "metal::half4")
    #expect(SignatureAnalysis(function).candidateUsages == [.colorEffect, .shapeStyle])
  }

  @Test func functionsKeepSourceOrder() {
    let source = (0..<5).map { "[[ stitchable ]] half4 f\($0)(float2 p) {}" }.reversed()
      .joined(separator: "\n")
    #expect(scan(source).names == ["f4", "f3", "f2", "f1", "f0"])
  }
}
