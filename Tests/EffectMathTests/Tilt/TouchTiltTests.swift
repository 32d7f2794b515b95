// The tilt card: touch to unit point, focus, angles, highlight and Reduce Motion.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite struct TouchTiltTests {
  let card = SIMD2(300.0, 440.0)
  let tilt = TouchTilt()

  /// The clamp written out with comparisons, NaN to the middle.
  func oracleUnit(_ location: Double, _ size: Double) -> Double {
    let ratio = location / size
    if ratio.isNaN { return 0.5 }
    if ratio < 0 { return 0 }
    if ratio > 1 { return 1 }
    return ratio
  }

  // MARK: - Unit point

  @Test func cornersAndCentreOfTheCard() {
    #expect(TouchTilt.unitPoint(location: .zero, size: card, direction: .leftToRight) == .zero)
    #expect(TouchTilt.unitPoint(location: card, size: card, direction: .leftToRight) == .one)
    #expect(
      TouchTilt.unitPoint(location: card / 2, size: card, direction: .rightToLeft)
        == SIMD2(0.5, 0.5))
    // Right to left, the screen's left edge is the trailing edge: x = 1.
    #expect(
      TouchTilt.unitPoint(location: .zero, size: card, direction: .rightToLeft) == SIMD2(1, 0))
  }

  @Test func unitPointMatchesTheOracleAndStaysInTheSquare() {
    let seed = tiltFlipSeed("unitPointMatchesTheOracleAndStaysInTheSquare", fallback: 0xD5CF)
    var random = SplitMix64(seed: seed)
    for index in 0..<20_000 {
      let size = random.point(1...1_000, 1...1_000)
      let location = SIMD2(random.mixed(-500...1_500), random.mixed(-500...1_500))
      let message = { Comment(rawValue: "seed \(seed) case \(index): l \(location), s \(size)") }
      for direction in WritingDirection.allCases {
        guard
          let point = TouchTilt.unitPoint(location: location, size: size, direction: direction)
        else {
          Issue.record("nil for a usable size; \(message())")
          continue
        }
        let x = oracleUnit(location.x, size.x)
        tiltFlipCheck(point.x == (direction == .rightToLeft ? 1 - x : x), message())
        tiltFlipCheck(point.y == oracleUnit(location.y, size.y), message())
        tiltFlipCheck((0...1).contains(point.x) && (0...1).contains(point.y), message())
      }
    }
  }

  @Test(arguments: [
    SIMD2(0.0, 440), SIMD2(300.0, 0), SIMD2(-1.0, 440), SIMD2(.nan, 440),
    SIMD2(300, Double.infinity),
  ])
  func aSizeWithoutAreaRegistersNoTouch(size: SIMD2<Double>) {
    #expect(
      TouchTilt.unitPoint(location: SIMD2(10, 10), size: size, direction: .leftToRight) == nil)
  }

  @Test func nanAndInfiniteLocations() {
    let nan = TouchTilt.unitPoint(location: SIMD2(.nan, .nan), size: card, direction: .leftToRight)
    #expect(nan == SIMD2(0.5, 0.5))
    let far = TouchTilt.unitPoint(
      location: SIMD2(.infinity, -.infinity), size: card, direction: .leftToRight)
    #expect(far == SIMD2(1, 0))
  }

  // MARK: - Focus and angles

  @Test func noTouchAndNoRestingPointKeepsItFlatWithoutAHighlight() {
    #expect(TouchTilt.focus(touch: nil, resting: nil) == nil)
    #expect(tilt.rotation(touch: nil, resting: nil, reduceMotion: false) == .flat)
    let highlight = TouchTilt.highlight(focus: nil, size: card)
    #expect(highlight.opacity == 0)
    #expect(highlight.center == SIMD2(0.5, 0.5))
  }

  @Test func aTouchWinsOverTheRestingPoint() {
    let touch = SIMD2(0.25, 0.75)
    let resting = SIMD2(0.9, 0.1)
    #expect(TouchTilt.focus(touch: touch, resting: resting) == touch)
    #expect(TouchTilt.focus(touch: nil, resting: resting) == resting)
    #expect(
      tilt.rotation(touch: nil, resting: resting, reduceMotion: false)
        == tilt.rotation(focus: resting, reduceMotion: false))
  }

  @Test func edgesLeanByTheMaximumAngle() {
    #expect(tilt.maxAngleDegrees == 14)
    #expect(
      tilt.rotation(focus: SIMD2(0.5, 0), reduceMotion: false)
        == TiltRotation(pitchDegrees: 14, yawDegrees: 0))
    #expect(
      tilt.rotation(focus: SIMD2(1, 1), reduceMotion: false)
        == TiltRotation(pitchDegrees: -14, yawDegrees: 14))
    #expect(
      tilt.rotation(focus: SIMD2(0, 0.5), reduceMotion: false)
        == TiltRotation(pitchDegrees: 0, yawDegrees: -14))
    #expect(tilt.rotation(focus: SIMD2(0.5, 0.5), reduceMotion: false) == .flat)
  }

  @Test func anglesMatchTheClosedFormAndStayWithinTheMaximum() {
    let seed = tiltFlipSeed("anglesMatchTheClosedFormAndStayWithinTheMaximum", fallback: 14)
    var random = SplitMix64(seed: seed)
    for index in 0..<20_000 {
      let maxAngle = random.uniform(0...45)
      let tilt = TouchTilt(maxAngleDegrees: maxAngle)
      let focus = SIMD2(random.mixed(-1...2), random.mixed(-1...2))
      let rotation = tilt.rotation(focus: focus, reduceMotion: false)
      let message = {
        Comment(rawValue: "seed \(seed) case \(index): focus \(focus), max \(maxAngle)")
      }
      let x = focus.x.isNaN ? 0.5 : min(max(focus.x, 0), 1)
      let y = focus.y.isNaN ? 0.5 : min(max(focus.y, 0), 1)
      // The same line written the other way round: pitch = max · (1 − 2y), yaw = max · (2x − 1).
      tiltFlipCheck(abs(rotation.pitchDegrees - maxAngle * (1 - 2 * y)) <= 1e-12 * 45, message())
      tiltFlipCheck(abs(rotation.yawDegrees - maxAngle * (2 * x - 1)) <= 1e-12 * 45, message())
      tiltFlipCheck(
        abs(rotation.pitchDegrees) <= maxAngle && abs(rotation.yawDegrees) <= maxAngle, message())
    }
  }

  @Test func rightToLeftStillLeansTowardTheFinger() {
    // rotation3DEffect mirrors the yaw right to left. With the x flip, the yaw computed for a
    // screen location is the negation of the left-to-right one, so after the mirror the card
    // turns the same way on screen.
    let seed = tiltFlipSeed("rightToLeftStillLeansTowardTheFinger", fallback: 0x4C54)
    var random = SplitMix64(seed: seed)
    for index in 0..<10_000 {
      let location = random.point(-100...400, -100...540)
      let message = { Comment(rawValue: "seed \(seed) case \(index): l \(location)") }
      let ltr = tilt.rotation(
        touch: TouchTilt.unitPoint(location: location, size: card, direction: .leftToRight),
        resting: nil, reduceMotion: false)
      let rtl = tilt.rotation(
        touch: TouchTilt.unitPoint(location: location, size: card, direction: .rightToLeft),
        resting: nil, reduceMotion: false)
      tiltFlipCheck(abs(rtl.yawDegrees + ltr.yawDegrees) <= 1e-12, message())
      tiltFlipCheck(rtl.pitchDegrees == ltr.pitchDegrees, message())
    }
  }

  @Test func maxAngleSignIsIgnoredAndNonFiniteMeansFlat() {
    #expect(TouchTilt(maxAngleDegrees: -14) == TouchTilt(maxAngleDegrees: 14))
    for bad in [Double.nan, .infinity, -.infinity] {
      #expect(TouchTilt(maxAngleDegrees: bad).rotation(focus: .one, reduceMotion: false) == .flat)
    }
  }

  // MARK: - Reduce Motion and the highlight

  @Test func reduceMotionIsFlatButTheHighlightFollowsTheFinger() {
    let seed = tiltFlipSeed("reduceMotionIsFlatButTheHighlightFollowsTheFinger", fallback: 35)
    var random = SplitMix64(seed: seed)
    for index in 0..<5_000 {
      let location = random.point(0...300, 0...440)
      let touch = TouchTilt.unitPoint(location: location, size: card, direction: .leftToRight)
      let resting = SIMD2(random.uniform(0...1), random.uniform(0...1))
      let message = { Comment(rawValue: "seed \(seed) case \(index): l \(location)") }
      tiltFlipCheck(
        tilt.rotation(touch: touch, resting: resting, reduceMotion: true) == .flat, message())
      tiltFlipCheck(
        tilt.rotation(touch: nil, resting: resting, reduceMotion: true) == .flat, message())
      let highlight = TouchTilt.highlight(
        focus: TouchTilt.focus(touch: touch, resting: resting), size: card)
      tiltFlipCheck(highlight.center == touch, message())
      tiltFlipCheck(highlight.opacity == 1, message())
    }
    // The same touch without the flag does lean.
    #expect(tilt.rotation(focus: SIMD2(0.9, 0.2), reduceMotion: false) != .flat)
  }

  @Test func highlightRadiusAndBadSizes() {
    #expect(TouchTilt.highlight(focus: .zero, size: card).endRadiusPoints == 352)
    #expect(TouchTilt.highlight(focus: .zero, size: SIMD2(500, 100)).endRadiusPoints == 400)
    #expect(TouchTilt.highlight(focus: .zero, size: SIMD2(.nan, -3)).endRadiusPoints == 0)
    #expect(TouchTilt.highlight(focus: .zero, size: SIMD2(.infinity, 10)).endRadiusPoints == 8)
    #expect(TouchTilt.highlight(focus: SIMD2(-2, .nan), size: card).center == SIMD2(0, 0.5))
  }

  @Test func seedConstants() {
    #expect(TouchTilt.defaultMaxAngleDegrees == 14)
    #expect(TouchTilt.springDurationSeconds == 0.4)
    #expect(TouchTilt.springBounce == 0.3)
    #expect(TouchTilt.highlightRadiusFraction == 0.8)
  }
}
