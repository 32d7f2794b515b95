import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// Closed forms for the first corpus shaders that were checked only for finite pixels (glow,
/// integers, mixed types, noise, outline, shine, wobble), computed here in Double from each
/// shader's own definition; tolerances count its half roundings (`halfStep` each).
@Suite struct MetalCorpusFiniteOnlyTests {
  /// Glow of radius 3 and intensity ½: seven samples along the row at texel centres (the
  /// texels, clamped at the edges, rounded to half) weighted exp(−i² / 9); boost = ½ max(blur's
  /// r, g, b)^0.8 is added to each channel, capped at 1 and at alpha + boost; alpha is the
  /// larger of the pixel's and the blur's. Two half roundings (the boost, the sum).
  @Test func glowAddsThePoweredBlurOfItsRow() throws {
    let result = try Corpus.run("Glow.metal", "glow", [.float(3), .float(0.5)])
    Corpus.expectImage(result.image, within: 2 * Corpus.halfStep, "glow") { x, y in
      var total = SIMD4<Double>.zero
      var weights = 0.0
      for i in -3...3 {
        let w = exp(-Double(i * i) / 9)
        total += Corpus.colour(min(max(x + i, 0), 31), y) * w
        weights += w
      }
      let blur = total / weights
      let boost = pow(max(blur.x, blur.y, blur.z), 0.8) * 0.5
      let c = Corpus.colour(x, y)
      func lit(_ v: Double) -> Double { min(v + boost, 1, c.w + boost) }
      return SIMD4(lit(c.x), lit(c.y), lit(c.z), max(c.w, blur.w))
    }
  }

  /// `dither::hash` of (x, y) from the integer table's definitions, 32-bit: mad24, mul24,
  /// rotate, reverse_bits, addsat, mulhi, extract_bits, insert_bits, madhi, popcount, clz, ctz.
  static func hash(_ x: UInt32, _ y: UInt32) -> UInt32 {
    var h = (x & 0xfff) &* 1973 &+ (y & 0xfff) &* 9277
    let reversed = (0..<32).reduce(UInt32(0)) { r, k in (r << 1) | ((h >> UInt32(k)) & 1) }
    h = ((h << 13) | (h >> 19)) ^ reversed
    let high = UInt32((UInt64(h) * 0x9E37_79B9) >> 32)
    h = h.addingReportingOverflow(high).overflow ? .max : h &+ high
    let field = (h >> 3) & 0x1F
    h = (h & ~(0x1F << 16)) | (field << 16)
    let count =
      UInt32(h.nonzeroBitCount + (h | 1).leadingZeroBitCount)
      &+ UInt32((h | 0x8000_0000).trailingZeroBitCount)
    return UInt32((UInt64(h) * 0x85EB_CA6B) >> 32) &+ count
  }

  /// The dithered levels at 4 levels (3 steps): noise = hash(x, y) >> 24, spread =
  /// ((|noise − 128| + 2) >> 1) − 2, bias = (spread − 3) / 3 truncated, offset = clamp(bias, −1,
  /// 1) / 12; each straight channel c becomes ⌊3c + ½ + offset⌋ / 3 (frexp and ldexp rebuild
  /// the 3, nextafter moves a float ulp), capped at 1, times alpha. One half rounding; pixels
  /// whose floor's argument lies within 10⁻⁴ of an integer are left out.
  @Test func ditheredLevelsFloorByTheHashedOffset() throws {
    let result = try Corpus.run("Integers.metal", "ditheredLevels", [.float(4)])
    let compared = Corpus.expectImage(result.image, within: Corpus.halfStep, "levels") { x, y in
      let noise = Int(Self.hash(UInt32(x), UInt32(y)) >> 24)
      let spread = ((abs(noise - 128) + 2) >> 1) - 2
      let offset = Double(min(max((spread - 3) / 3, -1), 1)) / 12
      let c = Corpus.colour(x, y)
      var out = SIMD4(0, 0, 0, c.w)
      for k in 0..<3 {
        let v = 3 * c[k] / c.w + 0.5 + offset
        guard abs(v - v.rounded()) > 1e-4 else { return nil }
        out[k] = min(v.rounded(.down) / 3, 1) * c.w
      }
      return out
    }
    #expect(compared > 760)
  }

  /// The spotlight at the middle, turned by 0.5 rad: the basis's third row makes lit.z 0.8, so
  /// the colour mixes toward ½ by 0.16 on every channel, then fades by 1 − |p − middle| / 200
  /// (a turn keeps the distance). Six half roundings (the mix's three, the fall-off's sums of
  /// values under 0.1, the factor, the product).
  @Test func spotlightWarmsByTheBasisAndFadesWithDistance() throws {
    let result = try Corpus.run(
      "MixedTypes.metal", "spotlight", [.float2(SIMD2(16, 12)), .float(0.5)])
    Corpus.expectImage(result.image, within: 6 * Corpus.halfStep, "spotlight") { x, y in
      let d = Corpus.centre(x, y) - SIMD2(16, 12)
      let c = Corpus.colour(x, y)
      let warmed = c + (SIMD4(repeating: 0.5) - c) * 0.16
      return warmed * (1 - (d * d).sum().squareRoot() * 0.005)
    }
  }

