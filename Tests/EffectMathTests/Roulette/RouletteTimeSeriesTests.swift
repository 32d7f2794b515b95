import EffectMath
import Testing

@Suite struct RouletteTimeSeriesTests {
  func flight() throws -> RouletteBallFlight {
    let pocket = try #require(RouletteWheelType.singleZero.pocket(labeled: "17"))
    let spin = RouletteWheelSpin.landing(on: pocket, currentAngle: 40, start: 0)
    return RouletteBallFlight(wheel: spin, pocket: pocket, diameter: 300)
  }

  @Test func framesCoverTheSpinAtTheFrameRate() throws {
    let flight = try flight()
    let frames = RouletteTimeSeries.frames(of: flight, pocketRadius: 132)
    // 4.0 s of spin plus 0.5 s at 60 frames a second, both ends included.
    #expect(frames.count == 271)
    #expect(frames.first?.seconds == 0)
    #expect(abs((frames.last?.seconds ?? 0) - 4.5) < 1e-12)
    // Each field is the value type's own answer at that time.
    let frame = frames[120]
    #expect(frame.wheelDegrees == flight.wheel.rotation(at: 2))
    #expect(frame.ballRadius == flight.radius(at: 2))
    #expect(frame.ballDegreesPerSecond == flight.degreesPerSecond(at: 2))
    // The wheel's blur follows its speed and is off once the wheel has stopped.
    #expect(frames[0].wheelBlurRadians > 0)
    #expect(frames.last?.wheelBlurRadians == 0 && frames.last?.wheelDegreesPerSecond == 0)
    // The ball sits in its pocket ring after the seat time.
    #expect(frames.last?.ballRadius == flight.seatRadius)
  }

  @Test func badRatesFallBackAndTheFrameCountIsCapped() throws {
    let flight = try flight()
    #expect(
      RouletteTimeSeries.frames(of: flight, pocketRadius: 132, framesPerSecond: .nan).count == 271)
    #expect(
      RouletteTimeSeries.frames(of: flight, pocketRadius: 132, framesPerSecond: -5).count == 271)
    #expect(
      RouletteTimeSeries.frames(of: flight, pocketRadius: 132, framesPerSecond: 1e9).count
        == 100_000)
    #expect(
      RouletteTimeSeries.frames(of: flight, pocketRadius: 132, extraSeconds: .infinity).count == 241
    )
  }
}
