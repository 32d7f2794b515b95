import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// The corpus's distortions against closed forms of the position each pixel samples from: the
/// sample audit's largest offsets, and the image, which is the layer sampled there (bilinear, as
/// `Corpus.bilinear` defines it) rounded to half. Positions agree with the float shader to about
/// 10⁻⁵ points, which moves a bilinear sample of the test pattern (at most 0.6 a point, across
/// the checkerboard's edges) by under 10⁻⁵; so an image is within one half rounding (2⁻¹¹) plus
/// 10⁻⁵.
@Suite struct MetalCorpusDistortionTests {
  /// One half rounding and the position's float error.
  static let imageTolerance = Corpus.halfStep + 1e-5

  /// Expects the image to be the layer sampled at `source(x, y)`.
  static func expectSampled(
    _ result: MetalRunResult, _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ source: (SIMD2<Double>) -> SIMD2<Double>?
  ) {
    Corpus.expectImage(
      result.image, within: imageTolerance, what, sourceLocation: sourceLocation
    ) { x, y in
      source(Corpus.centre(x, y)).map { Corpus.bilinear(Corpus.pattern, $0) }
    }
  }

  /// The largest per-axis offset of `source` over every pixel.
  static func maxOffset(_ source: (SIMD2<Double>) -> SIMD2<Double>) -> SIMD2<Double> {
    var largest = SIMD2<Double>.zero
    for y in 0..<Corpus.height {
      for x in 0..<Corpus.width {
        let p = Corpus.centre(x, y)
        let offset = source(p) - p
        largest = pointwiseMax(largest, pointwiseMax(offset, -offset))
      }
    }
    return largest
  }

  /// The wave moves x by A sin(k y + t) and y by A/2 cos(k x + t), k = 2π / 8. With A = 3 and
  /// t = 3π/8 the first row's sine is 1 and the third column's cosine −1, so the largest
  /// offsets are exactly the amplitude and half of it (10⁻⁵ for float's sine near its peak).
  @Test func waveDistortionsLargestOffsetIsItsAmplitude() throws {
    let time = 3 * Float.pi / 8
    let result = try Corpus.run(
      "WaveDistortion.metal", "wave", [.float(time), .float(3), .float(8)])
    let k = 2 * Double.pi / 8
    let wave = { (p: SIMD2<Double>) in
      p + SIMD2(3 * sin(k * p.y + Double(time)), 1.5 * cos(k * p.x + Double(time)))
    }
    #expect(abs(result.samples.maxOffset.x - 3) < 1e-5)
    #expect(abs(result.samples.maxOffset.y - 1.5) < 1e-5)
    Self.expectSampled(result, "wave") { wave($0) }
  }

  /// Rotating the content by 30° about the middle samples each pixel p from the middle plus p's
  /// offset turned back by 30°; the audit's farthest sample is that of its pixel, and its
  /// largest offsets those of the closed form over every pixel (10⁻⁴: float's turn of offsets up
  /// to 20 points).
  @Test func rotationSamplesThePositionTurnedBack() throws {
    let centre = SIMD2<Double>(16, 12)
    let result = try Corpus.run(
      "Rotate.metal", "rotate", [.float2(SIMD2(16, 12)), .float(30)])
    let (c, s) = (cos(Double.pi / 6), sin(Double.pi / 6))
    let rotate = { (p: SIMD2<Double>) in
      let d = p - centre
      return centre + SIMD2(c * d.x + s * d.y, c * d.y - s * d.x)
    }
    let expected = Self.maxOffset(rotate)
    let audit = result.samples
    #expect(abs(Double(audit.maxOffset.x) - expected.x) < 1e-4)
    #expect(abs(Double(audit.maxOffset.y) - expected.y) < 1e-4)
    let pixel = try #require(audit.worstPixel)
    let sample = try #require(audit.worstSample)
    let turned = rotate(SIMD2(Double(pixel.x), Double(pixel.y)))
    #expect(abs(Double(sample.x) - turned.x) < 1e-4 && abs(Double(sample.y) - turned.y) < 1e-4)
    Self.expectSampled(result, "rotation") { rotate($0) }
  }

