// GyroscopeTilt over every hostile Double in every numeric parameter, against its documented
// results.

import EffectMath
import EffectProofTestSupport
import Foundation
import Testing

@Suite("badInput.GyroscopeTilt")
struct GyroscopeTiltBadInputTests {
  /// A run of readings that visits both clamps, ±∞, NaN and the largest finite values.
  static let readings: [Double] = [
    40, -40, .infinity, -.infinity, .nan, 7, .greatestFiniteMagnitude,
    -.greatestFiniteMagnitude, .leastNonzeroMagnitude, -3,
  ]

  /// Feeds the run on both axes and checks the documented bound after every sample.
  static func staysWithinTheClamp(_ filter: GyroscopeTilt) -> Bool {
    var filter = filter
    for (index, reading) in readings.enumerated() {
      let other = readings[(index + 3) % readings.count]
      let out = filter.next(sample: GyroscopeSample(rollDegrees: reading, pitchDegrees: other))
      for angle in [out.rollDegrees, out.pitchDegrees] {
        guard angle.isFinite, abs(angle) <= filter.maxAngleDegrees else { return false }
      }
    }
    return true
  }

  /// `init(maxAngleDegrees:smoothingFactor:)`, the clamp: `|clamp|` when finite, else 0.
  @Test(arguments: HostileDouble.allCases)
  func clampIsCleaned(input: HostileDouble) {
    let filter = GyroscopeTilt(maxAngleDegrees: input.value)
    let expected = input.isNonFinite ? 0 : abs(input.value)
    #expect(filter.maxAngleDegrees == expected && filter.maxAngleDegrees.sign == .plus)
    #expect(filter.smoothingFactor == GyroscopeTilt.defaultSmoothingFactor)
    #expect(Self.staysWithinTheClamp(filter))
    // The largest clamp with no smoothing: a swing from −∞ to +∞ must not overflow.
    var raw = GyroscopeTilt(maxAngleDegrees: input.value, smoothingFactor: 1)
    raw.next(sample: GyroscopeSample(rollDegrees: -.infinity, pitchDegrees: .infinity))
    let swung = raw.next(sample: GyroscopeSample(rollDegrees: .infinity, pitchDegrees: -.infinity))
    #expect(swung.rollDegrees == expected && swung.pitchDegrees == -expected)
  }

  /// `init(maxAngleDegrees:smoothingFactor:)`, α: clamped to [0, 1], NaN gives 0.1; the time
  /// constants follow (0 for α = 1, +∞ for α = 0 or an α so small the quotient overflows).
  @Test(arguments: HostileDouble.allCases)
  func smoothingFactorIsCleaned(input: HostileDouble) {
    let filter = GyroscopeTilt(smoothingFactor: input.value)
    let expected: Double
    switch input {
    case .nan, .signalingNaN: expected = GyroscopeTilt.defaultSmoothingFactor
    case .plusInfinity, .hugePositive: expected = 1
    case .plusSubnormal: expected = .leastNonzeroMagnitude
    case .minusInfinity, .plusZero, .minusZero, .minusSubnormal, .negative, .hugeNegative:
      expected = 0
    }
    #expect(filter.smoothingFactor == expected)
    #expect(Self.staysWithinTheClamp(filter))
    let tau = filter.timeConstantSeconds
    let tauC = filter.equivalentContinuousTimeConstantSeconds
    switch expected {
    case 1:
      #expect(tau == 0 && tauC == 0)
      #expect(filter.settlingSamples() == 1)
    case GyroscopeTilt.defaultSmoothingFactor:
      #expect(abs(tau - 0.15) <= 1e-15 && abs(tauC - 0.158_2) <= 1e-4)
      #expect(filter.settlingSamples() == 66)
    default:  // 0 and the subnormal: holds, or would take longer than any Double can count
      #expect(tau == .infinity && tauC == .infinity)
      #expect(filter.settlingSamples() == nil && filter.settlingTimeSeconds() == nil)
    }
  }

