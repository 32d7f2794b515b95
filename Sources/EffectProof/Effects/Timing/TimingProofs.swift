import EffectMath
import Foundation
import GSL
import ProofEngine

/// The `timing.*` and `spring.*` proofs: `TimingCurve` and `DampedSpring` (EffectMath's
/// versions of SwiftUI's `UnitCurve` and `Spring`) against GSL oracles.
///
/// | id | oracle |
/// |---|---|
/// | `timing.valueMatchesRootSolve` | GSL Brent on x(t) = p, then y(t); circular curves: closed form |
/// | `timing.velocityMatchesDerivative` | GSL central derivative of the value |
/// | `timing.velocityIntegratesToChange` | GSL QAGS of the velocity |
/// | `timing.wheelCurveOnlySlows` | GSL derivative and Brent maximum of the velocity |
/// | `spring.closedFormMatchesODE` | GSL `odeiv2` rk8pd |
/// | `spring.conversionsRoundTrip` | GSL Brent inverting SwiftUI's conversion formulas |
/// | `spring.settlingDuration` | GSL Brent on the band edge and on the velocity's zeros |
/// | `spring.seedSprings` | GSL Brent maximum of the motion; the settling oracle |
///
/// Margins are in units of each check's tolerance: a case's margin is error ÷ tolerance − 1,
/// so −0.4 means 60 % of the tolerance was used. The wheel proof, which checks signs rather
/// than errors, says what its margin measures in its fact.
public enum TimingProofs {
  /// Every `timing.*` proof: the presets and the wheel's curves against independent oracles.
  public static func proofs() -> [any Proof] {
    var proofs: [any Proof] = []
    if let curves = FiniteSetDomain(TimingSubject.catalogue) {
      proofs.append(valueMatchesRootSolve(curves))
      proofs.append(velocityMatchesDerivative(curves))
      proofs.append(velocityIntegratesToChange(curves))
    }
    if let wheels = FiniteSetDomain(WheelExpectation.article),
      let samples = FiniteSetDomain(wheelSampleCounts)
    {
      proofs.append(wheelCurveOnlySlows(wheels, samples: samples))
    }
    return proofs
  }

  /// Every `spring.*` proof: the closed forms against GSL's ODE driver, the conversions, the
  /// settling duration, and the springs `cards` configures.
  public static func springProofs(_ cards: CardsConfig) -> [any Proof] {
    var proofs: [any Proof] = [closedFormMatchesODE(), conversionsRoundTrip(), settlingDuration()]
    if let seeds = FiniteSetDomain(SeedSpring.cards(cards)) {
      proofs.append(seedSprings(seeds))
    }
    return proofs
  }

  // MARK: - Shared

  /// `error ≤ tolerance`, measured as the share of the tolerance used: the margin is
  /// error ÷ tolerance − 1. A failing outcome notes `context` and both numbers.
  static func within(
    _ error: Double, _ tolerance: Double, _ context: @autoclosure () -> String
  ) -> PropertyOutcome {
    var outcome = PropertyOutcome.expect(error / tolerance, atMost: 1)
    if outcome.verdict == .fail {
      outcome.note = "\(context()): |Δ| = \(error), tolerance \(tolerance)"
    }
    return outcome
  }

  /// A failure caused by a GSL error in the oracle.
  static func oracleFailed(_ error: GSLError, _ context: String) -> PropertyOutcome {
    .fail("\(context): GSL failed: \(error)", margin: .infinity)
  }
}

// MARK: - Curves

extension TimingProofs {
  /// The curves' case domain: each subject × progress.
  typealias CurveDomain = ProductDomain2<FiniteSetDomain<TimingSubject>, TimingProgressDomain>

