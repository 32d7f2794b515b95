import EffectProof
import EffectProofTestSupport
import Foundation
import ProofEngine
import Testing

@testable import ShaderProofs

/// `shader.<entry>.layerFits`: the layer's pixels, (view + 2 × maxSampleOffset) × scale per
/// axis rounded up, against closed forms computed by hand, and the proof on small configs.
@Suite struct LayerFitsTests {
  // MARK: - The arithmetic

  @Test func aPhoneWideViewWithTwentyPointMarginsAtThreeIs1299Pixels() {
    // (393 + 2 × 20) × 3 = 433 × 3 = 1299.
    #expect(LayerTextureFit.pixels(points: 393, margin: 20, scale: 3) == 1299)
    // (6000 + 40) × 3 = 18120 > 16384.
    let tall = LayerTextureFit(
      viewSize: SIMD2(393, 6000), maxSampleOffset: SIMD2(20, 20), scale: 3)
    #expect(tall.pixels == SIMD2(1299, 18120))
    #expect(tall.verdict == .tooLarge)
    #expect(tall.axes(past: 16384) == "height")
    // At scale 2: (6000 + 40) × 2 = 12080, past 8192 but within 16384.
    let atTwo = LayerTextureFit(
      viewSize: SIMD2(393, 6000), maxSampleOffset: SIMD2(20, 20), scale: 2)
    #expect(atTwo.pixels == SIMD2(866, 12080))
    #expect(atTwo.verdict == .atRisk)
  }

