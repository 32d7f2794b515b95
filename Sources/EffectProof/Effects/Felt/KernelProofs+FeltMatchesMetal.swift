import EffectKernels
import ShaderProofs

/// The felt port against the compiled `feltSurface` of the config's sources.
extension KernelProofs {
  /// `kernel.feltMatchesMetal`: `FeltSurfaceKernel` and `feltSurface` agree within one code
  /// value on a mid and a near-black theme, inside a larger table and at 2 pixels per point.
  static func feltMatchesMetal(shaders: CompiledShaderLibrary) -> DifferentialProof {
    func felt(_ scale: Float, bounds: SIMD4<Float>, shade: Float = 0.3) -> ShaderPort? {
      let colour = SIMD3<Float>(0.2, 0.55, 0.36) * scale
      let shadow = colour * 0.55
      return ShaderPort(
        FeltSurfaceKernel(
          bounds: bounds,
          felt: PremultipliedColor(red: colour.x, green: colour.y, blue: colour.z, alpha: 1),
          shadow: PremultipliedColor(red: shadow.x, green: shadow.y, blue: shadow.z, alpha: 1),
          shade: shade))
    }
    let whole = SIMD4<Float>(0, 0, 64, 48)
    let cases: [DifferentialCase] = [
      ("green felt, the layer is the table", felt(1, bounds: whole), 1, SIMD2(64, 48)),
      ("near-black felt (scale 0.078)", felt(0.078, bounds: whole), 1, SIMD2(64, 48)),
      (
        "a corner of a 400 × 300 pt table (the lamp's pool, no lower half)",
        felt(0.7, bounds: SIMD4(-20, -10, 400, 300), shade: 0.6), 1, SIMD2(64, 48)
      ),
      (
        "at 2 pixels per point, the lower half darker",
        felt(1, bounds: SIMD4(0, 0, 32, 24), shade: 0.8), 2, SIMD2(32, 24)
      ),
      (
        "a NaN shade: the lower half's NaN lanes end as 0 in the last max",
        felt(1, bounds: whole, shade: .nan), 1, SIMD2(64, 48)
      ),
    ].compactMap { label, port, scale, size in
      port.map { DifferentialCase(label, $0, size: size, scale: scale) }
    }
    return DifferentialProof(
      id: "kernel.feltMatchesMetal",
      title: "The felt port matches the compiled shader",
      fact:
        """
        FeltSurfaceKernel is a hand copy of feltSurface in the app's Felt.metal (the lamp's \
        pool, the tungsten cast, the lower half's fall-off and the additive value-noise grain), \
        and a copy can drift. Both run over the same patterned, partly transparent test layer \
        (whose alpha is the cloth's coverage): a green and a near-black felt filling a 64 × 48 \
        pt layer, a corner of a larger table, a 32 × 24 pt layer at 2 pixels per point, and \
        a NaN shade; the .metal is compiled for the CPU with clang and run in a child process. Every \
        premultiplied channel of every pixel agrees within one 8-bit code value (1/255). \
        Margin: the largest difference − 1/255.
        """,
      shaders: shaders, cases: cases)
  }
}
