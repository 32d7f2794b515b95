import EffectMath
import EffectProofTestSupport
import Foundation
import GSL
import Testing

/// TimingCurve against GSL: a Brent solve of x(t) = p for the value, a central difference of
/// the value for the velocity, and QAGS integration of the velocity back to the value.
@Suite struct TimingCurveOracleTests {
  /// The presets, the seed's wheel curves, overshoot, undershoot, x outside [0, 1] (clamped),
  /// and the degenerate (1, 0)(0, 1), whose x′ vanishes at t = ½.
  static let fixedControlPoints: [(SIMD2<Double>, SIMD2<Double>)] = [
    ([0.42, 0], [1, 1]), ([0, 0], [0.58, 1]), ([0.42, 0], [0.58, 1]),
    ([0.3, 0.48], [0.7, 1]), ([0.25, 0.4], [0.6, 1]),
    ([0.5, -0.6], [0.5, 1.6]), ([0.2, 1.8], [0.9, -0.7]), ([0.68, -0.55], [0.27, 1.55]),
    ([-0.5, 0.3], [1.5, 0.7]), ([-3, 0.9], [0.4, 0.1]), ([0.1, 0.2], [7, 2]),
    ([1, 0], [0, 1]), ([2, -1], [-2, 2]), ([0, 0], [1, 1]), ([1, 1], [0, 0]),
  ]

  /// The fixed control points plus `count` random ones, x in [−0.5, 1.5], y in [−1, 2].
  static func controlPoints(_ random: inout SplitMix64, count: Int) -> [(
    SIMD2<Double>, SIMD2<Double>
  )] {
    var points = fixedControlPoints
    for _ in 0..<count {
      points.append(
        (
          [random.uniform(-0.5, 1.5), random.uniform(-1, 2)],
          [random.uniform(-0.5, 1.5), random.uniform(-1, 2)]
        ))
    }
    return points
  }

  /// The progress values of the dense sweep: a grid plus points crowding both ends.
  static let sweep: [Double] = {
    let grid: [Double] = (0...400).map { Double($0) / 400 }
    let ends: [Double] = [1e-12, 1e-9, 1e-6, 1 - 1e-6, 1 - 1e-9, 1 - 1e-12]
    return grid + ends
  }()

  // MARK: - Value

