import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// The style files' colour effects (overloads, helpers, structs, templates, macros, constant
/// arrays, half and float mixed) against closed forms computed here in Double from the test
/// pattern's colours as the shader receives them (rounded to half). A tolerance counts the half
/// roundings the shader makes: each moves a value of at most 1 by at most 2⁻¹¹
/// (`Corpus.halfStep`); float arithmetic adds about 10⁻⁶.
@Suite struct MetalCorpusStyleTests {
  /// The test pattern's texel (x, y), rounded to half.
  static func colour(_ x: Int, _ y: Int) -> SIMD4<Double> { Corpus.colour(x, y) }

  /// `value` as the half a literal such as `0.8h`, or `half(0.8)`, holds.
  static func half(_ value: Double) -> Double { Corpus.half(Float(value)) }

  /// The colour's channels (x, y, z) as a vector.
  static func rgb(_ c: SIMD4<Double>) -> SIMD3<Double> { SIMD3(c.x, c.y, c.z) }

  /// Rec. 709 luma of a colour's channels, with the exact weights.
  static func luma709(_ c: SIMD3<Double>) -> Double {
    (c * SIMD3(0.2126, 0.7152, 0.0722)).sum()
  }

  /// `desaturate` (the float overload of `luminance`, then the helper of the same name) moves
  /// each channel three quarters of the way to the Rec. 709 luma: c + (y − c) · 0.75. Four half
  /// roundings: the luma, and the mix's difference, product and sum.
  @Test func desaturateMixesTowardTheFloatLuma() throws {
    let result = try Corpus.run("Desaturate.metal", "desaturate", [.float(0.75)])
    Corpus.expectImage(result.image, within: 4 * Corpus.halfStep, "desaturate") { x, y in
      let c = Self.colour(x, y)
      let grey = Self.luma709(Self.rgb(c))
      return SIMD4(Self.rgb(c) + (SIMD3(repeating: grey) - Self.rgb(c)) * 0.75, c.w)
    }
  }

  /// `greyscale` (the half overload of `luminance`) is the Rec. 709 luma in every channel. The
  /// half dot product rounds three products and two sums, and the weights are halves (each
  /// within 2⁻¹¹ of itself): under 4 · 2⁻¹¹ for a luma of at most 1.
  @Test func greyscaleIsTheHalfLuma() throws {
    let result = try Corpus.run("Desaturate.metal", "greyscale", [])
    Corpus.expectImage(result.image, within: 4 * Corpus.halfStep, "greyscale") { x, y in
      let c = Self.colour(x, y)
      let grey = Self.luma709(Self.rgb(c))
      return SIMD4(grey, grey, grey, c.w)
    }
  }

  /// `contrast` by 1.5 stretches the straight colour s = c / a about ½: clamp((s − ½) · 1.5 + ½,
  /// 0, 1) · a. Dividing and multiplying by a (1 or ½) is exact; the difference (≤ ½), the
  /// product (≤ ¾) and the sum (≤ 1.25) round: under 2 · 2⁻¹¹.
  @Test func contrastStretchesAboutTheMiddle() throws {
    let result = try Corpus.run("Contrast.metal", "contrast", [.float(1.5)])
    Corpus.expectImage(result.image, within: 2 * Corpus.halfStep, "contrast") { x, y in
      let c = Self.colour(x, y)
      func stretched(_ v: Double) -> Double { min(max((v / c.w - 0.5) * 1.5 + 0.5, 0), 1) * c.w }
      return SIMD4(stretched(c.x), stretched(c.y), stretched(c.z), c.w)
    }
  }

  /// `tint` with the colour (1, 0.6, 0.2) at strength 0.8 (both as halves): c + (c · t − c) · k.
  /// Four half roundings: the product with the tint, the difference, the product with the
  /// strength and the sum.
  @Test func tintMixesInTheProductWithTheTint() throws {
    let result = try Corpus.run(
      "TintStruct.metal", "tint", [.color(SIMD4(1, 0.6, 0.2, 1)), .float(0.8)])
    let tint = Corpus.premultiplied(SIMD4(1, 0.6, 0.2, 1))
    let k = Self.half(0.8)
    Corpus.expectImage(result.image, within: 4 * Corpus.halfStep, "tint") { x, y in
      let c = Self.colour(x, y)
      let base = Self.rgb(c)
      return SIMD4(base + (base * Self.rgb(tint) - base) * k, c.w)
    }
  }

