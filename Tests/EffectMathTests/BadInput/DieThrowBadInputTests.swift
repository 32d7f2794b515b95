// DieThrow (initialiser, standard throw, poses and bounds) over every hostile Double in every
// numeric parameter, SIMD components included, and every hostile Int in `hops`, against its
// documented results.

import EffectMath
import EffectProofTestSupport
import Foundation
import Testing

@Suite("badInput.DieThrow")
struct DieThrowBadInputTests {
  /// The Double parameters of `init(start:spinDegrees:hopHeight:hops:decay:duration:shutter:)`.
  enum Parameter: String, CaseIterable, Sendable {
    case startX, startY, spinDegrees, hopHeight, decay, duration, shutter
  }

  /// The parameters of `standard(dieSize:directionRadians:spinDegrees:duration:shutter:)`.
  enum StandardParameter: String, CaseIterable, Sendable {
    case dieSize, directionRadians, spinDegrees, duration, shutter
  }

  /// The default throw's values.
  static let standard = DieThrow.standard()

  static func make(_ parameter: Parameter?, _ x: Double, hops: Int = 3) -> DieThrow {
    DieThrow(
      start: SIMD2(parameter == .startX ? x : 224, parameter == .startY ? x : 0),
      spinDegrees: parameter == .spinDegrees ? x : 360,
      hopHeight: parameter == .hopHeight ? x : 22.4, hops: hops,
      decay: parameter == .decay ? x : 3, duration: parameter == .duration ? x : 0.8,
      shutter: parameter == .shutter ? x : 1.0 / 60)
  }

  /// Every pose is finite, its speed within the speed bound, its streak finite and within the
  /// promise on both axes; every bound and the promise are finite and non-negative.
  static func checkEverywhere(_ die: DieThrow) {
    #expect(die.slideSpeedBound.isFinite && die.slideSpeedBound >= 0)
    #expect(die.hopSpeedBound.isFinite && die.hopSpeedBound >= 0)
    let promise = die.maxSampleOffset
    #expect(promise.x.isFinite && promise.x >= 0 && promise.x == promise.y)
    for fraction in [-1.0, 0, 0.01, 0.2, 0.5, 0.77, 0.999, 1, 2] {
      let pose = die.pose(at: fraction * max(die.duration, 1))
      let values = [pose.offset.x, pose.offset.y, pose.degrees, pose.velocity.x, pose.velocity.y]
      #expect(values.allSatisfy { $0.isFinite }, "pose at \(fraction): \(values)")
      #expect(pose.speed <= die.speedBound * (1 + 1e-12) + 1e-300, "speed at \(fraction)")
      let streak = pose.streak()
      #expect(streak.x.isFinite && streak.y.isFinite)
      #expect(abs(streak.x) / 2 <= promise.x && abs(streak.y) / 2 <= promise.y)
    }
  }

