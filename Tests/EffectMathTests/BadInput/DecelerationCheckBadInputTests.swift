// DecelerationCheck, the result of TimingCurve.isMonotonicallyDecelerating, over every hostile
// Int in `samples` and every hostile Double in `tolerance`, against its documented results.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite("badInput.DecelerationCheck")
struct DecelerationCheckBadInputTests {
  static let wheel = TimingCurve.bezier(startControlPoint: [0.3, 0.48], endControlPoint: [0.7, 1])

  /// `samples`: 0, −1 and `Int.min` count as 1 (both ends only); `Int.max`, which once looped
  /// for ever, counts as `maximumDecelerationSamples` (100 000). The seed wheel's curve holds
  /// in every case and starts at 1.6.
  @Test(arguments: HostileInt.allCases)
  func hostileSamples(samples: HostileInt) {
    let check = Self.wheel.isMonotonicallyDecelerating(samples: samples.value)
    let want = samples == .max ? TimingCurve.maximumDecelerationSamples : 1
    #expect(check.samples == want && TimingCurve.maximumDecelerationSamples == 100_000)
    #expect(check.holds && check.firstFailure == nil)
    #expect(abs(check.startVelocity - 1.6) < 1e-12 && check.peakVelocity == check.startVelocity)
    #expect(check.peakProgress == 0)
  }

  /// `tolerance` on `easeOut`, which goes from velocity 1 at p = 0 to about 1.674 at p = 0.01
  /// (then slows): NaN,
  /// negative, zero and subnormal tolerances (NaN and negative count as 0) catch the rise at
  /// the first interior sample; a huge or +∞ tolerance allows any rise after a finite
  /// velocity, so the check holds. The peak is the same in every case.
  @Test(arguments: HostileDouble.allCases)
  func hostileTolerance(input: HostileDouble) {
    let check = TimingCurve.easeOut.isMonotonicallyDecelerating(
      samples: 100, tolerance: input.value)
    switch input {
    case .plusInfinity, .hugePositive:
      #expect(check.holds && check.firstFailure == nil)
    default:
      #expect(!check.holds && check.firstFailure == 0.01)
    }
    #expect(check.samples == 100 && check.startVelocity == 1)
    #expect(check.peakVelocity.isFinite && check.peakVelocity > 1.67 && check.peakProgress == 0.01)
  }
}