  @Test func valueMatchesBrentSolveOfXThenY() throws {
    var random = SplitMix64.timing("valueMatchesBrentSolveOfXThenY")
    var checked = 0
    var worst = 0.0
    for (start, end) in Self.controlPoints(&random, count: 200) {
      let curve = TimingCurve.bezier(startControlPoint: start, endControlPoint: end)
      let oracle = BernsteinBezier(start, end)
      for p in Self.sweep {
        let expected: Double
        if p == 0 || p == 1 {
          expected = p
        } else {
          let t = try RootFinding.root(
            between: 0, and: 1, method: .brent, absoluteTolerance: 1e-15, relativeTolerance: 0
          ) { t in oracle.x(t) - p }.root
          expected = oracle.y(t)
        }
        // Conditioning: rounding x(t) by δx ≈ 1e-16 moves the value by |dy/dx|·δx, for the
        // oracle as for the code under test, so the bound grows with the slope. At an exact
        // stationary point of x (slope ∞; only p = ½ of (1, 0)(0, 1) here) the value is
        // still defined to y′·√(δx/|x″|) ≈ 1e-8.
        let slope = abs(curve.velocity(at: p))
        let tolerance = slope.isFinite ? 1e-12 + 4e-16 * slope : 1e-7
        let error = abs(curve.value(at: p) - expected)
        worst = max(worst, error / tolerance)
        #expect(
          error <= tolerance,
          "bezier(\(start), \(end)) at p = \(p): \(curve.value(at: p)) vs GSL \(expected)")
        checked += 1
      }
    }
    print("[timing] value vs GSL Brent: \(checked) cases, worst |Δ| ÷ bound = \(worst)")
    #expect(checked > 80_000)
  }

  @Test func tinyProgressIsSolvedToFullRelativePrecision() throws {
    // With x₁ = 0 the curve starts with x ≈ 3x₂·t², with x₁ = x₂ = 0 with x = t³: the t for a
    // tiny p is √p or ∛p, far from p. GSL Brent, bracketed around that estimate and run to a
    // relative tolerance, solves the independent Bernstein form.
    let curves: [(SIMD2<Double>, SIMD2<Double>)] = [
      ([0, 0.5], [0.6, 1]), ([-1, -0.3], [0.9, 1.2]), ([0, 0.4], [0, 0.8]),
      ([0.3, 0.48], [0.7, 1]),
    ]
    var checked = 0
    for (start, end) in curves {
      let curve = TimingCurve.bezier(startControlPoint: start, endControlPoint: end)
      let oracle = BernsteinBezier(start, end)
      for exponent in stride(from: -300, through: -10, by: 10) {
        let p = pow10(exponent)
        let estimate =
          oracle.x1 > 0
          ? p / (3 * oracle.x1)
          : oracle.x2 > 0
            ? (p / (3 * oracle.x2)).squareRoot()
            : cubeRoot(p)
        let t = try RootFinding.root(
          between: estimate / 2, and: estimate * 2, absoluteTolerance: 0, relativeTolerance: 1e-15
        ) { oracle.x($0) - p }.root
        let value = oracle.y(t)
        let velocity = oracle.dy(t) / oracle.dx(t)
        #expect(
          abs(curve.value(at: p) - value) <= 1e-12 * abs(value),
          "bezier(\(start), \(end)) at p = \(p): \(curve.value(at: p)) vs GSL \(value)")
        #expect(
          abs(curve.velocity(at: p) - velocity) <= 1e-12 * abs(velocity),
          "bezier(\(start), \(end)) at p = \(p): \(curve.velocity(at: p)) vs GSL \(velocity)")
        checked += 1
      }
    }
    #expect(checked == 4 * 30)
  }

  // MARK: - Velocity

  @Test func velocityMatchesCentralDerivativeOfValue() throws {
    var random = SplitMix64.timing("velocityMatchesCentralDerivativeOfValue")
    var checked = 0
    var worst = 0.0
    for (start, end) in Self.controlPoints(&random, count: 100) {
      let curve = TimingCurve.bezier(startControlPoint: start, endControlPoint: end)
      let oracle = BernsteinBezier(start, end)
      for index in 1...49 {
        let p = Double(index) / 50
        // Skip near stationary points of x(t), where the slope is unbounded.
        let t = try RootFinding.root(between: 0, and: 1) { t in oracle.x(t) - p }.root
        guard oracle.dx(t) > 0.05 else { continue }
        let estimate = try Differentiation.central(at: p, step: 1e-3) { curve.value(at: $0) }
        let velocity = curve.velocity(at: p)
        let error = abs(velocity - estimate.value)
        worst = max(worst, error / max(1, abs(velocity)))
        #expect(
          error <= 1e-7 * max(1, abs(velocity)) + 10 * estimate.absoluteError,
          "bezier(\(start), \(end)) at p = \(p): \(velocity) vs GSL \(estimate.value)")
        checked += 1
      }
    }
    print("[timing] velocity vs GSL central difference: \(checked) cases, worst = \(worst)")
    #expect(checked > 4000)
  }

  @Test(arguments: [
    TimingCurve.circularEaseIn, .circularEaseOut, .circularEaseInOut, .circularEaseInOut.inverse,
    .linear, .easeIn, .easeOut, .easeInOut,
  ])
  func presetVelocityMatchesCentralDerivative(curve: TimingCurve) throws {
    var checked = 0
    for index in 1...99 where abs(index - 50) > 1 {
      let p = Double(index) / 100
      let estimate = try Differentiation.central(at: p, step: 1e-4) { curve.value(at: $0) }
      let velocity = curve.velocity(at: p)
      #expect(
        abs(velocity - estimate.value) <= 1e-7 * max(1, abs(velocity)) + 10
          * estimate.absoluteError,
        "\(curve) at p = \(p): \(velocity) vs GSL \(estimate.value)")
      checked += 1
    }
    #expect(checked == 96)
  }

  // MARK: - Integral of velocity

  @Test func integratedVelocityIsTheChangeInValue() throws {
    var random = SplitMix64.timing("integratedVelocityIsTheChangeInValue")
    var checked = 0
    for (start, end) in Self.controlPoints(&random, count: 60) {
      let oracle = BernsteinBezier(start, end)
      // A stationary point of x inside (0, 1) makes the velocity infinite there; those
      // curves are skipped here, and (1, 0)(0, 1) is integrated in presetIntegratedVelocityIsOne.
      let interiorMinimum = (1...199).map { oracle.dx(Double($0) / 200) }.min() ?? 0
      guard interiorMinimum > 1e-3 else { continue }
      let curve = TimingCurve.bezier(startControlPoint: start, endControlPoint: end)
      for upper in [0.3, 0.77, 1] {
        // A clamped control x can make x′ = 0 at an end, where the velocity then grows like
        // p^{−½} (or (1 − p)^{−½}). The integral is finite, but QAGS's divergence test can
        // trip over it when the velocity also changes sign. Substituting
        // p = upper·(1 − cos πw)/2, dp = upper·(π/2)·sin(πw)·dw removes both singularities
        // without changing the integral.
        let integral: IntegrationResult
        do {
          integral = try Integration.qags(
            from: 0, to: 1, absoluteTolerance: 1e-10, relativeTolerance: 1e-10
          ) { w in
            let p = upper * (1 - cos(.pi * w)) / 2
            return curve.velocity(at: p) * upper * .pi / 2 * sin(.pi * w)
          }
        } catch {
          Issue.record("bezier(\(start), \(end)) over [0, \(upper)]: \(error)")
          continue
        }
        let change = curve.value(at: upper) - curve.value(at: 0)
        #expect(
          abs(integral.value - change) <= 1e-9 + integral.absoluteError,
          "bezier(\(start), \(end)) over [0, \(upper)]: ∫ = \(integral.value), Δ = \(change)")
        checked += 1
      }
    }
    #expect(checked > 90)
  }

  @Test(arguments: [
    TimingCurve.circularEaseIn, .circularEaseOut, .circularEaseInOut, .circularEaseInOut.inverse,
    .linear, .easeIn, .easeOut, .easeInOut,
    .bezier(startControlPoint: [1, 0], endControlPoint: [0, 1]),
  ])
  func presetIntegratedVelocityIsOne(curve: TimingCurve) throws {
    // Split at ½, where the circular in-out curves are vertical (velocity +∞) and (1, 0)(0, 1)
    // has x′ = 0: QAGS never evaluates an interval's end points.
    var total = 0.0
    for (lower, upper) in [(0.0, 0.5), (0.5, 1.0)] {
      let integral = try Integration.qags(
        from: lower, to: upper, absoluteTolerance: 1e-11, relativeTolerance: 1e-11
      ) { curve.velocity(at: $0) }
      total += integral.value
      #expect(
        abs(integral.value - (curve.value(at: upper) - curve.value(at: lower))) <= 1e-7,
        "\(curve) over [\(lower), \(upper)]")
    }
    #expect(abs(total - 1) <= 1e-7, "\(curve): ∫₀¹ velocity = \(total)")
  }

  // MARK: - Circular curves

  @Test func circularCurvesMatchTheirCircles() {
    for index in 0...1000 {
      let x = Double(index) / 1000
      let easeIn = 1 - (1 - x * x).squareRoot()
      let easeOut = (1 - (1 - x) * (1 - x)).squareRoot()
      #expect(abs(TimingCurve.circularEaseIn.value(at: x) - easeIn) <= 1e-15)
      #expect(abs(TimingCurve.circularEaseOut.value(at: x) - easeOut) <= 1e-15)
      let inOut =
        x < 0.5
        ? 0.5 * (1 - (1 - 4 * x * x).squareRoot())
        : 0.5 + 0.5 * (1 - (2 - 2 * x) * (2 - 2 * x)).squareRoot()
      #expect(abs(TimingCurve.circularEaseInOut.value(at: x) - inOut) <= 1e-15, "x = \(x)")
    }
  }

  @Test(arguments: [
    TimingCurve.circularEaseIn, .circularEaseOut, .circularEaseInOut, .circularEaseInOut.inverse,
  ])
  func circularInverseUndoesTheCurveByBrent(curve: TimingCurve) throws {
    // inverse.value(at: y) is the x with value(at: x) = y, found independently by Brent.
    for index in 1...199 {
      let y = Double(index) / 200
      let x = try RootFinding.root(between: 0, and: 1, absoluteTolerance: 1e-15) {
        curve.value(at: $0) - y
      }.root
      #expect(abs(curve.inverse.value(at: y) - x) <= 1e-12, "\(curve) at y = \(y)")
    }
  }
}

/// 10ⁿ by repeated multiplication (exact enough for test inputs; no Foundation needed).
private func pow10(_ exponent: Int) -> Double {
  var result = 1.0
  for _ in 0..<abs(exponent) { result *= 10 }
  return exponent < 0 ? 1 / result : result
}

/// The real cube root, by Newton from a power-of-two start.
private func cubeRoot(_ x: Double) -> Double {
  var r = Double(sign: .plus, exponent: x.exponent / 3, significand: 1)
  for _ in 0..<200 { r -= (r * r * r - x) / (3 * r * r) }
  return r
}