  /// The swirl of radius 10 and 1 turn: inside, a pixel at distance r and angle φ from the
  /// middle samples at the same r and angle φ + (1 − r / 10); outside it samples itself.
  @Test func swirlTurnsByTheDistanceFromItsRim() throws {
    let centre = SIMD2<Double>(16, 12)
    let result = try Corpus.run(
      "Swirl.metal", "swirl", [.float2(SIMD2(16, 12)), .float(10), .float(1)])
    Self.expectSampled(result, "swirl") { p in
      let d = p - centre
      let r = (d * d).sum().squareRoot()
      guard r < 10 else { return p }
      let angle = atan2(d.y, d.x) + (1 - r / 10)
      return centre + r * SIMD2(cos(angle), sin(angle))
    }
  }

  /// The lens of radius 8 refracts the view ray I = (0, 0, −1) through the sphere's normal
  /// n = (d, √(1 − |d|²)), d = (p − middle) / 8: with η = 0.75 and k = 1 − η²(1 − n_z²), the
  /// ray bends to b = η I + (η n_z − √k) n and the pixel samples p + 4 b_xy / |b|. Pixels within
  /// 10⁻⁴ of the rim in |d|², where the lens's edge is a step, are left out. With η = 1 the ray
  /// goes straight and nothing moves (float leaves under 10⁻⁵).
  @Test func lensRefractsThroughASphere() throws {
    let centre = SIMD2<Double>(16, 12)
    let result = try Corpus.run(
      "Lens.metal", "lens", [.float2(SIMD2(16, 12)), .float(8), .float(0.75)])
    Self.expectSampled(result, "lens") { p in
      let d = (p - centre) / 8
      let r2 = (d * d).sum()
      guard abs(r2 - 1) > 1e-4 else { return nil }
      guard r2 < 1 else { return p }
      let n = SIMD3(d.x, d.y, (1 - r2).squareRoot())
      let eta = 0.75
      let k = 1 - eta * eta * (1 - n.z * n.z)
      let bent = eta * SIMD3(0, 0, -1) + (eta * n.z - k.squareRoot()) * n
      let scale = 1 / (bent * bent).sum().squareRoot()
      return p + SIMD2(bent.x, bent.y) * 8 * 0.5 * scale
    }
    let straight = try Corpus.run(
      "Lens.metal", "lens", [.float2(SIMD2(16, 12)), .float(8), .float(1)])
    #expect(straight.samples.maxOffset.x < 1e-5 && straight.samples.maxOffset.y < 1e-5)
  }

  /// The glitch: row j's hash h = ((j ^ 7) × 0x9E3779B1 mod 2³²) ^ (that >> 16) moves it when
  /// more than 16 bits are set and it has fewer than 3 trailing zeros, by 4 × (h's low byte)
  /// / 255 points, to the left when its top bit is set. Integer arithmetic, so the offsets are
  /// exact but for float's division (10⁻⁶).
  @Test func glitchShiftsRowsByTheirHash() throws {
    let result = try Corpus.run("Bits.metal", "glitch", [.float(4), .float(7)])
    func shift(_ row: Int) -> Double {
      var h = (UInt32(row) ^ 7) &* 0x9E37_79B1
      h ^= h >> 16
      guard h.nonzeroBitCount > 16, h.trailingZeroBitCount < 3 else { return 0 }
      return (h >> 31 == 1 ? -4 : 4) * Double(h & 0xFF) / 255
    }
    let moved = (0..<Corpus.height).filter { shift($0) != 0 }
    #expect(moved.count >= 2 && moved.count < Corpus.height, "some rows move, some stay")
    let largest = (0..<Corpus.height).map { abs(shift($0)) }.max() ?? 0
    #expect(abs(Double(result.samples.maxOffset.x) - largest) < 1e-5)
    #expect(result.samples.maxOffset.y == 0)
    Self.expectSampled(result, "glitch") { p in p + SIMD2(shift(Int(p.y)), 0) }
  }
}
