import Foundation
import Testing

@testable import ProofEngine

/// A sample promise proven on the compiled source beside its geometric twin: the agreement rule,
/// its notes, and the report pass that attaches comparisons and findings.
@Suite struct GeometryComparisonTests {
  /// A promise report with the same numbers on both axes.
  static func promise(
    _ id: String, promise: Double, supremum: Double, bound: Double? = nil
  ) -> PromiseReport {
    PromiseReport(
      id: id, parameterNames: ["t"], pixels: PixelRegion(width: 10, height: 10),
      x: PromiseAxisResult(
        axis: .x, promise: promise, supremum: supremum, argmax: nil, certifiedBound: bound),
      y: PromiseAxisResult(
        axis: .y, promise: promise, supremum: supremum, argmax: nil, certifiedBound: bound),
      failures: [], failureCount: 0, sweepCases: 1, polishCases: 0, looseTightness: 1.5)
  }

  static func result(_ id: String, _ promise: PromiseReport, twin: String? = nil) -> ProofResult {
    var result = ProofResult(id: id, fact: "f", cases: 1, promise: promise)
    result.comparesWith = twin
    return result
  }

  @Test func belowTheWitnessAgreesAndSaysWhy() {
    let comparison = GeometryComparison(
      compiled: Self.promise("c", promise: 24, supremum: 23.06),
      geometry: Self.promise("g", promise: 24, supremum: 23.07, bound: 23.9994),
      geometryID: "wheel.blurPromise")
    #expect(comparison.agrees)
    #expect(comparison.x.note.hasPrefix("0.01 pt below the geometry's witness"))
    #expect(abs(comparison.x.difference + 0.01) < 1e-12)
    #expect(comparison.x.geometryBound == 23.9994)
  }

  @Test func aboveTheWitnessWithinTheBoundAgrees() {
    let comparison = GeometryComparison(
      compiled: Self.promise("c", promise: 10, supremum: 9.58),
      geometry: Self.promise("g", promise: 10, supremum: 7.73, bound: 9.99),
      geometryID: "dice.streakPromise")
    #expect(comparison.agrees)
    #expect(comparison.y.note.contains("above the geometry's witness, within its bound 9.99 pt"))
  }

  @Test func pastTheCertifiedBoundDisagrees() {
    // 2⁻¹⁰ pt past the bound is still rounding; 2⁻⁹ is not.
    let within = GeometryComparison(
      compiled: Self.promise("c", promise: 12, supremum: 11.99 + 1.0 / 1024),
      geometry: Self.promise("g", promise: 12, supremum: 11.96, bound: 11.99), geometryID: "g")
    #expect(within.agrees)
    let past = GeometryComparison(
      compiled: Self.promise("c", promise: 12, supremum: 11.99 + 1.0 / 512),
      geometry: Self.promise("g", promise: 12, supremum: 11.96, bound: 11.99), geometryID: "g")
    #expect(!past.agrees && !past.x.agrees && !past.y.agrees)
    #expect(past.x.note.contains("past the geometry's certified bound 11.99 pt"))
  }

  @Test func withoutACertificateTheWitnessIsTheBound() {
    let past = GeometryComparison(
      compiled: Self.promise("c", promise: 12, supremum: 11.5),
      geometry: Self.promise("g", promise: 12, supremum: 11.0), geometryID: "g")
    #expect(!past.agrees)
    #expect(past.x.note.contains("past the geometry's witness 11.0 pt"))
  }

  @Test func differentPromisesDisagreeEvenWhenBothHold() {
    let comparison = GeometryComparison(
      compiled: Self.promise("c", promise: 25, supremum: 23),
      geometry: Self.promise("g", promise: 24, supremum: 23, bound: 23.5), geometryID: "g")
    #expect(!comparison.agrees)
    #expect(comparison.x.note.hasPrefix("the promises differ"))
  }

  @Test func nonFiniteCompiledSupremumDisagrees() {
    for bad in [Double.nan, .infinity] {
      let comparison = GeometryComparison(
        compiled: Self.promise("c", promise: 24, supremum: bad),
        geometry: Self.promise("g", promise: 24, supremum: 23, bound: 23.5), geometryID: "g")
      #expect(!comparison.agrees)
    }
  }

