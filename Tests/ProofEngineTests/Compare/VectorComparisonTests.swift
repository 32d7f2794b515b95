import Foundation
import ProofEngine
import Testing

/// Vector comparisons with each norm, against hand-computed lengths.
@Suite("Vector comparison")
struct VectorComparisonTests {
  @Test("Norm lengths: (3, 4) is 5 / 4 / 7; empty is 0; NaN is NaN; ∞ is ∞")
  func lengths() {
    #expect(VectorNorm.euclidean.length(of: [3.0, -4.0]) == 5)
    #expect(VectorNorm.maximum.length(of: [3.0, -4.0]) == 4)
    #expect(VectorNorm.sum.length(of: [3.0, -4.0]) == 7)
    #expect(VectorNorm.euclidean.length(of: [Double]()) == 0)
    #expect(VectorNorm.sum.length(of: [1.0, .nan]).isNaN)
    #expect(VectorNorm.euclidean.length(of: [1.0, -.infinity]) == .infinity)
    #expect(VectorNorm.euclidean.length(of: [Float(0), 0]) == 0)
  }

  @Test("The euclidean norm neither overflows nor underflows its squares")
  func euclideanScaling() {
    let large = VectorNorm.euclidean.length(of: [1e300, 1e300])
    let small = VectorNorm.euclidean.length(of: [1e-300, 1e-300])
    // √2 × 1e±300, within a couple of ULPs of the directly computed product.
    #expect((ULPDistance.between(large, 1e300 * 2.0.squareRoot()) ?? .max) <= 2)
    #expect((ULPDistance.between(small, 1e-300 * 2.0.squareRoot()) ?? .max) <= 2)
    #expect(VectorNorm.euclidean.length(of: [Float(3e30), Float(4e30)]) == Float(5e30))
  }

  @Test("Each norm against an absolute tolerance of 0.75 for a difference of 0.5 per component")
  func normsDecideDifferently() {
    let a = [1.0, 1.0, 1.0, 1.0]
    let b = [1.5, 1.5, 1.5, 1.5]
    let euclidean = Compare.vectors(a, b, absoluteTolerance: 0.75, relativeTolerance: 0)
    #expect(euclidean.absoluteDistance == 1)
    #expect(euclidean.failure == .absolute)
    let maximum = Compare.vectors(
      a, b, absoluteTolerance: 0.75, relativeTolerance: 0, norm: .maximum)
    #expect(maximum.absoluteDistance == 0.5)
    #expect(maximum.isApproximatelyEqual)
    let sum = Compare.vectors(a, b, absoluteTolerance: 0.75, relativeTolerance: 0, norm: .sum)
    #expect(sum.absoluteDistance == 2)
    #expect(sum.failure == .absolute)
    // Relative distance: ‖Δ‖ / max(‖a‖, ‖b‖) = 1/3 for every norm here.
    #expect(euclidean.relativeDistance == 1.0 / 3)
    #expect(maximum.relativeDistance == 0.5 / 1.5)
    #expect(sum.relativeDistance == 2.0 / 6)
    #expect(euclidean.worstIndex == 0)
  }

  @Test("SIMD2/3/4 of Double and Float compare through their lanes")
  func simd() {
    let planar = Compare.vectors(
      SIMD2<Double>(3, 4), SIMD2<Double>(0, 0), absoluteTolerance: 5, relativeTolerance: 0)
    #expect(planar.isApproximatelyEqual && planar.absoluteDistance == 5)
    let tighter = Compare.vectors(
      SIMD2<Double>(3, 4), SIMD2<Double>(0, 0), absoluteTolerance: 4.5, relativeTolerance: 0)
    #expect(tighter.failure == .absolute)
    let byMaximum = Compare.vectors(
      SIMD2<Double>(3, 4), SIMD2<Double>(0, 0), absoluteTolerance: 4.5, relativeTolerance: 0,
      norm: .maximum)
    #expect(byMaximum.isApproximatelyEqual)
    let axis = Compare.vectors(SIMD3<Float>(0, 0, 1), SIMD3<Float>(0, 0, Float(1).nextUp))
    #expect(axis.isApproximatelyEqual && axis.maximumULPDistance == 1 && axis.worstIndex == 2)
    let rect = Compare.vectors(SIMD4<Double>(0, 0, 10, 20), SIMD4<Double>(0, 0, 10, 21))
    #expect(rect.failure == .relative && rect.worstIndex == 3)
    #expect(rect.first == [0, 0, 10, 20])
    let colour = Compare.vectors(SIMD4<Float>(1, 0.5, 0.25, 1), SIMD4<Float>(1, 0.5, 0.25, 1))
    #expect(colour.isApproximatelyEqual && colour.worstIndex == nil)
  }

