import EffectMath
import EffectProofTestSupport
import GSL
import Testing

/// The UnitCurve rules TimingCurve mirrors: presets, clamping, velocity special cases,
/// inverse, and the seed article's "the wheel only slows down" check.
@Suite struct TimingCurveRulesTests {
  static let everyPreset: [TimingCurve] = [
    .linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut,
    .circularEaseInOut, .circularEaseInOut.inverse,
  ]

  // MARK: - Presets

  @Test func bezierPresetsHaveSwiftUIsControlPoints() {
    #expect(
      TimingCurve.easeIn == .bezier(startControlPoint: [0.42, 0], endControlPoint: [1, 1]))
    #expect(
      TimingCurve.easeOut == .bezier(startControlPoint: [0, 0], endControlPoint: [0.58, 1]))
    #expect(
      TimingCurve.easeInOut == .bezier(startControlPoint: [0.42, 0], endControlPoint: [0.58, 1]))
    #expect(TimingCurve.easeInOut.controlPoints?.start == [0.42, 0])
    #expect(TimingCurve.easeInOut.controlPoints?.end == [0.58, 1])
    #expect(TimingCurve.linear.controlPoints == nil)
    #expect(TimingCurve.circularEaseIn.controlPoints == nil)
    #expect(Set(Self.everyPreset).count == Self.everyPreset.count)
  }

  @Test(arguments: everyPreset)
  func everyCurveRunsFromZeroToOne(curve: TimingCurve) {
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    for index in 1...999 {
      let p = Double(index) / 1000
      #expect(curve.value(at: p) > curve.value(at: p - 0.001), "\(curve) increases at \(p)")
    }
  }

  @Test func linearIsTheIdentityWithVelocityOne() {
    for index in 0...100 {
      let p = Double(index) / 100
      #expect(TimingCurve.linear.value(at: p) == p)
      #expect(TimingCurve.linear.velocity(at: p) == 1)
    }
  }

  @Test func circularEaseInOutIsBuiltFromTheHalves() {
    for index in 0...200 {
      let x = Double(index) / 200
      let expected =
        x < 0.5
        ? TimingCurve.circularEaseIn.value(at: 2 * x) / 2
        : 0.5 + TimingCurve.circularEaseOut.value(at: 2 * x - 1) / 2
      #expect(abs(TimingCurve.circularEaseInOut.value(at: x) - expected) <= 1e-15, "x = \(x)")
    }
  }

  // MARK: - Clamping

  @Test(
    arguments: everyPreset + [
      .bezier(startControlPoint: [0.2, 1.5], endControlPoint: [0.8, -0.5])
    ])
  func progressIsClampedAndNaNIsZero(curve: TimingCurve) {
    for outside: Double in [-1e300, -2, -1e-300, -.infinity] {
      #expect(curve.value(at: outside) == 0)
      #expect(curve.velocity(at: outside) == curve.velocity(at: 0))
    }
    for outside: Double in [1 + 1e-15, 2, 1e300, .infinity] {
      #expect(curve.value(at: outside) == 1)
      #expect(curve.velocity(at: outside) == curve.velocity(at: 1))
    }
    #expect(curve.value(at: .nan) == 0)
    #expect(curve.velocity(at: .nan) == curve.velocity(at: 0))
  }

  @Test func controlPointXIsClampedWhenEvaluatedAndStoredAsGiven() {
    let pairs: [((SIMD2<Double>, SIMD2<Double>), (SIMD2<Double>, SIMD2<Double>))] = [
      (([-0.5, 0.3], [1.5, 0.7]), ([0, 0.3], [1, 0.7])),
      (([3, -0.2], [-1, 1.3]), ([1, -0.2], [0, 1.3])),
      (([-.infinity, 0.2], [.infinity, 0.8]), ([0, 0.2], [1, 0.8])),
    ]
    for ((start, end), (clampedStart, clampedEnd)) in pairs {
      let curve = TimingCurve.bezier(startControlPoint: start, endControlPoint: end)
      let clamped = TimingCurve.bezier(
        startControlPoint: clampedStart, endControlPoint: clampedEnd)
      #expect(curve.controlPoints?.start == start)
      #expect(curve.controlPoints?.end == end)
      #expect(curve != clamped)
      for index in 0...200 {
        let p = Double(index) / 200
        #expect(curve.value(at: p) == clamped.value(at: p), "\(start) \(end) at \(p)")
        #expect(curve.velocity(at: p) == clamped.velocity(at: p), "\(start) \(end) at \(p)")
      }
    }
  }

  @Test func controlPointYIsNotClamped() {
    let curve = TimingCurve.bezier(startControlPoint: [0.5, -0.6], endControlPoint: [0.5, 1.6])
    let values = (0...1000).map { curve.value(at: Double($0) / 1000) }
    #expect((values.min() ?? 0) < -0.05)
    #expect((values.max() ?? 0) > 1.05)
    // Clamping y to [0, 1] would give a curve that never leaves the unit square.
    let clamped = TimingCurve.bezier(startControlPoint: [0.5, 0], endControlPoint: [0.5, 1])
    #expect(curve.value(at: 0.1) != clamped.value(at: 0.1))
  }

  // MARK: - Velocity special cases

  @Test func velocityIsOneWhereXAndYSlopesAreBothZero() {
    // easeIn ends with P₂ = P₃, easeOut starts with P₁ = P₀: x′ = y′ = 0 there.
    #expect(TimingCurve.easeIn.velocity(at: 1) == 1)
    #expect(TimingCurve.easeOut.velocity(at: 0) == 1)
    #expect(TimingCurve.easeInOut.velocity(at: 0) == 0)
    #expect(TimingCurve.easeInOut.velocity(at: 1) == 0)
    // Just inside, the slope is the geometric one, 1/0.58 for both.
    #expect(abs(TimingCurve.easeIn.velocity(at: 1 - 1e-9) - 1 / 0.58) < 1e-3)
    #expect(abs(TimingCurve.easeOut.velocity(at: 1e-9) - 1 / 0.58) < 1e-3)
  }

  @Test func velocityIsInfiniteWhereOnlyXSlopeIsZero() {
    // (1, 0)(0, 1) has x(½) = ½ and x′(½) = 0 exactly, with y′(½) = ¾(1 + y₂ − y₁).
    let rising = TimingCurve.bezier(startControlPoint: [1, 0], endControlPoint: [0, 1])
    #expect(rising.velocity(at: 0.5) == .infinity)
    let falling = TimingCurve.bezier(startControlPoint: [1, 2], endControlPoint: [0, 0])
    #expect(falling.velocity(at: 0.5) == -.infinity)
    #expect(TimingCurve.circularEaseIn.velocity(at: 1) == .infinity)
    #expect(TimingCurve.circularEaseIn.velocity(at: 0) == 0)
    #expect(TimingCurve.circularEaseOut.velocity(at: 0) == .infinity)
    #expect(TimingCurve.circularEaseOut.velocity(at: 1) == 0)
    #expect(TimingCurve.circularEaseInOut.velocity(at: 0.5) == .infinity)
    #expect(TimingCurve.circularEaseInOut.inverse.velocity(at: 0.5) == 0)
    #expect(TimingCurve.circularEaseInOut.inverse.velocity(at: 0) == .infinity)
  }

  // MARK: - Inverse

  @Test func inverseSwapsXAndYOfTheEvaluatedControlPoints() {
    let curve = TimingCurve.bezier(startControlPoint: [1.4, 0.2], endControlPoint: [0.6, 0.9])
    let inverse = curve.inverse
    #expect(inverse.controlPoints?.start == [0.2, 1])
    #expect(inverse.controlPoints?.end == [0.9, 0.6])
    #expect(TimingCurve.easeIn.inverse.inverse == .easeIn)
    #expect(TimingCurve.linear.inverse == .linear)
    #expect(TimingCurve.circularEaseIn.inverse == .circularEaseOut)
    #expect(TimingCurve.circularEaseOut.inverse == .circularEaseIn)
    #expect(TimingCurve.circularEaseInOut.inverse != .circularEaseInOut)
    #expect(TimingCurve.circularEaseInOut.inverse.inverse == .circularEaseInOut)
  }

  @Test func inverseUndoesCurvesThatStayInTheSquare() {
    var random = SplitMix64.timing("inverseUndoesCurvesThatStayInTheSquare")
    var curves = Self.everyPreset
    for _ in 0..<100 {
      curves.append(
        .bezier(
          startControlPoint: [random.uniform(0, 1), random.uniform(0, 1)],
          endControlPoint: [random.uniform(0, 1), random.uniform(0, 1)]))
    }
    var checked = 0
    for curve in curves {
      for index in 1...99 {
        let p = Double(index) / 100
        let slope = curve.velocity(at: p)
        // Skip the few points where either curve is nearly vertical: there the round trip
        // is only as good as |slope|·1e-16 allows.
        guard slope > 1e-3, slope < 1e3 else { continue }
        let back = curve.inverse.value(at: curve.value(at: p))
        #expect(abs(back - p) <= 1e-10, "\(curve) at \(p): \(back)")
        let reciprocal = curve.inverse.velocity(at: curve.value(at: p))
        #expect(abs(reciprocal * slope - 1) <= 1e-8, "\(curve) at \(p)")
        checked += 1
      }
    }
    #expect(checked > 9000)
  }

  // MARK: - Bad control points

  @Test func nanControlPointsAndInfiniteYGiveLinear() {
    let bad: [(SIMD2<Double>, SIMD2<Double>)] = [
      ([.nan, 0.5], [0.5, 0.5]), ([0.5, .nan], [0.5, 0.5]), ([0.5, 0.5], [.nan, 0.5]),
      ([0.5, 0.5], [0.5, .nan]), ([0.5, .infinity], [0.5, 0.5]),
      ([0.5, 0.5], [0.5, -.infinity]),
    ]
    for (start, end) in bad {
      let curve = TimingCurve.bezier(startControlPoint: start, endControlPoint: end)
      #expect(curve == .linear, "\(start) \(end)")
      #expect(curve.value(at: 0.3) == 0.3)
    }
  }

  @Test func hugeYStaysFinite() {
    let curve = TimingCurve.bezier(
      startControlPoint: [0.3, 1.7e308], endControlPoint: [0.6, -1.7e308])
    for index in 0...100 {
      let p = Double(index) / 100
      #expect(curve.value(at: p).isFinite, "p = \(p)")
      #expect(!curve.velocity(at: p).isNaN, "p = \(p)")
    }
  }

  // MARK: - Only slows down (the roulette article)

  static let wheelCurve = TimingCurve.bezier(
    startControlPoint: [0.3, 0.48], endControlPoint: [0.7, 1])
  static let firstWheelCurve = TimingCurve.bezier(
    startControlPoint: [0.25, 0.4], endControlPoint: [0.6, 1])

  @Test func wheelCurveOnlySlowsAndStartsAtSlopeOnePointSix() throws {
    let check = Self.wheelCurve.isMonotonicallyDecelerating()
    #expect(check.holds)
    #expect(check.firstFailure == nil)
    #expect(abs(check.startVelocity - 1.6) <= 1e-12)
    #expect(check.peakProgress == 0)
    // Independently: GSL's central difference of the velocity is negative on (0, 1).
    for index in 1...99 {
      let p = Double(index) / 100
      let slope = try Differentiation.central(at: p, step: 1e-3) {
        Self.wheelCurve.velocity(at: $0)
      }
      #expect(slope.value < 0, "velocity rises at p = \(p)")
    }
  }

  @Test func firstWheelCurveSpeedsUpBrieflyFromOnePointSix() throws {
    let check = Self.firstWheelCurve.isMonotonicallyDecelerating()
    #expect(!check.holds)
    #expect(abs(check.startVelocity - 1.6) <= 1e-12)
    let failure = try #require(check.firstFailure)
    #expect(failure > 0 && failure <= 0.01)
    // The article's readings: 1.60, then 1.61, then 1.59.
    let readings = [0, 0.04, 0.1].map { Self.firstWheelCurve.velocity(at: $0) }
    #expect(readings.map { ($0 * 100).rounded() / 100 } == [1.60, 1.61, 1.59])
    // GSL Brent finds the interior peak above the start slope.
    let peak = try Minimization.maximum(between: 0, and: 0.3, absoluteTolerance: 1e-6) {
      Self.firstWheelCurve.velocity(at: $0)
    }
    #expect(peak.value > 1.608 && peak.value < 1.609)
    #expect(abs(check.peakVelocity - peak.value) < 1e-5)
    #expect(abs(check.peakProgress - peak.location) < 2e-3)
    // Sampled too coarsely (every 0.1), the rise is missed: density matters.
    #expect(Self.firstWheelCurve.isMonotonicallyDecelerating(samples: 10).holds)
  }

  @Test func decelerationFollowsVelocityConventions() {
    // easeOut reports 1 at p = 0 (x′ = y′ = 0), then 1/0.58: it "speeds up" at once.
    let easeOut = TimingCurve.easeOut.isMonotonicallyDecelerating()
    #expect(!easeOut.holds)
    #expect(easeOut.firstFailure == 0.001)
    #expect(TimingCurve.linear.isMonotonicallyDecelerating().holds)
    #expect(TimingCurve.circularEaseOut.isMonotonicallyDecelerating().holds)
    #expect(TimingCurve.circularEaseIn.isMonotonicallyDecelerating().firstFailure == 0.001)
    // Bad input: samples < 1 counts as 1, a NaN tolerance as 0.
    let single = Self.wheelCurve.isMonotonicallyDecelerating(samples: -5, tolerance: .nan)
    #expect(single.samples == 1)
    #expect(single.holds)
    #expect(!Self.firstWheelCurve.isMonotonicallyDecelerating(tolerance: -1).holds)
  }
}
