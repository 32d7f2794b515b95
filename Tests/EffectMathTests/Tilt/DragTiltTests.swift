// The holographic card's drag tilt against the seed's numbers and an independent oracle.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite struct DragTiltTests {
  /// A card 300 by 440 points, close to the seeds' aspect ratio 0.68 and exact in binary.
  let card = SIMD2(300.0, 440.0)

  /// The oracle, written as the issue states it rather than as the code computes it:
  /// the ratio of the drag to half the size, cut off at ±1 by comparisons.
  func oracleLean(_ translation: Double, _ size: Double) -> Double {
    let ratio = 2 * translation / size
    if ratio > 1 { return 1 }
    if ratio < -1 { return -1 }
    return ratio
  }

  // MARK: - Lean

  @Test func halfTheCardsSizeLeansAllTheWay() {
    let half = card / 2
    #expect(DragTilt.lean(translation: half, size: card) == SIMD2(1, 1))
    #expect(DragTilt.lean(translation: -half, size: card) == SIMD2(-1, -1))
    #expect(DragTilt.lean(translation: half / 2, size: card) == SIMD2(0.5, 0.5))
    #expect(DragTilt.lean(translation: SIMD2(900, -900), size: card) == SIMD2(1, -1))
    #expect(DragTilt.lean(translation: .zero, size: card) == .zero)
  }

  @Test func leanMatchesTheOracleOnRandomDrags() {
    let seed = tiltFlipSeed("leanMatchesTheOracleOnRandomDrags", fallback: 0xD7C1_1C0E)
    var random = SplitMix64(seed: seed)
    for index in 0..<20_000 {
      let size = random.point(1...2_000, 1...2_000)
      let translation = random.point(-3_000...3_000, -3_000...3_000)
      let lean = DragTilt.lean(translation: translation, size: size)
      let message = { Comment(rawValue: "seed \(seed) case \(index): t \(translation), s \(size)") }
      tiltFlipCheck(tiltFlipClose(lean.x, oracleLean(translation.x, size.x)), message())
      tiltFlipCheck(tiltFlipClose(lean.y, oracleLean(translation.y, size.y)), message())
    }
  }

  @Test func leanIsBoundedOddAndMonotone() {
    let seed = tiltFlipSeed("leanIsBoundedOddAndMonotone", fallback: 16)
    var random = SplitMix64(seed: seed)
    for index in 0..<10_000 {
      let size = random.point(1...1_000, 1...1_000)
      let a = random.point(-1_000...1_000, -1_000...1_000)
      let b = random.point(-1_000...1_000, -1_000...1_000)
      let leanA = DragTilt.lean(translation: a, size: size)
      let leanB = DragTilt.lean(translation: b, size: size)
      let message = { Comment(rawValue: "seed \(seed) case \(index): a \(a), b \(b), s \(size)") }
      tiltFlipCheck(abs(leanA.x) <= 1 && abs(leanA.y) <= 1, message())
      tiltFlipCheck(DragTilt.lean(translation: -a, size: size) == -leanA, message())
      if a.x <= b.x { tiltFlipCheck(leanA.x <= leanB.x, message()) }
      if a.y <= b.y { tiltFlipCheck(leanA.y <= leanB.y, message()) }
    }
  }

  @Test(arguments: [
    SIMD2(0.0, 441), SIMD2(300.0, 0), SIMD2(0.0, 0), SIMD2(-300.0, 441), SIMD2(300.0, -441),
    SIMD2(.nan, 441), SIMD2(300, Double.nan), SIMD2(.infinity, 441), SIMD2(300, -Double.infinity),
  ])
  func aSizeWithoutAreaGivesNoLean(size: SIMD2<Double>) {
    for translation in [SIMD2(100.0, -50), SIMD2(.infinity, .nan), SIMD2(1e300, -1e300)] {
      #expect(DragTilt.lean(translation: translation, size: size) == .zero)
      let rotation = DragTilt().rotation(
        translation: translation, size: size, direction: .leftToRight, reduceMotion: false)
      #expect(rotation == .flat)
    }
  }

  @Test func nanTranslationLeansNothingOnThatAxisOnly() {
    #expect(DragTilt.lean(translation: SIMD2(.nan, 110), size: card) == SIMD2(0, 0.5))
    #expect(DragTilt.lean(translation: SIMD2(-75, .nan), size: card) == SIMD2(-0.5, 0))
    #expect(DragTilt.lean(translation: SIMD2(.nan, .nan), size: card) == .zero)
  }

  @Test func infiniteTranslationLeansAllTheWay() {
    #expect(
      DragTilt.lean(translation: SIMD2(.infinity, -.infinity), size: card) == SIMD2(1, -1))
    #expect(
      DragTilt.lean(translation: SIMD2(-.greatestFiniteMagnitude, 1e300), size: card)
        == SIMD2(-1, 1))
  }

  // MARK: - Angles

  @Test func anglesFollowTheSeedsSigns() {
    let tilt = DragTilt()
    #expect(tilt.maxAngleDegrees == 16)
    // Seed: pitch .degrees(-tilt.height * maxAngle), yaw lean * maxAngle.
    #expect(tilt.pitchDegrees(lean: 0.5) == -8)
    #expect(tilt.pitchDegrees(lean: -1) == 16)
    #expect(tilt.yawDegrees(lean: 0.5, direction: .leftToRight) == 8)
    #expect(tilt.yawDegrees(lean: -1, direction: .leftToRight) == -16)
    let rotation = tilt.rotation(
      translation: card / 2, size: card, direction: .leftToRight, reduceMotion: false)
    #expect(rotation == TiltRotation(pitchDegrees: -16, yawDegrees: 16))
  }

  @Test func yawReversesRightToLeftAndPitchDoesNot() {
    let seed = tiltFlipSeed("yawReversesRightToLeftAndPitchDoesNot", fallback: 0x5EED)
    var random = SplitMix64(seed: seed)
    for index in 0..<5_000 {
      let tilt = DragTilt(maxAngleDegrees: random.uniform(0...60))
      let translation = random.point(-500...500, -500...500)
      let ltr = tilt.rotation(
        translation: translation, size: card, direction: .leftToRight, reduceMotion: false)
      let rtl = tilt.rotation(
        translation: translation, size: card, direction: .rightToLeft, reduceMotion: false)
      let message = { Comment(rawValue: "seed \(seed) case \(index): t \(translation)") }
      tiltFlipCheck(rtl.yawDegrees == -ltr.yawDegrees, message())
      tiltFlipCheck(rtl.pitchDegrees == ltr.pitchDegrees, message())
      let lean = DragTilt.lean(translation: translation, size: card)
      tiltFlipCheck(ltr.yawDegrees == lean.x * tilt.maxAngleDegrees, message())
      tiltFlipCheck(ltr.pitchDegrees == -lean.y * tilt.maxAngleDegrees, message())
    }
  }

  @Test func aSpringsOvershootPassesThroughAndBadLeansAreDefined() {
    let tilt = DragTilt()
    #expect(tilt.yawDegrees(lean: 1.25, direction: .leftToRight) == 20)
    #expect(tilt.pitchDegrees(lean: -1.25) == 20)
    #expect(tilt.yawDegrees(lean: .nan, direction: .rightToLeft) == 0)
    #expect(tilt.pitchDegrees(lean: .nan) == 0)
    #expect(tilt.yawDegrees(lean: .infinity, direction: .leftToRight) == 16)
    #expect(tilt.yawDegrees(lean: -.infinity, direction: .rightToLeft) == 16)
    #expect(tilt.pitchDegrees(lean: .infinity) == -16)
  }

  @Test func maxAngleSignIsIgnoredAndNonFiniteMeansFlat() {
    #expect(DragTilt(maxAngleDegrees: -16) == DragTilt(maxAngleDegrees: 16))
    #expect(DragTilt(maxAngleDegrees: -16).yawDegrees(lean: 1, direction: .leftToRight) == 16)
    for bad in [Double.nan, .infinity, -.infinity] {
      let tilt = DragTilt(maxAngleDegrees: bad)
      #expect(tilt.maxAngleDegrees == 0)
      let rotation = tilt.rotation(
        translation: card / 2, size: card, direction: .leftToRight, reduceMotion: false)
      #expect(rotation == .flat)
    }
  }

  @Test func anglesAreAlwaysFiniteAndWithinTheMaximum() {
    let seed = tiltFlipSeed("anglesAreAlwaysFiniteAndWithinTheMaximum", fallback: 0xF1A7)
    var random = SplitMix64(seed: seed)
    for index in 0..<20_000 {
      let tilt = DragTilt(maxAngleDegrees: random.mixed(-90...90))
      let translation = SIMD2(random.mixed(-1e4...1e4), random.mixed(-1e4...1e4))
      let size = SIMD2(random.mixed(-10...1e3), random.mixed(-10...1e3))
      let direction: WritingDirection = random.next() % 2 == 0 ? .leftToRight : .rightToLeft
      let rotation = tilt.rotation(
        translation: translation, size: size, direction: direction, reduceMotion: false)
      let message = {
        Comment(
          rawValue: "seed \(seed) case \(index): t \(translation), s \(size), max \(tilt)")
      }
      tiltFlipCheck(rotation.pitchDegrees.isFinite && rotation.yawDegrees.isFinite, message())
      tiltFlipCheck(abs(rotation.pitchDegrees) <= tilt.maxAngleDegrees, message())
      tiltFlipCheck(abs(rotation.yawDegrees) <= tilt.maxAngleDegrees, message())
    }
  }

  // MARK: - Reduce Motion

  @Test func reduceMotionKeepsTheCardFlatAndTheFoilStill() {
    let seed = tiltFlipSeed("reduceMotionKeepsTheCardFlatAndTheFoilStill", fallback: 7)
    var random = SplitMix64(seed: seed)
    let tilt = DragTilt()
    for index in 0..<2_000 {
      let translation = SIMD2(random.mixed(-1e3...1e3), random.mixed(-1e3...1e3))
      let message = { Comment(rawValue: "seed \(seed) case \(index): t \(translation)") }
      for direction in WritingDirection.allCases {
        let rotation = tilt.rotation(
          translation: translation, size: card, direction: direction, reduceMotion: true)
        tiltFlipCheck(rotation == .flat, message())
      }
      #expect(
        DragTilt.lean(translation: translation, size: card, reduceMotion: true) == .zero, message())
      #expect(
        DragTilt.lean(translation: translation, size: card, reduceMotion: false)
          == DragTilt.lean(translation: translation, size: card), message())
    }
    // Without the flag the same drag does lean: the flag is what keeps it flat.
    let leaning = tilt.rotation(
      translation: card / 4, size: card, direction: .leftToRight, reduceMotion: false)
    #expect(leaning != .flat)
  }

  @Test func seedSpringConstants() {
    #expect(DragTilt.springDurationSeconds == 0.5)
    #expect(DragTilt.springBounce == 0.3)
    #expect(DragTilt.defaultMaxAngleDegrees == 16)
  }
}
