import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// The corpus's shape styles and layer effects against closed forms computed here in Double.
/// Colour arguments arrive premultiplied and rounded to half; each half rounding the shader makes
/// moves a value of at most 1 by at most 2⁻¹¹ (`halfStep`).
@Suite struct MetalCorpusShapeTests {
  /// Stripes of period 6 points along x + y: with φ = (x + y) / 6 and b = rint(φ) − φ, the ink
  /// and paper mix by (2|b|)², so a pixel and the one 6 points right of it agree. Four half
  /// roundings (the weight, the difference, the product, the sum).
  @Test func stripesRepeatWithTheirPeriod() throws {
    let ink = SIMD4<Float>(0.9, 0.3, 0.1, 1)
    let paper = SIMD4<Float>(1, 1, 0.9, 1)
    let result = try Corpus.run(
      "Stripes.metal", "stripes", [.float(6), .color(ink), .color(paper)])
    let (a, b) = (Corpus.premultiplied(ink), Corpus.premultiplied(paper))
    Corpus.expectImage(result.image, within: 4 * Corpus.halfStep, "stripes") { x, y in
      let p = Corpus.centre(x, y)
      let phase = (p.x + p.y) / 6
      let band = phase.rounded(.toNearestOrEven) - phase
      let soft = min(abs(band) * 2, 1) * min(abs(band) * 2, 1)
      return a + (b - a) * soft
    }
    Corpus.expectImage(result.image, within: 2 * Corpus.halfStep, "the period") { x, y in
      guard x + 6 < Corpus.width else { return nil }
      let c = result.image[x + 6, y]
      return SIMD4(Double(c.x), Double(c.y), Double(c.z), Double(c.w))
    }
  }

  /// A gradient in 4 bands over the 24-point height: rows 6k…6k + 5 take top + (bottom − top)
  /// · k / 3, so the first band is the top colour and the last the bottom one. Four half
  /// roundings (the weight, the difference, the product, the sum).
  @Test func gradientBandsStepByThirds() throws {
    let top = SIMD4<Float>(1, 0.8, 0.2, 1)
    let bottom = SIMD4<Float>(0.1, 0.2, 0.6, 1)
    let result = try Corpus.run(
      "Gradient.metal", "gradient", [.boundingRect, .color(top), .color(bottom), .float(4)])
    let (a, b) = (Corpus.premultiplied(top), Corpus.premultiplied(bottom))
    Corpus.expectImage(result.image, within: 4 * Corpus.halfStep, "gradient") { _, y in
      a + (b - a) * Double(y / 6) / 3
    }
    #expect(result.image[3, 0] == SIMD4(Float(a.x), Float(a.y), Float(a.z), Float(a.w)))
  }

  /// The dome: inside the inscribed circle (radius 12 around the middle) the normal is
  /// n = (d, √(1 − |d|²)); the light is (cos 45°, sin 45°, tan 45°) normalised; the colour is
  /// base · asinh(3 max(n·l, 0.15)) / asinh 3 · (1 − ¼ atanh(0.9|d|²) / atanh 0.9) plus the gloss
  /// max(r_z, 0)^24 of the reflected light, capped at alpha; outside, clear. Pixels within 10⁻⁴
  /// of the rim in |d|², where the shape's edge is a step, are left out. Two half roundings of
  /// the output and the base's own.
  @Test func domeIsLambertToneAndGlossOnAHemisphere() throws {
    let base = SIMD4<Float>(0.2, 0.5, 0.9, 1)
    let result = try Corpus.run(
      "Dome.metal", "dome", [.boundingRect, .color(base), .float(0.125), .float(0.25)])
    let colour = Corpus.premultiplied(base)
    let light = SIMD3(cos(Double.pi / 4), sin(Double.pi / 4), 1) / 2.0.squareRoot()
    var lit = 0
    let compared = Corpus.expectImage(result.image, within: 3 * Corpus.halfStep, "dome") { x, y in
      let d = (Corpus.centre(x, y) - SIMD2(16, 12)) / 12
      let r2 = (d * d).sum()
      guard abs(r2 - 1) > 1e-4 else { return nil }
      guard r2 < 1 else { return .zero }
      let n = SIMD3(d.x, d.y, (1 - r2).squareRoot())
      let lambert = max((n * light).sum(), 0.15)
      let shade = asinh(3 * lambert) / asinh(3)
      let rim = 1 - 0.25 * atanh(0.9 * r2) / atanh(0.9)
      let mirror = 2 * (n * light).sum() * n - light
      let gloss = pow(max(mirror.z, 0), 24)
      let rgb = SIMD3(colour.x, colour.y, colour.z) * shade * rim + gloss * colour.w
      if gloss > 0.5 { lit += 1 }
      return SIMD4(rgb.clamped(lowerBound: .zero, upperBound: SIMD3(repeating: colour.w)), colour.w)
    }
    #expect(compared > Corpus.width * Corpus.height - 20)
    #expect(lit > 0, "the highlight is on the dome")
  }

