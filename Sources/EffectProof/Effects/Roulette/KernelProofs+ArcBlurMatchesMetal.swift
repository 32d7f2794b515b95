import EffectKernels
import EffectMath
import ShaderProofs

/// The arc blur port against the compiled `wheelArcBlur` of the config's sources.
extension KernelProofs {
  /// `kernel.arcBlurMatchesMetal`: `WheelArcBlurKernel` and `wheelArcBlur` agree within one
  /// code value: still, blurring a ring (hub and outside passing through), at the tap cap, and
  /// the ball's blur about a centre far outside its layer.
  static func arcBlurMatchesMetal(shaders: CompiledShaderLibrary) -> DifferentialProof {
    let spacing = Float(WheelBlur.sampleSpacing)
    let most = Float(WheelBlur.maxSamples)
    func arc(
      _ centre: SIMD2<Float>, angle: Float, inner: Float, outer: Float, maxSamples: Float
    ) -> ShaderPort {
      ShaderPort(
        WheelArcBlurKernel(
          center: centre, angle: angle, innerRadius: inner, outerRadius: outer,
          sampleSpacing: spacing, maxSamples: maxSamples))
    }
    let middle = SIMD2<Float>(32, 24)
    let cases = [
      DifferentialCase(
        "still (angle 0): every pixel passes through",
        arc(middle, angle: 0, inner: 6, outer: 22, maxSamples: most)),
      DifferentialCase(
        "spinning at the largest angle \(FactText.number(WheelBlur.maxAngle)) rad: hub (< 6 pt) and outside (> 22 pt) pass through",
        arc(middle, angle: Float(WheelBlur.maxAngle), inner: 6, outer: 22, maxSamples: most)),
      DifferentialCase(
        "a 1.2 rad arc capped at 6 taps",
        arc(middle, angle: 1.2, inner: 0, outer: 100, maxSamples: 6)),
      DifferentialCase(
        "the ball's blur: a 0.08 rad arc about a centre 150 pt to the left of the layer",
        arc(SIMD2(-120, 24), angle: 0.08, inner: 0, outer: 1000, maxSamples: most)),
      DifferentialCase(
        "a NaN inner radius drops that bound (NaN compares false): the hub blurs too",
        arc(middle, angle: Float(WheelBlur.maxAngle), inner: .nan, outer: 22, maxSamples: most)),
    ]
    return DifferentialProof(
      id: "kernel.arcBlurMatchesMetal",
      title: "The arc blur port matches the compiled shader",
      fact:
        """
        WheelArcBlurKernel is a hand copy of wheelArcBlur in the app's WheelBlur.metal (the \
        wheel's and the ball's rotational blur), and a copy can drift. Both run over the same \
        64 × 48 pt layer (a patterned, partly transparent test layer), \
        \(FactText.number(WheelBlur.sampleSpacing)) pt between taps and at most \
        \(WheelBlur.maxSamples): a still wheel, a ring blurred at the largest angle with its hub \
        and outside passing through, an arc capped at 6 taps, the ball's blur about a centre \
        outside its layer, and a NaN inner radius; the .metal is compiled for the CPU with clang (its template \
        rotateBy constructor rewritten in a copy) and run in a child process. Every \
        premultiplied channel of every pixel agrees within one 8-bit code value (1/255). \
        Margin: the largest difference − 1/255.
        """,
      shaders: shaders, cases: cases)
  }
}
