import EffectKernels
import EffectMath
import Foundation
import ProofEngine

/// The dice motion blur kernel's sample audit.
extension KernelProofs {
  /// `kernel.motionBlurSampleAudit`: `linearMotionBlur` over the die's layer, for the streak of
  /// every pose of throws in 8 directions and three spins.
  static func motionBlurSampleAudit(_ config: DiceConfig) -> SampleAuditProof {
    let size = config.dieSize.isFinite && config.dieSize > 0 ? config.dieSize : 0
    let side = Int(size.rounded(.up))
    let duration =
      config.throwDuration.isFinite && config.throwDuration > 0
      ? config.throwDuration : 0
    let promise = config.dieThrow(directionRadians: 0, spinDegrees: 0).maxSampleOffset
    return SampleAuditProof(
      id: "kernel.motionBlurSampleAudit",
      title: "Every sample the dice blur takes lies within its promise",
      fact:
        """
        The thrown die promises ceil(speed bound · shutter / 2) = \(FactText.number(promise.x)) \
        pt (the article's 10 points). The CPU port of linearMotionBlur (16 samples at most) \
        runs over every pixel of the \(side) pt die with the streak of each pose: 12 moments of \
        0 … \(FactText.number(duration)) s × 8 directions × spins −720°, 0°, 720° \
        (density-scaled).
        """,
      slack: positionSlack
    ) { density in
      let times = SampleAuditProof.sweep(0...duration, count: density.scale(12))
      func audit(_ label: String, _ radians: Double, _ spin: Double, _ time: Double)
        -> SampleAuditProof.AuditCase
      {
        SampleAuditProof.AuditCase(label: label, promise: promise) {
          let streak = config.dieThrow(directionRadians: radians, spinDegrees: spin)
            .pose(at: time).streak()
          let kernel = LinearMotionBlurKernel(
            streak: SIMD2(Float(streak.x), Float(streak.y)), maxSamples: diceMaxSamples)
          return SampleAudit(kernel, layer: UniformLayer(), width: side, height: side)
        }
      }
      let swept = (0..<8).flatMap { direction in
        [-720.0, 0, 720].flatMap { spin in
          times.map { time in
            audit(
              "direction \(direction * 45)°, spin \(FactText.number(spin))°, elapsed \(FactText.number(time)) s",
              Double(direction) * Double.pi / 4, spin, time)
          }
        }
      }
      let worst = DiceProofs.streakPromise(config).worstParameters(density).map { p in
        audit(
          "direction \(FactText.number(p[1])) rad, spin \(FactText.number(p[2]))°, elapsed \(FactText.number(p[0])) s\(worstNote)",
          p[1], p[2], p[0])
      }
      return swept + worst
    }
  }
}