  /// `init(maxAngleDegrees:timeConstantSeconds:)`: τ ≤ 0 gives α = 1, +∞ gives 0, NaN gives
  /// 0.1, otherwise `Δt / (τ + Δt)`.
  @Test(arguments: HostileDouble.allCases)
  func timeConstantIsCleaned(input: HostileDouble) {
    let alpha = GyroscopeTilt(timeConstantSeconds: input.value).smoothingFactor
    switch input {
    case .nan, .signalingNaN: #expect(alpha == GyroscopeTilt.defaultSmoothingFactor)
    case .plusInfinity: #expect(alpha == 0)
    // Δt + a subnormal rounds to Δt.
    case .plusSubnormal: #expect(alpha == 1)
    case .hugePositive: #expect(alpha > 0 && alpha < 1e-300)
    case .minusInfinity, .plusZero, .minusZero, .minusSubnormal, .negative, .hugeNegative:
      #expect(alpha == 1)
    }
  }

  /// The two axes of a reading.
  enum Axis: String, CaseIterable, Sendable { case roll, pitch }

  /// `next(sample:)` from level with the defaults (±15, α = 0.1): a NaN axis keeps its value,
  /// ±∞ and huge values clamp to ±15, so the first step is a tenth of the clamped reading;
  /// the other axis (10) moves to 1 regardless. `rotation` passes the result through.
  @Test(arguments: Axis.allCases, HostileDouble.allCases)
  func oneReading(axis: Axis, input: HostileDouble) {
    var filter = GyroscopeTilt()
    let sample =
      axis == .roll
      ? GyroscopeSample(rollDegrees: input.value, pitchDegrees: 10)
      : GyroscopeSample(rollDegrees: 10, pitchDegrees: input.value)
    let out = filter.next(sample: sample)
    let expected: Double
    switch input {
    case .nan, .signalingNaN, .plusZero, .minusZero, .plusSubnormal, .minusSubnormal:
      expected = 0  // skipped, or a tenth of a subnormal, which rounds to 0
    case .plusInfinity, .hugePositive: expected = 1.5
    case .minusInfinity, .hugeNegative: expected = -1.5
    case .negative: expected = -0.1
    }
    let moved = axis == .roll ? out.rollDegrees : out.pitchDegrees
    let other = axis == .roll ? out.pitchDegrees : out.rollDegrees
    #expect(abs(moved - expected) <= 1e-15 && abs(other - 1) <= 1e-15)
    let turned = filter.rotation(direction: .rightToLeft, reduceMotion: false)
    #expect(turned.pitchDegrees == out.pitchDegrees && turned.yawDegrees == -out.rollDegrees)
    #expect(filter.rotation(direction: .leftToRight, reduceMotion: true) == .flat)
  }

  /// `settlingSamples(tolerance:)` with α = 0.1: `nil` for NaN or ≤ 0, 0 for ≥ 1, otherwise
  /// the least n with `0.9ⁿ ≤ tolerance`; the seconds are n / 60.
  @Test(arguments: HostileDouble.allCases)
  func settlingTolerance(input: HostileDouble) throws {
    let filter = GyroscopeTilt()
    let samples = filter.settlingSamples(tolerance: input.value)
    let seconds = filter.settlingTimeSeconds(tolerance: input.value)
    switch input {
    case .nan, .signalingNaN, .minusInfinity, .plusZero, .minusZero, .minusSubnormal, .negative,
      .hugeNegative:
      #expect(samples == nil && seconds == nil)
    case .plusInfinity, .hugePositive:
      #expect(samples == 0 && seconds == 0)
    case .plusSubnormal:
      // Exactly, 0.9ⁿ ≤ 5e-324 first at n = ⌈ln(5e-324) / ln 0.9⌉ = 7066; the documented
      // subnormal caveat allows the rounded powers to settle up to 4 samples earlier.
      let exact = Int((log(input.value) / log(0.9)).rounded(.up))
      let n = try #require(samples)
      #expect(n <= exact && n >= exact - 4, "\(n) vs \(exact)")
      #expect(seconds == Double(n) / 60)
    }
  }
}
