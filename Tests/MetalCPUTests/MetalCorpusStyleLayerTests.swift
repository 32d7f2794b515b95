import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// The style files' layer effects and distortions against closed forms: a layer effect's image
/// is built from `Corpus.bilinear` samples of the test pattern (each sample rounded to half, as
/// `Layer::sample` returns it), a distortion's from the layer sampled at the closed-form source
/// position (`MetalCorpusDistortionTests.expectSampled`), and the sample audit's offsets and
/// counts from the same positions.
@Suite struct MetalCorpusStyleLayerTests {
  /// `Layer::sample` of the test pattern at `p`, in Double.
  static func sample(_ p: SIMD2<Double>) -> SIMD4<Double> { Corpus.bilinear(Corpus.pattern, p) }

  /// The blur with `weights` (normalised by their sum) over taps `step` apart, centred on `p`.
  static func blur(_ p: SIMD2<Double>, weights: [Double], step: SIMD2<Double>) -> SIMD4<Double> {
    let total = weights.reduce(0, +)
    let middle = Double(weights.count - 1) / 2
    var sum = SIMD4<Double>.zero
    for (i, w) in weights.enumerated() {
      sum += w / total * sample(p + step * (Double(i) - middle))
    }
    return sum
  }

  /// `crossBlur` with radius 2 is the mean of five samples, at the pixel and 2 points away along
  /// each axis (clamped at the edges); the samples declared at file scope are never used. Each
  /// sample rounds to half (a fifth of 2⁻¹¹ each), the sum is float, and the result rounds
  /// once: 2 · 2⁻¹¹.
  @Test func crossBlurAveragesFiveSamples() throws {
    let result = try Corpus.run("CrossBlur.metal", "crossBlur", [.float(2)])
    #expect(result.samples.count == 5 * result.pixels)
    #expect(result.samples.maxOffset == SIMD2(2, 2))
    Corpus.expectImage(result.image, within: 2 * Corpus.halfStep + 1e-6, "cross blur") { x, y in
      let p = Corpus.centre(x, y)
      let offsets: [SIMD2<Double>] = [.zero, SIMD2(2, 0), SIMD2(-2, 0), SIMD2(0, 2), SIMD2(0, -2)]
      return offsets.map { Self.sample(p + $0) }.reduce(.zero, +) / 5
    }
  }

  /// `edgeFade` with a margin of 6 points scales each pixel by smoothstep(0, 6, e), e its
  /// distance from the nearest edge of the bounding rectangle (0, 0, 32, 24); the pixel's own
  /// sample is its texel. Three half roundings: the sample, the fade and the product.
  @Test func edgeFadeFadesWithinTheMarginOfTheBounds() throws {
    let result = try Corpus.run("EdgeFade.metal", "edgeFade", [.boundingRect, .float(6)])
    Corpus.expectImage(result.image, within: 3 * Corpus.halfStep, "edge fade") { x, y in
      let p = Corpus.centre(x, y)
      let edge = min(p.x, p.y, 32 - p.x, 24 - p.y)
      let t = min(max(edge / 6, 0), 1)
      return Self.sample(p) * (t * t * (3 - 2 * t))
    }
    let middle = result.image[16, 12]
    #expect((0..<4).allSatisfy { Double(middle[$0]) == Corpus.colour(16, 12)[$0] }, "untouched")
  }

  /// `gaussianRow` with taps 1.5 points apart: Σ w_i · sample(p + (1.5 o_i, 0)), weights (1, 4,
  /// 6, 4, 1) / 16 from its constant arrays. The samples' roundings weigh 2⁻¹¹ in all; the
  /// result rounds once.
  @Test func gaussianRowIsTheBinomialBlurAlongTheRow() throws {
    let result = try Corpus.run("GaussianRow.metal", "gaussianRow", [.float(1.5)])
    #expect(result.samples.maxOffset == SIMD2(3, 0))
    let weights: [Double] = [1, 4, 6, 4, 1]
    Corpus.expectImage(result.image, within: 2 * Corpus.halfStep + 1e-6, "gaussian row") { x, y in
      Self.blur(Corpus.centre(x, y), weights: weights, step: SIMD2(1.5, 0))
    }
  }

