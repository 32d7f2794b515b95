import EffectKernels
import EffectMath
import Foundation
import ProofEngine

/// The ripple kernel's sample audit.
extension KernelProofs {
  /// The side of the ripple's audited square, at most 400 pt: the offset depends only on the
  /// distance from the origin and the time, and 200 pt covers the wave's first 0.3 s at
  /// 650 pt/s and every later moment at those distances.
  static func rippleAuditSide(_ config: RippleConfig) -> Int {
    let wide = config.widestLayout.isFinite && config.widestLayout > 0 ? config.widestLayout : 0
    return Int(min(wide, 400).rounded(.up))
  }

  /// `kernel.rippleSampleAudit`: `ripple` over a square around its origin, elapsed 0 … duration.
  static func rippleSampleAudit(_ config: RippleConfig) -> SampleAuditProof {
    let style = config.style
    let side = rippleAuditSide(config)
    let duration = style.duration.isFinite && style.duration > 0 ? style.duration : 0
    return SampleAuditProof(
      id: "kernel.rippleSampleAudit",
      title: "Every sample the ripple takes lies within its promise",
      fact:
        """
        The ripple promises its amplitude, \(FactText.number(style.maxSampleOffset.x)) pt, on \
        both axes. The CPU port of ripple runs over every pixel of a \(side) pt square centred \
        on the origin for 12 moments from 0 to \(FactText.number(duration)) s (density-scaled; \
        amplitude \(FactText.number(style.amplitude)), frequency \
        \(FactText.number(style.frequency)), decay \(FactText.number(style.decay)), speed \
        \(FactText.number(style.speed))).
        """,
      slack: positionSlack
    ) { density in
      withWorst(
        SampleAuditProof.sweep(0...duration, count: density.scale(12)),
        RippleProofs.samplePromise(config), density
      ).map { time, isWorst in
        SampleAuditProof.AuditCase(
          label: "elapsed \(FactText.number(time)) s\(isWorst ? worstNote : "")",
          promise: style.maxSampleOffset
        ) {
          let kernel = RippleKernel(
            origin: SIMD2(repeating: Float(side) / 2), time: Float(time),
            amplitude: Float(style.amplitude), frequency: Float(style.frequency),
            decay: Float(style.decay), speed: Float(style.speed))
          return SampleAudit(kernel, layer: UniformLayer(), width: side, height: side)
        }
      }
    }
  }

  /// The most taps the dice blur is given: 16 (our choice; a 20 pt streak at 1.5 pt a tap needs
  /// 14).
  static let diceMaxSamples: Float = 16
}
