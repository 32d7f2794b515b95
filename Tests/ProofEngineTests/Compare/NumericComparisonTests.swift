import Foundation
import ProofEngine
import Testing

/// The report's distances against hand-computed values, its edge cases, and its conformances.
@Suite("Numeric comparison report")
struct NumericComparisonTests {
  @Test("3 vs 4: |Δ| = 1, relative 1/4, and 2⁵¹ / 2²² / 2⁹ ULPs by type")
  func distancesByType() {
    let double = Compare.values(3.0, 4.0)
    #expect(double.absoluteDistance == 1 && double.relativeDistance == 0.25)
    #expect(double.ulpDistance == 1 << 51)
    let float = Compare.values(Float(3), Float(4))
    #expect(float.absoluteDistance == 1 && float.relativeDistance == 0.25)
    #expect(float.ulpDistance == 1 << 22)
    #if !(os(macOS) && arch(x86_64))
      let half = Compare.values(Float16(3), Float16(4))
      #expect(half.absoluteDistance == 1 && half.relativeDistance == 0.25)
      #expect(half.ulpDistance == 512)
    #endif
  }

  @Test("One value zero: relative distance is exactly 1, not ∞")
  func oneZero() {
    let report = Compare.values(0.0, -5.0)
    #expect(report.absoluteDistance == 5)
    #expect(report.relativeDistance == 1)
    #expect(report.failure == .relative)
    #expect(Compare.values(Float(7), 0).relativeDistance == 1)
  }

  @Test("Overflowing difference: |Δ| is ∞, the relative distance stays finite (2)")
  func overflow() {
    let report = Compare.values(Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude)
    #expect(report.absoluteDistance == .infinity)
    #expect(report.relativeDistance == 2)
    #expect(report.failure == .relative)
    #expect(report.ulpDistance == 2 * UInt64(0x7FEF_FFFF_FFFF_FFFF))
    #if !(os(macOS) && arch(x86_64))
      let half = Compare.values(Float16(60000), Float16(-60000), absoluteTolerance: 1)
      #expect(half.absoluteDistance == .infinity)
      #expect(half.relativeDistance == 2)
      #expect(!half.isApproximatelyEqual)
    #endif
  }

  @Test("Infinity against a finite value: distances ∞, ULP count finite")
  func infinityVersusFinite() {
    let report = Compare.values(Double.infinity, 1.0)
    #expect(report.absoluteDistance == .infinity && report.relativeDistance == .infinity)
    #expect(report.ulpDistance == UInt64(0x7FF0_0000_0000_0000 - 0x3FF0_0000_0000_0000))
    #expect(report.failure == .infinityMismatch)
  }

  @Test("The bound is max(absolute, relative × larger magnitude)")
  func bound() {
    let relativeWins = Compare.values(100.0, 101.0, absoluteTolerance: 0.5, relativeTolerance: 0.5)
    #expect(relativeWins.bound == 50.5)
    #expect(relativeWins.isApproximatelyEqual)
    let absoluteWins = Compare.values(1.0, 3.0, absoluteTolerance: 4, relativeTolerance: 0.25)
    #expect(absoluteWins.bound == 4)
    #expect(absoluteWins.isApproximatelyEqual)
  }

  @Test("Codable round trip keeps NaN, ±∞ and the failure; JSON spells them as strings")
  func codable() throws {
    let reports = [
      Compare.values(Double.nan, 1.0),
      Compare.values(-Double.infinity, 2.0),
      Compare.values(1.0, 1.0.nextUp),
      Compare.values(1.0, 1.5, relativeTolerance: 3),
    ]
    for report in reports {
      let data = try JSONEncoder().encode(report)
      let decoded = try JSONDecoder().decode(NumericComparison<Double>.self, from: data)
      #expect(decoded == report, "\(report)")
      #expect(decoded.failure == report.failure)
    }
    let text = String(decoding: try JSONEncoder().encode(reports[0]), as: UTF8.self)
    #expect(text.contains("\"first\":\"nan\""))
    #expect(text.contains("\"failure\":\"notANumber\""))
    #expect(!text.contains("ulpDistance"))
    let infinity = String(decoding: try JSONEncoder().encode(reports[1]), as: UTF8.self)
    #expect(infinity.contains("\"first\":\"-inf\""))
    #expect(infinity.contains("\"absoluteDistance\":\"inf\""))
    #if !(os(macOS) && arch(x86_64))
      let half = Compare.values(Float16(1), Float16.infinity)
      let decoded = try JSONDecoder().decode(
        NumericComparison<Float16>.self, from: try JSONEncoder().encode(half))
      #expect(decoded == half)
    #endif
  }

  @Test("A decoder rejects a value spelled neither as a number nor as nan/inf/-inf")
  func decodingRejectsBadSpelling() throws {
    let good = String(decoding: try JSONEncoder().encode(Compare.values(1.0, 2.0)), as: UTF8.self)
    let bad = good.replacingOccurrences(of: "\"first\":1", with: "\"first\":\"Infinity\"")
    #expect(bad != good)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NumericComparison<Double>.self, from: Data(bad.utf8))
    }
  }

  @Test("Hashable: a report holding NaN equals itself and hashes consistently")
  func hashable() {
    let report = Compare.values(Double.nan, Double.nan)
    #expect(report == report)
    #expect(Set([report, Compare.values(Double.nan, Double.nan)]).count == 1)
    #expect(Compare.values(1.0, 2.0) != Compare.values(1.0, 3.0))
  }

  @Test("The description names the values, the type, the failure and the distances")
  func description() {
    let failing = Compare.values(3.0, 4.0, relativeTolerance: 0.125).description
    #expect(failing.hasPrefix("3.0 ≉ 4.0 (Double): relative bound exceeded; "))
    #expect(failing.contains("|Δ| = 1.0, relative 0.25, 2251799813685248 ULPs, bound 0.5"))
    let passing = Compare.values(Float(1), Float(1).nextUp).description
    #expect(passing.hasPrefix("1.0 ≈ 1.0000001 (Float): "))
    #expect(passing.contains(", 1 ULP,"))
    #expect(Compare.values(Double.nan, 0).description.contains("no ULP distance (NaN)"))
  }
}
