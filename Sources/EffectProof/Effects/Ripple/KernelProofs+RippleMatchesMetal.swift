import EffectKernels
import EffectMath
import ShaderProofs

/// The ripple port against the compiled `ripple` of the config's sources.
extension KernelProofs {
  /// `kernel.rippleMatchesMetal`: `RippleKernel` and `ripple` agree within one code value,
  /// before, at and after the ring, at the origin and with a negative amplitude.
  static func rippleMatchesMetal(_ config: RippleConfig, shaders: CompiledShaderLibrary)
    -> DifferentialProof
  {
    let style = config.style
    let speed = Float(style.effectiveSpeed)
    func ripple(_ origin: SIMD2<Float>, time: Float, amplitude: Float) -> ShaderPort {
      ShaderPort(
        RippleKernel(
          origin: origin, time: time, amplitude: amplitude, frequency: Float(style.frequency),
          decay: Float(style.decay), speed: Float(style.speed)))
    }
    let centre = SIMD2<Float>(32, 24)
    let amplitude = Float(style.amplitude)
    let cases = [
      DifferentialCase("before the ring (t = 0)", ripple(centre, time: 0, amplitude: amplitude)),
      DifferentialCase(
        "at the ring (front 20 pt out: after inside, before outside)",
        ripple(centre, time: 20 / speed, amplitude: amplitude)),
      DifferentialCase(
        "after the ring (every pixel reached)",
        ripple(centre, time: 45 / speed + 0.01, amplitude: amplitude)),
      DifferentialCase(
        "origin on a pixel centre (that pixel does not move)",
        ripple(SIMD2(32.5, 24.5), time: 12 / speed, amplitude: amplitude)),
      DifferentialCase(
        "negative amplitude (displaced, not shaded)",
        ripple(centre, time: 30 / speed, amplitude: -amplitude)),
      DifferentialCase(
        "a NaN speed counts as 1 pt/s (Metal's max ignores NaN)",
        ShaderPort(
          RippleKernel(
            origin: centre, time: 0.02, amplitude: amplitude, frequency: Float(style.frequency),
            decay: Float(style.decay), speed: .nan))),
    ]
    return DifferentialProof(
      id: "kernel.rippleMatchesMetal",
      title: "The ripple port matches the compiled ripple",
      fact:
        """
        RippleKernel is a hand copy of ripple in the app's Ripple.metal, and a copy can drift. \
        Both run over the same 64 × 48 pt layer (a patterned, partly transparent test layer) \
        with the config's style (amplitude \(FactText.number(style.amplitude)), frequency \
        \(FactText.number(style.frequency)), decay \(FactText.number(style.decay)), speed \
        \(FactText.number(style.speed))) before, at and after the ring, with the origin on a \
        pixel centre, with a negative amplitude and with a NaN speed; the .metal is compiled for the CPU with \
        clang and run in a child process. Every premultiplied channel of every pixel agrees \
        within one 8-bit code value (1/255). Margin: the largest difference − 1/255.
        """,
      shaders: shaders, cases: cases)
  }
}
