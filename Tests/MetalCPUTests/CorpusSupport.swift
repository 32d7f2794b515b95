import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// Runs the corpus shaders (`Fixtures/MetalCorpus`) for the corpus run tests, and the closed
/// forms those tests share: pixel centres, half rounding and the layer's bilinear sampling, each
/// written here from its documented definition rather than taken from the runtime.
enum Corpus {
  /// The corpus folder.
  static let folder = RepositoryFixtures.path("MetalCorpus")
  /// The layer every run uses, in points; at scale 1 a pixel is a point.
  static let width = 32
  /// The layer's height in points.
  static let height = 24
  /// The runner's test pattern at that size: the layer of every run given no input.
  static let pattern = MetalRunImage.testPattern(width: width, height: height)
  /// Half's unit roundoff: one rounding to half moves a value by at most 2⁻¹¹ of itself.
  static let halfStep = 0x1p-11

  /// The compiler cache every corpus run shares (``SharedCompilerCache``).
  static let cacheFolder = SharedCompilerCache.folder

  /// Runs `function` of the corpus file `file` over the 32×24 layer (the test pattern, or
  /// `input`) with one worker.
  static func run(
    _ file: String, _ function: String, _ arguments: [MetalArgument],
    input: MetalRunImage? = nil
  ) throws -> MetalRunResult {
    let runner = MetalRunner(compiler: try MetalCompiler(cacheFolder: cacheFolder))
    return try runner.run(
      file: folder + "/" + file,
      request: MetalRunRequest(
        function: function, width: Double(width), height: Double(height), arguments: arguments,
        input: input, jobs: 1))
  }

  /// The centre of pixel (x, y), in points: where the runner evaluates it.
  static func centre(_ x: Int, _ y: Int) -> SIMD2<Double> {
    SIMD2(Double(x) + 0.5, Double(y) + 0.5)
  }

  /// `value` rounded to half, as a colour reaches a colour effect and as every result leaves.
  static func half(_ value: Float) -> Double { Double(Float16(value)) }

  /// The test pattern's texel (x, y) as a colour effect receives it: each channel rounded to half.
  static func colour(_ x: Int, _ y: Int, of image: MetalRunImage = pattern) -> SIMD4<Double> {
    let c = image[x, y]
    return SIMD4(half(c.x), half(c.y), half(c.z), half(c.w))
  }

  /// A `.color` argument as the shader receives it: premultiplied, rounded to half.
  static func premultiplied(_ c: SIMD4<Float>) -> SIMD4<Double> {
    SIMD4(half(c.x * c.w), half(c.y * c.w), half(c.z * c.w), half(c.w))
  }

  /// `Layer::sample` at `p` (points, scale 1), as docs/metal-on-cpu.md defines it: texel i covers
  /// [i, i + 1), so its centre is i + 0.5; the position is clamped to the edge texels' centres
  /// and the four nearest texels are blended bilinearly (premultiplied).
  static func bilinear(_ image: MetalRunImage, _ p: SIMD2<Double>) -> SIMD4<Double> {
    func axis(_ t: Double, _ count: Int) -> (Int, Int, Double) {
      let u = min(max(t, 0.5), Double(count) - 0.5) - 0.5
      let i = Int(u.rounded(.down))
      return (i, min(i + 1, count - 1), u - Double(i))
    }
    let (x0, x1, fx) = axis(p.x, image.width)
    let (y0, y1, fy) = axis(p.y, image.height)
    func texel(_ x: Int, _ y: Int) -> SIMD4<Double> {
      let c = image[x, y]
      return SIMD4(Double(c.x), Double(c.y), Double(c.z), Double(c.w))
    }
    let top = texel(x0, y0) * (1 - fx) + texel(x1, y0) * fx
    let bottom = texel(x0, y1) * (1 - fx) + texel(x1, y1) * fx
    return top * (1 - fy) + bottom * fy
  }

  /// A uniform layer of one premultiplied colour.
  static func uniform(_ c: SIMD4<Float>) -> MetalRunImage {
    let texels = (0..<(width * height)).flatMap { _ in [c.x, c.y, c.z, c.w] }
    return MetalRunImage(counted: width, height, texels)
  }

  /// Expects every pixel of `image` within `tolerance` of `expected` in every channel (nil skips
  /// a pixel) and names the worst pixel when one is not; returns how many pixels were compared.
  @discardableResult
  static func expectImage(
    _ image: MetalRunImage, within tolerance: Double, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ expected: (Int, Int) -> SIMD4<Double>?
  ) -> Int {
    var worst = (error: -1.0, x: 0, y: 0, got: SIMD4<Float>(), expected: SIMD4<Double>())
    var compared = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        guard let e = expected(x, y) else { continue }
        compared += 1
        let got = image[x, y]
        let error = (0..<4).map { abs(Double(got[$0]) - e[$0]) }.max() ?? 0
        if !(error <= worst.error) { worst = (error, x, y, got, e) }
      }
    }
    #expect(
      worst.error <= tolerance,
      "\(what): pixel (\(worst.x), \(worst.y)) is \(worst.got), the closed form \(worst.expected)",
      sourceLocation: sourceLocation)
    return compared
  }
}