  /// Value noise at a quarter of the position, seed 7: corner (i, j)'s value is
  /// (h & 0xFFFF) / 65535 with h = (i · 0x9E3779B1) ^ (j · 0x85EBCA77) ^ 7, h ^= h >> 15
  /// (mod 2³²); the corners blend by the smoothstep polynomial of the fraction; the grain
  /// 0.2 (value − ½) · alpha is added, clamped to 0…alpha. Two half roundings.
  @Test func grainIsTheHashedValueNoise() throws {
    let result = try Corpus.run("Noise.metal", "grain", [.float(0.2), .float(7)])
    func corner(_ i: Int, _ j: Int) -> Double {
      var h = UInt32(i) &* 0x9E37_79B1 ^ UInt32(j) &* 0x85EB_CA77 ^ 7
      h ^= h >> 15
      return Double(h & 0xFFFF) / 65535
    }
    Corpus.expectImage(result.image, within: 2 * Corpus.halfStep, "grain") { x, y in
      let q = Corpus.centre(x, y) * 0.25
      let (i, j) = (Int(q.x.rounded(.down)), Int(q.y.rounded(.down)))
      let f = q - SIMD2(Double(i), Double(j))
      let u = f * f * (3 - 2 * f)
      let top = corner(i, j) + (corner(i + 1, j) - corner(i, j)) * u.x
      let bottom = corner(i, j + 1) + (corner(i + 1, j + 1) - corner(i, j + 1)) * u.x
      let n = top + (bottom - top) * u.y - 0.5
      let c = Corpus.colour(x, y)
      func grain(_ v: Double) -> Double { min(max(v + 0.2 * n * c.w, 0), c.w) }
      return SIMD4(grain(c.x), grain(c.y), grain(c.z), c.w)
    }
  }

  /// The outline of thickness 2 in red round the opaque square: the neighbour alpha is the
  /// largest of 8 samples 2 points away at angles 2πi / 8 (bilinear, rounded to half); the
  /// stroke's weight is saturate(neighbour − alpha) over the layer's clear part. The pixel's own
  /// sample is a texel centre, alpha 0 or 1: three half roundings (the samples, the difference,
  /// the product) and float's angles (10⁻⁶).
  @Test func outlineRingsTheSquare() throws {
    let square = MetalCorpusSceneLayerTests.square
    let result = try Corpus.run(
      "Outline.metal", "outline", [.float(2), .color(SIMD4(1, 0, 0, 1))], input: square)
    #expect(result.samples.count == 9 * Corpus.width * Corpus.height)
    var ringed = 0
    Corpus.expectImage(result.image, within: 3 * Corpus.halfStep + 1e-5, "outline") { x, y in
      let p = Corpus.centre(x, y)
      let here = Corpus.colour(x, y, of: square)
      let neighbour =
        (0..<8).map { i in
          let a = 2 * Double.pi * Double(i) / 8
          return Corpus.bilinear(square, p + 2 * SIMD2(cos(a), sin(a))).w
        }.max() ?? 0
      let edge = min(max(neighbour - here.w, 0), 1)
      if edge > 0.5 { ringed += 1 }
      return here + SIMD4(1, 0, 0, 1) * edge * (1 - here.w)
    }
    #expect(ringed > 40, "the ring round the square")
  }

  /// The shine at progress ½ and width 0.2: along = (p · (1, 1) / √2) / 40 (the bounds'
  /// diagonal), band = max(1 − |along − ½| / 0.2, 0), and 0.6 band³ · alpha is added to each
  /// colour channel. Two half roundings (the highlight, the sum).
  @Test func shineAddsACubedBandAcrossTheDiagonal() throws {
    let result = try Corpus.run(
      "Shine.metal", "shine", [.boundingRect, .float(0.5), .float(0.2)])
    Corpus.expectImage(result.image, within: 2 * Corpus.halfStep, "shine") { x, y in
      let p = Corpus.centre(x, y)
      let along = (p.x + p.y) / 2.0.squareRoot() / 40
      let band = max(1 - abs(along - 0.5) / 0.2, 0)
      let c = Corpus.colour(x, y)
      let highlight = 0.6 * band * band * band * c.w
      return SIMD4(c.x + highlight, c.y + highlight, c.z + highlight, c.w)
    }
  }

  /// The wobble at time 1 and amount 4: with uv = p / (32, 24) − ½, the pixel samples
  /// p + 4 (tanh(sinh uv_x · cosh uv_y) sin 1, 0.01 (asin uv_x + acos uv_y + atan uv_x) cos 1);
  /// the audit's largest offsets are the closed form's (10⁻⁵).
  @Test func wobbleMovesByItsHyperbolicAndInverseTrigonometricTerms() throws {
    let result = try Corpus.run(
      "Wobble.metal", "wobble", [.boundingRect, .float(1), .float(4)])
    let wobble = { (p: SIMD2<Double>) -> SIMD2<Double> in
      let uv = SIMD2(p.x / 32, p.y / 24) - 0.5
      let s = tanh(sinh(uv.x) * cosh(uv.y))
      let a = asin(uv.x) + acos(uv.y) + atan(uv.x)
      return p + 4 * SIMD2(s * sin(1.0), 0.01 * a * cos(1.0))
    }
    let expected = MetalCorpusDistortionTests.maxOffset(wobble)
    #expect(abs(Double(result.samples.maxOffset.x) - expected.x) < 1e-5)
    #expect(abs(Double(result.samples.maxOffset.y) - expected.y) < 1e-5)
    MetalCorpusSceneLayerTests.expectSampled(
      result, within: MetalCorpusDistortionTests.imageTolerance, "wobble", wobble)
  }
}
