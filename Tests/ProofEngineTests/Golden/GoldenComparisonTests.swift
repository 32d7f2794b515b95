import Foundation
import ProofEngine
import Testing

/// Comparing actual cases with golden contents, without files: the per-field numbers and the
/// structural issues.
@Suite("Golden comparison")
struct GoldenComparisonTests {
  static let golden = GoldenFile(
    name: "two.fields", tolerances: ["a": .tol0, "b": .absolute(0.25)],
    cases: [
      GoldenCase(inputs: ["x": 1], outputs: ["a": 1, "b": 100]),
      GoldenCase(inputs: ["x": 2], outputs: ["a": .nan, "b": .infinity]),
    ])

  @Test("Matching values pass; NaN matches NaN and ∞ matches ∞ in goldens")
  func passing() {
    let report = GoldenVectors.compare(
      Self.golden,
      with: [
        GoldenCase(inputs: ["x": 1], outputs: ["a": 1 + Double.ulpOfOne, "b": 100.25]),
        GoldenCase(inputs: ["x": 2], outputs: ["a": .nan, "b": .infinity]),
      ])
    #expect(report.passed, "\(report)")
    #expect(report.casesCompared == 2 && report.fieldsCompared == 4)
    #expect(report.description.hasPrefix("golden \"two.fields\" at  (record mode never): passed"))
  }

  @Test("Per-field errors carry the right absolute, relative and ULP numbers")
  func fieldErrors() throws {
    let report = GoldenVectors.compare(
      Self.golden,
      with: [
        GoldenCase(inputs: ["x": 1], outputs: ["a": 1 + 0x1p-40, "b": 100.5]),
        GoldenCase(inputs: ["x": 2], outputs: ["a": 0, "b": 5]),
      ])
    #expect(!report.passed)
    #expect(report.mismatches.count == 4)
    let a = try #require(report.mismatches.first { $0.caseIndex == 0 && $0.field == "a" })
    #expect(a.expected == 1 && a.actual == 1 + 0x1p-40)
    #expect(a.absoluteError == 0x1p-40)
    #expect(a.relativeError == 0x1p-40 / (1 + 0x1p-40))
    #expect(a.ulpError == 4096, "2⁻⁴⁰ / 2⁻⁵² = 2¹² steps just above 1")
    #expect(a.tolerance == .tol0 && a.failure == .relative)
    let b = try #require(report.mismatches.first { $0.caseIndex == 0 && $0.field == "b" })
    #expect(b.absoluteError == 0.5)
    #expect(b.relativeError == 0.5 / 100.5)
    #expect(b.ulpError == 1 << 45, "0.5 / 2⁻⁴⁶ steps in [64, 128)")
    #expect(b.tolerance == .absolute(0.25) && b.failure == .absolute)
    let nan = try #require(report.mismatches.first { $0.caseIndex == 1 && $0.field == "a" })
    #expect(nan.failure == .notANumber && nan.ulpError == nil)
    let infinity = try #require(report.mismatches.first { $0.caseIndex == 1 && $0.field == "b" })
    #expect(infinity.failure == .infinityMismatch && infinity.absoluteError == .infinity)
    #expect(
      a.description
        == "case 0, a: expected 1.0, actual 1.0000000000009095; |Δ| = 9.094947017729282e-13, "
        + "relative 9.094947017721011e-13, 4096 ULPs; tolerance tol0 (2ε): relative bound exceeded")
  }

  @Test("Missing and extra fields, differing inputs and case counts are issues")
  func structuralIssues() {
    let report = GoldenVectors.compare(
      Self.golden,
      with: [
        GoldenCase(inputs: ["x": 1.5, "w": 0], outputs: ["a": 1, "c": 3]),
        GoldenCase(inputs: ["x": 2], outputs: ["a": .nan, "b": .infinity]),
        GoldenCase(inputs: ["x": 3], outputs: ["a": 3, "b": 3]),
      ])
    #expect(report.mismatches.isEmpty)
    #expect(
      report.issues == [
        .caseCountMismatch(expected: 2, actual: 3),
        .inputsDiffer(caseIndex: 0, fields: ["w", "x"]),
        .missingField(caseIndex: 0, field: "b"),
        .extraField(caseIndex: 0, field: "c"),
      ])
    #expect(report.casesCompared == 2)
    #expect(report.description.contains("the golden has 2 cases but 3 were computed"))
    #expect(report.description.contains("case 0: output \"b\" is missing from the actual values"))
  }

  @Test("Inputs match NaN to NaN and +0 to −0")
  func inputEquality() {
    let golden = GoldenFile(
      name: "inputs", defaultTolerance: .tol0,
      cases: [GoldenCase(inputs: ["n": .nan, "z": 0], outputs: ["y": 1])])
    let report = GoldenVectors.compare(
      golden, with: [GoldenCase(inputs: ["n": .nan, "z": -0.0], outputs: ["y": 1])])
    #expect(report.passed, "\(report)")
  }

  @Test("A golden field without a tolerance is reported, not guessed")
  func missingTolerance() {
    let golden = GoldenFile(name: "g", cases: [GoldenCase(inputs: [:], outputs: ["y": 1])])
    let report = GoldenVectors.compare(golden, with: [GoldenCase(inputs: [:], outputs: ["y": 1])])
    #expect(report.issues == [.missingTolerance(field: "y")])
    #expect(report.fieldsCompared == 0)
  }

  @Test("Reports encode to JSON (NaN as a string) and decode back equal")
  func codable() throws {
    let report = GoldenVectors.compare(
      Self.golden,
      with: [
        GoldenCase(inputs: ["x": 1], outputs: ["a": .nan, "b": 100]),
        GoldenCase(inputs: ["x": 2], outputs: ["a": .nan]),
      ])
    let data = try JSONEncoder().encode(report)
    #expect(try JSONDecoder().decode(GoldenReport.self, from: data) == report)
    #expect(String(decoding: data, as: UTF8.self).contains("\"second\":\"nan\""))
  }
}
