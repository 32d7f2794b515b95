import ProofEngine
import Testing

/// A proof's case over three named parameters.
struct CardCase: ProofParameters {
  var peel = 0.0
  var y = 0.0
  var tilt = 0.0
}

@Suite("ParameterDomain: a product of intervals, by name")
struct ParameterDomainTests {
  static let domain = ParameterDomain([
    .init(\CardCase.peel, 0...1, grid: .step(0.25)),  // 5 points
    .init(\.y, 0...131, grid: .points(3)),  // 0, 65.5, 131
    .init(\.tilt, fixed: 0.5),
  ])

  @Test func theGridIsTheProductLastParameterFastest() {
    #expect(Self.domain.gridCount == 5 * 3 * 1)
    // Independent enumeration: index = 3·i + j for peel i/4 and y j·65.5.
    for i in 0..<5 {
      for j in 0..<3 {
        let value = Self.domain.gridValue(at: 3 * i + j)
        #expect(value.peel == Double(i) / 4, "index \(3 * i + j)")
        #expect(value.y == Double(j) * 65.5, "index \(3 * i + j)")
        #expect(value.tilt == 0.5)
      }
    }
  }

  @Test func shrinkingMovesOneParameterAtATimeAndStaysInside() {
    let start = Self.domain.value(atUnit: [0.73, 0.41, 0.9][...])
    let candidates = Self.domain.shrinkCandidates(for: start)
    #expect(!candidates.isEmpty)
    for candidate in candidates {
      #expect(Self.domain.contains(candidate))
      let moved = [candidate.peel != start.peel, candidate.y != start.y, candidate.tilt != 0.5]
      #expect(moved.filter { $0 }.count == 1, "\(Self.domain.describe(candidate))")
    }
    // The first parameter's candidates come first.
    #expect(candidates.first?.peel != start.peel)
  }

  @Test func aPropertyOverNamedParametersFailsAndShrinksByName() throws {
    // y − 100·peel > 30 fails first at the grid's (peel 0, y 65.5); shrinking drives y to 31
    // with peel 0, the simplest case with y > 30 (oracle: the smallest integer past 30).
    let proof = PropertyProof(
      id: "engine.named", fact: "y − 100·peel ≤ 30",
      parameters: [
        .init(\CardCase.peel, 0...1, grid: .step(0.25)), .init(\.y, 0...131, grid: .points(3)),
        .init(\.tilt, fixed: 0.5),
      ]
    ) { card in
      .expect(card.y - 100 * card.peel, atMost: 30)
    }
    let result = proof.run(RunSettings(jobs: 1))
    #expect(result.status == .failed)
    let example = try #require(result.counterexample)
    #expect(example.original.value == "(peel = 0.0, y = 65.5, tilt = 0.5)")
    #expect(example.shrunk.value == "(peel = 0.0, y = 31.0, tilt = 0.5)")
  }

  @Test func aPropertyOverABadListRunsNoCaseAndNamesTheParameter() {
    let proof = PropertyProof(
      id: "engine.unset", fact: "—", parameters: [.init(\CardCase.peel, 0...1), .init(\.y, 0...1)]
    ) { _ in .pass }
    let result = proof.run(RunSettings(jobs: 1))
    #expect(result.status == .failed)
    #expect(result.cases == 0)
    #expect(result.findings.map(\.engineKind) == [.strategy])
    #expect(
      result.findings.first?.message.hasPrefix(
        "the domain cannot be swept: parameter 'tilt': CardCase.tilt is set by no parameter")
        == true, "\(result.findings)")
    #expect(proof.value(at: 0, seed: .standard) == nil)
  }
}
