import ProofEngine
import Testing

/// A trivial effect: every pixel samples 1 point to its right.
private func shift(
  parameters: [ParameterRange] = [ParameterRange("gain", 0...1)],
  pixels: PixelRegion = PixelRegion(width: 10, height: 10), promise: SIMD2<Double> = SIMD2(1, 0)
) -> SampleOffsetPromise {
  SampleOffsetPromise(id: "shift", parameters: parameters, pixels: pixels, promise: promise) {
    _, pixel in [pixel + SIMD2(1, 0)]
  }
}

/// Whether `body` throws the `PromiseError` case `matches` accepts.
private func expectError(
  _ matches: (PromiseError) -> Bool, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws(PromiseError) -> PromiseReport
) {
  do {
    let report = try body()
    Issue.record("expected an error, got \(report)", sourceLocation: sourceLocation)
  } catch {
    #expect(matches(error), "\(error)", sourceLocation: sourceLocation)
    #expect(!error.description.isEmpty, sourceLocation: sourceLocation)
  }
}

@Suite("Promise inputs")
struct PromiseInputTests {
  @Test(
    "invalid parameter ranges throw invalidParameter",
    arguments: [
      ParameterRange("gain", lower: .nan, upper: 1),
      ParameterRange("gain", lower: 0, upper: .nan),
      ParameterRange("gain", lower: 2, upper: 1),
      ParameterRange("gain", lower: -.infinity, upper: 1),
      ParameterRange("gain", lower: -.greatestFiniteMagnitude, upper: .greatestFiniteMagnitude),
      ParameterRange("", lower: 0, upper: 1),
    ])
  func invalidParameter(range: ParameterRange) {
    #expect(range.range == nil || range.name.isEmpty || !range.width.isFinite)
    expectError({ if case .invalidParameter = $0 { true } else { false } }) {
      () throws(PromiseError) in try shift(parameters: [range]).prove()
    }
  }

  @Test("a duplicate parameter name throws invalidParameter")
  func duplicateName() {
    expectError({ $0 == .invalidParameter(name: "gain", reason: "the name is used twice") }) {
      () throws(PromiseError) in
      try shift(parameters: [ParameterRange("gain", 0...1), ParameterRange("gain", 2...3)]).prove()
    }
  }

  @Test(
    "zero-size, negative, NaN and infinite pixel regions throw invalidPixelRegion",
    arguments: [
      PixelRegion(width: 0, height: 10),
      PixelRegion(width: 10, height: 0),
      PixelRegion(width: -5, height: 10),
      PixelRegion(width: .nan, height: 10),
      PixelRegion(origin: SIMD2(.infinity, 0), size: SIMD2(1, 1)),
      PixelRegion(
        origin: SIMD2(.greatestFiniteMagnitude, 0), size: SIMD2(.greatestFiniteMagnitude, 1)),
    ])
  func invalidPixels(pixels: PixelRegion) {
    expectError({ if case .invalidPixelRegion = $0 { true } else { false } }) {
      () throws(PromiseError) in try shift(pixels: pixels).prove()
    }
  }

  @Test(
    "negative, NaN and infinite promises throw invalidPromise",
    arguments: [SIMD2(-1, 0), SIMD2(0, -0.5), SIMD2(.nan, 0), SIMD2(0, .infinity)])
  func invalidPromise(promise: SIMD2<Double>) {
    expectError({ if case .invalidPromise = $0 { true } else { false } }) {
      () throws(PromiseError) in try shift(promise: promise).prove()
    }
  }

  @Test(
    "out-of-range options throw invalidOptions",
    arguments: [
      PromiseProofOptions(gridPointsPerAxis: 0, sobolPoints: 0),
      PromiseProofOptions(gridPointsPerAxis: -1),
      PromiseProofOptions(sobolPoints: -3),
      PromiseProofOptions(polishedPerAxis: -1),
      PromiseProofOptions(maximumSweepCases: 0),
      PromiseProofOptions(looseTightness: 0.5),
      PromiseProofOptions(looseTightness: .nan),
      PromiseProofOptions(holdsTolerance: -1),
      PromiseProofOptions(holdsTolerance: .infinity),
    ])
  func invalidOptions(options: PromiseProofOptions) {
    expectError({ if case .invalidOptions = $0 { true } else { false } }) {
      () throws(PromiseError) in try shift().prove(options)
    }
  }

  @Test("a grid beyond the case limit throws sweepTooLarge, even when the count overflows")
  func sweepTooLarge() {
    let many = (0..<6).map { ParameterRange("p\($0)", 0...1) }
    expectError({ if case .sweepTooLarge(_, 2_000_000) = $0 { true } else { false } }) {
      () throws(PromiseError) in try shift(parameters: many).prove()
    }
    let huge = (0..<30).map { ParameterRange("p\($0)", 0...1) }
    expectError({ $0 == .sweepTooLarge(cases: Int.max, limit: Int.max) }) {
      () throws(PromiseError) in
      try shift(parameters: huge).prove(PromiseProofOptions(maximumSweepCases: Int.max))
    }
    expectError({ $0 == .sweepTooLarge(cases: 4 * 4 * 4 + 10, limit: 70) }) {
      () throws(PromiseError) in
      try shift().prove(
        PromiseProofOptions(gridPointsPerAxis: 4, sobolPoints: 10, maximumSweepCases: 70))
    }
  }

  @Test("Sobol points in more than 40 free dimensions throw invalidOptions")
  func tooManySobolDimensions() {
    let many = (0..<39).map { ParameterRange("p\($0)", 0...1) }
    expectError({ if case .invalidOptions = $0 { true } else { false } }) {
      () throws(PromiseError) in
      try shift(parameters: many).prove(PromiseProofOptions(gridPointsPerAxis: 0, sobolPoints: 8))
    }
    // 38 parameters + 2 pixel axes = 40 is the limit and runs.
    let report = try? shift(parameters: Array(many.dropLast()))
      .prove(PromiseProofOptions(gridPointsPerAxis: 0, sobolPoints: 8, polishedPerAxis: 0))
    #expect(report?.sweepCases == 8)
  }

  @Test("parameter and region helpers")
  func helpers() {
    #expect(ParameterRange("peel", 0...1).range == 0...1)
    #expect(ParameterRange("peel", fixed: 3).width == 0)
    #expect(ParameterRange("peel", lower: 1, upper: 0).range == nil)
    let region = PixelRegion(origin: SIMD2(1, 2), size: SIMD2(3, 4))
    #expect(region.maximum == SIMD2(4, 6))
    #expect(region.contains(SIMD2(4, 6)) && region.contains(SIMD2(1, 2)))
    #expect(!region.contains(SIMD2(0.5, 3)) && !region.contains(SIMD2(.nan, 3)))
  }
}