  /// `weightedColumn` with `.floatArray([1, 4, 6, 4, 1])` and spacing 1.5: the same binomial
  /// blur down the column, the weights normalised by their sum in the shader. As the row: two
  /// half roundings' worth.
  @Test func weightedColumnBlursDownTheColumnByTheArraysWeights() throws {
    let weights: [Float] = [1, 4, 6, 4, 1]
    let result = try Corpus.run(
      "WeightedColumn.metal", "weightedColumn", [.floatArray(weights), .float(1.5)])
    #expect(result.samples.maxOffset == SIMD2(0, 3))
    Corpus.expectImage(result.image, within: 2 * Corpus.halfStep + 1e-6, "column") { x, y in
      Self.blur(Corpus.centre(x, y), weights: weights.map { Double($0) }, step: SIMD2(0, 1.5))
    }
  }

  /// `diagonalBlur` (no `using namespace metal`: `metal::array` weights, `metal::float2(…)`
  /// constructors) with spread 2: ¼, ½, ¼ of the samples at p − (2, 2), p and p + (2, 2). The
  /// samples' roundings weigh 2⁻¹¹ in all; the result rounds once.
  @Test func diagonalBlurWeighsThreeTapsFromItsArray() throws {
    let result = try Corpus.run("QualifiedNames.metal", "diagonalBlur", [.float(2)])
    #expect(result.samples.maxOffset == SIMD2(2, 2))
    #expect(result.samples.count == 3 * result.pixels)
    Corpus.expectImage(result.image, within: 2 * Corpus.halfStep + 1e-6, "diagonal") { x, y in
      Self.blur(Corpus.centre(x, y), weights: [1, 2, 1], step: SIMD2(2, 2))
    }
  }

  /// `frameBorder` 3 points wide in (0.2, 0.4, 1) at 0.75 opacity: within 3 points of an edge of
  /// the bounds the frame's premultiplied colour F lies over the layer, F + c (1 − 0.75); inside,
  /// the layer's texel. Three half roundings (the sample, the product, the sum).
  @Test func frameBorderLaysTheColourOverTheEdge() throws {
    let result = try Corpus.run(
      "FrameBorder.metal", "frameBorder",
      [.boundingRect, .color(SIMD4(0.2, 0.4, 1, 0.75)), .float(3)])
    let frame = Corpus.premultiplied(SIMD4(0.2, 0.4, 1, 0.75))
    var framed = 0
    Corpus.expectImage(result.image, within: 3 * Corpus.halfStep, "frame") { x, y in
      let p = Corpus.centre(x, y)
      let inset = min(p.x, p.y, 32 - p.x, 24 - p.y)
      guard inset < 3 else { return Self.sample(p) }
      framed += 1
      return frame + Self.sample(p) * (1 - frame.w)
    }
    #expect(framed == 32 * 24 - 26 * 18, "a 3-pixel frame")
  }

  /// `ghost` lays the layer 3 points right and 2 down, at 0.4, over itself: with E the sample
  /// at p − (3, 2) and B the pixel's, F = 0.4 E and the result F + B (1 − F_a). Roundings: the
  /// two samples, F to half, 1 − F_a, the product and the sum: under 5 · 2⁻¹¹.
  @Test func ghostLaysAFaintCopyOver() throws {
    let result = try Corpus.run(
      "TemplateGhost.metal", "ghost", [.float2(SIMD2(3, 2)), .float(0.4)])
    #expect(result.samples.maxOffset == SIMD2(3, 2))
    Corpus.expectImage(result.image, within: 5 * Corpus.halfStep, "ghost") { x, y in
      let p = Corpus.centre(x, y)
      let faint = 0.4 * Self.sample(p - SIMD2(3, 2))
      return faint + Self.sample(p) * (1 - faint.w)
    }
  }

