import Foundation
import ProofEngine
import Testing

/// A card-sized pixel region and one parameter, `gain`, over 0…1.
private let cardPixels = PixelRegion(width: 63, height: 100)
private let gain = [ParameterRange("gain", 0...1)]
/// Few cases: these tests are about verdicts, not accuracy.
private let quick = PromiseProofOptions(gridPointsPerAxis: 5, sobolPoints: 64, polishedPerAxis: 1)

@Suite("Promise verdicts")
struct PromiseVerdictTests {
  @Test("a zero-offset effect with a zero promise is exact: tightness 1, holds, not loose")
  func zeroOffsetZeroPromise() throws {
    let report = try SampleOffsetPromise(
      id: "identity", parameters: gain, pixels: cardPixels, promise: .zero,
      distortion: { _, pixel in pixel }
    ).prove(quick)
    #expect(report.supremum == .zero)
    #expect(report.tightness == SIMD2(1, 1))
    #expect(report.margin == .zero)
    #expect(report.holds && !report.isLoose, "\(report)")
    #expect(report.x.argmax != nil)
  }

  @Test("a positive promise on a zero offset is infinitely loose: a warning, not a failure")
  func zeroOffsetPositivePromise() throws {
    let report = try SampleOffsetPromise(
      id: "identity", parameters: gain, pixels: cardPixels, promise: SIMD2(3, 0),
      distortion: { _, pixel in pixel }
    ).prove(quick)
    #expect(report.x.tightness == .infinity)
    #expect(report.x.isLoose && !report.y.isLoose)
    #expect(report.isLoose && report.holds, "\(report)")
    #expect(report.description.contains("Warning"), "\(report.description)")
    let never = try SampleOffsetPromise(
      id: "identity", parameters: gain, pixels: cardPixels, promise: SIMD2(3, 0),
      distortion: { _, pixel in pixel }
    ).prove(PromiseProofOptions(gridPointsPerAxis: 3, sobolPoints: 0, looseTightness: .infinity))
    #expect(!never.isLoose, "an infinite limit turns the warning off")
  }

  @Test("the tightness rule: p ÷ s, 0 ÷ 0 = 1, p ÷ 0 = ∞")
  func tightnessRule() {
    #expect(PromiseAxisResult.tightness(promise: 24, supremum: 12) == 2)
    #expect(PromiseAxisResult.tightness(promise: 0, supremum: 0) == 1)
    #expect(PromiseAxisResult.tightness(promise: 1, supremum: 0) == .infinity)
    #expect(PromiseAxisResult.tightness(promise: 0, supremum: 2) == 0)
  }

  @Test("a NaN sample is a failure naming the case; the finite cases still give the supremum")
  func nanSampleFails() throws {
    let report = try SampleOffsetPromise(
      id: "nan", parameters: gain, pixels: cardPixels, promise: SIMD2(5, 0)
    ) { parameters, pixel in
      if parameters[0] > 0.7, pixel.x < 2 { return [SIMD2(.nan, pixel.y)] }
      return [pixel + SIMD2(5 * parameters[0], 0)]
    }.prove(quick)
    #expect(!report.holds, "\(report)")
    #expect(report.x.holds && report.y.holds, "the promise itself holds on the finite cases")
    #expect(report.failureCount > 0)
    let failure = try #require(report.failures.first)
    #expect(failure.kind == .nonFiniteSample)
    #expect(failure.parameters[0] > 0.7 && failure.pixel.x < 2, "\(failure)")
    #expect(failure.message.contains("nan") && failure.message.contains("gain = "), "\(failure)")
    #expect(abs(report.x.supremum - 5) < 1e-12)
    #expect(report.description.contains("failed"), "\(report.description)")
  }

  @Test("an infinite sample fails too, and only where it happens")
  func infiniteSampleFails() throws {
    let report = try SampleOffsetPromise(
      id: "inf", parameters: [], pixels: cardPixels, promise: SIMD2(0, 1)
    ) { _, pixel in
      pixel.y > 90 ? [pixel, SIMD2(pixel.x, .infinity)] : [pixel]
    }.prove(quick)
    #expect(!report.holds)
    #expect(report.failures.allSatisfy { $0.kind == .nonFiniteSample && $0.pixel.y > 90 })
    #expect(report.failures.first?.message.contains("sample 2 of 2") == true)
    #expect(report.failures.count <= PromiseReport.maximumRecordedFailures)
    #expect(report.failureCount >= report.failures.count)
  }

  @Test("a sampler that returns no positions fails with noSamples")
  func noSamplesFails() throws {
    let report = try SampleOffsetPromise(
      id: "empty", parameters: gain, pixels: cardPixels, promise: SIMD2(1, 1)
    ) { _, pixel in pixel.y > 90 ? [] : [pixel] }.prove(quick)
    #expect(!report.holds)
    #expect(report.failures.first?.kind == .noSamples)
    #expect(report.failures.first?.pixel.y ?? 0 > 90)
  }

