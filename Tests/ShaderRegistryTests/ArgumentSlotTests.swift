import ShaderRegistry
import Testing

/// Grouping parameters into `Shader.Argument` slots: pointers with their counts, images,
/// `float4` for `boundingRect`, and the problems a signature shows on its own.
@Suite struct ArgumentSlotTests {
  static func source(_ arguments: String) -> String {
    "[[ stitchable ]] half4 f(float2 position, half4 color, \(arguments)) { return color; }"
  }

  @Test func scalarsAndVectors() throws {
    let kinds = try slotKinds(
      Self.source("float a, float2 b, float3 c, float4 d, half4 e, texture2d<half> f"),
      usage: .colorEffect)
    #expect(kinds == [.float, .float2, .float3, .float4, .color, .image])
  }

  @Test func pointerAndCountFormOneSlot() throws {
    let function = try onlyFunction(
      in: Self.source(
        "device const float *values, int count, device const half4 *colors, int colorCount, device const void *bytes, int32_t size"
      ))
    let slots = SignatureAnalysis(function).slots(for: .colorEffect)
    #expect(slots.map(\.kind) == [.floatArray, .colorArray, .data])
    #expect(slots.map(\.parameters.count) == [2, 2, 2])
    #expect(slots.allSatisfy { !$0.isMissingCount })
    #expect(
      slots.map(\.spelling) == [
        "device const float *values, int count", "device const half4 *colors, int colorCount",
        "device const void *bytes, int32_t size",
      ])
    #expect(check(Self.source("device const float *values, int count"), nil) == [])
  }

  @Test func aPointerWithoutItsCountIsMissingCount() throws {
    let function = try onlyFunction(
      in: Self.source("device const float *pips, float corner, float radius"))
    let slots = SignatureAnalysis(function).slots(for: .colorEffect)
    #expect(slots.map(\.kind) == [.floatArray, .float, .float])
    #expect(slots.map(\.isMissingCount) == [true, false, false])
    #expect(
      check(Self.source("device const float *pips, float corner, float radius"), nil) == [
        "missingCount f 1:56"
      ])
  }

  @Test(arguments: [
    ("device const float *values", ShaderArgumentKind.floatArray),
    ("device const half4 *colors", .colorArray),
    ("device const void *bytes", .data),
  ])
  func aPointerAtTheEndWithoutCount(parameter: String, kind: ShaderArgumentKind) throws {
    let source = Self.source(parameter)
    #expect(try slotKinds(source, usage: .colorEffect) == [kind])
    #expect(check(source, nil) == ["missingCount f 1:56"])
  }

  @Test func aCountThatIsNotAnIntIsNotACount() throws {
    let source = Self.source("device const float *values, uint count")
    #expect(try slotKinds(source, usage: .colorEffect) == [.floatArray, nil])
    #expect(check(source, nil) == ["missingCount f 1:56", "argumentTypeMismatch f 1:84"])
  }

  @Test func aPointerToAnotherTypeMapsToNothing() throws {
    let source = Self.source("device const int *values, int count")
    #expect(try slotKinds(source, usage: .colorEffect) == [nil])
    #expect(check(source, nil) == ["argumentTypeMismatch f 1:56"])
  }

  @Test func twoImagesAreReportedAtTheSecond() {
    let source = Self.source("texture2d<half> a, float mix, texture2d<half> b")
    #expect(check(source, nil) == ["argumentTypeMismatch f 1:86"])
    let registered = [Warmup(name: "f", usage: .colorEffect, arguments: [.image, .float, .image])]
    #expect(check(source, registered) == ["argumentTypeMismatch f 1:86"])
  }

  @Test func oneImageIsFine() {
    #expect(check(Self.source("texture2d<half, access::sample> image"), nil) == [])
    let registered = [Warmup(name: "f", usage: .colorEffect, arguments: [.image])]
    #expect(check(Self.source("texture2d<half> image"), registered) == [])
  }

  @Test func aFloatTextureIsNotAnImage() throws {
    #expect(try slotKinds(Self.source("texture2d<float> image"), usage: .colorEffect) == [nil])
  }

  @Test(arguments: [ShaderArgumentKind.float4, .boundingRect])
  func float4AcceptsFloat4AndBoundingRect(declared: ShaderArgumentKind) {
    let registered = [Warmup(name: "f", usage: .colorEffect, arguments: [declared])]
    #expect(check(Self.source("float4 rect"), registered) == [])
  }

  @Test(arguments: ShaderArgumentKind.allCases.filter { $0 != .float4 && $0 != .boundingRect })
  func float4RejectsEverythingElse(declared: ShaderArgumentKind) {
    let registered = [Warmup(name: "f", usage: .colorEffect, arguments: [declared])]
    #expect(check(Self.source("float4 rect"), registered) == ["argumentTypeMismatch f 1:56"])
  }

  @Test func boundingRectDoesNotFitAFloat2() {
    let registered = [Warmup(name: "f", usage: .colorEffect, arguments: [.boundingRect])]
    #expect(check(Self.source("float2 size"), registered) == ["argumentTypeMismatch f 1:56"])
  }

  @Test func acceptsIsExactExceptForBoundingRect() {
    for slotKind in ShaderArgumentKind.allCases {
      let slot = ArgumentSlot(kind: slotKind, parameters: [])
      for declared in ShaderArgumentKind.allCases {
        let expected = slotKind == declared || (slotKind == .float4 && declared == .boundingRect)
        #expect(slot.accepts(declared) == expected, "\(slotKind) accepts \(declared)")
      }
    }
  }

  @Test func argumentsStartAfterTheLeadingParameters() throws {
    let layer =
      "[[ stitchable ]] half4 f(float2 position, SwiftUI::Layer layer, float2 origin, float time) {}"
    #expect(try slotKinds(layer, usage: .layerEffect) == [.float2, .float])
    let warp = "[[ stitchable ]] float2 f(float2 position, float3 axis) {}"
    #expect(try slotKinds(warp, usage: .distortionEffect) == [.float3])
    let shape = "[[ stitchable ]] half4 f(float2 position) {}"
    #expect(try slotKinds(shape, usage: .shapeStyle) == [])
  }

  @Test func parameterCountsAndSpellings() {
    #expect(
      ShaderArgumentKind.allCases.filter { $0.parameterCount == 2 } == [
        .floatArray, .colorArray, .data,
      ])
    #expect(ShaderArgumentKind.boundingRect.metalSpelling == "float4")
    #expect(ShaderArgumentKind.floatArray.metalSpelling == "device const float *, int")
  }
}
