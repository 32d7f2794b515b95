// The resting point's circle: on the circle, inside the card, the seed's speed.

import EffectMath
import EffectProofTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

@Suite struct RestingOrbitTests {
  let orbit = RestingOrbit()

  @Test func quarterTurnsLandOnTheAxes() {
    // One turn takes 2π / 1.6 s; a quarter of it is π / 3.2 s.
    let quarter = Double.pi / 3.2
    let expected: [SIMD2<Double>] = [
      SIMD2(0.95, 0.5), SIMD2(0.5, 0.95), SIMD2(0.05, 0.5), SIMD2(0.5, 0.05), SIMD2(0.95, 0.5),
    ]
    for (turns, point) in expected.enumerated() {
      let actual = orbit.point(seconds: Double(turns) * quarter)
      #expect(abs(actual.x - point.x) <= 1e-14 && abs(actual.y - point.y) <= 1e-14, "\(turns)")
    }
  }

  @Test func thePointStaysOnTheCircleAndInsideTheCard() {
    let seed = tiltFlipSeed("thePointStaysOnTheCircleAndInsideTheCard", fallback: 0x045)
    var random = SplitMix64(seed: seed)
    for index in 0..<50_000 {
      // Times as the demo sees them: seconds since 2001, today and far off.
      let seconds = random.uniform(-1e9...1e10)
      let point = orbit.point(seconds: seconds)
      let message = { Comment(rawValue: "seed \(seed) case \(index): t \(seconds)") }
      let offset = point - SIMD2(0.5, 0.5)
      tiltFlipCheck(abs((offset * offset).sum().squareRoot() - 0.45) <= 1e-14, message())
      tiltFlipCheck((0.05 - 1e-15...0.95 + 1e-15).contains(point.x), message())
      tiltFlipCheck((0.05 - 1e-15...0.95 + 1e-15).contains(point.y), message())
      // The orbit's lean on a 14-degree card never exceeds 0.9 · 14 = 12.6 degrees.
      let rotation = TouchTilt().rotation(focus: point, reduceMotion: false)
      tiltFlipCheck(abs(rotation.pitchDegrees) <= 12.6 + 1e-12, message())
      tiltFlipCheck(abs(rotation.yawDegrees) <= 12.6 + 1e-12, message())
    }
  }

  @Test func denseSweepOfOneTurnReachesTheExtremes() {
    // Over one period the point should reach 0.05 and 0.95 on both axes (and no further).
    let period = 2 * Double.pi / 1.6
    var low = SIMD2(1.0, 1.0)
    var high = SIMD2(0.0, 0.0)
    for step in 0...100_000 {
      let point = orbit.point(seconds: period * Double(step) / 100_000)
      low = pointwiseMin(low, point)
      high = pointwiseMax(high, point)
    }
    #expect(abs(low.x - 0.05) < 1e-9 && abs(low.y - 0.05) < 1e-9, "\(low)")
    #expect(abs(high.x - 0.95) < 1e-9 && abs(high.y - 0.95) < 1e-9, "\(high)")
  }

  @Test func reduceMotionGivesNoRestingPointSoTheCardIsFlat() {
    #expect(orbit.point(seconds: 12, reduceMotion: true) == nil)
    #expect(orbit.point(seconds: 12, reduceMotion: false) == orbit.point(seconds: 12))
    let resting = orbit.point(seconds: 12, reduceMotion: true)
    #expect(TouchTilt().rotation(touch: nil, resting: resting, reduceMotion: false) == .flat)
  }

  @Test func badTimesAndParametersStayOnADefinedPoint() {
    for seconds in [Double.nan, .infinity, -.infinity] {
      #expect(orbit.point(seconds: seconds) == SIMD2(0.95, 0.5))
    }
    // greatestFiniteMagnitude · 1.6 overflows: the phase is read as 0.
    #expect(orbit.point(seconds: .greatestFiniteMagnitude) == SIMD2(0.95, 0.5))
    #expect(RestingOrbit(radius: 2).radius == 0.5)
    #expect(RestingOrbit(radius: -1).radius == 0)
    #expect(RestingOrbit(radius: .nan).point(seconds: 3) == SIMD2(0.5, 0.5))
    #expect(RestingOrbit(radiansPerSecond: .nan).point(seconds: 3) == SIMD2(0.95, 0.5))
    let widest = RestingOrbit(radius: 0.5)
    for step in 0...10_000 {
      let point = widest.point(seconds: Double(step) * 0.00123)
      #expect((0...1).contains(point.x) && (0...1).contains(point.y), "\(step)")
    }
  }

  @Test func matchesTheSeedFormulaDirectly() {
    let seed = tiltFlipSeed("matchesTheSeedFormulaDirectly", fallback: 16)
    var random = SplitMix64(seed: seed)
    for index in 0..<10_000 {
      let seconds = random.uniform(0...1e5)
      let time = seconds * 1.6
      let point = orbit.point(seconds: seconds)
      let message = { Comment(rawValue: "seed \(seed) case \(index): t \(seconds)") }
      tiltFlipCheck(point == SIMD2(0.5 + 0.45 * cos(time), 0.5 + 0.45 * sin(time)), message())
    }
  }
}