  /// `curve` at 0.8 bends each channel toward its square by t = half(0.8²):
  /// c + (c² − c) · t, which stays within 0…alpha. Four half roundings (the square, the
  /// difference, the product and the sum).
  @Test func curveBendsTowardTheSquare() throws {
    let result = try Corpus.run("TemplateCurve.metal", "curve", [.float(0.8)])
    let t = Corpus.half(Float(0.8) * Float(0.8))
    Corpus.expectImage(result.image, within: 4 * Corpus.halfStep, "curve") { x, y in
      let c = Self.colour(x, y)
      let base = Self.rgb(c)
      return SIMD4(base + (base * base - base) * t, c.w)
    }
  }

  /// clang reads `grade(COLOR_EFFECT_ARGS, float amount)` through its macro: a colour effect
  /// whose leading parameters are `float2 position, half4 color`. (The Metal scanner expands
  /// the object-like macro too, and `OneModelTests` holds the two readings equal.)
  @Test func aMacroInTheSignatureExpandsToTheLeadingParameters() throws {
    let compiler = try MetalCompiler(cacheFolder: Corpus.cacheFolder)
    let result = try compiler.compile(file: Corpus.folder + "/MacroGrade.metal")
    #expect(result.status == .compiled)
    let grade = try #require(result.functions.first { $0.name == "grade" })
    #expect(grade.parameters.map(\.type) == ["float2", "half4", "float"])
    #expect(grade.parameters.map(\.name) == ["position", "color", "amount"])
    #expect(grade.inferredUsage == .colorEffect)
  }

  /// `grade` at 0.8 lifts by LIFT · a (the literals as halves), squares, and blends k =
  /// half(0.8 · 0.25) of that in, capped at alpha: min(c + ((c + L a)² − c) · k, a). Five half
  /// roundings of values up to 1.1 (the lift's sum, the square, the difference, the product,
  /// the sum): 6 · 2⁻¹¹.
  @Test func gradeLiftsSquaresAndBlends() throws {
    let result = try Corpus.run("MacroGrade.metal", "grade", [.float(0.8)])
    let lift = SIMD3(Self.half(0.02), Self.half(0.01), Self.half(0.04))
    let k = Corpus.half(Float(0.8) * 0.25)
    Corpus.expectImage(result.image, within: 6 * Corpus.halfStep, "grade") { x, y in
      let c = Self.colour(x, y)
      let base = Self.rgb(c)
      let lifted = base + lift * c.w
      let graded = base + (lifted * lifted - base) * k
      return SIMD4(pointwiseMin(graded, SIMD3(repeating: c.w)), c.w)
    }
  }

  /// `exposure` by half a stop with an offset of −0.1: clamp(c · √2 − 0.1 · a, 0, a) (the
  /// `rgb * 0.5 + 0.5h * rgb` step is exact). The gain becomes a half (2⁻¹¹ of a product up to
  /// 1.42), the product and the sum round (2⁻¹¹ · 1.42 each), and the offset becomes a half:
  /// under 5 · 2⁻¹¹.
  @Test func exposureScalesByTwoToTheStopsAndOffsets() throws {
    let result = try Corpus.run("Exposure.metal", "exposure", [.float(0.5), .float(-0.1)])
    Corpus.expectImage(result.image, within: 5 * Corpus.halfStep, "exposure") { x, y in
      let c = Self.colour(x, y)
      func exposed(_ v: Double) -> Double { min(max(v * 2.0.squareRoot() - 0.1 * c.w, 0), c.w) }
      return SIMD4(exposed(c.x), exposed(c.y), exposed(c.z), c.w)
    }
  }

  /// `spotFade` around the middle with radius 10: with d = |p − middle| / 10 and inside =
  /// clamp(1 − d, 0, 1), the channels are scaled by 1 − t, t = ½ (1 − inside); alpha is kept.
  /// Roundings: d and 1 − d (moving t by at most 2⁻¹¹), t to half (½ · 2⁻¹¹), the product and
  /// the sum: under 4 · 2⁻¹¹.
  @Test func spotFadeDarkensOutsideTheSpot() throws {
    let result = try Corpus.run(
      "SpotFade.metal", "spotFade", [.float2(SIMD2(16, 12)), .float(10)])
    Corpus.expectImage(result.image, within: 4 * Corpus.halfStep, "spot fade") { x, y in
      let c = Self.colour(x, y)
      let offset = Corpus.centre(x, y) - SIMD2(16, 12)
      let d = (offset * offset).sum().squareRoot() / 10
      let t = 0.5 * (1 - min(max(1 - d, 0), 1))
      return SIMD4(Self.rgb(c) * (1 - t), c.w)
    }
    let corner = result.image[0, 0]
    #expect(abs(Double(corner.x) - Self.colour(0, 0).x / 2) <= Corpus.halfStep, "halved outside")
  }

