import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// The corpus's colour effects against closed forms computed here in Double from the test
/// pattern's colours (as the shader receives them, rounded to half). Tolerances count the half
/// roundings the shader makes: each moves a value of at most 1 by at most 2⁻¹¹ (`halfStep`);
/// float arithmetic adds about 10⁻⁶, far below that.
@Suite struct MetalCorpusColorTests {
  /// Every pixel of the test pattern, rounded to half: `colour(x, y)`.
  static func colour(_ x: Int, _ y: Int) -> SIMD4<Double> { Corpus.colour(x, y) }

  /// The vignette leaves the middle untouched (distance < 0.35 of the bounds: shade 1) and
  /// darkens toward the corners by 1 − smoothstep(0.35, 0.75, d), d the distance from the
  /// middle in units of the bounds. Two half roundings: the shade and the product.
  @Test func vignetteKeepsTheMiddleAndDarkensTheCornersBySmoothstep() throws {
    let result = try Corpus.run("Vignette.metal", "vignette", [.boundingRect, .float(1)])
    func shade(_ x: Int, _ y: Int) -> Double {
      let p = Corpus.centre(x, y)
      let d = hypot(p.x / 32 - 0.5, p.y / 24 - 0.5)
      let t = min(max((d - 0.35) / (0.75 - 0.35), 0), 1)
      return 1 - t * t * (3 - 2 * t)
    }
    let middle = result.image[15, 11]
    #expect((0..<4).allSatisfy { Double(middle[$0]) == Self.colour(15, 11)[$0] })
    // The corner pixel's shade: d = 0.6814, t = 0.8285, shade = 0.0782.
    #expect(abs(shade(0, 0) - 0.0782) < 1e-4)
    Corpus.expectImage(result.image, within: 2 * Corpus.halfStep, "vignette") { x, y in
      let c = Self.colour(x, y)
      let s = shade(x, y)
      return SIMD4(c.x * s, c.y * s, c.z * s, c.w)
    }
  }

  /// Sepia at full amount: the straight colour's Rec. 709 luma y, toned by (1.07, 0.74, 0.43),
  /// each capped at 1, premultiplied again. About twelve half roundings of values up to 1.07
  /// (the division, the dot product's five, the toning, the mix's two, the product) and the
  /// constants' own rounding to half (under 3·10⁻⁴): 12 × 2⁻¹¹ ≈ 0.006. A change of a toning
  /// constant by 0.03 moves a mid-grey by 0.015, beyond it.
  @Test func sepiaIsTheLumaTimesTheToningVector() throws {
    let result = try Corpus.run("Sepia.metal", "sepia", [.float(1)])
    Corpus.expectImage(result.image, within: 12 * Corpus.halfStep, "sepia") { x, y in
      let c = Self.colour(x, y)
      let straight = SIMD3(c.x, c.y, c.z) / c.w
      let luma = (straight * SIMD3(0.2126, 0.7152, 0.0722)).sum()
      let tone = SIMD3(min(luma * 1.07, 1), min(luma * 0.74, 1), min(luma * 0.43, 1))
      return SIMD4(tone * c.w, c.w)
    }
  }

  /// Posterize to 4 levels: a channel c becomes level k = ⌊3c + ½⌋, stored as the 8-bit code
  /// 85k and rounded up to 64ths, ⌈64k / 3⌉ / 64 ∈ {0, 22/64, 43/64, 1}, capped at alpha.
  /// Every step is exact in float and every level is a half, so the result is exact.
  @Test func posterizeGivesFourExactLevels() throws {
    let result = try Corpus.run("Posterize.metal", "posterize", [.float(4)])
    let levels: [Double] = (0...3).map { (k: Int) -> Double in
      (64 * Double(k) / 3).rounded(.up) / 64
    }
    let codes: [Double] = [0, 22, 43, 64]
    #expect(levels == codes.map { $0 / 64 })
    let expected: (Int, Int) -> SIMD4<Double>? = { x, y in
      let c: SIMD4<Double> = Self.colour(x, y)
      func level(_ v: Double) -> Double {
        let index = Int((3 * v + 0.5).rounded(.down))
        return min(levels[index], c.w)
      }
      return SIMD4<Double>(level(c.x), level(c.y), level(c.z), c.w)
    }
    Corpus.expectImage(result.image, within: 0, "posterize", expected)
  }

