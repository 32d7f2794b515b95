import EffectMath
import Foundation
import GSL
import ProofEngine

/// The `wheel.*` proofs: the roulette wheel's spin (`RouletteWheelSpin`) and its motion blur
/// (`WheelBlur`) against GSL oracles and the article's numbers (article 002, "Frantic",
/// "SwiftUI Won't Tell You How Fast", "The Phone Said No").
///
/// | id | oracle |
/// |---|---|
/// | `wheel.onlySlows` | speed at p + h ≤ speed at p; GSL central derivative of the speed |
/// | `wheel.peakSpeed` | the article's 0.8–1.2 rev/s band; the sampled maximum |
/// | `wheel.velocityMatchesDerivative` | GSL central derivative of the rotation |
/// | `wheel.velocityIntegratesToTurn` | GSL QAGS of the speed |
/// | `wheel.endsOnEndPose` | exact end pose; the pocket under the ball |
/// | `wheel.blurOffThreshold` | GSL Brent on the blur's on/off switch |
/// | `wheel.blurSwitchesOffOnce` | GSL Brent on speed = threshold |
/// | `wheel.blurAtOneRevolution` | the closed form ω · π/180 · shutter |
/// | `wheel.blurPromise`, `wheel.ballBlurPromise` | promise sweep + GSL Nelder–Mead and Brent |
///
/// Landings are every pocket of all three wheel types from three start angles (342 spins).
/// Margins are in each check's own unit, named in its fact.
public enum WheelProofs {
  /// The wheel proofs for `wheel`.
  public static func proofs(for wheel: WheelConfig) -> [any Proof] {
    let landings = FiniteSetDomain(WheelLanding.all(wheel), orElse: WheelLanding.first(wheel))
    return [
      onlySlows(curve: wheel.curve, name: curveName(wheel)),
      peakSpeed(landings),
      velocityMatchesDerivative(landings),
      velocityIntegratesToTurn(landings),
      endsOnEndPose(landings),
      blurOffThreshold(wheel),
      blurSwitchesOffOnce(landings, wheel: wheel),
      blurAtOneRevolution(wheel),
      blurPromise(wheel),
      ballBlurPromise(wheel),
    ]
  }

  /// `bezier(x₁, y₁)(x₂, y₂)` for the configured curve (its description when it is not a
  /// Bézier).
  static func curveName(_ wheel: WheelConfig) -> String {
    guard let (a, b) = wheel.curve.controlPoints else { return "\(wheel.curve)" }
    return
      "bezier(\(FactText.number(a.x)), \(FactText.number(a.y)))(\(FactText.number(b.x)), \(FactText.number(b.y)))"
  }

  /// The start angles of the landing spins, in degrees.
  static let startAngles = [0.0, 137.5, 271.25]
}

/// One landing spin: a pocket, the angle the wheel shows when the spin starts, and the spin
/// `RouletteWheelSpin.landing(on:…)` builds for them with the configured curve.
struct WheelLanding: Sendable, Equatable, CustomStringConvertible {
  let pocket: RoulettePocket
  let currentAngle: Double
  let spin: RouletteWheelSpin

  var description: String {
    "\(pocket.wheel.rawValue) \"\(pocket.label)\" from \(currentAngle)°"
  }

  /// A landing with a given spin (tests use it to sabotage the spin).
  init(pocket: RoulettePocket, currentAngle: Double, spin: RouletteWheelSpin) {
    self.pocket = pocket
    self.currentAngle = currentAngle
    self.spin = spin
  }

  /// The landing `RouletteWheelSpin.landing(on:…)` builds with `wheel`'s turns, duration
  /// and curve, starting at 10 s.
  init(pocket: RoulettePocket, currentAngle: Double, wheel: WheelConfig) {
    self.pocket = pocket
    self.currentAngle = currentAngle
    spin = RouletteWheelSpin.landing(
      on: pocket, currentAngle: currentAngle, start: 10, turns: wheel.turns,
      duration: wheel.spinDuration, curve: wheel.curve)
  }

  /// Every pocket of all three wheel types (the configured type first) × the start angles.
  static func all(_ wheel: WheelConfig) -> [WheelLanding] {
    let types = [wheel.wheelType] + RouletteWheelType.allCases.filter { $0 != wheel.wheelType }
    return types.flatMap { type in
      type.pockets.flatMap { pocket in
        WheelProofs.startAngles.map { WheelLanding(pocket: pocket, currentAngle: $0, wheel: wheel) }
      }
    }
  }

  /// Pocket "0" of the configured wheel from 0°.
  static func first(_ wheel: WheelConfig) -> WheelLanding {
    WheelLanding(
      pocket: wheel.wheelType.pockets[0], currentAngle: 0, wheel: wheel)
  }
}

