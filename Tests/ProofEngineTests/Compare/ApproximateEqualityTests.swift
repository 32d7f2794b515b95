import ProofEngine
import Testing

/// swift-numerics' documented `isApproximatelyEqual` rules, checked for Double, Float and
/// Float16 through one generic helper, plus the bound arithmetic at its exact edge.
@Suite("Approximate equality: swift-numerics rules")
struct ApproximateEqualityTests {
  /// The special-value rules, which hold for every type and any valid tolerance.
  private func checkSpecialValues<T: ULPMeasurable>(_ type: T.Type) {
    let samples: [T] = [
      0, 1, -3, T.leastNonzeroMagnitude, T.leastNormalMagnitude, T.greatestFiniteMagnitude,
      -T.greatestFiniteMagnitude, 0.1,
    ]
    for value in samples {
      let report = Compare.values(value, value, absoluteTolerance: 0, relativeTolerance: 0)
      #expect(report.isApproximatelyEqual, "\(T.self): \(value) must equal itself")
      #expect(report.absoluteDistance == 0 && report.relativeDistance == 0)
      #expect(report.ulpDistance == 0)
    }
    // ±0 are equal even with zero tolerances.
    let zeros = Compare.values(T(0), -T(0), absoluteTolerance: 0, relativeTolerance: 0)
    #expect(zeros.isApproximatelyEqual && zeros.failure == nil, "\(T.self) +0 vs −0")
    // Infinities equal themselves and nothing else.
    #expect(Compare.isApproximatelyEqual(T.infinity, T.infinity))
    #expect(Compare.isApproximatelyEqual(-T.infinity, -T.infinity))
    let opposite = Compare.values(T.infinity, -T.infinity)
    #expect(opposite.failure == .infinityMismatch, "\(T.self) +∞ vs −∞")
    #expect(opposite.absoluteDistance == .infinity && opposite.relativeDistance == .infinity)
    let finite = Compare.values(T.greatestFiniteMagnitude, T.infinity, relativeTolerance: 0.5)
    #expect(finite.failure == .infinityMismatch, "\(T.self) max vs ∞")
    #expect(finite.ulpDistance == 1)
    // NaN equals nothing, not even NaN.
    for other in [T.nan, 0, 1, T.infinity] {
      let report = Compare.values(T.nan, other, absoluteTolerance: 1, relativeTolerance: 0.5)
      #expect(report.failure == .notANumber, "\(T.self) NaN vs \(other)")
      #expect(report.absoluteDistance.isNaN && report.relativeDistance.isNaN)
      #expect(report.ulpDistance == nil)
      #expect(Compare.values(other, T.nan).failure == .notANumber)
    }
  }

