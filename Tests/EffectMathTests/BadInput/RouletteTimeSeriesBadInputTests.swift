// RouletteTimeSeries.frames over every hostile Double in every numeric parameter, against its
// documented results.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite("badInput.RouletteTimeSeries")
struct RouletteTimeSeriesBadInputTests {
  /// The numeric parameters of `frames(of:pocketRadius:framesPerSecond:extraSeconds:)`.
  enum Parameter: String, CaseIterable, Sendable {
    case pocketRadius, framesPerSecond, extraSeconds
  }

  /// The seed spin (4 s) with its ball on the 300 pt wheel.
  static let flight: RouletteBallFlight = {
    let pocket = RouletteWheelType.singleZero.pockets[8]
    let wheel = RouletteWheelSpin.landing(on: pocket, currentAngle: 0, start: 3)
    return RouletteBallFlight(wheel: wheel, pocket: pocket, diameter: 300)
  }()

  /// The frame count and spacing: a bad rate is 60 (4.5 s → 271 frames), a bad tail is 0
  /// (4 s → 241 frames), the subnormal rate gives the start frame only, and a huge rate or
  /// tail (whose frame count once reached `Int(∞)` and trapped) gives the first
  /// `maximumFrameCount` (100 000) frames at the given rate. A bad pocket radius only turns the
  /// wheel's blur off (subnormal too: its rim arc is below 0.5 pt); a huge one keeps it on.
  @Test(arguments: HostileDouble.allCases, Parameter.allCases)
  func frameCountAndTiming(input: HostileDouble, parameter: Parameter) {
    let x = input.value
    let frames = RouletteTimeSeries.frames(
      of: Self.flight, pocketRadius: parameter == .pocketRadius ? x : 132,
      framesPerSecond: parameter == .framesPerSecond ? x : 60,
      extraSeconds: parameter == .extraSeconds ? x : 0.5)
    let rate: Double
    let count: Int
    switch (parameter, input) {
    case (.framesPerSecond, .plusSubnormal):
      rate = x
      count = 1
    case (.framesPerSecond, .hugePositive):
      rate = x
      count = RouletteTimeSeries.maximumFrameCount
    case (.extraSeconds, .hugePositive):
      rate = 60
      count = RouletteTimeSeries.maximumFrameCount
    case (.extraSeconds, _):
      rate = 60
      count = 241
    default:
      rate = 60
      count = 271
    }
    #expect(frames.count == count)
    #expect(RouletteTimeSeries.maximumFrameCount == 100_000)
    for (index, frame) in frames.enumerated() where index < 300 || index == frames.count - 1 {
      #expect(frame.seconds == Double(index) / rate)
    }
    if parameter == .pocketRadius {
      let blurOn = frames.contains { $0.wheelBlurRadians > 0 }
      #expect(blurOn == (input == .hugePositive))
    }
  }
}