  @Test func theReportPassFailsADisagreementAndIsIdempotent() {
    var report = ProofReport(results: [
      Self.result("g", Self.promise("g", promise: 12, supremum: 11.9, bound: 11.95)),
      Self.result(
        "shader.c.samplePromise", Self.promise("c", promise: 12, supremum: 11.97), twin: "g"),
    ])
    report.compareGeometries(isCompleteRun: true)
    report.compareGeometries(isCompleteRun: true)
    let compiled = report.results[1]
    #expect(compiled.geometry?.agrees == false)
    #expect(compiled.status == .failed)
    // One finding per disagreeing axis, not one per pass.
    #expect(compiled.findings.count == 2)
    #expect(compiled.findings.allSatisfy { $0.engineKind == .geometryDisagrees })
    #expect(report.results[0].geometry == nil)
  }

  @Test func aMissingTwinFailsAWholeRunAndWarnsAPartialOne() {
    let compiled = Self.result(
      "shader.c.samplePromise", Self.promise("c", promise: 12, supremum: 11), twin: "curl.nope")
    var whole = ProofReport(results: [compiled])
    whole.compareGeometries(isCompleteRun: true)
    #expect(whole.results[0].status == .failed)
    #expect(
      whole.results[0].findings.first?.message.hasPrefix("curl.nope is not in this report") == true)
    var partial = ProofReport(results: [compiled])
    partial.compareGeometries(isCompleteRun: false)
    #expect(partial.results[0].status == .warned)
    // A twin that ran but has no promise report cannot be compared either.
    var noPromise = ProofReport(results: [
      ProofResult(id: "curl.nope", fact: "f", cases: 1), compiled,
    ])
    noPromise.compareGeometries(isCompleteRun: true)
    #expect(noPromise.results[1].findings.first?.message.contains("has no promise report") == true)
  }

  @Test func mergingShardsComparesAfresh() throws {
    // Shard 1 ran the compiled proof alone and warned; the merge has both and agrees.
    var first = ProofReport(results: [
      Self.result("shader.c.samplePromise", Self.promise("c", promise: 12, supremum: 11), twin: "g")
    ])
    first.compareGeometries(isCompleteRun: false)
    #expect(first.results[0].status == .warned)
    let second = ProofReport(results: [
      Self.result("g", Self.promise("g", promise: 12, supremum: 11.9, bound: 11.95))
    ])
    let data = try JSONEncoder().encode(first)
    var merged = try ProofReport.merged([
      try JSONDecoder().decode(ProofReport.self, from: data), second,
    ])
    merged.compareGeometries(isCompleteRun: true)
    #expect(merged.results[0].comparesWith == "g")
    #expect(merged.results[0].status == .passed)
    #expect(merged.results[0].geometry?.agrees == true)
  }

  @Test func textAndHTMLShowBothSideBySide() {
    var report = ProofReport(results: [
      Self.result("g", Self.promise("g", promise: 24, supremum: 23.07, bound: 23.9994)),
      Self.result(
        "shader.w.samplePromise", Self.promise("c", promise: 24, supremum: 23.06), twin: "g"),
    ])
    report.compareGeometries(isCompleteRun: true)
    // Both pass: the comparison shows under them with --verbose (failures always show it).
    let text = TextReportRenderer.render(report, options: TextReportOptions(verbose: true))
    #expect(!TextReportRenderer.render(report).contains("beside g on x"))
    #expect(
      text.contains(
        "beside g on x: geometry 23.07 pt (certified ≤ 23.9994), compiled 23.06 pt, promise 24.0 pt: agrees"
      ))
    let html = HTMLReportRenderer.render(report)
    #expect(html.contains("<h2 id=\"geometry-heading\">Compiled source beside the geometry</h2>"))
    #expect(html.contains("<td class=\"num\">23.9994</td>"))
    #expect(
      !HTMLReportRenderer.render(ProofReport(results: [report.results[0]])).contains(
        "geometry-heading"))
  }
}