  @Test("a sampler that always fails: supremum 0, no argmax, does not hold")
  func everythingFails() throws {
    let report = try SampleOffsetPromise(
      id: "broken", parameters: gain, pixels: cardPixels, promise: SIMD2(1, 1)
    ) { _, _ in [] }.prove(quick)
    #expect(report.supremum == .zero)
    #expect(report.x.argmax == nil && report.y.argmax == nil)
    #expect(!report.holds)
    #expect(report.failureCount == report.casesEvaluated)
  }

  @Test("the report survives JSON, infinite tightness included")
  func jsonRoundTrip() throws {
    let report = try SampleOffsetPromise(
      id: "identity", parameters: gain, pixels: cardPixels, promise: SIMD2(3, 0),
      distortion: { _, pixel in pixel }
    ).prove(quick)
    let data = try JSONEncoder().encode(report)
    let text = try #require(String(data: data, encoding: .utf8))
    #expect(text.contains("\"tightness\":\"inf\""), "\(text)")
    let decoded = try JSONDecoder().decode(PromiseReport.self, from: data)
    #expect(decoded == report)
    #expect(decoded.x.tightness == .infinity)
  }

  @Test("a tightness that is neither a number nor 'inf' does not decode")
  func badTightnessDoesNotDecode() throws {
    let result = PromiseAxisResult(axis: .x, promise: 2, supremum: 1, argmax: nil)
    let data = try JSONEncoder().encode(result)
    let text = try #require(String(data: data, encoding: .utf8))
    let broken = text.replacingOccurrences(of: "\"tightness\":2", with: "\"tightness\":\"big\"")
    #expect(broken != text, "\(text)")
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(PromiseAxisResult.self, from: Data(broken.utf8))
    }
  }

  @Test("the same proof gives the same report")
  func deterministic() throws {
    let promise = SampleOffsetPromise(
      id: "shear", parameters: gain, pixels: cardPixels, promise: SIMD2(0, 20),
      distortion: { parameters, pixel in pixel + SIMD2(0, parameters[0] * pixel.x * 0.3) })
    #expect(try promise.prove(quick) == promise.prove(quick))
  }

  @Test("counts: no polish means no polish cases; grid and Sobol cases add up")
  func caseCounts() throws {
    let shear = SampleOffsetPromise(
      id: "shear", parameters: gain, pixels: cardPixels, promise: SIMD2(0, 20),
      distortion: { parameters, pixel in pixel + SIMD2(0, parameters[0] * pixel.x * 0.3) })
    let sweepOnly = try shear.prove(
      PromiseProofOptions(gridPointsPerAxis: 4, sobolPoints: 10, polishedPerAxis: 0))
    #expect(sweepOnly.sweepCases == 4 * 4 * 4 + 10)
    #expect(sweepOnly.polishCases == 0)
    // The grid has the corner gain 1, x 63, so even the sweep finds 0.3·63.
    #expect(abs(sweepOnly.y.supremum - 18.9) < 1e-12)
    let sobolOnly = try shear.prove(
      PromiseProofOptions(gridPointsPerAxis: 0, sobolPoints: 100, polishedPerAxis: 2))
    #expect(sobolOnly.sweepCases == 100)
    #expect(sobolOnly.polishCases > 0)
    #expect(abs(sobolOnly.y.supremum - 18.9) < 1e-9, "the polish reaches the corner: \(sobolOnly)")
  }

  @Test("a fixed parameter and an empty parameter list both work")
  func fixedAndNoParameters() throws {
    let fixed = try SampleOffsetPromise(
      id: "fixed", parameters: [ParameterRange("gain", fixed: 0.5)], pixels: cardPixels,
      promise: SIMD2(2, 0), distortion: { parameters, pixel in pixel + SIMD2(4 * parameters[0], 0) }
    ).prove(quick)
    #expect(fixed.x.supremum == 2)
    #expect(fixed.x.argmax?.parameters == [0.5])
    #expect(fixed.holds && abs(fixed.x.tightness - 1) < 1e-12)

    let none = try SampleOffsetPromise(
      id: "none", parameters: [], pixels: cardPixels, promise: SIMD2(1, 1),
      distortion: { _, pixel in pixel + SIMD2(1, -1) }
    ).prove(quick)
    #expect(none.supremum == SIMD2(1, 1))
    #expect(none.x.argmax?.parameters == [])
  }

  @Test("a promise short by less than the rounding allowance holds; by more it fails")
  func holdsTolerance() throws {
    let shift = SampleOffsetPromise(
      id: "shift", parameters: [], pixels: cardPixels, promise: SIMD2(2 - 1e-12, 0),
      distortion: { _, pixel in pixel + SIMD2(2, 0) })
    let report = try shift.prove(quick)
    #expect(report.x.holds && report.x.margin < 0, "\(report)")
    let strict = try shift.prove(
      PromiseProofOptions(gridPointsPerAxis: 5, sobolPoints: 0, holdsTolerance: 0))
    #expect(!strict.x.holds, "\(strict)")
  }
}
