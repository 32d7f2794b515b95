import EffectKernels
import EffectMath
import ShaderProofs

/// The die material and motion blur ports against the compiled `dieMaterial` and
/// `linearMotionBlur` of the config's sources.
extension KernelProofs {
  /// `kernel.dieMaterialMatchesMetal`: `DieMaterialKernel` and `dieMaterial` agree within one
  /// code value for a blank die, one, five and six pips, a round die and an odd float count.
  static func dieMaterialMatchesMetal(_ config: DiceConfig, shaders: CompiledShaderLibrary)
    -> DifferentialProof
  {
    let pipRadius = Float(config.pipRadius)
    func die(value: Int, corner: Float = PictureBook.dieCorner, pipValues: Int? = nil)
      -> ShaderPort?
    {
      let pips = DiePips.packedPips(value: value)
      return ShaderPort(
        DieMaterialKernel(
          bounds: SIMD4(12, 4, 40, 40), face: Paint.rgb(0.97, 0.96, 0.93),
          pip: Paint.rgb(0.05, 0.05, 0.06), pips: pips, pipValues: pipValues ?? pips.count,
          corner: corner, pipRadius: pipRadius))
    }
    let cases: [DifferentialCase] = [
      ("0 pips: a blank die, the loop never runs", die(value: 0)),
      ("1 pip", die(value: 1)),
      ("5 pips", die(value: 5)),
      ("6 pips", die(value: 6)),
      ("6 pips on a round die (corner 0.5)", die(value: 6, corner: 0.5)),
      (
        "6 pips given 11 floats: the loop stops at whole pairs (5 pips)",
        die(value: 6, pipValues: 11)
      ),
      ("6 pips, a NaN corner counts as 0 (Metal's clamp ignores NaN)", die(value: 6, corner: .nan)),
    ].compactMap { label, port in port.map { DifferentialCase(label, $0) } }
    return DifferentialProof(
      id: "kernel.dieMaterialMatchesMetal",
      title: "The die material port matches the compiled shader",
      fact:
        """
        DieMaterialKernel is a hand copy of dieMaterial in the app's Dice.metal, and a copy can \
        drift. Both run over the same 64 × 48 pt layer (a patterned, partly transparent test \
        layer, whose alpha is the die's coverage) with a 40 pt die inside it (clear outside its \
        rounded square), pip radius \(FactText.number(config.pipRadius)): 0, 1, 5 and 6 pips, \
        a round die, 11 floats for six pips and a NaN corner; the .metal is compiled for the CPU with clang \
        and run in a child process. Every premultiplied channel of every pixel agrees within \
        one 8-bit code value (1/255). Margin: the largest difference − 1/255.
        """,
      shaders: shaders, cases: cases)
  }

  /// `kernel.motionBlurMatchesMetal`: `LinearMotionBlurKernel` and `linearMotionBlur` agree
  /// within one code value, off, on, at the tap cap and at 2 pixels per point.
  static func motionBlurMatchesMetal(shaders: CompiledShaderLibrary) -> DifferentialProof {
    func blur(_ x: Float, _ y: Float) -> ShaderPort {
      ShaderPort(LinearMotionBlurKernel(streak: SIMD2(x, y), maxSamples: diceMaxSamples))
    }
    let cases = [
      DifferentialCase("off: a streak under 0.5 pt passes through", blur(0.3, 0.2)),
      DifferentialCase("on: a (9, 4) pt streak, 7 taps", blur(9, 4)),
      DifferentialCase("capped: a (40, −25) pt streak wants 32 taps, takes 16", blur(40, -25)),
      DifferentialCase(
        "on at 2 pixels per point: a (6, −3) pt streak", blur(6, -3), size: SIMD2(32, 24),
        scale: 2),
      DifferentialCase(
        "a NaN maxSamples caps at 2 taps (Metal's max ignores NaN)",
        ShaderPort(LinearMotionBlurKernel(streak: SIMD2(9, 4), maxSamples: .nan))),
    ]
    return DifferentialProof(
      id: "kernel.motionBlurMatchesMetal",
      title: "The dice motion blur port matches the compiled shader",
      fact:
        """
        LinearMotionBlurKernel is a hand copy of linearMotionBlur in the app's MotionBlur.metal, \
        and a copy can drift. Both run over the same patterned, partly transparent test layer \
        (64 × 48 pt at 1 pixel per point, and 32 × 24 pt at 2) with at most \
        \(FactText.number(Double(diceMaxSamples))) taps: a streak too short to blur, a blur, one \
        capped at the tap limit, one at 2 pixels per point and a NaN \
        tap limit; the .metal is compiled for the \
        CPU with clang and run in a child process. Every premultiplied channel of every pixel \
        agrees within one 8-bit code value (1/255). Margin: the largest difference − 1/255.
        """,
      shaders: shaders, cases: cases)
  }
}
