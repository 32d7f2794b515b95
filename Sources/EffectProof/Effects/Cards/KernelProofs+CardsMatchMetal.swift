import EffectKernels
import ShaderProofs

/// The flip shading and holographic foil ports against the compiled `cardFlipShading` and
/// `HolographicCardFoil` of the config's sources (each proof only where the sources declare its
/// function: the table's sources have the flip, the holographic card's the foil).
extension KernelProofs {
  /// `kernel.flipShadingMatchesMetal`: `CardFlipShadingKernel` and `cardFlipShading` agree
  /// within one code value face-on, turning (glint), edge-on and over.
  static func flipShadingMatchesMetal(shaders: CompiledShaderLibrary) -> DifferentialProof {
    func flip(_ degrees: Float, bounds: SIMD4<Float> = SIMD4(0, 0, 64, 48)) -> ShaderPort {
      ShaderPort(CardFlipShadingKernel(bounds: bounds, degrees: degrees))
    }
    let cases = [
      DifferentialCase("0°: face-on, unchanged", flip(0)),
      DifferentialCase("30°: dimmer, the glint entering at the top-leading corner", flip(30)),
      DifferentialCase("90°: edge-on, 55 % bright, no glint", flip(90)),
      DifferentialCase("135°: the glint leaving at the bottom-trailing corner", flip(135)),
      DifferentialCase("180°: face-on again", flip(180)),
      DifferentialCase(
        "60° on a card offset in a larger layer", flip(60, bounds: SIMD4(10, -6, 40, 56))),
      DifferentialCase(
        "NaN degrees: the final min takes alpha, (a, a, a, a)", flip(.nan)),
    ]
    return DifferentialProof(
      id: "kernel.flipShadingMatchesMetal",
      title: "The flip shading port matches the compiled shader",
      fact:
        """
        CardFlipShadingKernel is a hand copy of cardFlipShading in the app's CardFlip.metal, and \
        a copy can drift. Both run over the same 64 × 48 pt layer (a patterned test layer with \
        clear and half-transparent pixels) at 0°, 30°, 90°, 135° and 180°, at 60° on an \
        offset card and at NaN degrees; the .metal is compiled for the CPU with clang and run in a child process. Every premultiplied channel \
        of every pixel agrees within one 8-bit code value (1/255). Margin: the largest \
        difference − 1/255.
        """,
      shaders: shaders, cases: cases)
  }

  /// `kernel.foilMatchesMetal`: `HolographicFoilKernel` and `HolographicCardFoil` agree within
  /// one code value at rest, leaning, at half intensity and with no foil.
  static func foilMatchesMetal(_ cards: CardsConfig, shaders: CompiledShaderLibrary)
    -> DifferentialProof
  {
    let view = SIMD2<Float>(64, 48)
    let card = foilCardSize(cards)
    func foil(_ size: SIMD2<Float>, _ x: Float, _ y: Float, _ intensity: Float) -> ShaderPort {
      ShaderPort(HolographicFoilKernel(size: size, tilt: SIMD2(x, y), intensity: intensity))
    }
    let cases = [
      DifferentialCase("flat, full foil", foil(view, 0, 0, 1)),
      DifferentialCase("leaning (0.7, −0.5), full foil", foil(view, 0.7, -0.5, 1)),
      DifferentialCase("leaning (−1, 1), foil 0.6", foil(view, -1, 1, 0.6)),
      DifferentialCase("intensity 0: the colour unchanged", foil(view, 0.3, 0.2, 0)),
      DifferentialCase(
        "the top-leading corner of the configured \(FactText.number(Double(card.x))) × \(FactText.number(Double(card.y))) pt card, leaning (0.4, 0.9)",
        foil(card, 0.4, 0.9, 1)),
      DifferentialCase(
        "a NaN intensity: Metal's saturate takes the NaN foil as 0, the colour unchanged",
        foil(view, 0.2, 0.1, .nan)),
    ]
    return DifferentialProof(
      id: "kernel.foilMatchesMetal",
      title: "The holographic foil port matches the compiled shader",
      fact:
        """
        HolographicFoilKernel is a hand copy of HolographicCardFoil in the app's \
        HolographicCard.metal (rainbow, glitter, glare and the screen blend), and a copy can \
        drift. Both run over the same 64 × 48 pt layer (a patterned test layer with clear and \
        half-transparent pixels) flat, leaning, at foil 0.6 and 0, as the corner of the \
        configured card, and with a NaN intensity (Metal's saturate maps NaN to 0); the .metal is compiled for the CPU with clang and run in a child \
        process. Every premultiplied channel of every pixel agrees within one 8-bit code value \
        (1/255). Margin: the largest difference − 1/255.
        """,
      shaders: shaders, cases: cases)
  }
}