  /// Ordered dithering to 4 levels: c becomes ⌊3c + t⌋ / 3 with t = (B + ½) / 16, B the 4×4
  /// Bayer matrix's entry at (x mod 4, y mod 4); capped at alpha. Exact but for the final
  /// rounding of k / 3 to half.
  @Test func ditherAddsTheBayerThresholdAndFloors() throws {
    let result = try Corpus.run("Dither.metal", "dither", [.float(4)])
    let bayer = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]
    Corpus.expectImage(result.image, within: Corpus.halfStep, "dither") { x, y in
      let c = Self.colour(x, y)
      let t = (Double(bayer[(y % 4) * 4 + x % 4]) + 0.5) / 16
      func dithered(_ v: Double) -> Double { min((3 * v + t).rounded(.down) / 3, c.w) }
      return SIMD4(dithered(c.x), dithered(c.y), dithered(c.z), c.w)
    }
  }

  /// Scanlines every 4 points at time 0: with l = fract(y / 4), the colour is scaled by
  /// (1 − 0.3·[l ≥ ½]) · (1 + 0.001 ln 2 + 0.001) · (0.9 + 0.1 (2^(−4l) + 0.1 log₂(1 + l))):
  /// a period of 4 rows, the lower half of each darker. Two half roundings.
  @Test func scanlinesRepeatEveryFourRows() throws {
    let result = try Corpus.run("Scanlines.metal", "scanlines", [.float(4), .float(0)])
    let flicker = 1 + 0.001 * log(2.0) + 0.001
    func gain(_ y: Int) -> Double {
      let p = Corpus.centre(0, y).y / 4
      let line = p - p.rounded(.down)
      let falloff = exp2(-4 * line) + log2(1 + line) * 0.1
      return min((1 - 0.3 * (line >= 0.5 ? 1 : 0)) * flicker * (0.9 + 0.1 * falloff), 1)
    }
    #expect(gain(2) < 0.8 * gain(1), "the lower half of a period is darker")
    Corpus.expectImage(result.image, within: 2 * Corpus.halfStep, "scanlines") { x, y in
      let c = Self.colour(x, y)
      return SIMD4(c.x * gain(y), c.y * gain(y), c.z * gain(y), c.w)
    }
  }

  /// A hue shift by θ = 120° is RGB → YIQ, a rotation of (I, Q) by θ, YIQ → RGB with the
  /// shader's matrices, clamped to 0…alpha. One half rounding, and float products under 10⁻⁵.
  @Test func hueShiftRotatesIQ() throws {
    let result = try Corpus.run("HueShift.metal", "hueShift", [.float(120)])
    let a = 120 * Double.pi / 180
    Corpus.expectImage(result.image, within: Corpus.halfStep + 1e-5, "hue shift") { x, y in
      let c = Self.colour(x, y)
      let luma = 0.299 * c.x + 0.587 * c.y + 0.114 * c.z
      let i = 0.596 * c.x - 0.274 * c.y - 0.322 * c.z
      let q = 0.211 * c.x - 0.523 * c.y + 0.312 * c.z
      let (i2, q2) = (i * cos(a) - q * sin(a), i * sin(a) + q * cos(a))
      let rgb = SIMD3(
        luma + 0.956 * i2 + 0.621 * q2, luma - 0.272 * i2 - 0.647 * q2,
        luma - 1.106 * i2 + 1.703 * q2)
      return SIMD4(rgb.clamped(lowerBound: .zero, upperBound: SIMD3(repeating: c.w)), c.w)
    }
  }

  /// The halftone: on a grid of 6-point cells turned by 30°, a pixel is paper (white) as far
  /// beyond its cell's dot as it is, in points, up to 1, and ink inside; the dot's radius is
  /// √(ink / π) cells, ink = 1 − straight luma. The luma is the shader's half dot product,
  /// modelled with Swift's Float16 (which rounds every operation as the shader does); the rest
  /// is Double against float, then two half roundings.
  @Test func halftoneDotsGrowWithTheInkOnATurnedGrid() throws {
    let result = try Corpus.run("Halftone.metal", "halftone", [.float(6), .float(1 / 12)])
    let angle = 2 * Double.pi * Double(Float(1) / 12)
    var inked = 0
    Corpus.expectImage(result.image, within: 2 * Corpus.halfStep + 1e-4, "halftone") { x, y in
      let h = Corpus.pattern[x, y]
      let (r, g, b, alpha) = (Float16(h.x), Float16(h.y), Float16(h.z), Float16(h.w))
      var luma: Float16 = 0
      luma += r * 0.299
      luma += g * 0.587
      luma += b * 0.114
      luma = luma / alpha
      let ink = 1 - min(max(Double(luma), 0), 1)
      let p = Corpus.centre(x, y)
      let grid =
        SIMD2(
          cos(angle) * p.x + sin(angle) * p.y, cos(angle) * p.y - sin(angle) * p.x) / 6
      let offset = grid - (grid.rounded(.down) + 0.5)
      let outside = max((offset * offset).sum().squareRoot() - (ink / Double.pi).squareRoot(), 0)
      let paper = min(outside * 6, 1)
      if paper < 1 { inked += 1 }
      return SIMD4(
        paper * Double(alpha), paper * Double(alpha), paper * Double(alpha), Double(alpha))
    }
    #expect(inked > 50, "some pixels lie on dots")
  }

  /// The bit crush to 3 mantissa bits clears all but the top 3 bits of each channel's float
  /// mantissa: exact, as the crushed value has 4 significant bits and is a half.
  @Test func crushKeepsTheTopMantissaBits() throws {
    let result = try Corpus.run("Bits.metal", "crush", [.float(3)])
    let mask: UInt32 = 0xFFFF_FFFF << 20
    var changed = 0
    Corpus.expectImage(result.image, within: 0, "crush") { x, y in
      let c = Corpus.pattern[x, y]
      func crushed(_ v: Float) -> Double {
        let kept = Float(bitPattern: Float(Float16(v)).bitPattern & mask)
        if kept != Float(Float16(v)) { changed += 1 }
        return kept.isNormal ? Double(kept) : 0
      }
      return SIMD4(crushed(c.x), crushed(c.y), crushed(c.z), Corpus.half(c.w))
    }
    #expect(changed > 100, "the crush changes many channels")
  }
}