  /// `toneBands` at 0.6: the straight colour's Rec. 601 luma picks band ⌊4 luma⌋ (capped at 3),
  /// and the band's colour is mixed in by 0.6, premultiplied again. All in float but the result:
  /// one half rounding. Pixels whose luma is within 10⁻⁴ of a threshold are left out (float may
  /// pick the other band there); between them the pattern reaches at least three bands.
  @Test func toneBandsMixInTheBandsColour() throws {
    let result = try Corpus.run("ToneBands.metal", "toneBands", [.float(0.6)])
    let bands: [SIMD3<Double>] = [
      SIMD3(0.10, 0.05, 0.30), SIMD3(0.55, 0.10, 0.45), SIMD3(0.95, 0.45, 0.20),
      SIMD3(1.00, 0.90, 0.60),
    ]
    var reached = Set<Int>()
    Corpus.expectImage(result.image, within: Corpus.halfStep + 1e-5, "tone bands") { x, y in
      let c = Self.colour(x, y)
      let straight = Self.rgb(c) / c.w
      let luma = (straight * SIMD3(0.299, 0.587, 0.114)).sum()
      let nearest = (luma * 4).rounded()
      guard abs(luma - nearest / 4) > 1e-4 else { return nil }
      let band = min(Int((luma * 4).rounded(.down)), 3)
      reached.insert(band)
      return SIMD4((straight + (bands[band] - straight) * 0.6) * c.w, c.w)
    }
    #expect(reached.count >= 3, "bands reached: \(reached.sorted())")
  }

  /// `rowTints` every 4 points: row band j = ⌊(y + ½) / 4⌋ is multiplied by tint j mod 3 (its
  /// literals as halves), alpha by 1. One half rounding a channel.
  @Test func rowTintsCycleEveryThreeBands() throws {
    let result = try Corpus.run("RowTints.metal", "rowTints", [.float(4)])
    let tints: [SIMD3<Double>] = [
      SIMD3(1, Self.half(0.8), Self.half(0.6)), SIMD3(Self.half(0.6), 1, Self.half(0.8)),
      SIMD3(Self.half(0.8), Self.half(0.6), 1),
    ]
    Corpus.expectImage(result.image, within: Corpus.halfStep, "row tints") { x, y in
      let c = Self.colour(x, y)
      let band = Int((Corpus.centre(x, y).y / 4).rounded(.down))
      return SIMD4(Self.rgb(c) * tints[band % 3], c.w)
    }
  }

  /// `versionedInvert` (its enum from `SharedTypes.h`, which needs `__METAL_VERSION__`, and its
  /// strength from a version guard): mode 1 gives a − c in each channel, three half roundings
  /// (a − c, less c, plus c, in the mix); mode 2 scales that by 1 − a and makes alpha 1 − a (a
  /// fourth rounding). With the guard's other branch mode 1 would return c itself.
  @Test func versionedInvertInvertsByItsSharedEnum() throws {
    let colours = try Corpus.run("VersionedInvert.metal", "versionedInvert", [.float(1)])
    Corpus.expectImage(colours.image, within: 3 * Corpus.halfStep, "invert colour") { x, y in
      let c = Self.colour(x, y)
      return SIMD4(SIMD3(repeating: c.w) - Self.rgb(c), c.w)
    }
    let all = try Corpus.run("VersionedInvert.metal", "versionedInvert", [.float(2)])
    Corpus.expectImage(all.image, within: 4 * Corpus.halfStep, "invert all") { x, y in
      let c = Self.colour(x, y)
      return SIMD4((SIMD3(repeating: c.w) - Self.rgb(c)) * (1 - c.w), 1 - c.w)
    }
  }

  /// `curveLookup` through the points (0, 0.1, 0.35, 0.7, 1) at 0, ¼, ½, ¾, 1: each straight
  /// channel s is read piecewise linearly, then premultiplied. Float throughout, then one half
  /// rounding.
  @Test func curveLookupReadsThePointsPiecewiseLinearly() throws {
    let points: [Double] = [0, 0.1, 0.35, 0.7, 1]
    let result = try Corpus.run(
      "CurveLookup.metal", "curveLookup", [.floatArray(points.map { Float($0) })])
    Corpus.expectImage(result.image, within: Corpus.halfStep + 1e-6, "curve lookup") { x, y in
      let c = Self.colour(x, y)
      func mapped(_ v: Double) -> Double {
        let t = min(max(v / c.w, 0), 1) * 4
        let i = min(Int(t), 3)
        return (points[i] + (points[i + 1] - points[i]) * (t - Double(i))) * c.w
      }
      return SIMD4(mapped(c.x), mapped(c.y), mapped(c.z), c.w)
    }
  }
}
