// RouletteWheelSpin (with its landing spins) over every hostile Double in every numeric
// parameter, and every hostile Int in `turns`, against its documented results.

import EffectMath
import EffectProofTestSupport
import Foundation
import Testing

@Suite("badInput.RouletteWheelSpin")
struct RouletteWheelSpinBadInputTests {
  /// The parameters of `init(from:to:start:duration:)`.
  enum Parameter: String, CaseIterable, Sendable {
    case from, to, start, duration
  }

  /// The parameters of `landing(on:currentAngle:start:ballRestDegrees:duration:)`.
  enum LandingParameter: String, CaseIterable, Sendable {
    case currentAngle, start, ballRestDegrees, duration
  }

  static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool {
    a == b || abs(a - b) <= tolerance * max(1, abs(a), abs(b))
  }

  /// Times around any spin: before, at the start, inside, at and after the end, ±∞ and NaN.
  static func times(_ spin: RouletteWheelSpin) -> [Double] {
    [
      -.infinity, spin.start - 1, spin.start, spin.start + spin.duration * 0.3,
      spin.start + spin.duration * 0.9, spin.end, spin.end + 1, .infinity, .nan,
    ]
  }

  /// The initialiser: a non-finite `from` is 0, a non-finite `to` (or one whose turn
  /// overflows) is `from`, a non-finite `start` is 0, a bad duration is 0. Every pose is then
  /// finite at every time, progress is in [0, 1], the speed is never NaN and is infinite only
  /// for the subnormal duration (the true speed, 720°·1.6 / 5e-324 s, is beyond Double).
  @Test(arguments: HostileDouble.allCases, Parameter.allCases)
  func initialiserSanitises(input: HostileDouble, parameter: Parameter) {
    let x = input.value
    let from = parameter == .from ? x : 30
    let to = parameter == .to ? x : 750
    let start = parameter == .start ? x : 2
    let duration = parameter == .duration ? x : 4
    let spin = RouletteWheelSpin(from: from, to: to, start: start, duration: duration)
    let wantFrom = from.isFinite ? from : 0
    #expect(spin.from == wantFrom)
    #expect(spin.to == (to.isFinite && (to - wantFrom).isFinite ? to : wantFrom))
    #expect(spin.start == (start.isFinite ? start : 0))
    #expect(spin.duration == (duration.isFinite && duration > 0 ? duration : 0))
    #expect(spin.end.isFinite && spin.endRotation == spin.to && spin.totalDegrees.isFinite)
    for time in Self.times(spin) {
      let progress = spin.progress(at: time)
      #expect(progress >= 0 && progress <= 1, "progress at \(time)")
      #expect(spin.rotation(at: time).isFinite, "rotation at \(time)")
      let speed = spin.degreesPerSecond(at: time)
      #expect(!speed.isNaN && !spin.revolutionsPerSecond(at: time).isNaN, "speed at \(time)")
      if !(parameter == .duration && input == .plusSubnormal) {
        #expect(speed.isFinite, "speed at \(time)")
      }
    }
    // An instant spin shows its end pose at every time, −∞ included.
    #expect(spin.rotation(at: .infinity) == spin.to)
    #expect(spin.rotation(at: -.infinity) == (spin.duration > 0 ? spin.from : spin.to))
    // The starting speed is (to − from) · 1.6 / duration, also when (to − from) · 1.6
    // alone would overflow (to = greatestFiniteMagnitude).
    if spin.duration > 0 && spin.to != spin.from {
      let want = (spin.to - spin.from) / spin.duration * 1.6
      let got = spin.degreesPerSecond(at: spin.start)
      #expect(want.isFinite ? Self.close(got, want, 1e-9) : got == want, "start speed \(got)")
    } else {
      #expect(spin.degreesPerSecond(at: spin.start) == 0)
    }
  }

  /// `progress`, `rotation`, `degreesPerSecond`, `revolutionsPerSecond` at a hostile time for
  /// the seed spin from 30° to 750° over 4 s starting at 0: NaN, +∞ and huge give the end
  /// (progress 1, `to`, speed 0); anything before the start gives progress 0, `from`, speed 0;
  /// ±0 is the start itself (the starting speed 720 · 1.6 / 4 = 288 °/s).
  @Test(arguments: HostileDouble.allCases)
  func poseAtHostileTime(input: HostileDouble) {
    let spin = RouletteWheelSpin(from: 30, to: 750, start: 0, duration: 4)
    let t = input.value
    let progress = spin.progress(at: t)
    let rotation = spin.rotation(at: t)
    let speed = spin.degreesPerSecond(at: t)
    switch input {
    case .nan, .signalingNaN, .plusInfinity, .hugePositive:
      #expect(progress == 1 && rotation == 750 && speed == 0)
    case .minusInfinity, .hugeNegative, .negative, .minusSubnormal:
      #expect(progress == 0 && rotation == 30 && speed == 0)
    case .plusZero, .minusZero:
      #expect(progress == 0 && rotation == 30 && Self.close(speed, 288))
    case .plusSubnormal:
      #expect(progress >= 0 && progress <= 1e-300 && Self.close(rotation, 30))
      #expect(Self.close(speed, 288))
    }
    #expect(spin.revolutionsPerSecond(at: t) == abs(speed) / 360)
  }

