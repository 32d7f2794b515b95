import EffectMath
import Foundation
import ProofEngine
import Testing

@testable import PromiseCertificate

/// The mean-value form's rules for √, sin, cos, atan2 and asin against ``GradientOracle``: each
/// function and its derivative in closed form from the C library, sampled densely over boxes
/// that include the edge cases (√ at and across zero, sin and cos over their extrema, atan2 in
/// every quadrant and across its branch cut, asin near ±1 and past it).
@Suite struct GradientElementaryRuleTests {
  @Test func squareRootRuleEnclosesTheRootAndItsDerivative() {
    // Smooth while the box stays above 0; at 0 the derivative is unbounded.
    let boxes: [(ClosedRange<Double>, Bool)] = [
      (0.25...4, true), (1e-6...1e-4, true), (100...100.5, true), (2...2, true),
      (0...1, false), (-1...1, false), (-1e-9...1e-6, false),
    ]
    for (x, smooth) in boxes {
      let oracle = GradientOracle(x: x, y: 0...0)
      let (a, _) = oracle.coordinates
      oracle.check(
        "√x", GradientInterval.squareRoot(a), smooth: smooth,
        f: { x, _ in x >= 0 ? x.squareRoot() : .nan }, dx: { x, _ in 0.5 / x.squareRoot() },
        dy: { _, _ in 0 })
    }
    // √ of a product, so the rule scales a gradient with two coordinates.
    let oracle = GradientOracle(x: 0.5...2, y: 3...3.5)
    let (a, b) = oracle.coordinates
    oracle.check(
      "√(x · y)", GradientInterval.squareRoot(a * b), smooth: true, f: { ($0 * $1).squareRoot() },
      dx: { x, y in 0.5 * y / (x * y).squareRoot() }, dy: { x, y in 0.5 * x / (x * y).squareRoot() }
    )
  }

  /// Boxes without an extremum, over sin's maximum (π/2), cos's maximum (0) and minimum (π),
  /// wide ones, and far from 0.
  static let periodicBoxes: [ClosedRange<Double>] = [
    0.1...0.6, 1.2...2, -0.3...0.3, 3...3.3, 10...13, -100.2 ... -99.7, 4.7...4.72,
  ]

  @Test func sineAndCosineRulesEncloseTheFunctionAndItsDerivative() {
    for x in Self.periodicBoxes {
      let oracle = GradientOracle(x: x, y: 0...0)
      let (a, _) = oracle.coordinates
      oracle.check(
        "sin x", GradientInterval.sin(radians: a), smooth: true, f: { x, _ in sin(x) },
        dx: { x, _ in cos(x) }, dy: { _, _ in 0 })
      oracle.check(
        "cos x", GradientInterval.cos(radians: a), smooth: true, f: { x, _ in cos(x) },
        dx: { x, _ in -sin(x) }, dy: { _, _ in 0 })
    }
    // Of a sum of both coordinates: the chain rule scales both partials.
    let oracle = GradientOracle(x: 0.5...1, y: 0.25...0.75)
    let (a, b) = oracle.coordinates
    oracle.check(
      "sin(x + 2y)", GradientInterval.sin(radians: a + GradientInterval(2) * b), smooth: true,
      f: { sin($0 + 2 * $1) }, dx: { x, y in cos(x + 2 * y) }, dy: { x, y in 2 * cos(x + 2 * y) })
    oracle.check(
      "cos(x · y)", GradientInterval.cos(radians: a * b), smooth: true, f: { cos($0 * $1) },
      dx: { x, y in -y * sin(x * y) }, dy: { x, y in -x * sin(x * y) })
  }

  @Test func atan2RuleEnclosesTheAngleInEveryQuadrantAndAcrossTheCut() {
    // (x range, y range, smooth): one box per quadrant, boxes across the positive x-axis and
    // the y-axis (smooth), and across the negative x-axis or around the origin, where the
    // angle jumps by 2π and only the plain interval [−π, π] counts.
    let boxes: [(ClosedRange<Double>, ClosedRange<Double>, Bool)] = [
      (1...2, 0.5...1, true), (-2 ... -1, 0.5...1, true), (-2 ... -1, -1 ... -0.5, true),
      (1...2, -1 ... -0.5, true), (1...2, -0.5...0.5, true), (-0.5...0.5, 1...2, true),
      (-0.5...0.5, -2 ... -1, true), (0.001...0.002, 1...3, true),
      (-2 ... -1, -0.5...0.5, false), (-2 ... -1, 0...0.5, false), (-1...1, -1...1, false),
      (-2...0, -0.001...0.001, false),
    ]
    for (x, y, smooth) in boxes {
      let oracle = GradientOracle(x: x, y: y)
      let (a, b) = oracle.coordinates
      // ∂atan2(y, x)/∂x = −y / (x² + y²), ∂/∂y = x / (x² + y²).
      oracle.check(
        "atan2(y, x)", GradientInterval.angle(y: b, x: a), smooth: smooth,
        f: { x, y in x == 0 && y == 0 ? .nan : atan2(y, x) },
        dx: { x, y in -y / (x * x + y * y) }, dy: { x, y in x / (x * x + y * y) })
    }
  }

  @Test func arcsineRuleEnclosesAsinAndDoublesArcsineNearOne() {
    // asin is steep at ±1, and Double's own arcsine (what the app runs) differs from asin by
    // up to 2·10⁻⁸ there: the enclosure holds both, and where the rule claims the mean-value
    // form, its gradient holds 1 / √(1 − x²).
    let boxes: [ClosedRange<Double>] = [
      -0.5...0.5, 0.9...0.999999, 0.999999999...1, -1 ... -0.99999, 0.95...1.2, -1.5 ... -0.9,
      0.3...0.31,
    ]
    for x in boxes {
      let oracle = GradientOracle(x: x, y: 0...0, pointsPerAxis: 257)
      let (a, _) = oracle.coordinates
      let rule = GradientInterval.arcsine(a)
      func clamped(_ x: Double) -> Double { Swift.min(Swift.max(x, -1), 1) }
      oracle.check(
        "asin x", rule, f: { x, _ in asin(clamped(x)) },
        dx: { x, _ in abs(x) < 1 ? 1 / (1 - x * x).squareRoot() : .nan }, dy: { _, _ in 0 })
      oracle.check(
        "Double.arcsine", rule, f: { x, _ in Double.arcsine(x) },
        dx: { x, _ in abs(x) < 1 ? 1 / (1 - x * x).squareRoot() : .nan }, dy: { _, _ in 0 })
    }
  }
}
