import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// The corpus's scene shaders that sample: textures passed with `.image`, layer effects that
/// sample the layer in loops, and distortions, against closed forms computed here in Double. A
/// sample is the layer (or texture) filtered as docs/metal-on-cpu.md defines it, rounded to half.
@Suite struct MetalCorpusSceneLayerTests {
  /// The layer's middle, in points.
  static let middle = SIMD2<Double>(16, 12)

  /// An opaque square, texels 8…19 across and 6…13 down, of (0.8, 0.2, 0.2) on a clear layer.
  static let square = CorpusSceneCases.image(width: Corpus.width, height: Corpus.height) { i, j in
    (8..<20).contains(i) && (6..<14).contains(j) ? SIMD4(0.8, 0.2, 0.2, 1) : .zero
  }

  /// Texel (i, j) of `image` under an address mode: clamped to the edge, or wrapped (repeat).
  static func texel(_ image: MetalRunImage, _ i: Int, _ j: Int, wrap: Bool) -> SIMD4<Double> {
    func index(_ k: Int, _ n: Int) -> Int { wrap ? ((k % n) + n) % n : min(max(k, 0), n - 1) }
    let c = image[index(i, image.width), index(j, image.height)]
    return SIMD4(Double(c.x), Double(c.y), Double(c.z), Double(c.w))
  }

  /// A linear sampler at texel coordinates (tx, ty), as Metal defines it: the four texels around
  /// (tx − ½, ty − ½), blended by its fractions, each fetched under the address mode.
  static func linear(_ image: MetalRunImage, _ tx: Double, _ ty: Double, wrap: Bool)
    -> SIMD4<Double>
  {
    let (ux, uy) = (tx - 0.5, ty - 0.5)
    let (i, j) = (Int(ux.rounded(.down)), Int(uy.rounded(.down)))
    let (fx, fy) = (ux - Double(i), uy - Double(j))
    let top = texel(image, i, j, wrap: wrap) * (1 - fx) + texel(image, i + 1, j, wrap: wrap) * fx
    let bottom =
      texel(image, i, j + 1, wrap: wrap) * (1 - fx) + texel(image, i + 1, j + 1, wrap: wrap) * fx
    return top * (1 - fy) + bottom * fy
  }

  /// `value` rounded to half in every lane.
  static func half(_ value: SIMD4<Double>) -> SIMD4<Double> {
    SIMD4(
      Double(Float16(value.x)), Double(Float16(value.y)), Double(Float16(value.z)),
      Double(Float16(value.w)))
  }

  /// The 4×3 photo stretched over the layer with a linear, clamped sampler at uv = p / (32, 24)
  /// (texel coordinates 4u, 3v), times the layer's alpha, blended in by ¾ (exact in half). Four
  /// half roundings (the sample, and the mix's three; the alpha is 1 or ½, exact).
  @Test func textureBlendSamplesTheImageBilinearly() throws {
    let photo = CorpusSceneCases.photo
    let result = try Corpus.run(
      "TextureBlend.metal", "textureBlend", [.boundingRect, .image(photo), .float(0.75)])
    Corpus.expectImage(result.image, within: 4 * Corpus.halfStep, "texture blend") { x, y in
      let p = Corpus.centre(x, y)
      let sample = Self.linear(photo, p.x / 32 * 4, p.y / 24 * 3, wrap: false)
      let c = Corpus.colour(x, y)
      return c + (sample * c.w - c) * 0.75
    }
  }

  /// The photo tiled with `read`, each texel over 2×2 points: pixel (x, y) shows texel
  /// ((x / 2) mod 4, (y / 2) mod 3), rounded to half, times the layer's alpha (1 or ½): exact.
  @Test func textureTileReadsTheTexelsWrapped() throws {
    let photo = CorpusSceneCases.photo
    let result = try Corpus.run("TextureTile.metal", "textureTile", [.image(photo), .float(2)])
    Corpus.expectImage(result.image, within: 0, "texture tile") { x, y in
      Self.half(Self.texel(photo, (x / 2) % 4, (y / 2) % 3, wrap: false)) * Corpus.colour(x, y).w
    }
  }