  /// `macroRipples` with amplitude 2 at time ⅛ moves y by 2 sin(2π (x / 12 + ⅛)) and x by
  /// half that of y. The sine peaks at x = 1.5, the centre of column 1 (and of row 1), so the
  /// largest offsets are exactly (1, 2) (float's sine near its peak: 10⁻⁵).
  @Test func macroRipplesLargestOffsetsAreTheAmplitudes() throws {
    let result = try Corpus.run("MacroRipples.metal", "macroRipples", [.float(2), .float(0.125)])
    #expect(abs(Double(result.samples.maxOffset.x) - 1) < 1e-5)
    #expect(abs(Double(result.samples.maxOffset.y) - 2) < 1e-5)
    MetalCorpusDistortionTests.expectSampled(result, "macro ripples") { p in
      func wave(_ v: Double) -> Double { sin(2 * Double.pi * (v / 12 + 0.125)) }
      return p + SIMD2(wave(p.y), 2 * wave(p.x))
    }
  }

  /// `columnShuffle` with 4-point cells moves cell k's columns down by (0, 2, −1, 3)[k mod 4]
  /// points: the largest offset is exactly (0, 3), and the samples outside the layer are the
  /// last 3, 2 and the first 1 rows of the 8 columns each shift moves: 8 × 6 = 48.
  @Test func columnShuffleShiftsColumnsByItsIntArray() throws {
    let result = try Corpus.run("ColumnShuffle.metal", "columnShuffle", [.float(4)])
    let shifts: [Double] = [0, 2, -1, 3]
    #expect(result.samples.maxOffset == SIMD2(0, 3))
    #expect(result.samples.outsideLayer == 48)
    MetalCorpusDistortionTests.expectSampled(result, "column shuffle") { p in
      p + SIMD2(0, shifts[Int((p.x / 4).rounded(.down)) % 4])
    }
  }

  /// `pinch` (its settings a constant struct: radius 10, strength 0.5, anchored at the
  /// bounds' middle) at amount 1: a pixel at d from the middle, |d| = r < 10, samples at
  /// middle + d (1 − ½ (1 − r / 10)²); beyond the radius, itself. The audit's largest offsets
  /// are the closed form's over every pixel (float: 10⁻⁵).
  @Test func pinchDrawsSamplesTowardTheAnchor() throws {
    let result = try Corpus.run("PinchStruct.metal", "pinch", [.boundingRect, .float(1)])
    let centre = SIMD2<Double>(16, 12)
    let pinch = { (p: SIMD2<Double>) -> SIMD2<Double> in
      let d = p - centre
      let r = (d * d).sum().squareRoot()
      guard r < 10 else { return p }
      let falloff = 1 - r / 10
      return centre + d * (1 - 0.5 * falloff * falloff)
    }
    let expected = MetalCorpusDistortionTests.maxOffset(pinch)
    #expect(abs(Double(result.samples.maxOffset.x) - expected.x) < 1e-5)
    #expect(abs(Double(result.samples.maxOffset.y) - expected.y) < 1e-5)
    #expect(expected.x > 0.5, "the pinch moves samples by more than half a point")
    MetalCorpusDistortionTests.expectSampled(result, "pinch") { pinch($0) }
  }

  /// `ringRipple` about the middle with wavelength 8 and amplitude 1.5 (its parameters a struct
  /// with methods): a pixel at d from the middle, r = |d|, samples at
  /// p + d / r · 1.5 sin(2π r / 8). The audit's largest offsets are the closed form's (10⁻⁵).
  @Test func ringRippleMovesSamplesAlongTheRadius() throws {
    let centre = SIMD2<Double>(16, 12)
    let result = try Corpus.run(
      "RingRipple.metal", "ringRipple", [.float2(SIMD2(16, 12)), .float(8), .float(1.5)])
    let ripple = { (p: SIMD2<Double>) -> SIMD2<Double> in
      let d = p - centre
      let r = (d * d).sum().squareRoot()
      return p + d / r * 1.5 * sin(2 * Double.pi * r / 8)
    }
    let expected = MetalCorpusDistortionTests.maxOffset(ripple)
    #expect(abs(Double(result.samples.maxOffset.x) - expected.x) < 1e-5)
    #expect(abs(Double(result.samples.maxOffset.y) - expected.y) < 1e-5)
    MetalCorpusDistortionTests.expectSampled(result, "ring ripple") { ripple($0) }
  }
}
