import GSL
import Testing

@Suite struct QuasiRandomSequenceTests {
  @Test func sobolStartsWithTheDyadicPoints() throws {
    let sequence = try QuasiRandomSequence(.sobol, dimension: 2)
    let points = try (0..<4).map { _ in try sequence.next() }
    #expect(points == [[0.5, 0.5], [0.75, 0.25], [0.25, 0.75], [0.375, 0.375]])
  }

  @Test func haltonStartsWithRadicalInversesInBasesTwoAndThree() throws {
    let sequence = try QuasiRandomSequence(.halton, dimension: 2)
    let points = try (0..<3).map { _ in try sequence.next() }
    let expected: [[Double]] = [[1 / 2, 1 / 3], [1 / 4, 2 / 3], [3 / 4, 1 / 9]]
    for (point, exact) in zip(points, expected) {
      #expect(zip(point, exact).allSatisfy { abs($0 - $1) < 1e-15 }, "\(point)")
    }
  }

  @Test(arguments: QuasiRandomKind.allCases)
  func resetRestartsTheSequence(kind: QuasiRandomKind) throws {
    let sequence = try QuasiRandomSequence(kind, dimension: 3)
    let first = try sequence.next()
    _ = try sequence.next()
    sequence.reset()
    #expect(try sequence.next() == first)
    #expect(first.count == 3)
  }

  @Test func maximumDimensionsComeFromGSL() {
    #expect(QuasiRandomKind.sobol.maximumDimension == 40)
    #expect(QuasiRandomKind.halton.maximumDimension == 1229)
  }

  @Test(arguments: [0, 41, -1])
  func sobolDimensionOutOfRangeThrowsInvalidArgument(dimension: Int) {
    expectGSLError(.invalidArgument, operation: "gsl_qrng_alloc") {
      try QuasiRandomSequence(.sobol, dimension: dimension)
    }
  }

  @Test func haltonAcceptsItsMaximumDimensionOnly() throws {
    #expect(try QuasiRandomSequence(.halton, dimension: 1229).next().count == 1229)
    expectGSLError(.invalidArgument, operation: "gsl_qrng_alloc") {
      try QuasiRandomSequence(.halton, dimension: 1230)
    }
  }
}