  /// The tolerance of `timing.valueMatchesRootSolve`: `absolute + slopeFactor·|dy/dx|` plus
  /// the oracle's own uncertainty; `vertical` where the slope is infinite.
  struct ValueTolerance: Sendable {
    /// The floor, for slopes near 0.
    var absolute = 1e-12
    /// Rounding x by about 10⁻¹⁶ moves the value by |dy/dx|·10⁻¹⁶: the problem's conditioning.
    var slopeFactor = 4e-16
    /// At a vertical tangent the value is still defined to about √(10⁻¹⁶) = 10⁻⁸.
    var vertical = 1e-7
  }

  /// `timing.valueMatchesRootSolve` over `curves`.
  static func valueMatchesRootSolve(
    _ curves: FiniteSetDomain<TimingSubject>, tolerance: ValueTolerance = ValueTolerance()
  ) -> PropertyProof<CurveDomain> {
    PropertyProof(
      id: "timing.valueMatchesRootSolve",
      title: "Timing curves give y at the point whose x is the progress",
      fact:
        """
        UnitCurve.value(at: p) is y(t) at the t with x(t) = p, for every named curve and the \
        roulette article's bezier(0.3, 0.48)(0.7, 1) and bezier(0.25, 0.4)(0.6, 1); the \
        circular curves are 1 − √(1 − x²), √(1 − (1 − x)²) and their halves. Tolerance \
        \(FactText.scientific(tolerance.absolute)) + \
        \(FactText.scientific(tolerance.slopeFactor))·|dy/dx| (the conditioning of x(t) = p) \
        plus the oracle's residual; \(FactText.scientific(tolerance.vertical)) at a vertical \
        tangent.
        """,
      domain: ProductDomain2(curves, TimingProgressDomain(steps: 400)),
      strategy: .sequence([.grid, .sobol(count: 2048)]),
      coverage: [
        CoverageRequirement("progress below 0.05", atLeast: 0.03) { $0.1 < 0.05 },
        CoverageRequirement("progress above 0.95", atLeast: 0.03) { $0.1 > 0.95 },
      ]
    ) { subject, p in
      let reference: TimingReferencePoint
      do throws(GSLError) {
        reference = try subject.reference.evaluate(at: p)
      } catch {
        return oracleFailed(error, "\(subject) at p = \(p)")
      }
      let slope = abs(reference.slope)
      let bound =
        slope.isFinite
        ? tolerance.absolute + tolerance.slopeFactor * slope + 2 * reference.uncertainty
        : tolerance.vertical
      let value = subject.value(p)
      return within(
        abs(value - reference.value), bound,
        "\(subject) at p = \(p): value \(value), oracle \(reference.value)")
    }
  }

  /// The tolerance of `timing.velocityMatchesDerivative`: `relative·max(1, |v|)` plus
  /// `errorFactor` times GSL's own error estimate.
  struct VelocityTolerance: Sendable {
    /// Relative to the slope (at least 1).
    var relative = 1e-8
    /// Multiples of `gsl_deriv_central`'s error estimate.
    var errorFactor = 10.0
  }

