import EffectMath
import Foundation
import GSL
import ProofEngine

/// What the roulette article says about one wheel curve: whether it only slows, the slope it
/// starts with, and the deceleration check under test.
struct WheelExpectation: Sendable, Equatable, CustomStringConvertible {
  /// The curve and its Bernstein reference.
  let subject: TimingSubject
  /// `true`: the check must pass and GSL must find the velocity falling everywhere. `false`:
  /// the check must fail before the velocity's peak, which GSL must find above the start.
  let onlySlows: Bool
  /// The slope at p = 0 the article reads off the curve.
  let startSlope: Double
  /// The smallest rise of the velocity above its start that counts as speeding up.
  let minimumRise: Double
  /// The check under test with a number of samples (normally
  /// `TimingCurve.isMonotonicallyDecelerating(samples:)`).
  let check: @Sendable (Int) -> DecelerationCheck

  /// The curve's name and what is expected of it.
  var description: String { "\(subject) \(onlySlows ? "only slows" : "speeds up")" }

  static func == (lhs: WheelExpectation, rhs: WheelExpectation) -> Bool {
    lhs.subject == rhs.subject && lhs.onlySlows == rhs.onlySlows
  }

  /// The article's final curve, which only slows, and its first attempt, which the check must
  /// catch speeding up near the start; both start at slope 1.6.
  static let article: [WheelExpectation] = [
    WheelExpectation(
      subject: .wheel, onlySlows: true, startSlope: 1.6, minimumRise: 1e-3,
      check: { samples in
        // The shipped curve itself, not a copy of its control points.
        RouletteWheelSpin.slowingCurve.isMonotonicallyDecelerating(samples: samples)
      }),
    WheelExpectation(
      subject: .rejectedWheel, onlySlows: false, startSlope: 1.6, minimumRise: 1e-3,
      check: { samples in
        TimingCurve.bezier(startControlPoint: [0.25, 0.4], endControlPoint: [0.6, 1])
          .isMonotonicallyDecelerating(samples: samples)
      }),
  ]
}

extension TimingProofs {
  /// The sample counts the deceleration check runs with: its default first.
  static let wheelSampleCounts = [1000, 100, 250, 500, 2000]

  /// `timing.wheelCurveOnlySlows` for `wheels`, with the check run at each of `samples`.
  static func wheelCurveOnlySlows(
    _ wheels: FiniteSetDomain<WheelExpectation>, samples: FiniteSetDomain<Int>
  ) -> PropertyProof<ProductDomain2<FiniteSetDomain<WheelExpectation>, FiniteSetDomain<Int>>> {
    PropertyProof(
      id: "timing.wheelCurveOnlySlows",
      title: "The wheel's curve only slows; the rejected curve is caught speeding up",
      fact:
        """
        The roulette wheel spins on bezier(0.3, 0.48)(0.7, 1), which starts at slope 1.6 and \
        only slows: isMonotonicallyDecelerating holds, and GSL's central derivative of the \
        velocity is negative at p = 0.01 … 0.99. The article's first curve, bezier(0.25, \
        0.4)(0.6, 1), also starts at 1.6 but speeds up (1.60, 1.61, 1.59): the check is caught \
        failing near the start, at or before the velocity's peak (p ≈ 0.042, 1.6085) that GSL's \
        Brent maximisation finds. Checked with 100 to 2000 samples. Margins: the share of the \
        10⁻¹² start-slope tolerance, the largest dv/dp (wheel), first failure − peak progress \
        (rejected curve).
        """,
      domain: ProductDomain2(wheels, samples),
      strategy: .grid
    ) { wheel, count in
      wheelOutcome(wheel, samples: count)
    }
  }

  /// The checks of one wheel curve with `samples` samples.
  static func wheelOutcome(_ wheel: WheelExpectation, samples: Int) -> PropertyOutcome {
    let check = wheel.check(samples)
    var outcomes = [
      within(
        abs(check.startVelocity - wheel.startSlope), 1e-12,
        "\(wheel.subject): the check starts at \(check.startVelocity), not \(wheel.startSlope)")
    ]
    if case .bezier(let curve) = wheel.subject.reference {
      outcomes.append(
        within(
          abs(curve.y1 / curve.x1 - wheel.startSlope), 1e-12,
          "\(wheel.subject): y₁/x₁ = \(curve.y1 / curve.x1), not \(wheel.startSlope)"))
    }
    let summary: String
    if wheel.onlySlows {
      if !check.holds {
        outcomes.append(
          .fail(
            "\(wheel.subject) with \(samples) samples: the check finds it speeding up at p = \(check.firstFailure ?? .nan)",
            margin: 1))
      }
      var steepest = -Double.infinity
      var steepestAt = 0.0
      for index in 1...99 {
        let p = Double(index) / 100
        do throws(GSLError) {
          let slope = try Differentiation.central(at: p, step: 1e-4) { wheel.subject.velocity($0) }
          if slope.value > steepest {
            steepest = slope.value
            steepestAt = p
          }
        } catch {
          return oracleFailed(error, "\(wheel.subject): dv/dp at \(p)")
        }
      }
      outcomes.append(
        .expect(
          steepest, atMost: 0,
          "\(wheel.subject): GSL's dv/dp is \(steepest) at p = \(steepestAt): it speeds up"))
      summary =
        "\(wheel.subject), \(samples) samples: holds \(check.holds), starts at \(FactText.number(check.startVelocity, digits: 5)), largest GSL dv/dp \(FactText.number(steepest, digits: 5)) at p = \(steepestAt)"
    } else {
      let peak: ExtremumResult
      do throws(GSLError) {
        peak = try Minimization.maximum(between: 0, and: 0.3, absoluteTolerance: 1e-7) {
          wheel.subject.velocity($0)
        }
      } catch {
        return oracleFailed(error, "\(wheel.subject): GSL found no peak of the velocity")
      }
      outcomes.append(
        .expect(
          peak.value - check.startVelocity, atLeast: wheel.minimumRise,
          "\(wheel.subject): GSL's peak \(peak.value) does not rise above the start \(check.startVelocity)"
        ))
      if let failure = check.firstFailure, !check.holds {
        outcomes.append(
          .expect(
            failure, atMost: peak.location,
            "\(wheel.subject) with \(samples) samples: first failure at p = \(failure), after the peak at \(peak.location)"
          ))
      } else {
        outcomes.append(
          .fail(
            "\(wheel.subject) with \(samples) samples: the check misses the rise to \(peak.value) at p = \(peak.location)",
            margin: 1))
      }
      summary =
        "\(wheel.subject), \(samples) samples: holds \(check.holds), first failure at p = \(check.firstFailure ?? .nan), GSL peak \(FactText.number(peak.value, digits: 6)) at p = \(FactText.number(peak.location, digits: 3))"
    }
    var outcome = PropertyOutcome.all(outcomes)
    if outcome.verdict == .pass { outcome.note = summary }
    return outcome
  }
}
