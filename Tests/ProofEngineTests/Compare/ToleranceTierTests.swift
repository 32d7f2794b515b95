import Foundation
import ProofEngine
import Testing

/// The tiers' numeric values against GSL's `test_sf.h` constants, their scaling with the type,
/// and their Codable names.
@Suite("Tolerance tiers")
struct ToleranceTierTests {
  /// GSL_DBL_EPSILON and GSL_SQRT_DBL_EPSILON as GSL's gsl_machine.h spells them.
  static let gslDoubleEpsilon = 2.2204460492503131e-16
  static let gslSqrtDoubleEpsilon = 1.4901161193847656e-08

  @Test("Double tiers equal GSL's TEST_TOL0…TEST_TOL6 and TEST_SQRT_TOL0")
  func doubleValues() {
    let eps = Self.gslDoubleEpsilon
    let expected: [(ToleranceTier, Double)] = [
      (.tol0, 2.0 * eps), (.tol1, 16.0 * eps), (.tol2, 256.0 * eps), (.tol3, 2048.0 * eps),
      (.tol4, 16384.0 * eps), (.tol5, 131072.0 * eps), (.tol6, 1048576.0 * eps),
      (.sqrtTol0, 2.0 * Self.gslSqrtDoubleEpsilon),
    ]
    for (tier, value) in expected {
      #expect(tier.relativeTolerance(for: Double.self) == value, "\(tier)")
      #expect(tier.absoluteTolerance(for: Double.self) == 0, "\(tier)")
    }
    // Spelled out: 2ε = 4.440892098500626e-16 and 2²⁰ε = 2.3283064365386963e-10 = 2⁻³².
    #expect(ToleranceTier.tol0.relativeTolerance(for: Double.self) == 4.440892098500626e-16)
    #expect(ToleranceTier.tol6.relativeTolerance(for: Double.self) == 0x1p-32)
  }

  @Test("Tiers scale with the type: Float's ε is 2⁻²³, Float16's is 2⁻¹⁰")
  func scaling() {
    #expect(ToleranceTier.tol0.relativeTolerance(for: Float.self) == 0x1p-22)
    #expect(ToleranceTier.tol2.relativeTolerance(for: Float.self) == 0x1p-15)
    #expect(ToleranceTier.tol6.relativeTolerance(for: Float.self) == 0.125)
    #expect(ToleranceTier.tol6.isValid(for: Float.self))
    #if !(os(macOS) && arch(x86_64))
      #expect(ToleranceTier.tol0.relativeTolerance(for: Float16.self) == 0x1p-9)
      #expect(ToleranceTier.tol2.relativeTolerance(for: Float16.self) == 0.25)
      #expect(ToleranceTier.sqrtTol0.relativeTolerance(for: Float16.self) == 0x1p-4)
      #expect(ToleranceTier.tol2.isValid(for: Float16.self))
      #expect(ToleranceTier.tol3.relativeTolerance(for: Float16.self) == 2)
      #expect(!ToleranceTier.tol3.isValid(for: Float16.self))
      let report = Compare.values(Float16(1), Float16(100), tolerance: .tol3)
      #expect(report.failure == .invalidTolerance, "2ε·2048 ≥ 1 must not accept everything")
    #endif
  }

  @Test("Epsilon multiples and names")
  func multiplesAndNames() {
    #expect(
      ToleranceTier.named.map(\.epsilonMultiple) == [
        2, 16, 256, 2048, 16384, 131072, 1_048_576, nil,
      ])
    #expect(
      ToleranceTier.named.map(\.name) == [
        "tol0", "tol1", "tol2", "tol3", "tol4", "tol5", "tol6", "sqrtTol0",
      ])
    for tier in ToleranceTier.named {
      #expect(ToleranceTier(name: tier.name) == tier)
    }
    #expect(ToleranceTier(name: "explicit") == nil)
    #expect(ToleranceTier(name: "TOL0") == nil)
    #expect(ToleranceTier.tol2.description == "tol2 (256ε)")
    #expect(ToleranceTier.absolute(1e-6).description == "absolute 1e-06, relative 0.0")
  }

  @Test("A tier applied in a comparison: 1 vs 1 + 2ε passes tol0, 1 vs 1 + 4ε does not")
  func inUse() {
    let eps = Double.ulpOfOne
    #expect(Compare.values(1.0, 1 + 2 * eps, tolerance: .tol0).isApproximatelyEqual)
    #expect(Compare.values(1.0, 1 + 4 * eps, tolerance: .tol0).failure == .relative)
    #expect(Compare.values(1.0, 1 + 4 * eps, tolerance: .tol1).isApproximatelyEqual)
    // Named tiers are purely relative: only ±0 matches an expected 0…
    #expect(Compare.values(0.0, 1e-300, tolerance: .tol6).failure == .relative)
    // …an explicit absolute part covers values that cross zero.
    #expect(Compare.values(0.0, 1e-300, tolerance: .absolute(1e-12)).isApproximatelyEqual)
    let both = ToleranceTier.explicit(absolute: 0.5, relative: 0.25)
    #expect(both.absoluteTolerance(for: Float.self) == 0.5)
    #expect(both.relativeTolerance(for: Float.self) == 0.25)
  }

  @Test("Codable by name, and the explicit object form")
  func codable() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    for tier in ToleranceTier.named {
      let data = try encoder.encode([tier])
      #expect(String(decoding: data, as: UTF8.self) == "[\"\(tier.name)\"]")
      #expect(try JSONDecoder().decode([ToleranceTier].self, from: data) == [tier])
    }
    let absolute = try encoder.encode([ToleranceTier.absolute(1e-6)])
    #expect(String(decoding: absolute, as: UTF8.self) == "[{\"absolute\":1e-06}]")
    let both = ToleranceTier.explicit(absolute: 0.5, relative: 0.25)
    let bothText = String(decoding: try encoder.encode([both]), as: UTF8.self)
    #expect(bothText == "[{\"absolute\":0.5,\"relative\":0.25}]")
    let decoded = try JSONDecoder().decode(
      [ToleranceTier].self, from: Data("[{\"relative\": 1e-9}, \"sqrtTol0\"]".utf8))
    #expect(decoded == [.relative(1e-9), .sqrtTol0])
  }

  @Test(
    "Decoding rejects unknown names, unknown keys, empty objects and invalid values",
    arguments: [
      "[\"tol9\"]", "[{\"absolute\": 1, \"slack\": 2}]", "[{}]", "[{\"absolute\": -1}]",
      "[{\"relative\": 1}]", "[{\"relative\": -0.5}]", "[3]",
    ])
  func decodingRejects(json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([ToleranceTier].self, from: Data(json.utf8))
    }
  }
}
