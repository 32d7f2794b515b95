import ProofEngine
import Testing

@Suite struct IntervalDomainTests {
  /// The article's curl sweep: peel 0…1 in steps of 0.02 is 51 points, both ends included.
  @Test func peelStepGridHasFiftyOnePointsWithBothEnds() {
    let peel = IntervalDomain(0.0...1.0, grid: .step(0.02))
    #expect(peel.gridCount == 51)
    #expect(peel.gridValue(at: 0) == 0)
    #expect(peel.gridValue(at: 50) == 1)
    #expect(abs(peel.gridValue(at: 25) - 0.5) < 1e-15)
    // Computed from the lower end, not accumulated: point 49 is 49 × 0.02 to the last ulp.
    #expect(peel.gridValue(at: 49) == 49 * 0.02)
  }

  @Test func aStepThatMissesTheUpperEndStillEndsThere() {
    let domain = IntervalDomain(0.0...1.0, grid: .step(0.3))
    #expect(
      (0..<domain.gridCount).map(domain.gridValue(at:)) == [0, 0.3, 0.6, 0.8999999999999999, 1])
  }

  @Test func halfOpenGridsNeverReachTheOpenEnd() {
    let steps = IntervalDomain(0.0..<1.0, grid: .step(0.25))
    #expect((0..<steps.gridCount).map(steps.gridValue(at:)) == [0, 0.25, 0.5, 0.75])
    let points = IntervalDomain(Float(0)..<Float(2), grid: .points(4))
    #expect((0..<points.gridCount).map(points.gridValue(at:)) == [0, 0.5, 1, 1.5])
    #expect(!points.contains(2))
    #expect(points.contains(Float(2).nextDown))
    #expect(points.value(atUnit: [0.999_999_999_999][...]) < 2)
  }

  @Test func unitPointsMapLinearlyAndStayInside() {
    let domain = IntervalDomain(-2.0...6.0)
    #expect(domain.value(atUnit: [0][...]) == -2)
    #expect(domain.value(atUnit: [0.5][...]) == 2)
    #expect(domain.value(atUnit: [1][...]) == 6)
  }

  @Test func edgesAreEndsZerosOnesAndTheirNeighboursInside() {
    let domain = IntervalDomain(-1.0...3.0)
    let edges = domain.edgeValues(includeNonFinite: false)
    for expected in [
      -1.0, (-1.0).nextUp, 3, 3.0.nextDown, 0, 0.0.nextUp, 0.0.nextDown, 1, 1.0.nextUp,
    ] {
      #expect(edges.contains(expected), "missing \(expected)")
    }
    #expect(edges.contains { $0 == 0 && $0.sign == .minus })
    #expect(edges.allSatisfy(domain.contains))
    #expect(!edges.contains((-1.0).nextDown))
  }

  @Test func nonFiniteEdgesOnlyWhenAsked() {
    let domain = IntervalDomain(Float(0)...Float(1))
    #expect(
      domain.edgeValues(includeNonFinite: false).allSatisfy { $0.isFinite && domain.contains($0) })
    let bad = domain.edgeValues(includeNonFinite: true)
    #expect(bad.contains { $0.isNaN })
    #expect(bad.contains(.infinity) && bad.contains(-.infinity))
    #expect(bad.contains(Float.leastNonzeroMagnitude) && bad.contains { $0.isSubnormal && $0 < 0 })
  }

  #if !(os(macOS) && arch(x86_64))
    @Test func float16EdgesUseFloat16Neighbours() {
      let domain = IntervalDomain(Float16(0)...Float16(1))
      let edges = domain.edgeValues(includeNonFinite: true)
      #expect(edges.contains(Float16(1).nextDown))
      #expect(edges.contains(1 - 0x1p-11))  // the same neighbour, written out
      #expect(edges.contains(Float16.leastNonzeroMagnitude))
      #expect(edges.contains(Float16(0).nextUp))
    }
  #endif

  @Test func invalidBoundsBecomeASinglePoint() {
    // NaN and inverted bounds cannot be built into a range (the standard library traps first);
    // infinite ones can, and become 0...0.
    let infinite = IntervalDomain(0.0...Double.infinity)
    #expect(infinite.gridCount == 1 && infinite.gridValue(at: 0) == 0)
    let empty = IntervalDomain(1.0..<1.0)
    #expect(empty.gridCount == 1 && empty.contains(0))
    #expect(IntervalDomain(0.0...1.0, grid: .step(-1)).gridCount == 1)
    #expect(IntervalDomain(0.0...1.0, grid: .step(.nan)).gridCount == 1)
  }
}

@Suite struct OtherDomainTests {
  @Test func integerRangesGridEveryStrideAndTheUpperEnd() {
    let domain = IntegerRangeDomain(0...10, stride: 4)
    #expect((0..<domain.gridCount).map(domain.gridValue(at:)) == [0, 4, 8, 10])
    #expect(IntegerRangeDomain(-3...3).gridCount == 7)
    #expect(IntegerRangeDomain(Int.min...Int.max).gridCount == 10_000_000)
    #expect(domainValues(IntegerRangeDomain(5...7)).allSatisfy { (5...7).contains($0) })
  }

  @Test func finiteSetsEnumerateInOrderAndRejectEmpty() throws {
    let wheels = try #require(FiniteSetDomain(["single", "double", "triple"]))
    #expect((0..<wheels.gridCount).map(wheels.gridValue(at:)) == ["single", "double", "triple"])
    #expect(wheels.shrinkCandidates(for: "triple") == ["single", "double"])
    #expect(FiniteSetDomain([Int]()) == nil)
  }

  @Test func anglesCoverAFullTurnHalfOpen() {
    let angles = AngleDomain(gridPoints: 4)
    let quarterTurns: [Double] = [0, Double.pi / 2, Double.pi, 3 * Double.pi / 2]
    #expect((0..<4).map(angles.gridValue(at:)) == quarterTurns)
    #expect(!angles.contains(2 * .pi))
  }

  @Test func unitVectorsHaveUnitLength() {
    for vector in domainValues(UnitVector2Domain()) {
      #expect(abs((vector * vector).sum() - 1) < 1e-12)
    }
    for vector in domainValues(UnitVector3Domain()) {
      #expect(abs((vector * vector).sum() - 1) < 1e-12)
    }
    #expect(UnitVector3Domain().gridCount == 40)
  }

  @Test func productGridsAreCartesianWithTheLastCoordinateFastest() {
    let product = ProductDomain2(IntegerRangeDomain(0...1), IntegerRangeDomain(0...2))
    #expect(product.gridCount == 6)
    let points = (0..<6).map { product.gridValue(at: $0) }
    #expect(points.map { "\($0.0)\($0.1)" } == ["00", "01", "02", "10", "11", "12"])
    let triple = ProductDomain3(
      IntervalDomain(0.0...1.0, grid: .step(0.02)), IntervalDomain(0.0...131.0, grid: .points(5)),
      IntegerRangeDomain(1...3))
    #expect(triple.gridCount == 51 * 5 * 3)
    #expect(triple.dimension == 3)
  }

  /// Random unit points through `value(atUnit:)` land inside.
  func domainValues<D: ProofDomain>(_ domain: D) -> [D.Value] {
    let random = CaseRandom()
    random.start(seed: 7, proof: "domain", index: 0)
    return (0..<200).map { _ in
      domain.value(atUnit: random.unitPoint(dimension: domain.dimension)[...])
    }
  }
}
