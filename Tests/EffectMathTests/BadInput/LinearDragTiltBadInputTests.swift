// LinearDragTilt over every hostile Double in every numeric parameter, against its documented
// results.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite("badInput.LinearDragTilt")
struct LinearDragTiltBadInputTests {
  static let big = Double.greatestFiniteMagnitude

  /// `init(pointsPerDegree:)` stores the value as given; `degreesPerPoint` is `1 / k` for a
  /// usable k (finite, above 0, `1 / k` finite) and 0 otherwise, and an unusable k never tilts.
  @Test(arguments: HostileDouble.allCases)
  func pointsPerDegree(input: HostileDouble) {
    let tilt = LinearDragTilt(pointsPerDegree: input.value)
    let k = tilt.pointsPerDegree
    #expect(input.isNaN ? k.isNaN : (k == input.value && k.sign == input.value.sign))
    let rotation = tilt.rotation(
      translation: [60, -60], direction: .leftToRight, reduceMotion: false)
    let bounded = tilt.boundedDegrees(points: 60, limitDegrees: 20)
    if input == .hugePositive {
      #expect(tilt.degreesPerPoint == 1 / Self.big && tilt.degreesPerPoint > 0)
      #expect(tilt.degrees(points: 60) == 60 / Self.big)
      #expect(rotation.yawDegrees == 60 / Self.big && rotation.pitchDegrees == 60 / Self.big)
      #expect(bounded > 0 && bounded < 1e-300)
    } else {  // NaN, ±∞, ±0, ±subnormal (1 / k overflows), negative: unusable
      #expect(tilt.degreesPerPoint == 0)
      #expect(tilt.degrees(points: 60) == 0 && bounded == 0)
      #expect(rotation.yawDegrees == 0 && rotation.pitchDegrees == 0)
    }
  }

  /// `degrees(points:)` with k = 12: NaN gives 0, ±∞ gives ±greatestFinite, finite drags are
  /// the seed's division. `rotation` negates the pitch, and the yaw right to left.
  @Test(arguments: HostileDouble.allCases)
  func seedDegrees(input: HostileDouble) {
    let tilt = LinearDragTilt()
    let expected: Double
    switch input {
    case .nan, .signalingNaN: expected = 0
    case .plusInfinity: expected = Self.big
    case .minusInfinity: expected = -Self.big
    // A subnormal divided by 12 rounds to 0.
    case .plusZero, .minusZero, .plusSubnormal, .minusSubnormal: expected = 0
    case .negative: expected = -1.0 / 12
    case .hugePositive: expected = Self.big / 12
    case .hugeNegative: expected = -Self.big / 12
    }
    #expect(tilt.degrees(points: input.value) == expected)
    for direction in WritingDirection.allCases {
      let turned = tilt.rotation(
        translation: [input.value, input.value], direction: direction, reduceMotion: false)
      #expect(turned.pitchDegrees == -expected)
      #expect(turned.yawDegrees == (direction == .rightToLeft ? -expected : expected))
      #expect(
        tilt.rotation(translation: [input.value, 1], direction: direction, reduceMotion: true)
          == .flat)
    }
  }

  /// `boundedDegrees(points:limitDegrees:)`, the drag, with L = 20 and k = 12: NaN gives 0,
  /// ±∞ and huge drags ±L, and the result never leaves ±L.
  @Test(arguments: HostileDouble.allCases)
  func boundedDrag(input: HostileDouble) {
    let tilt = LinearDragTilt()
    let angle = tilt.boundedDegrees(points: input.value, limitDegrees: 20)
    switch input {
    case .nan, .signalingNaN, .plusZero, .minusZero: #expect(angle == 0)
    case .plusInfinity, .hugePositive: #expect(angle == 20)
    case .minusInfinity, .hugeNegative: #expect(angle == -20)
    case .plusSubnormal, .minusSubnormal: #expect(abs(angle) <= 1e-300)
    // Slope 1 / 12 at 0: tanh(u) ≈ u − u³/3.
    case .negative: #expect(abs(angle + 1.0 / 12) <= 1e-6 && angle > -1.0 / 12)
    }
    #expect(abs(angle) <= 20)
  }

  /// `boundedDegrees(points:limitDegrees:)`, the limit, for a 60-point drag (5 degrees
  /// linear): used by its magnitude, NaN, ±∞ or 0 gives 0; the result stays within ±|L|.
  @Test(arguments: HostileDouble.allCases)
  func boundedLimit(input: HostileDouble) {
    let tilt = LinearDragTilt()
    let angle = tilt.boundedDegrees(points: 60, limitDegrees: input.value)
    switch input {
    case .nan, .signalingNaN, .plusInfinity, .minusInfinity, .plusZero, .minusZero:
      #expect(angle == 0)
    // 5 / L overflows: tanh gives 1 and the angle is L itself.
    case .plusSubnormal, .minusSubnormal: #expect(angle == .leastNonzeroMagnitude)
    case .negative: #expect(angle > 0.9999 && angle < 1)  // tanh(5)
    case .hugePositive, .hugeNegative: #expect(abs(angle - 5) <= 1e-12)  // no saturation
    }
    #expect(angle.isFinite && angle >= 0 && (input.isNonFinite || angle <= abs(input.value)))
    for direction in WritingDirection.allCases {
      let turned = tilt.boundedRotation(
        translation: [60, -60], limitDegrees: input.value, direction: direction,
        reduceMotion: false)
      #expect(turned.pitchDegrees == angle)
      #expect(turned.yawDegrees == (direction == .rightToLeft ? -angle : angle))
      #expect(
        tilt.boundedRotation(
          translation: [60, -60], limitDegrees: input.value, direction: direction,
          reduceMotion: true) == .flat)
    }
  }
}