// MARK: - Spin

extension WheelProofs {
  /// `wheel.onlySlows` for `curve`: over progress p = 0, h, 2h, … 1 − h (a grid, so the
  /// first failing case is the first increase), the speed at p + h is at most the speed at p,
  /// and on 0.01 … 0.99 GSL's central derivative of the speed is at most 0.
  static func onlySlows(curve: TimingCurve, name: String, step: Double = 0.001)
    -> PropertyProof<IntervalDomain<Double>>
  {
    PropertyProof(
      id: "wheel.onlySlows",
      title: "The wheel's spin only slows down",
      fact:
        """
        The wheel spins on UnitCurve.bezier (0.3, 0.48)(0.7, 1) and only slows down; the \
        article's first curve, (0.25, 0.4)(0.6, 1), went 1.60, 1.61, 1.59 and was caught \
        speeding up. Checked for \(name): velocity(at: p + \(FactText.number(step))) ≤ \
        velocity(at: p) on a grid of p, and GSL's central derivative of the velocity ≤ 10⁻⁹ on \
        0.01 … 0.99. Margin: the rise in slope (curve units) or GSL's dv/dp.
        """,
      domain: IntervalDomain(0.0...(1 - step), grid: .step(step)),
      strategy: .grid
    ) { p in
      let here = curve.velocity(at: p)
      let next = curve.velocity(at: min(p + step, 1))
      var outcomes: [PropertyOutcome] = [
        .expect(
          next - here, atMost: 0,
          "\(name) speeds up from \(here) at p = \(p) to \(next) at p = \(p + step)")
      ]
      if p >= 0.01, p <= 0.99 {
        do throws(GSLError) {
          let slope = try Differentiation.central(at: p, step: 1e-4) { curve.velocity(at: $0) }
          outcomes.append(
            .expect(slope.value, atMost: 1e-9, "\(name): GSL's dv/dp is \(slope.value) at p = \(p)")
          )
        } catch {
          return TimingProofs.oracleFailed(error, "\(name): dv/dp at \(p)")
        }
      }
      return .all(outcomes)
    }
  }

  /// `wheel.peakSpeed` over `landings`.
  static func peakSpeed(_ landings: FiniteSetDomain<WheelLanding>)
    -> PropertyProof<FiniteSetDomain<WheelLanding>>
  {
    PropertyProof(
      id: "wheel.peakSpeed",
      title: "Every landing peaks at 0.8–1.2 rev/s",
      fact:
        """
        The wheel now peaks around 0.8 to 1.2 revolutions a second (it used to peak near 2,500 \
        °/s); a test checks the peak for every landing. Every pocket of all three wheel types \
        from three start angles: the fastest of 401 sampled speeds and the start speed are in \
        [0.8, 1.2] rev/s (10⁻⁹ slack for the exact 720° turn), and the start is the fastest. \
        Margin in rev/s.
        """,
      domain: landings,
      strategy: .grid
    ) { landing in
      let spin = landing.spin
      let startSpeed = spin.revolutionsPerSecond(at: spin.start)
      var sampled = 0.0
      for k in 0...400 {
        sampled = max(
          sampled, spin.revolutionsPerSecond(at: spin.start + spin.duration * Double(k) / 400))
      }
      return .all([
        .expect(startSpeed, atLeast: 0.8 - 1e-9, "\(landing): peak \(startSpeed) rev/s"),
        .expect(startSpeed, atMost: 1.2, "\(landing): peak \(startSpeed) rev/s"),
        sampled <= startSpeed + 1e-12
          ? .pass : .fail("\(landing): \(sampled) rev/s after the start", margin: 1),
      ])
    }
  }

  /// `wheel.velocityMatchesDerivative` over `landings` × progress.
  static func velocityMatchesDerivative(_ landings: FiniteSetDomain<WheelLanding>)
    -> PropertyProof<ProductDomain2<FiniteSetDomain<WheelLanding>, IntervalDomain<Double>>>
  {
    PropertyProof(
      id: "wheel.velocityMatchesDerivative",
      title: "The spin's speed is the derivative of its rotation",
      fact:
        """
        SwiftUI won't tell you how fast: the spin is driven by hand and degreesPerSecond is (to \
        − from) · velocity(at:) / duration; one of the article's tests checks it against a \
        finite-difference slope of rotation(at:). Here GSL's central derivative (step 10⁻³ s) \
        of rotation(at:) at progress 0.02 … 0.98 of every landing, to 10⁻⁷ · max(1, |ω|) plus \
        10 × GSL's error estimate. Margin: error ÷ tolerance − 1.
        """,
      domain: ProductDomain2(landings, IntervalDomain(0.02...0.98, grid: .points(7))),
      strategy: .grid
    ) { landing, u in
      let spin = landing.spin
      let t = spin.start + u * spin.duration
      let estimate: DerivativeEstimate
      do throws(GSLError) {
        estimate = try Differentiation.central(at: t, step: 1e-3) { spin.rotation(at: $0) }
      } catch {
        return TimingProofs.oracleFailed(error, "\(landing) at t = \(t)")
      }
      let speed = spin.degreesPerSecond(at: t)
      return TimingProofs.within(
        abs(speed - estimate.value),
        1e-7 * max(1, abs(estimate.value)) + 10 * estimate.absoluteError,
        "\(landing) at progress \(u): \(speed) °/s, GSL \(estimate.value)")
    }
  }

