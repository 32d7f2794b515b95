import Foundation
import ProofEngine
import Testing

/// A straight motion streak like the thrown dice's: a pixel samples `count` points evenly
/// spaced along a segment of length `speed · shutter` centred on itself, in direction ψ.
private func streakSamples(
  pixel: SIMD2<Double>, speed: Double, heading: Double, shutter: Double, count: Int = 9
) -> [SIMD2<Double>] {
  let direction = SIMD2(cos(heading), sin(heading))
  let half = speed * shutter / 2
  return (0..<count).map { index in
    let along = -half + 2 * half * Double(index) / Double(count - 1)
    return pixel + along * direction
  }
}

@Suite("Straight streak promise")
struct StreakPromiseTests {
  /// Oracle: the farthest samples are the segment's ends, at speed·shutter/2 from the pixel;
  /// their x offset is that times |cos ψ|, largest (the whole half-length) when the streak
  /// runs along the axis. The article's dice promise 10 points at the default die size: half
  /// of a 1200 points-per-second bound times the 1/60 shutter.
  @Test("the half-streak promise speed·shutter/2 = 10 points is exact on both axes")
  func halfStreak() throws {
    let shutter = 1.0 / 60
    let report = try SampleOffsetPromise(
      id: "dice.streakPromise",
      parameters: [ParameterRange("speed", 0...1200), ParameterRange("heading", 0...(2 * .pi))],
      pixels: PixelRegion(width: 80, height: 80), promise: SIMD2(10, 10)
    ) { parameters, pixel in
      streakSamples(
        pixel: pixel, speed: parameters[0], heading: parameters[1], shutter: shutter)
    }.prove(PromiseProofOptions(gridPointsPerAxis: 9, sobolPoints: 1024, polishedPerAxis: 2))
    #expect(abs(report.x.supremum - 10) < 1e-9, "\(report)")
    #expect(abs(report.y.supremum - 10) < 1e-9, "\(report)")
    #expect(report.holds && !report.isLoose)
    let argmax = try #require(report.x.argmax)
    #expect(abs(argmax.parameters[0] - 1200) < 1e-6)
  }
}
