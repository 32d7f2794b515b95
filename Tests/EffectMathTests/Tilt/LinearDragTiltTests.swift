// The product card's linear drag tilt, its bounded variant, and their difference.

import EffectMath
import EffectProofTestSupport
import GSL
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

@Suite struct LinearDragTiltTests {
  let tilt = LinearDragTilt()

  // MARK: - Seed mapping

  @Test func seedNumbers() {
    #expect(LinearDragTilt.defaultPointsPerDegree == 12)
    #expect(LinearDragTilt.shopPointsPerDegree == 18)
    #expect(LinearDragTilt.springResponseSeconds == 0.4)
    #expect(LinearDragTilt.springDampingFraction == 0.7)
    #expect(
      tilt.rotation(translation: SIMD2(120, -60), direction: .leftToRight, reduceMotion: false)
        == TiltRotation(pitchDegrees: 5, yawDegrees: 10))
    let shop = LinearDragTilt(pointsPerDegree: LinearDragTilt.shopPointsPerDegree)
    #expect(
      shop.rotation(translation: SIMD2(-180, 90), direction: .leftToRight, reduceMotion: false)
        == TiltRotation(pitchDegrees: -5, yawDegrees: -10))
  }

  @Test func leftToRightIsTheSeedBitForBitAndRightToLeftNegatesTheYaw() {
    let seed = tiltFlipSeed("leftToRightIsTheSeedBitForBit", fallback: 0xA6E5)
    var random = SplitMix64(seed: seed)
    for index in 0..<20_000 {
      let k = random.uniform(1...40)
      let drag = random.point(-2_000...2_000, -2_000...2_000)
      let tilt = LinearDragTilt(pointsPerDegree: k)
      let ltr = tilt.rotation(translation: drag, direction: .leftToRight, reduceMotion: false)
      let rtl = tilt.rotation(translation: drag, direction: .rightToLeft, reduceMotion: false)
      let message = { Comment(rawValue: "seed \(seed) case \(index): k \(k), drag \(drag)") }
      // The seed: .degrees(drag.width / k) about y, .degrees(-drag.height / k) about x.
      tiltFlipCheck(ltr.yawDegrees == drag.x / k, message())
      tiltFlipCheck(ltr.pitchDegrees == -drag.y / k, message())
      tiltFlipCheck(
        rtl.yawDegrees == -ltr.yawDegrees && rtl.pitchDegrees == ltr.pitchDegrees, message())
    }
  }

  @Test func theSeedMappingIsUnboundedButAlwaysFinite() {
    #expect(tilt.degrees(points: 1e6) == 1e6 / 12)
    #expect(tilt.degrees(points: .infinity) == .greatestFiniteMagnitude)
    #expect(tilt.degrees(points: -.infinity) == -.greatestFiniteMagnitude)
    #expect(tilt.degrees(points: .nan) == 0)
    let steep = LinearDragTilt(pointsPerDegree: 1e-300)
    #expect(steep.degrees(points: 1e300) == .greatestFiniteMagnitude)
  }

  @Test(arguments: [0, -12, Double.nan, .infinity, -.infinity, .leastNonzeroMagnitude])
  func unusablePointsPerDegreeNeverTilts(pointsPerDegree: Double) {
    let tilt = LinearDragTilt(pointsPerDegree: pointsPerDegree)
    #expect(tilt.degreesPerPoint == 0)
    for drag in [SIMD2(120.0, -80), SIMD2(.infinity, -.infinity), SIMD2(1e300, .nan)] {
      #expect(
        tilt.rotation(translation: drag, direction: .leftToRight, reduceMotion: false) == .flat)
      #expect(
        tilt.boundedRotation(translation: drag, direction: .rightToLeft, reduceMotion: false)
          == .flat)
    }
  }

  // MARK: - Bounded variant

  @Test func boundedHasTheSeedsSlopeAtZero() throws {
    // GSL's adaptive central difference is the oracle for the derivative at 0.
    for k in [12.0, 18.0, 7.5] {
      let tilt = LinearDragTilt(pointsPerDegree: k)
      for limit in [20.0, 16, 45] {
        let derivative = try Differentiation.central(at: 0, step: 1) {
          tilt.boundedDegrees(points: $0, limitDegrees: limit)
        }
        #expect(abs(derivative.value - 1 / k) <= 1e-9, "k \(k), L \(limit): \(derivative)")
        #expect(tilt.degreesPerPoint == 1 / k)
      }
    }
  }

  @Test func boundedStaysWithinTheLimitAndIsOddAndIncreasing() {
    let seed = tiltFlipSeed("boundedStaysWithinTheLimitAndIsOddAndIncreasing", fallback: 20)
    var random = SplitMix64(seed: seed)
    for index in 0..<20_000 {
      let limit = random.uniform(1...60)
      let a = random.mixed(-1e4...1e4)
      let b = random.uniform(-1e4...1e4)
      let message = { Comment(rawValue: "seed \(seed) case \(index): L \(limit), a \(a), b \(b)") }
      let ba = tilt.boundedDegrees(points: a, limitDegrees: limit)
      let bb = tilt.boundedDegrees(points: b, limitDegrees: limit)
      tiltFlipCheck(ba.isFinite && abs(ba) <= limit, message())
      tiltFlipCheck(
        tilt.boundedDegrees(points: -a, limitDegrees: limit) == -ba || a.isNaN, message())
      if a <= b { tiltFlipCheck(ba <= bb, message()) }
    }
    // Far out it saturates at the limit, never past it.
    #expect(tilt.boundedDegrees(points: 1e6, limitDegrees: 20) == 20)
    #expect(tilt.boundedDegrees(points: .infinity, limitDegrees: 20) == 20)
    #expect(tilt.boundedDegrees(points: -.infinity, limitDegrees: 20) == -20)
  }

  @Test func boundedDiffersFromTheSeedByAtMostTheCubicTerm() {
    // 0 ≤ u − tanh u ≤ u³/3 for u ≥ 0, so 0 ≤ linear − bounded ≤ L u³ / 3, u = d / (k L).
    for k in [12.0, 18.0] {
      let tilt = LinearDragTilt(pointsPerDegree: k)
      for limit in [20.0, 16] {
        for step in 0...40_000 {
          let points = Double(step) * 0.05
          let linear = tilt.degrees(points: points)
          let bounded = tilt.boundedDegrees(points: points, limitDegrees: limit)
          let u = points / (k * limit)
          let gap = linear - bounded
          let slack = 4 * linear.ulp
          let message = { Comment(rawValue: "k \(k), L \(limit), d \(points)") }
          tiltFlipCheck(gap >= -slack && gap <= limit * u * u * u / 3 + slack, message())
        }
      }
    }
  }

  @Test func documentedNumbersForTheDefaultBound() {
    // Seed thresholds on the basic card: 60 points (top view) and 70 points (back view).
    let top = tilt.boundedDegrees(points: 60, limitDegrees: 20)
    let back = tilt.boundedDegrees(points: 70, limitDegrees: 20)
    #expect(abs(top - 20 * tanh(0.25)) <= 1e-14)
    #expect(abs(top - 4.898_373_248) <= 1e-8)
    #expect(5 - top < 0.11)
    #expect(abs(back - 5.673_361_804) <= 1e-8)
    #expect(abs(tilt.boundedDegrees(points: 240, limitDegrees: 20) - 15.231_883) <= 1e-6)
  }

  @Test func badLimitsAndDrags() {
    #expect(
      tilt.boundedDegrees(points: 60, limitDegrees: -20)
        == tilt.boundedDegrees(points: 60, limitDegrees: 20))
    for limit in [0, Double.nan, .infinity, -.infinity] {
      #expect(tilt.boundedDegrees(points: 60, limitDegrees: limit) == 0, "\(limit)")
    }
    #expect(tilt.boundedDegrees(points: .nan, limitDegrees: 20) == 0)
    #expect(tilt.boundedDegrees(points: .greatestFiniteMagnitude, limitDegrees: 1e-300) == 1e-300)
  }

  @Test func boundedRightToLeftAndSigns() {
    let drag = SIMD2(96.0, -48)
    let ltr = tilt.boundedRotation(translation: drag, direction: .leftToRight, reduceMotion: false)
    let rtl = tilt.boundedRotation(translation: drag, direction: .rightToLeft, reduceMotion: false)
    #expect(ltr.yawDegrees > 0 && ltr.pitchDegrees > 0)
    #expect(rtl.yawDegrees == -ltr.yawDegrees && rtl.pitchDegrees == ltr.pitchDegrees)
    #expect(abs(ltr.yawDegrees - 20 * tanh(0.4)) <= 1e-14)
    #expect(abs(ltr.pitchDegrees - 20 * tanh(0.2)) <= 1e-14)
  }

  // MARK: - Reduce Motion

  @Test func reduceMotionIsFlatForBothMappings() {
    let seed = tiltFlipSeed("reduceMotionIsFlatForBothMappings", fallback: 18)
    var random = SplitMix64(seed: seed)
    for index in 0..<2_000 {
      let drag = SIMD2(random.mixed(-1e3...1e3), random.mixed(-1e3...1e3))
      let message = { Comment(rawValue: "seed \(seed) case \(index): drag \(drag)") }
      for direction in WritingDirection.allCases {
        tiltFlipCheck(
          tilt.rotation(translation: drag, direction: direction, reduceMotion: true) == .flat,
          message())
        #expect(
          tilt.boundedRotation(translation: drag, direction: direction, reduceMotion: true)
            == .flat, message())
      }
    }
    #expect(
      tilt.rotation(translation: SIMD2(24, 0), direction: .leftToRight, reduceMotion: false)
        != .flat)
  }
}