  /// The default relative tolerance √ε, and the absolute default 0.
  private func checkDefaults<T: ULPMeasurable>(_ type: T.Type) {
    let root = T.ulpOfOne.squareRoot()
    let report = Compare.values(T(1), 1 + root / 2)
    #expect(report.relativeTolerance == root && report.absoluteTolerance == 0)
    #expect(report.isApproximatelyEqual, "\(T.self): 1 vs 1 + √ε/2")
    let far = Compare.values(T(1), 1 + 2 * root)
    #expect(far.failure == .relative, "\(T.self): 1 vs 1 + 2√ε")
    // Default absolute tolerance 0: the smallest subnormal does not equal zero…
    #expect(Compare.values(T.leastNonzeroMagnitude, 0).failure == .relative)
    // …unless swift-numerics' implicit absolute tolerance is passed explicitly.
    #expect(
      Compare.isApproximatelyEqual(
        T.leastNonzeroMagnitude, 0, absoluteTolerance: T.leastNormalMagnitude * root))
  }

  /// The bound `max(abs, rel × max(|a|, |b|))`, hit exactly and missed by one notch.
  private func checkBounds<T: ULPMeasurable>(_ type: T.Type) {
    // |3 − 4| = 1; relative 0.25 × 4 = 1: passes with ≤.
    #expect(Compare.values(T(3), T(4), relativeTolerance: 0.25).isApproximatelyEqual)
    #expect(Compare.values(T(3), T(4), relativeTolerance: 0.1875).failure == .relative)
    #expect(
      Compare.values(T(3), T(4), absoluteTolerance: 1, relativeTolerance: 0).isApproximatelyEqual)
    #expect(
      Compare.values(T(3), T(4), absoluteTolerance: 0.5, relativeTolerance: 0).failure
        == .absolute)
    // Both bounds exceeded: the larger one is named.
    #expect(
      Compare.values(T(3), T(4), absoluteTolerance: 0.5, relativeTolerance: 0.1875).failure
        == .relative)
    #expect(
      Compare.values(T(3), T(4), absoluteTolerance: 0.875, relativeTolerance: 0.1875).failure
        == .absolute)
    let report = Compare.values(T(3), T(4), absoluteTolerance: 0.5, relativeTolerance: 0.1875)
    #expect(report.bound == 0.75)
    #expect(report.absoluteDistance == 1 && report.relativeDistance == 0.25)
    // Symmetric.
    #expect(Compare.values(T(4), T(3), relativeTolerance: 0.25).isApproximatelyEqual)
  }

  /// Invalid tolerances give `.invalidTolerance`, even for identical values, and never trap.
  private func checkInvalidTolerances<T: ULPMeasurable>(_ type: T.Type) {
    let absolutes: [T] = [-1, -T.leastNonzeroMagnitude, .nan, .infinity, -.infinity]
    for absolute in absolutes {
      let report = Compare.values(T(1), T(1), absoluteTolerance: absolute)
      #expect(report.failure == .invalidTolerance, "\(T.self) absolute \(absolute)")
      #expect(!Compare.isApproximatelyEqual(T(1), T(1), absoluteTolerance: absolute))
    }
    let relatives: [T] = [-0.5, 1, 1.5, .nan, .infinity]
    for relative in relatives {
      let report = Compare.values(T(2), T(2), relativeTolerance: relative)
      #expect(report.failure == .invalidTolerance, "\(T.self) relative \(relative)")
      #expect(!report.isApproximatelyEqual)
    }
    // The tolerance check comes before the NaN check.
    #expect(Compare.values(T.nan, T.nan, relativeTolerance: 2).failure == .invalidTolerance)
    // The largest valid relative tolerance is below 1.
    #expect(Compare.values(T(1), T(-1), relativeTolerance: T(1).nextDown).failure == .relative)
  }

  @Test("Double follows the swift-numerics rules")
  func double() {
    checkSpecialValues(Double.self)
    checkDefaults(Double.self)
    checkBounds(Double.self)
    checkInvalidTolerances(Double.self)
  }

  @Test("Float follows the swift-numerics rules")
  func float() {
    checkSpecialValues(Float.self)
    checkDefaults(Float.self)
    checkBounds(Float.self)
    checkInvalidTolerances(Float.self)
  }

  #if !(os(macOS) && arch(x86_64))
    @Test("Float16 follows the swift-numerics rules")
    func float16() {
      checkSpecialValues(Float16.self)
      checkDefaults(Float16.self)
      checkBounds(Float16.self)
      checkInvalidTolerances(Float16.self)
    }
  #endif

  @Test("Default relative tolerance is √ε: 2⁻²⁶ for Double, ≈ 3.4527e-4 for Float, 2⁻⁵ for Float16")
  func defaultRelativeTolerances() {
    #expect(Compare.values(1.0, 1.0).relativeTolerance == 0x1p-26)
    // √(2⁻²³) = 2⁻¹¹·⁵ = 3.4526698300124393e-4, rounded to Float.
    #expect(Compare.values(Float(1), Float(1)).relativeTolerance == Float(3.4526698300124393e-4))
    #if !(os(macOS) && arch(x86_64))
      #expect(Compare.values(Float16(1), Float16(1)).relativeTolerance == 0x1p-5)
    #endif
  }
}
