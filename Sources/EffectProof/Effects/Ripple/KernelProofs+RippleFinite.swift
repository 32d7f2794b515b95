import EffectKernels
import EffectMath
import ProofEngine

/// The ripple kernel on pixels: finite everywhere near the origin.
extension KernelProofs {
  /// `kernel.rippleFinite`: the CPU ripple is finite everywhere near the origin, at every
  /// moment, at the configured amplitude and at 0, and amplitude 0 changes nothing.
  static func rippleFinite(_ config: RippleConfig) -> some Proof {
    let style = config.style
    let duration = style.duration.isFinite && style.duration > 0 ? style.duration : 1
    let layer = checkedLayer(side: 64)
    let origin = SIMD2<Float>(32, 32)
    return PropertyProof(
      id: "kernel.rippleFinite",
      title: "The rendered ripple is finite at the origin and at zero amplitude",
      fact:
        """
        Right at the origin the direction is undefined and normalising a zero vector gives NaN, \
        so the shader guards it; the crest shading divides by the amplitude, so amplitude 0 is \
        guarded too (article 002). The CPU port of ripple over a checked layer, pixels within 2 \
        pt of the origin (the origin itself and ±0 among the grid and edge draws), elapsed 0 … \
        \(FactText.number(duration)) s, amplitude \(FactText.number(style.amplitude)) and 0: \
        every output channel is finite and premultiplied (0 ≤ rgb ≤ a ≤ 1), and at amplitude 0 \
        the output is the layer's own sample (rounded to half, as the shader holds it).
        """,
      domain: ProductDomain2(
        ProductDomain3(
          IntervalDomain(-2.0...2.0, grid: .points(21)),
          IntervalDomain(-2.0...2.0, grid: .points(21)),
          IntervalDomain(0.0...duration, grid: .points(11))),
        FiniteSetDomain([style.amplitude, 0], orElse: 0)),
      strategy: .sequence([.grid, .edgeBiased(count: 4096, edgeShare: 0.5)])
    ) { value in
      let ((dx, dy, elapsed), amplitude) = value
      let kernel = RippleKernel(
        origin: origin, time: Float(elapsed), amplitude: Float(amplitude),
        frequency: Float(style.frequency), decay: Float(style.decay), speed: Float(style.speed))
      let position = origin + SIMD2(Float(dx), Float(dy))
      var reader = layer
      let out = kernel.color(at: position, layer: &reader)
      guard out.isFinite else {
        return .fail(
          "offset (\(dx), \(dy)), t \(elapsed), A \(amplitude): \(out)", margin: .infinity)
      }
      var outcomes: [PropertyOutcome] = [
        .expect(
          Double(max(out.red, out.green, out.blue) - out.alpha), atMost: 0, "rgb ≤ a: \(out)"),
        .expect(-Double(min(out.red, out.green, out.blue)), atMost: 0, "rgb ≥ 0: \(out)"),
      ]
      if amplitude == 0 {
        // The shader keeps the sample in half, so "unchanged" means the half-rounded sample.
        let own = PremultipliedColor(half4: layer.sample(position).half4)
        outcomes.append(out == own ? .pass : .fail("amplitude 0 changed \(own) to \(out)"))
      }
      return .all(outcomes)
    }
  }
}