  /// The displacement map repeats every 4 points a texel: m is the 4×2 map sampled linearly and
  /// wrapped at normalized p / (16, 8), texel coordinates p / 4, whose fractions are odd
  /// eighths, so with the map's eighths m is exact in float and half; the pixel samples the
  /// layer at p + 4 (m_rg − ½).
  /// The audit's largest offsets are those of the closed form, exactly; the image is one half
  /// rounding from the layer's bilinear sample there.
  @Test func displacementMapMovesEachSampleByTheMap() throws {
    let map = CorpusSceneCases.map
    let result = try Corpus.run(
      "DisplacementMap.metal", "displacementMap", [.image(map), .float(4), .float(4)])
    func offset(_ p: SIMD2<Double>) -> SIMD2<Double> {
      let m = Self.linear(map, p.x / 4, p.y / 4, wrap: true)
      return (SIMD2(m.x, m.y) - 0.5) * 4
    }
    #expect(result.samples.count == Corpus.width * Corpus.height)
    var largest = SIMD2<Double>.zero
    for y in 0..<Corpus.height {
      for x in 0..<Corpus.width {
        let o = offset(Corpus.centre(x, y))
        largest = pointwiseMax(largest, SIMD2(abs(o.x), abs(o.y)))
      }
    }
    #expect(
      SIMD2(Double(result.samples.maxOffset.x), Double(result.samples.maxOffset.y)) == largest)
    Corpus.expectImage(result.image, within: Corpus.halfStep + 1e-6, "displacement") { x, y in
      let p = Corpus.centre(x, y)
      return Corpus.bilinear(Corpus.pattern, p + offset(p))
    }
  }

  /// A 5×5 box blur: each of the 25 samples sits on a texel centre one point apart, so it is the
  /// texel (clamped at the edges) rounded to half, and the mean rounds once: one half rounding.
  /// The audit: 25 samples a pixel, largest offsets exactly (2, 2), and outside the layer exactly
  /// the samples whose position leaves 0…32 × 0…24.
  @Test func boxBlurIsTheMeanOfTwentyFiveTexels() throws {
    let result = try Corpus.run("BoxBlur.metal", "boxBlur", [.float(2)])
    var outside = 0
    for y in 0..<Corpus.height {
      for x in 0..<Corpus.width {
        for dy in -2...2 {
          for dx in -2...2 {
            let q = Corpus.centre(x, y) + SIMD2(Double(dx), Double(dy))
            if q.x < 0 || q.y < 0 || q.x > 32 || q.y > 24 { outside += 1 }
          }
        }
      }
    }
    #expect(result.samples.count == 25 * Corpus.width * Corpus.height)
    #expect(result.samples.maxOffset == SIMD2(2, 2))
    #expect(result.samples.outsideLayer == outside)
    Corpus.expectImage(result.image, within: Corpus.halfStep, "box blur") { x, y in
      var sum = SIMD4<Double>.zero
      for dy in -2...2 {
        for dx in -2...2 {
          sum += Corpus.colour(min(max(x + dx, 0), 31), min(max(y + dy, 0), 23))
        }
      }
      return sum / 25
    }
  }

  /// The zoom blur toward the middle at strength ¼: sample i of 8 at p + (middle − p) · ¼ · i / 7,
  /// averaged. Each sample's half rounding (averaged, at most 2⁻¹²) and the mean's make one
  /// halfStep, and float positions 10⁻⁵. The last sample is a quarter of the way, exactly: the
  /// largest offsets are ¼ (15.5, 11.5).
  @Test func radialBlurAveragesEightSamplesTowardTheCentre() throws {
    let result = try Corpus.run(
      "RadialBlur.metal", "radialBlur", [.float2(SIMD2(16, 12)), .float(0.25)])
    #expect(result.samples.count == 8 * Corpus.width * Corpus.height)
    #expect(result.samples.maxOffset == SIMD2(3.875, 2.875))
    Corpus.expectImage(result.image, within: Corpus.halfStep + 1e-5, "radial blur") { x, y in
      let p = Corpus.centre(x, y)
      let samples = (0..<8).map { i in
        Corpus.bilinear(Corpus.pattern, p + (Self.middle - p) * (0.25 * Double(i) / 7))
      }
      return samples.reduce(.zero, +) / 8
    }
  }

  /// The drop shadow: the layer (the square) with, under it, the shadow colour (0, 0, 0, ½)
  /// times the alpha 3 points left and 2 up. Every sample is on a texel centre and every alpha
  /// 0 or 1, so the result is exact: the square, its shadow (0, 0, 0, ½) where the moved square
  /// shows, clear elsewhere.
  @Test func dropShadowPutsTheMovedAlphaUnderTheLayer() throws {
    let result = try Corpus.run(
      "DropShadow.metal", "dropShadow", [.float2(SIMD2(3, 2)), .color(SIMD4(0, 0, 0, 0.5))],
      input: Self.square)
    var shadowed = 0
    Corpus.expectImage(result.image, within: 0, "drop shadow") { x, y in
      let here = Corpus.colour(x, y, of: Self.square)
      let cast = Corpus.colour(max(x - 3, 0), max(y - 2, 0), of: Self.square).w
      if here.w == 0, cast == 1 { shadowed += 1 }
      return here + SIMD4(0, 0, 0, 0.5) * cast * (1 - here.w)
    }
    #expect(shadowed == 3 * 8 + 2 * 12 - 3 * 2, "the L of shadow beside the square")
  }

  /// Expects the image to be the test pattern sampled at `source(p)` within `tolerance`.
  static func expectSampled(
    _ result: MetalRunResult, within tolerance: Double, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ source: (SIMD2<Double>) -> SIMD2<Double>
  ) {
    Corpus.expectImage(result.image, within: tolerance, what, sourceLocation: sourceLocation) {
      x, y in Corpus.bilinear(Corpus.pattern, source(Corpus.centre(x, y)))
    }
  }

  /// Harmonics of amplitudes 2, 1 and ½ over a 16-point wavelength move y by
  /// Σ a_i sin((i + 1) 2π x / 16); x stays. The audit's largest y offset is the closed form's
  /// largest |Σ| over the pixel centres (10⁻⁵ for float's sines), and x's is 0.
  @Test func harmonicWaveSumsItsArrayOfAmplitudes() throws {
    let amplitudes = CorpusSceneCases.amplitudes.map(Double.init)
    let result = try Corpus.run(
      "HarmonicWave.metal", "harmonicWave", [.floatArray(CorpusSceneCases.amplitudes), .float(16)])
    func dy(_ x: Double) -> Double {
      amplitudes.indices.map { amplitudes[$0] * sin(Double($0 + 1) * 2 * Double.pi / 16 * x) }
        .reduce(0, +)
    }
    let largest = (0..<Corpus.width).map { abs(dy(Double($0) + 0.5)) }.max() ?? 0
    #expect(abs(Double(result.samples.maxOffset.y) - largest) < 1e-5)
    #expect(result.samples.maxOffset.x == 0)
    Self.expectSampled(result, within: MetalCorpusDistortionTests.imageTolerance, "harmonics") {
      p in p + SIMD2(0, dy(p.x))
    }
  }

  /// Six mirrored wedges about the middle: with r = |d| and a = atan2(d_y, d_x) + π, f = a mod
  /// (2π / 6) and f' = min(f, 2π / 6 − f), the pixel samples middle + r (cos f', sin f'). Float's
  /// angles are good to about 10⁻⁶ radians, which at radii up to 20 points moves a sample by
  /// 2·10⁻⁵ points and the pattern (at most 0.6 a point) by 1.2·10⁻⁵: halfStep + 3·10⁻⁵.
  @Test func kaleidoscopeFoldsTheAngleIntoMirroredWedges() throws {
    let result = try Corpus.run(
      "Kaleidoscope.metal", "kaleidoscope", [.float2(SIMD2(16, 12)), .float(6)])
    let wedge = 2 * Double.pi / 6
    Self.expectSampled(result, within: Corpus.halfStep + 3e-5, "kaleidoscope") { p in
      let d = p - Self.middle
      let r = (d * d).sum().squareRoot()
      let f = (atan2(d.y, d.x) + Double.pi).truncatingRemainder(dividingBy: wedge)
      let folded = min(f, wedge - f)
      return Self.middle + r * SIMD2(cos(folded), sin(folded))
    }
  }

  /// The loupe of radius 10 and zoom 2: with s = 1 − smoothstep(8, 10, |d|), the pixel samples
  /// middle + d (1 − ½ s), so within 8 points the content is twice as large. The audit's
  /// largest offsets are the closed form's (10⁻⁵).
  @Test func magnifierZoomsInsideItsRadius() throws {
    let result = try Corpus.run(
      "Magnifier.metal", "magnifier", [.float2(SIMD2(16, 12)), .float(10), .float(2)])
    let loupe = { (p: SIMD2<Double>) -> SIMD2<Double> in
      let d = p - Self.middle
      let t = min(max(((d * d).sum().squareRoot() - 8) / 2, 0), 1)
      let inside = 1 - t * t * (3 - 2 * t)
      return Self.middle + d * (1 - 0.5 * inside)
    }
    let expected = MetalCorpusDistortionTests.maxOffset(loupe)
    #expect(abs(Double(result.samples.maxOffset.x) - expected.x) < 1e-5)
    #expect(abs(Double(result.samples.maxOffset.y) - expected.y) < 1e-5)
    Self.expectSampled(result, within: MetalCorpusDistortionTests.imageTolerance, "loupe", loupe)
  }

  /// The sampling options public shaders pass (found writing these scenes: `level`, `bias`,
  /// `min_lod_clamp`, a texel offset, `read`'s level and `get_width`'s were undeclared or
  /// refused): a level or a bias chooses level 0, the only one; the offset moves the texel
  /// coordinates by whole texels; `read` takes a `ushort2` too. On a 2×2 image.
  @Test func textureSampleOptionsChooseLevelZeroAndOffsetByTexels() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "Options.metal",
      """
      #include <metal_stdlib>
      using namespace metal;
      [[ stitchable ]] half4 options(float2 position, half4 color, texture2d<half> image) {
          constexpr sampler nearest;
          constexpr sampler texels(coord::pixel, filter::linear);
          int x = int(position.x);
          if (x == 0) return image.sample(nearest, float2(0.75, 0.25), level(2.0));
          if (x == 1) return image.sample(nearest, float2(0.25, 0.25), int2(1, 1));
          if (x == 2) return image.sample(nearest, float2(0.75, 0.25), bias(1.5));
          if (x == 3) return image.read(uint2(1, 1), 0);
          if (x == 4) return image.read(ushort2(1, 0));
          uint w = image.get_width(0), h = image.get_height(0);
          if (x == 5) return half4(w, h, image.get_num_mip_levels(), 0);
          if (x == 6) return image.sample(texels, float2(1.5, 0.5), level(0), int2(-1, 0));
          return image.sample(nearest, float2(0.25, 0.75), min_lod_clamp(1.0));
      }
      """)
    let runner = MetalRunner(compiler: try MetalCompiler(cacheFolder: SharedCompilerCache.folder))
    let image = MetalRunnerArgumentTests.image
    let result = try runner.run(
      file: file,
      request: MetalRunRequest(function: "options", width: 8, height: 1, arguments: [.image(image)])
    )
    func texel(_ i: Int, _ j: Int) -> SIMD4<Float> {
      let c = image[i, j]
      return SIMD4(
        Float(Float16(c.x)), Float(Float16(c.y)), Float(Float16(c.z)), Float(Float16(c.w)))
    }
    let row = (0..<8).map { result.image[$0, 0] }
    #expect(row[0] == texel(1, 0))
    #expect(row[1] == texel(1, 1))
    #expect(row[2] == texel(1, 0))
    #expect(row[3] == texel(1, 1))
    #expect(row[4] == texel(1, 0))
    #expect(row[5] == SIMD4(2, 2, 1, 0))
    #expect(row[6] == texel(0, 0))
    #expect(row[7] == texel(0, 1))
  }
}