  /// `timing.velocityMatchesDerivative` over `curves`.
  static func velocityMatchesDerivative(
    _ curves: FiniteSetDomain<TimingSubject>,
    tolerance: VelocityTolerance = VelocityTolerance()
  ) -> PropertyProof<ProductDomain2<FiniteSetDomain<TimingSubject>, IntervalDomain<Double>>> {
    PropertyProof(
      id: "timing.velocityMatchesDerivative",
      title: "Timing curves' velocity is the derivative of their value",
      fact:
        """
        UnitCurve.velocity(at: p) is dy/dx, the derivative of value(at:), for every named curve \
        and the article's two wheel curves, on 0.01…0.99 away from kinks and vertical tangents \
        (within 0.02 of ½ for the circular in-out curves) and from x′(t) < 0.05. Tolerance \
        \(FactText.scientific(tolerance.relative))·max(1, |v|) plus \
        \(FactText.number(tolerance.errorFactor, digits: 5)) times GSL's error estimate.
        """,
      domain: ProductDomain2(curves, IntervalDomain(0.01...0.99, grid: .step(0.01))),
      strategy: .sequence([.grid, .sobol(count: 1024)]),
      coverage: [
        CoverageRequirement("progress below 0.1", atLeast: 0.05) { $0.1 < 0.1 },
        CoverageRequirement("progress above 0.9", atLeast: 0.05) { $0.1 > 0.9 },
      ]
    ) { subject, p in
      switch subject.reference {
      case .circular(let circle) where circle.turnsAtHalf && abs(p - 0.5) < 0.02:
        return .discard
      case .bezier:
        let point: TimingReferencePoint
        do throws(GSLError) {
          point = try subject.reference.evaluate(at: p)
        } catch {
          return oracleFailed(error, "\(subject) at p = \(p)")
        }
        if point.slopeX < 0.05 { return .discard }
      default:
        break
      }
      let estimate: DerivativeEstimate
      do throws(GSLError) {
        estimate = try Differentiation.central(at: p, step: 1e-4) { subject.value($0) }
      } catch {
        return oracleFailed(error, "\(subject) at p = \(p)")
      }
      let velocity = subject.velocity(p)
      let bound =
        tolerance.relative * max(1, abs(estimate.value))
        + tolerance.errorFactor * estimate.absoluteError
      return within(
        abs(velocity - estimate.value), bound,
        "\(subject) at p = \(p): velocity \(velocity), GSL derivative \(estimate.value)")
    }
  }

  /// `timing.velocityIntegratesToChange` over `curves`, to `tolerance` plus twice QAGS's
  /// error estimate.
  static func velocityIntegratesToChange(
    _ curves: FiniteSetDomain<TimingSubject>, tolerance: Double = 1e-11
  ) -> PropertyProof<ProductDomain2<FiniteSetDomain<TimingSubject>, IntervalDomain<Double>>> {
    PropertyProof(
      id: "timing.velocityIntegratesToChange",
      title: "Timing curves' velocity integrates to the change in value",
      fact:
        """
        ∫₀ᵘ velocity(at: p) dp = value(at: u) − value(at: 0), so over [0, 1] the velocity \
        integrates to 1, for every named curve and the article's two wheel curves, with u = 0.1 \
        … 1. QAGS is split at ½, where the circular in-out curves are vertical, and the \
        substitution p = a + (b − a)·(1 − cos πw)/2 on each piece removes the integrable 1/√ \
        singularities at vertical tangents. Tolerance \(FactText.scientific(tolerance)) plus \
        twice QAGS's error estimate.
        """,
      domain: ProductDomain2(curves, IntervalDomain(0.1...1.0, grid: .step(0.1))),
      strategy: .sequence([.grid, .sobol(count: 128)]),
      coverage: [
        CoverageRequirement("u above 0.9", atLeast: 0.05) { $0.1 > 0.9 }
      ]
    ) { subject, upper in
      var total = 0.0
      var estimatedError = 0.0
      let pieces = upper > 0.5 ? [(0.0, 0.5), (0.5, upper)] : [(0.0, upper)]
      for (lower, end) in pieces {
        // p = lower + (end − lower)·(1 − cos πw)/2 removes the 1/√ singularities at the ends
        // (vertical tangents, x′ = 0) without changing the integral.
        let width = end - lower
        do throws(GSLError) {
          let integral = try Integration.qags(
            from: 0, to: 1, absoluteTolerance: 1e-12, relativeTolerance: 1e-12
          ) { w in
            let p = lower + width * (1 - cos(Double.pi * w)) / 2
            return subject.velocity(p) * width * Double.pi / 2 * sin(Double.pi * w)
          }
          total += integral.value
          estimatedError += integral.absoluteError
        } catch {
          return oracleFailed(error, "\(subject) over [\(lower), \(end)]")
        }
      }
      let change = subject.value(upper) - subject.value(0)
      return within(
        abs(total - change), tolerance + 2 * estimatedError,
        "\(subject) over [0, \(upper)]: ∫ velocity = \(total), change in value \(change)")
    }
  }
}