  /// `wheel.velocityIntegratesToTurn` over `landings` × the end of the integral.
  static func velocityIntegratesToTurn(_ landings: FiniteSetDomain<WheelLanding>)
    -> PropertyProof<ProductDomain2<FiniteSetDomain<WheelLanding>, FiniteSetDomain<Double>>>
  {
    PropertyProof(
      id: "wheel.velocityIntegratesToTurn",
      title: "The spin's speed integrates to its turn",
      fact:
        """
        The article's second spin test integrates the speed back to the whole turn: two turns \
        plus the offset. GSL QAGS of degreesPerSecond from the start to progress u ∈ {¼, ½, ¾, \
        1} equals rotation(u) − from, and at u = 1 the total to − from, for every landing; \
        tolerance 10⁻⁹ · turn plus twice QAGS's error estimate. Margin: error ÷ tolerance − 1.
        """,
      domain: ProductDomain2(
        landings, FiniteSetDomain([1.0, 0.25, 0.5, 0.75], orElse: 1.0)),
      strategy: .grid
    ) { landing, u in
      let spin = landing.spin
      let upper = spin.start + u * spin.duration
      let integral: IntegrationResult
      do throws(GSLError) {
        integral = try Integration.qags(
          from: spin.start, to: upper, absoluteTolerance: 1e-10, relativeTolerance: 1e-12
        ) { spin.degreesPerSecond(at: $0) }
      } catch {
        return TimingProofs.oracleFailed(error, "\(landing) up to progress \(u)")
      }
      let change = u == 1 ? spin.totalDegrees : spin.rotation(at: upper) - spin.from
      return TimingProofs.within(
        abs(integral.value - change), 1e-9 * spin.totalDegrees + 2 * integral.absoluteError,
        "\(landing) to progress \(u): ∫ speed = \(integral.value), turn \(change)")
    }
  }

  /// `wheel.endsOnEndPose` over `landings`.
  static func endsOnEndPose(_ landings: FiniteSetDomain<WheelLanding>)
    -> PropertyProof<FiniteSetDomain<WheelLanding>>
  {
    PropertyProof(
      id: "wheel.endsOnEndPose",
      title: "Every spin ends exactly on its end pose, with the chosen pocket under the ball",
      fact:
        """
        The engine picks the pocket before the spin, and a stopped clock draws the exact end \
        pose: rotation(at: end) and later is exactly endRotation, the speed there is 0, and the \
        chosen pocket's centre sits at the ball's rest direction (12 o'clock) to 10⁻⁹° and is \
        the pocket found there, for every pocket of all three wheels from three start angles. \
        Margin: the pocket's misalignment in degrees minus 10⁻⁹.
        """,
      domain: landings,
      strategy: .grid
    ) { landing in
      let spin = landing.spin
      var misalignment = (landing.pocket.degrees + spin.endRotation)
        .truncatingRemainder(dividingBy: 360)
      if misalignment < 0 { misalignment += 360 }
      misalignment = min(misalignment, 360 - misalignment)
      var outcomes: [PropertyOutcome] = [
        .expect(misalignment, atMost: 1e-9, "\(landing): the pocket ends \(misalignment)° off")
      ]
      for t in [spin.end, spin.end + 0.5, spin.end + 100]
      where spin.rotation(at: t) != spin.endRotation {
        outcomes.append(
          .fail(
            "\(landing): rotation \(spin.rotation(at: t)) at \(t), not \(spin.endRotation)",
            margin: 1))
      }
      if spin.degreesPerSecond(at: spin.end) != 0 {
        outcomes.append(.fail("\(landing): still turning at the end", margin: 1))
      }
      let found = landing.pocket.wheel.pocket(
        atScreenDegrees: 0, wheelRotationDegrees: spin.endRotation)
      if found != landing.pocket {
        outcomes.append(
          .fail("\(landing): the ball rests on \(found?.label ?? "nothing")", margin: 1))
      }
      return .all(outcomes)
    }
  }
}
