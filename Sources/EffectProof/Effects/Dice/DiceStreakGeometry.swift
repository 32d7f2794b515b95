import EffectMath
import PromiseCertificate
import ProofEngine

/// The dice blur as a certifiable geometry: a die thrown along `direction` with `spin` samples
/// `pixel ± streak / 2` and the pixel itself, with the streak of
/// ``EffectMath/DieThrow/motion(progress:start:spinDegrees:)`` and
/// ``EffectMath/DicePose/streak(radians:velocity:shutter:)``, the code
/// ``EffectMath/DieThrow/pose(at:)`` and ``EffectMath/DicePose/streak()`` run.
struct DiceStreakGeometry: CertifiableGeometry {
  /// The throw's fixed part (hop height, hops, decay, duration, shutter); its start and spin
  /// are the parameters'.
  let base: DieThrow
  /// The die's size in points, which sets the start's distance.
  let dieSize: Double

  /// Neither: the streak is the same at every pixel of the die.
  var readsPixel: (x: Bool, y: Bool) { (false, false) }

  /// Parameters: `[elapsed (s), direction (rad), spin (°)]`.
  func visitDisplacements<S: EffectScalar>(
    parameters: [S], pixel: EffectPoint<S>, _ visit: (EffectPoint<S>) -> Void
  ) {
    visit(EffectPoint(S(0), S(0)))
    guard base.duration > 0 else { return }
    let elapsed = parameters[0]
    // At and after the duration the die rests (streak 0, visited above).
    guard (elapsed < S(base.duration)).mayHold else { return }
    let start = DieThrow.standardStart(dieSize: dieSize, directionRadians: parameters[1])
    let motion = base.motion(
      progress: S.larger(elapsed / S(base.duration), S(0)), start: start,
      spinDegrees: parameters[2])
    let streak = DicePose.streak(
      radians: motion.degrees * S(Double.pi) / S(180), velocity: motion.velocity,
      shutter: base.shutter)
    let half = EffectPoint(streak.x / S(2), streak.y / S(2))
    visit(half)
    visit(EffectPoint(-half.x, -half.y))
  }
}
