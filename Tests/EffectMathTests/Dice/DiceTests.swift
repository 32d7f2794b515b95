import EffectMath
import GSL
import Testing

/// Pip layout and throw: independent oracles and bad inputs.
@Suite struct DiceTests {
  // MARK: - Pips

  @Test(arguments: 0...6) func packsOnePairPerPip(value: Int) {
    let packed = DiePips.packedPips(value: value)
    #expect(packed.count == 2 * value)
    let pips = DiePips.positions(value: value)
    for (i, pip) in pips.enumerated() {
      #expect(packed[2 * i] == Float(pip.x))
      #expect(packed[2 * i + 1] == Float(pip.y))
    }
    #expect(Set(pips.map { [$0.x, $0.y] }).count == pips.count)
  }

  @Test func fiveGivesTenFloatsAndZeroGivesNone() {
    #expect(DiePips.packedPips(value: 5).count == 10)
    #expect(DiePips.packedPips(value: 0).isEmpty)
    #expect(DiePips.packedPips(value: 5).contains(0.5))
  }

  @Test(arguments: [-1, 7, 100, Int.min, Int.max]) func valuesOutsideTheDieAreEmpty(value: Int) {
    #expect(DiePips.positions(value: value).isEmpty)
    #expect(DiePips.packedPips(value: value).isEmpty)
    #expect(DiePips.minimumSpacing(value: value) == .infinity)
  }

  @Test func closestPipsAreAQuarterApart() {
    #expect(DiePips.minimumSpacing(value: 6) == 0.25)
    #expect(DiePips.minimumSpacing(value: 1) == .infinity)
    #expect((2...6).map { DiePips.minimumSpacing(value: $0) }.min() == 0.25)
  }

  // MARK: - Throw

  @Test func defaultBoundIsAboutTenPoints() {
    let dieThrow = DieThrow.standard()
    #expect(abs(dieThrow.slideSpeedBound - 840) < 1e-9)
    let omega = 3 * Double.pi
    let hop = 22.4 / 0.8 * (1.5 + (2.25 + omega * omega).squareRoot())
    #expect(abs(dieThrow.hopSpeedBound - hop) < 1e-9)
    let offset = dieThrow.speedBound / 120
    #expect(offset > 9 && offset <= 10)
    #expect(dieThrow.maxSampleOffset == SIMD2(10, 10))
  }

  /// The hop bound's amplitude `k/2 + √(k²/4 + ω²)` is the true maximum of
  /// `|ω sin 2θ − k sin² θ|`, reached where the function is most negative (GSL Brent).
  @Test func hopAmplitudeIsTheTrueMaximum() throws {
    let k = 3.0
    let omega = 3 * Double.pi
    let found = try Minimization.minimum(
      between: Double.pi / 2, and: Double.pi, absoluteTolerance: 1e-6
    ) {
      let s = oracleSin($0)
      return omega * oracleSin(2 * $0) - k * s * s
    }
    #expect(abs(-found.value - (k / 2 + (k * k / 4 + omega * omega).squareRoot())) < 1e-6)
  }

  @Test func velocityIsTheDerivativeOfTheOffset() throws {
    let dieThrow = DieThrow.standard(directionRadians: 2.1, spinDegrees: 400)
    for elapsed in stride(from: 0.01, to: 0.79, by: 0.037) {
      for axis in 0..<2 {
        let slope = try Differentiation.central(at: elapsed, step: 1e-4) {
          dieThrow.pose(at: $0).offset[axis]
        }
        #expect(abs(slope.value - dieThrow.pose(at: elapsed).velocity[axis]) < 1e-4)
      }
    }
  }

  @Test func streakTurnsBackIntoTheScreenVelocity() {
    let dieThrow = DieThrow.standard(directionRadians: 0.7, spinDegrees: -500)
    for elapsed in stride(from: 0.0, to: 0.8, by: 0.05) {
      let pose = dieThrow.pose(at: elapsed)
      let streak = pose.streak()
      let theta = pose.degrees * Double.pi / 180
      let (c, s) = (oracleCos(theta), oracleSin(theta))
      let screen = SIMD2(c * streak.x - s * streak.y, s * streak.x + c * streak.y)
      let expected = pose.velocity * pose.shutter
      #expect(abs(screen.x - expected.x) < 1e-9 && abs(screen.y - expected.y) < 1e-9)
      let length = (streak.x * streak.x + streak.y * streak.y).squareRoot()
      #expect(abs(length - pose.speed * pose.shutter) < 1e-9)
    }
  }

  @Test func startsAndEndsAtRest() {
    let dieThrow = DieThrow.standard(spinDegrees: 720)
    #expect(dieThrow.initialElapsed == 0.8)
    #expect(dieThrow.pose(at: dieThrow.initialElapsed) == .rest)
    #expect(dieThrow.pose(at: 5) == .rest)
    #expect(!DicePose.rest.isBlurEnabled)
    #expect(dieThrow.pose(at: 0).offset == dieThrow.start)
    #expect(dieThrow.pose(at: 0).degrees == 720)
  }

  // MARK: - Bad input

  @Test func nanElapsedRests() {
    #expect(DieThrow.standard().pose(at: .nan) == .rest)
    #expect(DieThrow.standard().pose(at: .infinity) == .rest)
    #expect(DieThrow.standard().pose(at: -1) == DieThrow.standard().pose(at: 0))
  }

  @Test func zeroSizeDieNeverMoves() {
    let dieThrow = DieThrow.standard(dieSize: 0)
    #expect(dieThrow.speedBound == 0)
    #expect(dieThrow.maxSampleOffset == .zero)
    for elapsed in stride(from: 0.0, to: 0.8, by: 0.1) {
      let pose = dieThrow.pose(at: elapsed)
      #expect(pose.offset == .zero && pose.speed == 0 && !pose.isBlurEnabled)
    }
  }

  @Test func badThrowParametersAreCleaned() {
    let dieThrow = DieThrow(
      start: SIMD2(.nan, .infinity), spinDegrees: .nan, hopHeight: -5, hops: Int.min,
      decay: -2, duration: .nan, shutter: .infinity)
    #expect(dieThrow.start == .zero && dieThrow.spinDegrees == 0 && dieThrow.hopHeight == 5)
    #expect(dieThrow.decay == 0 && dieThrow.duration == 0 && dieThrow.shutter == 0)
    #expect(dieThrow.speedBound == 0 && dieThrow.pose(at: 0.1) == .rest)
    let zero = DieThrow.standard(duration: 0)
    #expect(zero.pose(at: 0) == .rest && zero.maxSampleOffset == .zero)
  }
}

// MARK: - Oracle trigonometry
private func oracleSin(_ x: Double) -> Double { sinTaylor(x) }
private func oracleCos(_ x: Double) -> Double { sinTaylor(x + Double.pi / 2) }

/// sin(x) by range reduction to [−π, π] and a 30-term Taylor series (an oracle independent of
/// the library's `Elementary`).
private func sinTaylor(_ x: Double) -> Double {
  let twoPi = 2 * Double.pi
  var r = x - twoPi * (x / twoPi).rounded()
  if r > Double.pi { r -= twoPi }
  var term = r
  var sum = r
  for n in 1..<30 {
    term *= -r * r / Double((2 * n) * (2 * n + 1))
    sum += term
  }
  return sum
}
