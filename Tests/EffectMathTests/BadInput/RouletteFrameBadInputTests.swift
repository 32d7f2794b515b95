// RouletteFrame, the sample RouletteTimeSeries hands out (it has no public initialiser): every
// field of every frame stays finite and in range whatever hostile Double reaches the series or
// the spin behind it.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite("badInput.RouletteFrame")
struct RouletteFrameBadInputTests {
  /// Where the hostile value goes: a parameter of the series, or the spin's duration.
  enum Source: String, CaseIterable, Sendable {
    case pocketRadius, framesPerSecond, extraSeconds, spinDuration
  }

  /// Every frame has finite times, angles, radii and blur angles in [0, maxAngle]; speeds are
  /// never NaN and infinite only for the subnormal spin duration (whose true speed is beyond
  /// Double); the ball's radius lies between the seat and the track.
  @Test(arguments: HostileDouble.allCases, Source.allCases)
  func everyFieldIsFinite(input: HostileDouble, source: Source) {
    let x = input.value
    let pocket = RouletteWheelType.doubleZero.pockets[19]
    let wheel = RouletteWheelSpin.landing(
      on: pocket, currentAngle: 10, start: 0, duration: source == .spinDuration ? x : 4)
    let flight = RouletteBallFlight(wheel: wheel, pocket: pocket, diameter: 300)
    let frames = RouletteTimeSeries.frames(
      of: flight, pocketRadius: source == .pocketRadius ? x : 132,
      framesPerSecond: source == .framesPerSecond ? x : 60,
      extraSeconds: source == .extraSeconds ? x : 0.5)
    #expect(!frames.isEmpty && frames.count <= RouletteTimeSeries.maximumFrameCount)
    let speedsMayBeInfinite = source == .spinDuration && input == .plusSubnormal
    var bad = 0
    for frame in frames {
      let finite = [
        frame.seconds, frame.wheelDegrees, frame.ballDegrees, frame.ballRadius,
        frame.wheelBlurRadians, frame.ballBlurRadians,
      ].allSatisfy { $0.isFinite }
      let speeds = [frame.wheelDegreesPerSecond, frame.ballDegreesPerSecond]
      let speedsOK = speeds.allSatisfy { speedsMayBeInfinite ? !$0.isNaN : $0.isFinite }
      let blurOK = [frame.wheelBlurRadians, frame.ballBlurRadians].allSatisfy {
        $0 >= 0 && $0 <= WheelBlur.maxAngle
      }
      let radiusOK = frame.ballRadius >= flight.seatRadius && frame.ballRadius <= flight.trackRadius
      if !(finite && speedsOK && blurOK && radiusOK) { bad += 1 }
    }
    #expect(bad == 0, "\(bad) of \(frames.count) frames out of range")
  }
}
