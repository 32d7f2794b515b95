// RestingOrbit over every hostile Double in every numeric parameter, against its documented
// results.

import EffectMath
import EffectProofTestSupport
import Foundation
import Testing

@Suite("badInput.RestingOrbit")
struct RestingOrbitBadInputTests {
  /// The documented invariants of `point(seconds:)`: inside [0, 1]², `radius` from the centre
  /// (to rounding).
  static func onTheCircle(_ point: SIMD2<Double>, radius: Double) -> Bool {
    let offset = point - SIMD2(0.5, 0.5)
    let distance = (offset * offset).sum().squareRoot()
    return point.x >= 0 && point.x <= 1 && point.y >= 0 && point.y <= 1
      && abs(distance - radius) <= 1e-15
  }

  /// `init(radius:)`: clamped to [0, 0.5], NaN gives 0.
  @Test(arguments: HostileDouble.allCases)
  func radiusIsCleaned(input: HostileDouble) {
    let orbit = RestingOrbit(radius: input.value)
    let expected: Double
    switch input {
    case .plusInfinity, .hugePositive: expected = 0.5
    case .plusSubnormal: expected = .leastNonzeroMagnitude
    default: expected = 0
    }
    #expect(orbit.radius == expected)
    #expect(Self.onTheCircle(orbit.point(seconds: 1), radius: expected))
  }

  /// `init(radiansPerSecond:)`: finite values unchanged, NaN or ±∞ gives 0 (the point stays at
  /// angle 0, `(0.5 + r, 0.5)`).
  @Test(arguments: HostileDouble.allCases)
  func speedIsCleaned(input: HostileDouble) {
    let orbit = RestingOrbit(radiansPerSecond: input.value)
    let expected = input.isNonFinite ? 0 : input.value
    #expect(orbit.radiansPerSecond == expected)
    let point = orbit.point(seconds: 1)
    #expect(Self.onTheCircle(point, radius: 0.45))
    if input.isNonFinite {
      #expect(abs(point.x - 0.95) <= 1e-15 && point.y == 0.5)
    }
  }

  /// `point(seconds:)`: a NaN or infinite time, or a phase that overflows (1.6 · huge), gives
  /// the point at angle 0; finite times stay on the circle; `nil` under Reduce Motion.
  @Test(arguments: HostileDouble.allCases)
  func pointAtATime(input: HostileDouble) {
    let orbit = RestingOrbit()
    let point = orbit.point(seconds: input.value)
    switch input {
    case .nan, .signalingNaN, .plusInfinity, .minusInfinity, .hugePositive, .hugeNegative,
      .plusZero, .minusZero, .plusSubnormal, .minusSubnormal:
      #expect(abs(point.x - 0.95) <= 1e-15 && abs(point.y - 0.5) <= 1e-15)
    case .negative:
      #expect(abs(point.x - (0.5 + 0.45 * cos(-1.6))) <= 1e-15)
      #expect(abs(point.y - (0.5 + 0.45 * sin(-1.6))) <= 1e-15)
    }
    #expect(Self.onTheCircle(point, radius: 0.45))
    #expect(orbit.point(seconds: input.value, reduceMotion: true) == nil)
    #expect(orbit.point(seconds: input.value, reduceMotion: false) == point)
    // A slow orbit at a huge time: the phase is huge but finite, still on the circle.
    let slow = RestingOrbit(radiansPerSecond: 1e-10).point(seconds: input.value)
    #expect(Self.onTheCircle(slow, radius: 0.45))
  }
}
