import EffectProofTestSupport
import Foundation
import ProofEngine
import Testing

/// `PromiseProof`: a promise as a catalogue proof, its findings and its report forms.
@Suite struct PromiseProofTests {
  /// The article's curl: height 131, r = 0.16·height; a pixel u past the fold samples from
  /// fold + r·asin(u/r). The true maximum offset is r·(π/2 − 1) ≈ 11.9639.
  static func curl(promise: Double) -> PromiseProof {
    let height = 131.0
    let radius = 0.16 * height
    let sample = SampleOffsetPromise(
      id: "curl.samplePromise", parameters: [ParameterRange("peel", 0...1)],
      pixels: PixelRegion(width: 90, height: height), promise: SIMD2(0, promise)
    ) { parameters, pixel in
      let fold = height - parameters[0] * height
      let u = pixel.y - fold
      guard u >= 0, u <= radius else { return pixel }
      return SIMD2(pixel.x, fold + radius * asin(u / radius))
    }
    return PromiseProof(
      fact: "The bend samples at most r·(π/2 − 1) away.",
      promise: sample)
  }

  @Test func theArticlesPromiseHoldsAndReportsItsTightness() throws {
    let result = Self.curl(promise: 12).run(RunSettings())
    #expect(result.status == .passed)
    let report = try #require(result.promise)
    let truth = 0.16 * 131 * (Double.pi / 2 - 1)
    #expect(abs(report.y.supremum - truth) < 1e-5)
    #expect(abs(report.y.tightness - 12 / truth) < 1e-6)
    #expect(result.details.count == 2)
    // A Double-only sampler: its verdict says it was searched, not certified.
    #expect(result.details[1].hasPrefix("y: searched; witness 11.96"))
    #expect(result.details[1].hasSuffix("(searched, not certified)"))
    #expect(result.worst.map { abs(($0.margin ?? 0) - (12 - truth)) < 1e-5 } == true)
  }

  @Test func aPromiseThatIsTooSmallFailsWithTheTrueSupremum() throws {
    let result = Self.curl(promise: 11).run(RunSettings())
    #expect(result.status == .failed)
    let finding = try #require(result.findings.first { $0.engineKind == .promise })
    #expect(finding.message.hasPrefix("promise exceeded by 0.96"))
    #expect(finding.message.contains(" pt on y: a real case samples 11.96"))
    #expect(finding.message.contains("past the promise 11.0"))
  }

  @Test func aLoosePromiseWarns() {
    let result = Self.curl(promise: 30).run(RunSettings())
    #expect(result.status == .warned)
    #expect(result.findings.map(\.id.name) == ["loosePromise"])
  }

  @Test func invalidInputIsAFindingNotACrash() {
    let result = Self.curl(promise: -1).run(RunSettings())
    #expect(result.status == .failed)
    #expect(result.findings.map(\.id.name) == ["promiseInput"])
  }

  @Test func theReportSurvivesJSONAndJUnit() throws {
    let report = ProofReport(results: [Self.curl(promise: 11).run(RunSettings())])
    let decoded = try JSONReportRenderer.parse(Data(JSONReportRenderer.render(report).utf8))
    #expect(decoded.results.first?.promise == report.results.first?.promise)
    #expect(decoded.results.first?.details == report.results.first?.details)
    let xml = try XMLTree.parse(JUnitReportRenderer.render(report))
    let failure = xml.elements("testsuite").first?.elements("testcase").first?
      .elements("failure").first
    #expect(failure?["type"] == "promise")
  }
}

/// JUnit output for a property proof with a counterexample parses, and carries the seed.
@Suite struct PropertyJUnitTests {
  @Test func aCounterexampleReachesTheJUnitFailure() throws {
    let proof = PropertyProof(
      id: "engine.junit", fact: "x < 0.5 & <tags>", domain: IntervalDomain(0.0...1.0),
      strategy: .random(count: 100)
    ) { x in .expect(x, atMost: 0.5) }
    let xml = try XMLTree.parse(
      JUnitReportRenderer.render(ProofReport(results: [proof.run(RunSettings(seed: 3))])))
    let failure = try #require(
      xml.elements("testsuite").first?.elements("testcase").first?.elements("failure").first)
    #expect(failure["type"] == "counterexample")
    #expect(failure.text.contains("x < 0.5 & <tags>"))
    #expect(failure.text.contains("seed 0x0000000000000003"))
    #expect(failure.text.contains("shrunk in"))
  }
}