  @Test func theLimitsThemselvesPass() {
    // Exactly 16384 px: (8152 + 2 × 20) × 2 = 16384 fits the GPU (warns); 16385 does not.
    #expect(LayerTextureFit.pixels(points: 8152, margin: 20, scale: 2) == 16384)
    #expect(
      LayerTextureFit(viewSize: SIMD2(8152, 100), maxSampleOffset: SIMD2(20, 20), scale: 2)
        .verdict == .atRisk)
    #expect(
      LayerTextureFit(viewSize: SIMD2(16385, 1), maxSampleOffset: .zero, scale: 1).verdict
        == .tooLarge)
    // Exactly 8192 px fits without a warning; 8193 warns.
    #expect(
      LayerTextureFit(viewSize: SIMD2(8192, 8192), maxSampleOffset: .zero, scale: 1).verdict
        == .fits)
    #expect(
      LayerTextureFit(viewSize: SIMD2(1, 8193), maxSampleOffset: .zero, scale: 1).verdict
        == .atRisk)
  }

  @Test func partialPixelsRoundUpButRoundingNoiseDoesNot() {
    // 100.5 pt at 1× needs 101 px; 0.1 pt at 3× (0.30000000000000004) needs 1.
    #expect(LayerTextureFit.pixels(points: 100.5, margin: 0, scale: 1) == 101)
    #expect(LayerTextureFit.pixels(points: 0.1, margin: 0, scale: 3) == 1)
    // 16384 plus one ulp is 16384 px, not 16385; 16384.01 is 16385.
    #expect(LayerTextureFit.pixels(points: 16384.0.nextUp, margin: 0, scale: 1) == 16384)
    #expect(LayerTextureFit.pixels(points: 16384.01, margin: 0, scale: 1) == 16385)
  }

  @Test func badSizesAreNotASizeAndNeverTrap() {
    for (points, margin, scale) in [
      (Double.nan, 0.0, 2.0), (100, .nan, 2), (100, 0, .nan), (.infinity, 0, 2),
      (100, .infinity, 2), (100, 0, .infinity), (-1, 0, 2), (100, -3, 2), (100, 0, -2),
      (-.infinity, 0, 1),
    ] {
      #expect(
        LayerTextureFit.pixels(points: points, margin: margin, scale: scale) == nil,
        "\(points), \(margin), \(scale)")
      let fit = LayerTextureFit(
        viewSize: SIMD2(points, 10), maxSampleOffset: SIMD2(margin, 0), scale: scale)
      #expect(fit.verdict == .notASize)
      #expect(fit.pixels.x.isNaN)
    }
    // The worse axis decides: a NaN height with a fitting width is not a size.
    #expect(
      LayerTextureFit(viewSize: SIMD2(10, .nan), maxSampleOffset: .zero, scale: 1).verdict
        == .notASize)
  }

  @Test func zeroAndHugeSizesHaveDocumentedResults() {
    // Zero everything: 0 px, which fits; a zero scale draws nothing.
    #expect(LayerTextureFit.pixels(points: 0, margin: 0, scale: 3) == 0)
    #expect(LayerTextureFit.pixels(points: 393, margin: 20, scale: 0) == 0)
    #expect(
      LayerTextureFit(viewSize: .zero, maxSampleOffset: .zero, scale: 0).verdict == .fits)
    // A zero view with margins is the margins: 2 × 20 × 3 = 120.
    #expect(LayerTextureFit.pixels(points: 0, margin: 20, scale: 3) == 120)
    // Finite inputs whose layer overflows Double are too large, not NaN.
    #expect(
      LayerTextureFit.pixels(points: .greatestFiniteMagnitude, margin: 1e308, scale: 8)
        == .infinity)
    let huge = LayerTextureFit(
      viewSize: SIMD2(1e300, 1), maxSampleOffset: SIMD2(1e300, 0), scale: 1e10)
    #expect(huge.verdict == .tooLarge)
    #expect(
      LayerTextureFit(viewSize: SIMD2(1e9, 1), maxSampleOffset: .zero, scale: 1).verdict
        == .tooLarge)
  }

  // MARK: - The proof

  static let blur = """
    [[ stitchable ]] half4 blur(float2 position, SwiftUI::Layer layer, float radius) {
      return (layer.sample(position - float2(radius, 0)) + layer.sample(position + float2(radius, 0))) / 2.0h;
    }

    """

  /// Only the `layerFits` proofs of a small config, run.
  static func layerFits(_ metal: String, _ entries: String) throws -> [ProofResult] {
    let folder = try TemporaryFolder()
    _ = try folder.write("Shaders/S.metal", ShaderProofTests.header + metal)
    let path = try folder.write(
      "effectproof.json", "{\"shaders\": [\"Shaders\"], \"shaderProofs\": {\(entries)}}")
    let config = try EffectProofConfig.load(contentsOf: path)
    return ProofCatalogue.proofs(for: config).filter { $0.id.hasSuffix(".layerFits") }.map {
      $0.run(RunSettings(density: .low, jobs: 1))
    }
  }

  /// A formula's promise is its largest value over the domain: radius 0…100 gives
  /// (393 + 2 × 100) × 2 = 1186 by (8000 + 2 × 100) × 2 = 16400 px, past 16384; radius 0…90
  /// gives 1146 by 16360 px, which warns.
  @Test func aFormulaPromiseIsSizedWithItsLargestValue() throws {
    let entry = { (upper: Int) in
      """
      "blur": {"viewSize": [393, 8000], "scale": 2, "arguments": {"radius": {"range": [0, \(upper)]}},
               "maxSampleOffset": ["radius", "radius"]}
      """
    }
    let failed = try #require(try Self.layerFits(Self.blur, entry(100)).first)
    #expect(failed.id == "shader.blur.layerFits")
    #expect(failed.status == .failed)
    #expect(failed.cases == 1)
    let message = failed.findings.map(\.message).joined(separator: " | ")
    #expect(message.contains("1186 × 16400 px"), "\(message)")
    #expect(message.contains("on height"), "\(message)")
    #expect(message.contains("the formula's largest value over"), "\(message)")
    #expect(
      message.contains("the view is not drawn; the log says RBLayer: unable to create texture"),
      "\(message)")
    #expect(failed.findings.first?.file?.hasSuffix("S.metal") == true)

    let warned = try #require(try Self.layerFits(Self.blur, entry(90)).first)
    #expect(warned.status == .warned, "\(warned.findings.map(\.message))")
    #expect(warned.findings.map(\.id) == [ShaderFindingKind.layerAtRisk.id])
    #expect(warned.findings[0].message.contains("1146 × 16360 px"), "\(warned.findings)")
  }

  /// No promise anywhere: the layer is sized with 0 pt margins, and a detail says the margins
  /// are unknown. Every view size × scale is a case.
  @Test func anEntryWithoutAPromiseIsCheckedWithZeroMarginsAndSaysSo() throws {
    let result = try #require(
      try Self.layerFits(
        Self.blur,
        """
        "blur": {"viewSizes": [[393, 4096], [100, 100]], "scale": [1, 2],
                 "arguments": {"radius": {"range": [0, 4]}}}
        """
      ).first)
    #expect(result.cases == 4)
    #expect(result.status == .passed, "\(result.findings.map(\.message))")
    #expect(result.details.contains { $0.contains("the margins are unknown") }, "\(result.details)")
    // 4096 × 2 = 8192: the limit of a warning, which it is not.
    #expect(
      result.details.contains { $0.contains("393×4096 pt at scale 2 → 786 × 8192 px (fits)") },
      "\(result.details)")
  }

  /// The proof runs nothing: an entry whose source does not compile still gets its verdict.
  @Test func itNeitherCompilesNorRunsTheShader() throws {
    let broken = """
      [[ stitchable ]] float2 shift(float2 position, float amount) { return position + undefinedName; }

      """
    let result = try #require(
      try Self.layerFits(
        broken,
        """
        "shift": {"viewSize": [393, 8000], "scale": 3, "arguments": {"amount": 1},
                  "maxSampleOffset": [0, 0]}
        """
      ).first)
    #expect(result.status == .failed)
    #expect(result.findings.map(\.id) == [ShaderFindingKind.layerTooLarge.id])
    #expect(result.findings[0].message.contains("1179 × 24000 px"), "\(result.findings)")
  }

  /// Colour effects and shape styles draw no layer of their own: no layerFits.
  @Test func aColourEffectHasNoLayerFits() throws {
    let results = try Self.layerFits(
      "[[ stitchable ]] half4 tint(float2 position, half4 color, float amount) { return color; }\n",
      "\"tint\": {\"viewSize\": [393, 8000], \"arguments\": {\"amount\": 1}}")
    #expect(results.isEmpty, "\(results.map(\.id))")
  }
}