  /// The initialiser: non-finite start, spin, hop, decay and shutter become 0; negative hops,
  /// heights and shutters count as their magnitude and a negative decay as 0; a bad duration
  /// rests. A throw whose sizes do not fit a Double rests too (duration 0): a start or hop near
  /// `greatestFiniteMagnitude`, a huge decay or shutter, a subnormal duration (its slide speed
  /// 672 pt / 5e-324 s is beyond Double). A huge duration or spin is kept.
  @Test(arguments: HostileDouble.allCases, Parameter.allCases)
  func initialiserCleans(input: HostileDouble, parameter: Parameter) {
    let x = input.value
    let die = Self.make(parameter, x)
    let clean = x.isFinite ? x : 0
    let huge = input == .hugePositive || input == .hugeNegative
    var rests = false
    switch parameter {
    case .startX:
      #expect(die.start == SIMD2(clean, 0))
      rests = huge
    case .startY:
      #expect(die.start == SIMD2(224, clean))
      rests = huge
    case .spinDegrees:
      #expect(die.spinDegrees == clean)
    case .hopHeight:
      #expect(die.hopHeight == abs(clean))
      rests = huge
    case .decay:
      #expect(die.decay == max(0, clean))
      rests = input == .hugePositive
    case .duration:
      rests = !(x.isFinite && x > 0) || input == .plusSubnormal
      if !rests { #expect(die.duration == x) }
    case .shutter:
      #expect(die.shutter == abs(clean))
      rests = huge
    }
    #expect(die.duration == (rests ? 0 : (parameter == .duration ? x : 0.8)))
    if rests {
      #expect(die.speedBound == 0 && die.maxSampleOffset == .zero)
      #expect(die.pose(at: 0.1) == .rest)
    }
    Self.checkEverywhere(die)
  }

  /// `hops`: 0 → 0, −1 → 1, `Int.min` → `Int.max`, `Int.max` kept; every pose and bound stays
  /// finite (ω = n·π ≈ 2.9e19 for `Int.max`, whose square still fits).
  @Test(arguments: HostileInt.allCases)
  func hostileHops(hops: HostileInt) {
    let die = Self.make(nil, 0, hops: hops.value)
    let want: Int
    switch hops {
    case .zero: want = 0
    case .minusOne: want = 1
    case .min, .max: want = .max
    }
    #expect(die.hops == want && die.duration == 0.8)
    Self.checkEverywhere(die)
  }

  /// `standard(…)` with one hostile argument: a non-finite die size gives no slide and no hop,
  /// a non-finite direction no slide, a huge size rests (its speeds do not fit), and the other
  /// arguments are cleaned as by the initialiser. Everything stays finite.
  @Test(arguments: HostileDouble.allCases, StandardParameter.allCases)
  func standardCleans(input: HostileDouble, parameter: StandardParameter) {
    let x = input.value
    let die = DieThrow.standard(
      dieSize: parameter == .dieSize ? x : 56,
      directionRadians: parameter == .directionRadians ? x : 0,
      spinDegrees: parameter == .spinDegrees ? x : 360, duration: parameter == .duration ? x : 0.8,
      shutter: parameter == .shutter ? x : 1.0 / 60)
    switch parameter {
    case .dieSize:
      if input.isNonFinite {
        #expect(die.start == .zero && die.hopHeight == 0)
      } else if input == .hugePositive || input == .hugeNegative {
        #expect(die.duration == 0)
      } else {
        #expect(die.start == SIMD2(4 * x, 0) && die.hopHeight == abs(0.4 * x))
      }
    case .directionRadians:
      if input.isNonFinite {
        #expect(die.start == .zero && abs(die.hopHeight - 22.4) <= 1e-12)
      } else {
        let length = hypot(die.start.x, die.start.y)
        #expect(abs(length - 224) <= 1e-9)
      }
    case .spinDegrees, .duration, .shutter:
      #expect(die.start == SIMD2(224, 0))
    }
    Self.checkEverywhere(die)
  }

  /// `pose(at:)` at a hostile elapsed time of the default throw: NaN, +∞ and huge rest;
  /// −∞, huge negative, −1 and ±0 give the start pose (progress clamps to 0), a subnormal
  /// time the start pose up to rounding.
  @Test(arguments: HostileDouble.allCases)
  func hostileElapsed(input: HostileDouble) {
    let die = Self.standard
    let pose = die.pose(at: input.value)
    let start = die.pose(at: 0)
    switch input {
    case .nan, .signalingNaN, .plusInfinity, .hugePositive:
      #expect(pose == .rest)
    case .minusInfinity, .hugeNegative, .negative, .plusZero, .minusZero, .minusSubnormal:
      #expect(pose == start)
    case .plusSubnormal:
      #expect(
        abs(pose.offset.x - start.offset.x) <= 1e-9 && abs(pose.degrees - start.degrees) <= 1e-9)
      #expect(abs(pose.speed - start.speed) <= 1e-9)
    }
    #expect(start.offset == SIMD2(224, 0) && start.degrees == 360)
  }
}