  /// `interrupted(at:to:duration:)`: a non-finite time starts the new spin at time 0 from the
  /// end pose (750°), −∞ included; a finite time starts it there from the angle on screen. A
  /// hostile target or duration is sanitised as in the initialiser.
  @Test(arguments: HostileDouble.allCases)
  func interruption(input: HostileDouble) {
    let spin = RouletteWheelSpin(from: 30, to: 750, start: 0, duration: 4)
    let x = input.value
    let atTime = spin.interrupted(at: x, to: 1000, duration: 2)
    #expect(atTime.from == (x.isFinite ? spin.rotation(at: x) : 750))
    #expect(atTime.start == (x.isFinite ? x : 0) && atTime.to == 1000 && atTime.duration == 2)
    let toward = spin.interrupted(at: 1, to: x, duration: 2)
    let shown = spin.rotation(at: 1)
    #expect(toward.from == shown && toward.to == (x.isFinite ? x : shown))
    let lasting = spin.interrupted(at: 1, to: 1000, duration: x)
    #expect(lasting.duration == (x.isFinite && x > 0 ? x : 0) && lasting.from == shown)
    for next in [atTime, toward, lasting] {
      for time in Self.times(next) { #expect(next.rotation(at: time).isFinite) }
    }
  }

  /// `landing(on:…)`: non-finite angles and start count as 0, a bad duration makes an instant
  /// spin; the spin still ends with pocket 17 under the ball (`pocket.degrees + to ≡ rest`
  /// mod 360) and turns 720° … 1080°, except for the huge angles, which only promise a finite
  /// spin from the given angle (360° is below their rounding step).
  @Test(arguments: HostileDouble.allCases, LandingParameter.allCases)
  func landingSanitises(input: HostileDouble, parameter: LandingParameter) {
    let pocket = RouletteWheelType.singleZero.pockets[8]
    let x = input.value
    let current = parameter == .currentAngle ? x : 40
    let start = parameter == .start ? x : 1
    let rest = parameter == .ballRestDegrees ? x : 90
    let duration = parameter == .duration ? x : 4
    let spin = RouletteWheelSpin.landing(
      on: pocket, currentAngle: current, start: start, ballRestDegrees: rest, duration: duration)
    #expect(spin.from == (current.isFinite ? current : 0))
    #expect(spin.start == (start.isFinite ? start : 0))
    #expect(spin.duration == (duration.isFinite && duration > 0 ? duration : 0))
    #expect(spin.to.isFinite && spin.end.isFinite && spin.rotation(at: .infinity) == spin.to)
    let huge = input == .hugePositive || input == .hugeNegative
    if huge && parameter != .start && parameter != .duration { return }
    let wantRest = rest.isFinite ? rest : 0
    let misalignment = Foundation.remainder(pocket.degrees + spin.to - wantRest, 360)
    #expect(abs(misalignment) <= 1e-9)
    #expect(spin.totalDegrees >= 720 && spin.totalDegrees < 1080)
  }

  /// `landing(on:…, turns:)`: negative turns (−1, `Int.min`) count as 0, `Int.max` as
  /// `maximumTurns` (10⁶), and the pocket still lines up exactly.
  @Test(arguments: HostileInt.allCases)
  func landingTurns(turns: HostileInt) {
    let pocket = RouletteWheelType.doubleZero.pockets[19]
    let spin = RouletteWheelSpin.landing(on: pocket, currentAngle: 40, start: 0, turns: turns.value)
    let whole = turns == .max ? 360.0 * Double(RouletteWheelSpin.maximumTurns) : 0
    #expect(spin.totalDegrees >= whole && spin.totalDegrees < whole + 360)
    #expect(abs(Foundation.remainder(pocket.degrees + spin.to, 360)) <= 1e-6)
    #expect(RouletteWheelSpin.maximumTurns == 1_000_000)
  }
}
