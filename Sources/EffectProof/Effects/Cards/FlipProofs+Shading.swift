import EffectMath
import Foundation
import GSL
import ProofEngine

extension FlipProofs {
  // MARK: - flip.shadingContinuous

  static let shadingContinuousFact =
    "Table article: CardFlipShading works out brightness and a moving glint from the angle "
    + "alone each frame; both faces share it, so nothing jumps when the opacities swap at 90°."

  /// `flip.shadingContinuous` for a brightness and a glint (angle in degrees, unit x on the
  /// face) with darkening D, glint peak P and glint half-width w.
  ///
  /// Oracles, written out: the closed forms `−D (1 − |cos θ|)` and `P |sin θ| · b((x − c) / w)`
  /// with `c = −w + (1 + 2w) (θ mod 180) / 180`, `b(z) = (1 − z²)²` inside the band, on the
  /// exact remainder of θ; the Lipschitz bounds `D π / 180` and
  /// `P (π / 180 + (8 / (3√3)) (1 + 2w) / (180 w))` per degree, checked as difference
  /// quotients over h = 0.001°, 0.25° and 2°, and against GSL's central difference where θ is
  /// at least 0.01° from a multiple of 90 (the kinks), where the brightness's derivative must
  /// also match `−D sgn(cos θ) sin θ · π / 180`.
  ///
  /// Cases: θ in −360…360 every ½° with the multiples of 90 to 2 ulps × x in −0.25…1.25 every
  /// ¼ with 0, ½, 1 to the ulp, plus Sobol points and edges with non-finite values. Headline
  /// margin: the largest difference quotient or derivative as a fraction of its Lipschitz
  /// bound, minus 1.
  static func shadingContinuous(
    maxDarkening: Double, glintPeak: Double, glintHalfWidth: Double,
    brightness: @escaping @Sendable (_ degrees: Double) -> Double,
    glint: @escaping @Sendable (_ degrees: Double, _ x: Double) -> Double
  ) -> any Proof {
    let d = maxDarkening
    let p = glintPeak
    let w = glintHalfWidth
    let brightnessBound = d * Double.pi / 180
    let glintBound = p * (Double.pi / 180 + 8 / (3 * 3.0.squareRoot()) * (1 + 2 * w) / (180 * w))
    let angles = CardThresholdDomain(
      -360...360, step: 0.5, thresholds: [-360, -270, -180, -90, 0, 90, 180, 270, 360], ulps: 2,
      far: [1e6 + 90, 1e300, -1e300])
    let xs = CardThresholdDomain(-0.25...1.25, step: 0.25, thresholds: [0, 0.5, 1])
    let steps = [0.001, 0.25, 2.0]
    // Typed on its own: inside the PropertyProof call the closure took 24 s to type-check.
    let property: @Sendable ((Double, Double)) -> PropertyOutcome = { point in
      let (degrees, x) = point
      let expectedBrightness = closedBrightness(degrees, d)
      let expectedGlint = closedGlint(degrees, x, p, w)
      var checks: [PropertyOutcome] = [
        CardProofCheck.agree(brightness(degrees), expectedBrightness, within: 1e-12, "brightness"),
        CardProofCheck.agree(glint(degrees, x), expectedGlint, within: 1e-12, "glint"),
      ]
      guard degrees.isFinite, x.isFinite else {
        checks.append(
          CardProofCheck.require(
            brightness(degrees).isFinite && glint(degrees, x).isFinite,
            "non-finite shading at (\(degrees), \(x))"))
        return .all(checks)
      }
      var worst = 0.0
      var worstNote = ""
      for h in steps where (degrees + h) != degrees {
        let span = (degrees + h) - degrees
        let db = abs(brightness(degrees + h) - brightness(degrees)) / span
        let dg = abs(glint(degrees + h, x) - glint(degrees, x)) / span
        let fractions: [(Double, String)] = [
          (db / brightnessBound, "brightness quotient h = \(h)"),
          (dg / glintBound, "glint quotient h = \(h)"),
        ]
        for (fraction, note) in fractions where !(fraction <= worst) {
          worst = fraction
          worstNote = note
        }
      }
      if abs(degrees) <= 1e5, abs(remainder(degrees, 90)) > 0.01 {
        let derivative: DerivativeEstimate
        let glintDerivative: DerivativeEstimate
        do throws(GSLError) {
          derivative = try Differentiation.central(at: degrees, step: 1e-3) { brightness($0) }
          glintDerivative = try Differentiation.central(at: degrees, step: 1e-3) { glint($0, x) }
        } catch {
          checks.append(TimingProofs.oracleFailed(error, "brightness′ and glint′ at \(degrees)°"))
          return .all(checks)
        }
        let radians = remainder(degrees, 360) * (Double.pi / 180)
        let sign: Double = cos(radians) < 0 ? -1 : 1
        let closedSlope = -d * sign * sin(radians) * (Double.pi / 180)
        checks.append(
          CardProofCheck.agree(
            derivative.value, closedSlope, within: 10 * derivative.absoluteError + 1e-10,
            "brightness′ (GSL)"))
        let fractions: [(Double, String)] = [
          (
            (abs(derivative.value) - derivative.absoluteError) / brightnessBound,
            "brightness′ (GSL)"
          ),
          (
            (abs(glintDerivative.value) - glintDerivative.absoluteError) / glintBound,
            "glint′ (GSL)"
          ),
        ]
        for (fraction, note) in fractions where !(fraction <= worst) {
          worst = fraction
          worstNote = note
        }
      }
      checks.insert(
        .expect(worst, atMost: 1 + 1e-9, "\(worstNote) as a fraction of its Lipschitz bound"),
        at: 0)
      return .all(checks)
    }
    return PropertyProof(
      id: "flip.shadingContinuous",
      title: "The flip's brightness and glint never jump, not even at the swap",
      fact: shadingContinuousFact, domain: ProductDomain2(angles, xs),
      strategy: .sequence([
        .grid, .sobol(count: 3000),
        .edgeBiased(count: 1500, edgeShare: 0.3, includeNonFinite: true),
      ]),
      coverage: [
        CoverageRequirement("within 1° of the swap at ±90", atLeast: 0.005) { degrees, _ in
          abs(abs(degrees) - 90) < 1
        },
        CoverageRequirement("on the face (0 ≤ x ≤ 1)", atLeast: 0.5) { _, x in (0...1).contains(x)
        },
      ],
      property: property)
  }

