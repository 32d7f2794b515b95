import Foundation
import ProofEngine
import Testing

@testable import PromiseCertificate

/// The mean-value form's product and quotient rules against ``GradientOracle``: the value and
/// the partial derivatives in closed form, sampled densely over boxes of every sign, with a
/// divisor near and across zero. And the form's point: near a smooth maximum its enclosure
/// shrinks like the square of the width, where the plain interval shrinks like the width.
@Suite struct GradientArithmeticRuleTests {
  /// Boxes of both signs, of unequal widths (so that swapping the factors' roles shows), and
  /// through zero.
  static let productBoxes: [(ClosedRange<Double>, ClosedRange<Double>)] = [
    (1...2, 10...10.1), (10...10.1, 1...2), (-1...0.5, -3...2), (-2 ... -1, 0.25...0.5),
    (-0.001...0.003, 5...7), (3...3, -4 ... -2),
  ]

  @Test func productRuleEnclosesTheProductAndItsPartials() {
    for (x, y) in Self.productBoxes {
      let oracle = GradientOracle(x: x, y: y)
      let (a, b) = oracle.coordinates
      oracle.check(
        "x · y", a * b, smooth: true, f: { $0 * $1 }, dx: { _, y in y }, dy: { x, _ in x })
      // A coordinate times itself: d(x²)/dx = 2x, nothing in y.
      oracle.check(
        "x · x", a * a, smooth: true, f: { x, _ in x * x }, dx: { x, _ in 2 * x },
        dy: { _, _ in 0 })
      // A product of sums, so each factor carries both partials.
      oracle.check(
        "(x + y) · (x − y)", (a + b) * (a - b), smooth: true, f: { ($0 + $1) * ($0 - $1) },
        dx: { x, _ in 2 * x }, dy: { _, y in -2 * y })
    }
  }

  /// Divisors away from zero, of both signs and small (steep), and numerators through zero.
  static let quotientBoxes: [(ClosedRange<Double>, ClosedRange<Double>)] = [
    (1...2, 3...4), (-1...1, 0.1...0.2), (0.5...1, -2 ... -1), (-3 ... -2, -0.02 ... -0.01),
    (2...2.5, 0.5...5),
  ]

  @Test func quotientRuleEnclosesTheQuotientAndItsPartials() {
    for (x, y) in Self.quotientBoxes {
      let oracle = GradientOracle(x: x, y: y)
      let (a, b) = oracle.coordinates
      oracle.check(
        "x / y", a / b, smooth: true, f: { $0 / $1 }, dx: { _, y in 1 / y },
        dy: { x, y in -x / (y * y) })
      // The divisor carries the numerator's coordinate too: d/dx [x / (x + y)] = y / (x + y)².
      let sum = b + a
      if sum.box.lower > 0 || sum.box.upper < 0 {
        oracle.check(
          "x / (x + y)", a / sum, smooth: true, f: { $0 / ($0 + $1) },
          dx: { x, y in y / ((x + y) * (x + y)) }, dy: { x, y in -x / ((x + y) * (x + y)) })
      }
    }
  }

  @Test func quotientByABoxThroughZeroIsUnbounded() {
    // x / y is unbounded near y = 0: whatever the rule claims, the enclosure is everything.
    for (x, y) in [(1.0...2.0, -0.5...0.5), (-1.0...1.0, 0.0...0.5), (0.5...1.0, -1.0...0.0)] {
      let oracle = GradientOracle(x: x, y: y)
      let (a, b) = oracle.coordinates
      let quotient = a / b
      oracle.check(
        "x / y", quotient, f: { $0 / $1 }, dx: { _, y in 1 / y }, dy: { x, y in -x / (y * y) })
      let enclosure = quotient.enclosure(halfWidths: oracle.halfWidths)
      #expect(enclosure == .whole, "x / y over x \(x), y \(y) gives \(enclosure)")
    }
  }

  @Test func meanValueFormShrinksQuadraticallyNearAMaximum() {
    // x(2 − x) and x / (1 + x²) peak at x = 1 (values 1 and 1/2, second derivatives −2 and
    // −1/2): over [1 − h, 1 + h] the true ranges are h² and about h²/4 wide. The plain
    // interval is about 4h and 2h wide; the mean-value form (4h² and 5h² by the rules) must
    // be within 8h².
    let h = 1e-3
    let oracle = GradientOracle(x: (1 - h)...(1 + h), y: 0...0)
    let (a, _) = oracle.coordinates
    let one = GradientInterval(1)
    let parabola = a * (GradientInterval(2) - a)
    oracle.check(
      "x(2 − x)", parabola, smooth: true, f: { x, _ in x * (2 - x) }, dx: { x, _ in 2 - 2 * x },
      dy: { _, _ in 0 })
    let parabolaEnclosure = parabola.enclosure(halfWidths: oracle.halfWidths)
    #expect(parabola.box.width > 3 * h, "the plain interval \(parabola.box)")
    #expect(parabolaEnclosure.width < 8 * h * h, "x(2 − x): \(parabolaEnclosure)")
    let bump = a / (one + a * a)
    oracle.check(
      "x / (1 + x²)", bump, smooth: true, f: { x, _ in x / (1 + x * x) },
      dx: { x, _ in (1 - x * x) / ((1 + x * x) * (1 + x * x)) }, dy: { _, _ in 0 })
    let bumpEnclosure = bump.enclosure(halfWidths: oracle.halfWidths)
    #expect(bump.box.width > h, "the plain interval \(bump.box)")
    #expect(bumpEnclosure.width < 8 * h * h, "x / (1 + x²): \(bumpEnclosure)")
  }
}