  /// Pixellate with 5-point cells: every pixel samples its cell's centre (5i + 2.5, 5j + 2.5),
  /// at most 2 points away on each axis; the last column of cells has its centre at x = 32.5,
  /// outside the 32-point layer, so its 2 × 24 pixels sample outside; the colour is the layer
  /// there (a texel centre, or the edge texel beyond it), rounded to half.
  @Test func pixellateSamplesItsCellsCentre() throws {
    let result = try Corpus.run("Pixellate.metal", "pixellate", [.float(5)])
    #expect(result.samples.count == Corpus.width * Corpus.height)
    #expect(result.samples.maxOffset == SIMD2(2, 2))
    #expect(result.samples.outsideLayer == 2 * Corpus.height)
    Corpus.expectImage(result.image, within: Corpus.halfStep, "pixellate") { x, y in
      let cell = SIMD2(Double(x / 5 * 5) + 2.5, Double(y / 5 * 5) + 2.5)
      return Corpus.bilinear(Corpus.pattern, cell)
    }
  }

  /// Chromatic aberration of 2 points about the middle: red from 2 points outward along the
  /// direction from the middle, green in place, blue 2 points inward; alpha the largest of the
  /// three. Three samples a pixel, the largest x offset 2 · 15.5 / √(15.5² + 0.5²) (the pixel
  /// farthest along a row nearest the middle). One half rounding of each sample and none after.
  @Test func chromaticAberrationSplitsTheChannelsAlongTheRadius() throws {
    let result = try Corpus.run(
      "ChromaticAberration.metal", "chromatic", [.float2(SIMD2(16, 12)), .float(2)])
    #expect(result.samples.count == 3 * Corpus.width * Corpus.height)
    let farthest = 2 * 15.5 / (15.5 * 15.5 + 0.25).squareRoot()
    #expect(abs(Double(result.samples.maxOffset.x) - farthest) < 1e-5)
    Corpus.expectImage(result.image, within: Corpus.halfStep, "chromatic aberration") { x, y in
      let p = Corpus.centre(x, y)
      let away = p - SIMD2(16, 12)
      let direction = away / (away * away).sum().squareRoot()
      let (r, g, b) = (
        Corpus.bilinear(Corpus.pattern, p + direction * 2), Corpus.bilinear(Corpus.pattern, p),
        Corpus.bilinear(Corpus.pattern, p - direction * 2)
      )
      return SIMD4(r.x, g.y, b.z, max(r.w, g.w, b.w))
    }
  }

  /// The emboss kernel's weights sum to 1, so on a uniform layer it adds strength × luma × alpha
  /// to every pixel: 0.5 × (0.299, 0.587, 0.114)·(0.6, 0.4, 0.2) = 0.1999 on each channel. The
  /// half luma (five roundings) and the two roundings after give 7 × 2⁻¹¹.
  @Test func embossOfAUniformLayerAddsHalfItsLuma() throws {
    let colour = SIMD4<Float>(0.6, 0.4, 0.2, 1)
    let result = try Corpus.run(
      "Emboss.metal", "emboss", [.float(0.5)], input: Corpus.uniform(colour))
    let luma = 0.299 * 0.6 + 0.587 * 0.4 + 0.114 * 0.2
    Corpus.expectImage(result.image, within: 7 * Corpus.halfStep, "emboss") { _, _ in
      SIMD4(0.6 + 0.5 * luma, 0.4 + 0.5 * luma, 0.2 + 0.5 * luma, 1)
    }
  }
}