  @Test("Counts, NaN and infinities are checked before any norm")
  func specialCases() {
    let counts = Compare.vectors([1.0, 2.0], [1.0])
    #expect(counts.failure == .countMismatch && counts.worstIndex == nil)
    #expect(counts.maximumULPDistance == nil && counts.absoluteDistance.isNaN)
    let nan = Compare.vectors([1.0, 2.0, .nan], [1.0, 2.5, .nan])
    #expect(nan.failure == .notANumber && nan.worstIndex == 2 && nan.maximumULPDistance == nil)
    let matched = Compare.vectors([Double.infinity, 1.0], [Double.infinity, 1.0 + 1e-12])
    #expect(matched.isApproximatelyEqual, "matched infinities are left out of the norm")
    #expect(matched.absoluteDistance == (1.0 + 1e-12) - 1)
    let mismatched = Compare.vectors([1.0, Double.infinity], [1.0, -Double.infinity])
    #expect(mismatched.failure == .infinityMismatch && mismatched.worstIndex == 1)
    #expect(mismatched.absoluteDistance == .infinity)
    let empty = Compare.vectors([Double](), [])
    #expect(empty.isApproximatelyEqual && empty.absoluteDistance == 0)
    let zeros = Compare.vectors([0.0, -0.0], [-0.0, 0.0], relativeTolerance: 0)
    #expect(zeros.isApproximatelyEqual && zeros.maximumULPDistance == 0)
  }

  @Test("Invalid tolerances fail vectors too, before the count check")
  func invalidTolerances() {
    #expect(Compare.vectors([1.0], [1.0], absoluteTolerance: -1).failure == .invalidTolerance)
    #expect(Compare.vectors([1.0], [1.0], relativeTolerance: 1).failure == .invalidTolerance)
    #expect(
      Compare.vectors([1.0], [1.0, 2.0], relativeTolerance: .nan).failure == .invalidTolerance)
  }

  @Test("Tiers apply to vectors with the element type's epsilon")
  func tiers() {
    let a: [Float] = [1, 2]
    let b: [Float] = [1, 2 + 6 * Float.ulpOfOne]  // 3 ULPs above 2; tol0 allows 2ε × 2
    #expect(Compare.vectors(a, b, tolerance: .tol1).isApproximatelyEqual)
    #expect(Compare.vectors(a, b, tolerance: .tol0, norm: .maximum).failure == .relative)
  }

  #if !(os(macOS) && arch(x86_64))
    @Test("Float16 vectors")
    func float16() {
      let report = Compare.vectors([Float16(1), 2], [Float16(1).nextUp, 2], relativeTolerance: 0)
      #expect(report.failure == .relative)
      #expect(report.absoluteDistance == 0x1p-10)
      #expect(report.maximumULPDistance == 1)
    }
  #endif

  @Test("Codable round trip with NaN components; description names the norm and worst index")
  func conformances() throws {
    let report = Compare.vectors([1.0, .nan, -.infinity], [1.0, 2.0, -.infinity], norm: .sum)
    let data = try JSONEncoder().encode(report)
    let decoded = try JSONDecoder().decode(VectorComparison<Double>.self, from: data)
    #expect(decoded == report)
    #expect(String(decoding: data, as: UTF8.self).contains("[1,\"nan\",\"-inf\"]"))
    #expect(report.description.contains("(Double, sum (L1)): NaN equals nothing"))
    #expect(report.description.contains("worst component 1"))
    #expect(Set([report, decoded]).count == 1)
  }
}
