import EffectKernels
import EffectMath
import Foundation
import ProofEngine

/// The arc blur kernel's sample audits: the wheel and the ball.
extension KernelProofs {
  /// `kernel.wheelBlurSampleAudit`: `wheelArcBlur` over the wheel's square layer, blur angles
  /// 0 … 0.35 rad.
  static func wheelBlurSampleAudit(_ wheel: WheelConfig) -> SampleAuditProof {
    let radius = wheel.pocketRadius
    let hub = wheel.hubRadius
    let promised = WheelProofs.blurPromise(wheel)
    let promise = promised.promise.promise.constantValue ?? .zero
    return arcBlurAudit(
      id: "kernel.wheelBlurSampleAudit",
      title: "Every sample the wheel blur takes lies within its promise",
      fact:
        """
        The wheel's arc blur promises the chord ceil(2R · sin(0.35/4)) = \
        \(FactText.number(promise.x)) pt for R = \(FactText.number(radius)) pt (the article's \
        24). The CPU port of wheelArcBlur runs over every pixel of the \
        \(FactText.number(2 * radius)) pt square layer (hub \(FactText.number(hub)) pt, 1.5 pt \
        spacing, 24 samples at most) for 8 blur angles from 0 to 0.35 rad (density-scaled); \
        every tap is held against the promise.
        """,
      radius: radius, hub: hub, maxAngle: WheelBlur.maxAngle, promise: promise, search: promised)
  }

  /// `kernel.ballBlurSampleAudit`: `wheelArcBlur` as the ball uses it: centre at the wheel's
  /// centre, no hub, angles 0 … the ball's largest blur angle.
  static func ballBlurSampleAudit(_ wheel: WheelConfig) -> SampleAuditProof {
    let reach = wheel.ballReach
    let promised = WheelProofs.ballBlurPromise(wheel)
    let promise = promised.promise.promise.constantValue ?? .zero
    let maxAngle = promised.promise.parameters[0].upper
    return arcBlurAudit(
      id: "kernel.ballBlurSampleAudit",
      title: "Every sample the ball blur takes lies within its promise",
      fact:
        """
        The ball's arc blur promises ceil(2 · \(FactText.number(reach)) · \
        sin(\(FactText.number(maxAngle))/4)) = \(FactText.number(promise.x)) pt (the article: \
        11 pt at 1/120 s). The CPU port of wheelArcBlur runs over every pixel of the \
        \(FactText.number(2 * reach)) pt square around the wheel's centre (no hub) for 8 blur \
        angles from 0 to \(FactText.number(maxAngle)) rad (density-scaled).
        """,
      radius: reach, hub: 0, maxAngle: maxAngle, promise: promise, search: promised)
  }

  /// An arc-blur audit over the `2 · radius` square centred on the blur's centre.
  static func arcBlurAudit(
    id: String, title: String, fact: String, radius: Double, hub: Double, maxAngle: Double,
    promise: SIMD2<Double>, search: PromiseProof
  ) -> SampleAuditProof {
    let side = radius.isFinite && radius > 0 ? Int((2 * radius).rounded(.up)) : 0
    let top = maxAngle.isFinite && maxAngle > 0 ? maxAngle : 0
    return SampleAuditProof(id: id, title: title, fact: fact, slack: positionSlack) { density in
      withWorst(SampleAuditProof.sweep(0...top, count: density.scale(8)), search, density).map {
        angle, isWorst in
        SampleAuditProof.AuditCase(
          label: "angle \(FactText.number(angle)) rad\(isWorst ? worstNote : "")", promise: promise
        ) {
          let kernel = WheelArcBlurKernel(
            center: SIMD2(Float(radius), Float(radius)), angle: Float(angle),
            innerRadius: Float(hub), outerRadius: Float(radius),
            sampleSpacing: Float(WheelBlur.sampleSpacing),
            maxSamples: Float(WheelBlur.maxSamples))
          return SampleAudit(kernel, layer: UniformLayer(), width: side, height: side)
        }
      }
    }
  }
}
