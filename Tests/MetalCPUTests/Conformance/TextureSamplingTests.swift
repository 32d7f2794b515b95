import EffectProofBase
import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `texture2d<T>::sample` and `read` on a 3×2 image (docs/metal-on-cpu.md, "How texture2d
/// sampling is modelled"): every address mode under both filters, normalized and pixel
/// coordinates, inside and far outside the image, the default `constexpr sampler`, separate s
/// and t modes, border colours and the texel offset, each against ``TextureSamplingModel``.
@Suite(.serialized) struct TextureSamplingTests {
  static let model = TextureSamplingModel.tiny(width: 3, height: 2)

  /// One sample: the sampler's constructor arguments, the coordinate as the shader passes it,
  /// and the expected RGBA.
  struct Case: Sendable {
    var label: String
    var statement: String
    var expected: SIMD4<Double>
  }

  /// Normalized coordinates away from texel edges (so nearest is not decided by a rounding),
  /// from far before the image to far past it, plus the exact edges 0 and 1.
  static let us: [Float] = [-0.9, -0.2, 0, 0.1, 0.5, 0.83, 1, 1.3, 2.6]
  static let vs: [Float] = [-0.4, 0.25, 0.7, 1.6]

  static var cases: [Case] {
    var made: [Case] = []
    let black = SIMD4<Double>(0, 0, 0, 0)
    for mode in TextureSamplingModel.Address.allCases {
      for linear in [false, true] {
        let filter = linear ? "filter::linear" : "filter::nearest"
        made += grid(
          "\(filter), address::\(mode.rawValue)", linear: linear, s: mode, t: mode, outside: black)
      }
    }
    // A default sampler: nearest, clamp to edge, normalized.
    made += grid("", linear: false, s: .clampToEdge, t: .clampToEdge, outside: black)
    // s and t apart, the magnifying filter alone, border colours, pixel coordinates.
    made += grid(
      "s_address::repeat, t_address::mirrored_repeat, mag_filter::linear, min_filter::nearest",
      linear: true, s: .repeat, t: .mirroredRepeat, outside: black)
    made += grid(
      "address::clamp_to_border, border_color::opaque_white, filter::linear", linear: true,
      s: .clampToBorder, t: .clampToBorder, outside: SIMD4(1, 1, 1, 1))
    made += grid(
      "address::clamp_to_border, border_color::opaque_black", linear: false, s: .clampToBorder,
      t: .clampToBorder, outside: SIMD4(0, 0, 0, 1))
    // clamp_to_zero is transparent black whatever border colour is set.
    made += grid(
      "address::clamp_to_zero, border_color::opaque_white, filter::linear", linear: true,
      s: .clampToZero, t: .clampToZero, outside: black)
    for linear in [false, true] {
      let filter = linear ? "filter::linear" : "filter::nearest"
      made += grid(
        "coord::pixel, \(filter)", linear: linear, s: .clampToEdge, t: .clampToEdge,
        outside: black, pixel: true)
    }
    // The offset is in texels, added before filtering.
    let model = Self.model
    made.append(
      Case(
        label: "offset int2(1, -1)",
        statement:
          "{ constexpr sampler s(filter::linear, address::repeat); ep_put(o, t.sample(s, float2(0.3f, 0.6f), int2(1, -1))); }",
        expected: model.sample(
          x: 0.3 * 3 + 1, y: 0.6 * 2 - 1, linear: true, s: .repeat, t: .repeat, outside: black)))
    // read takes texel indices; past the edge this model gives the edge texel (Metal leaves it
    // undefined).
    for (i, j) in [(0, 0), (2, 1), (1, 0), (7, 9)] {
      made.append(
        Case(
          label: "read(\(i), \(j))", statement: "ep_put(o, t.read(uint2(\(i), \(j))));",
          expected: model.texel(i, j, s: .clampToEdge, t: .clampToEdge, outside: black)))
    }
    // A NaN coordinate reads as 0 (Metal leaves it undefined).
    made.append(
      Case(
        label: "NaN",
        statement: "{ constexpr sampler s; ep_put(o, t.sample(s, float2(NAN, 0.7f))); }",
        expected: model.texel(0, 1, s: .clampToEdge, t: .clampToEdge, outside: black)))
    // A texture with no image (an empty `.image`): transparent black, and a size of 0.
    for (label, statement) in [
      (
        "no image: sample",
        "{ constexpr sampler s(filter::linear); ep_put(o, none.sample(s, float2(0.5f))); }"
      ),
      ("no image: read", "ep_put(o, none.read(uint2(0, 0)));"),
      ("no image: size", "ep_put(o, float4(none.get_width(), none.get_height(), 0, 0));"),
    ] {
      made.append(Case(label: label, statement: statement, expected: black))
    }
    return made
  }

  /// Every coordinate of the grid under one sampler.
  static func grid(
    _ arguments: String, linear: Bool, s: TextureSamplingModel.Address,
    t: TextureSamplingModel.Address, outside: SIMD4<Double>, pixel: Bool = false
  ) -> [Case] {
    var made: [Case] = []
    for u in us {
      for v in vs {
        // The shader's own float arithmetic: a normalized coordinate times the size, or a pixel
        // coordinate computed as that product.
        let x = u * Float(model.width)
        let y = v * Float(model.height)
        let coordinate =
          pixel
          ? "float2(\(String(format: "%a", x)), \(String(format: "%a", y)))"
          : "float2(\(String(format: "%a", u)), \(String(format: "%a", v)))"
        let declaration =
          arguments.isEmpty ? "constexpr sampler s;" : "constexpr sampler s(\(arguments));"
        made.append(
          Case(
            label: "sampler(\(arguments)) at \(coordinate)",
            statement: "{ \(declaration) ep_put(o, t.sample(s, \(coordinate))); }",
            expected: model.sample(x: x, y: y, linear: linear, s: s, t: t, outside: outside)))
      }
    }
    return made
  }

  static func source(_ cases: [Case]) -> String {
    let texels = model.texels.flatMap { [$0.x, $0.y, $0.z, $0.w] }.map { "\($0)f" }
    var lines = [
      "// Generated by TextureSamplingTests: texture2d sampling on a 3×2 image.",
      "#include <metal_stdlib>",
      "using namespace metal;",
      "static const float ep_tiny[] = {\(texels.joined(separator: ", "))};",
      "static void ep_put(double *&o, float4 v) { for (int k = 0; k < 4; k++) *o++ = (double)v[k]; }",
      "extern \"C\" void texture_sampling(double *o) {",
      "  ep_image image; image.texels = ep_tiny; image.width = 3; image.height = 2;",
      "  texture2d<float> t; t.ep_texture = &image;",
      "  texture2d<float> none;",
    ]
    lines += cases.map { "  " + $0.statement }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func everySamplerStateMatchesTheTexelRules() throws {
    let cases = Self.cases
    let folder = try TemporaryFolder()
    let file = try folder.write("TextureSampling.metal", Self.source(cases))
    let built = try MetalCompiler(cacheFolder: SharedCompilerCache.folder).sharedLibrary(file: file)
    let path = try #require(
      built.path, "\(built.diagnostics.map(\.description).joined(separator: "\n"))")
    let handle = try #require(dlopen(path, RTLD_NOW | RTLD_LOCAL))
    let symbol = try #require(dlsym(handle, "texture_sampling"))
    typealias Entry = @convention(c) (UnsafeMutablePointer<Double>) -> Void
    var out = [Double](repeating: .nan, count: 4 * cases.count)
    unsafeBitCast(symbol, to: Entry.self)(&out)
    var wrong: [String] = []
    for (index, item) in cases.enumerated() {
      let got = SIMD4(out[4 * index], out[4 * index + 1], out[4 * index + 2], out[4 * index + 3])
      let error = (0..<4).map { abs(got[$0] - item.expected[$0]) }.max() ?? .nan
      if !(error <= 1e-5 * 8) { wrong.append("\(item.label): \(got), expected \(item.expected)") }
    }
    #expect(
      wrong.isEmpty,
      "\(wrong.count) of \(cases.count) wrong:\n\(wrong.prefix(30).joined(separator: "\n"))")
    #expect(cases.count == 17 * 36 + 9)
  }

  /// The model's wrap table by hand, so the oracle is not checked against itself: over 3 texels
  /// repeat runs …1 2 | 0 1 2 | 0…, mirrored_repeat …1 0 | 0 1 2 | 2 1 0 0 1…, clamp_to_edge
  /// holds the edge.
  @Test func theWrapTableIsTheVulkanTable() {
    let indices = Array(-3...6)
    #expect(
      indices.map { TextureSamplingModel.wrap($0, 3, .repeat) } == [0, 1, 2, 0, 1, 2, 0, 1, 2, 0])
    #expect(
      indices.map { TextureSamplingModel.wrap($0, 3, .mirroredRepeat) }
        == [2, 1, 0, 0, 1, 2, 2, 1, 0, 0])
    #expect(
      indices.map { TextureSamplingModel.wrap($0, 3, .clampToEdge) } == [
        0, 0, 0, 0, 1, 2, 2, 2, 2, 2,
      ])
    #expect(
      indices.map { TextureSamplingModel.wrap($0, 3, .clampToZero) }
        == [nil, nil, nil, 0, 1, 2, nil, nil, nil, nil])
  }
}