  /// `−D (1 − |cos θ|)` on the exact remainder of θ; non-finite angles read as 0.
  static func closedBrightness(_ degrees: Double, _ d: Double) -> Double {
    guard degrees.isFinite else { return 0 }
    let radians = remainder(degrees, 360) * (Double.pi / 180)
    return -d * (1 - abs(cos(radians)))
  }

  /// `P |sin θ| · b((x − c(θ)) / w)`, `c(θ) = −w + (1 + 2w) (θ mod 180) / 180`,
  /// `b(z) = (1 − z²)²` for |z| < 1; non-finite angles read as 0, a non-finite x gives 0.
  static func closedGlint(_ degrees: Double, _ x: Double, _ p: Double, _ w: Double) -> Double {
    guard x.isFinite else { return 0 }
    let angle = degrees.isFinite ? degrees : 0
    var halfTurn = fmod(angle, 180)
    if halfTurn < 0 { halfTurn += 180 }
    if halfTurn >= 180 { halfTurn = 0 }
    let center = -w + (1 + 2 * w) * halfTurn / 180
    let z = (x - center) / w
    guard abs(z) < 1 else { return 0 }
    let radians = remainder(angle, 360) * (Double.pi / 180)
    let bump = (1 - z * z) * (1 - z * z)
    return p * abs(sin(radians)) * bump
  }
}
