import Foundation
import ProofEngine
import Testing

/// Shrinking never leaves the domain, always ends on a failing case, and prefers simple values.
@Suite struct ShrinkingTests {
  @Test func shrinksTowardIntegersAndShortDecimals() {
    // Fails for x in (0.5, 0.6): the simplest failing value with the fewest digits nearest 0.
    let proof = PropertyProof(
      id: "shrink.window", fact: "x is outside (0.5, 0.6)", domain: IntervalDomain(0.0...1.0),
      strategy: .random(count: 2000)
    ) { x in x > 0.5 && x < 0.6 ? .fail("inside the window") : .pass }
    let result = proof.run(RunSettings(jobs: 1))
    #expect(result.counterexample?.shrunk.value == "0.51")
    #expect(result.status == .failed)
  }

  @Test func prefersZeroAndTheLowerEnd() {
    let anyValueFails = PropertyProof(
      id: "shrink.all", fact: "nothing holds", domain: IntervalDomain(-3.0...5.0),
      strategy: .random(count: 10)
    ) { _ in .fail(margin: 1) }
    #expect(anyValueFails.run(RunSettings(jobs: 1)).counterexample?.shrunk.value == "0.0")
    let positive = PropertyProof(
      id: "shrink.lower", fact: "nothing holds", domain: IntervalDomain(2.5...9.0),
      strategy: .random(count: 10)
    ) { _ in .fail() }
    #expect(positive.run(RunSettings(jobs: 1)).counterexample?.shrunk.value == "3.0")
  }

  @Test func shrinksEachCoordinateOfAProductOnItsOwn() {
    let proof = PropertyProof(
      id: "shrink.product", fact: "a + b ≤ 10",
      domain: ProductDomain2(IntervalDomain(0.0...10.0), IntegerRangeDomain(0...100)),
      strategy: .random(count: 500)
    ) { a, b in .expect(a + Double(b), atMost: 10) }
    let example = proof.run(RunSettings(jobs: 1)).counterexample
    #expect(example?.shrunk.value == "(0.0, 11)")
    // Margins are room left: a case past its bound by 1 has margin −1.
    #expect(example?.shrunk.margin == -1)
    #expect(example.map { $0.original.margin ?? 0 < 0 } == true)
  }

  /// Random failing predicates on random domains of each float type: the shrunk case is inside
  /// the domain (half-open ones included) and still fails. A trial whose cases all pass (the
  /// threshold so near the top that no case lies above it) has nothing to shrink; those are
  /// counted, and at most a tenth of the trials may be such.
  @Test(arguments: ["Double", "Float", "Float16"])
  func shrinkingNeverLeavesTheDomain(type: String) {
    let seed = UInt64(ProcessInfo.processInfo.environment["SHRINK_SEED"] ?? "") ?? 20_261_129
    var state = seed
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) * 0x1p-53
    }
    let trials = 60
    var shrunk = 0
    var nothingFailed: [String] = []
    for trial in 0..<trials {
      let lower = (next() * 200 - 100).rounded() / 4
      let upper = lower + 0.25 + next() * 50
      let threshold = lower + next() * (upper - lower)
      let halfOpen = trial % 2 == 0
      let message =
        "seed \(seed) (replay with SHRINK_SEED=\(seed)), trial \(trial): \(type) \(lower)\(halfOpen ? "..<" : "...")\(upper), fails above \(threshold)"
      let outcome: ShrinkTrial
      switch type {
      case "Float":
        outcome = check(Float(lower), Float(upper), Float(threshold), halfOpen, message)
      #if !(os(macOS) && arch(x86_64))
        case "Float16":
          outcome = check(Float16(lower), Float16(upper), Float16(threshold), halfOpen, message)
      #endif
      default:
        outcome = check(lower, upper, threshold, halfOpen, message)
      }
      switch outcome {
      case .shrunk: shrunk += 1
      case .nothingFailed: nothingFailed.append(message)
      }
    }
    print(
      "[shrink] \(type): \(shrunk) of \(trials) trials shrunk; \(nothingFailed.count) found no "
        + "failing case to shrink")
    #expect(shrunk + nothingFailed.count == trials)
    #expect(
      nothingFailed.count <= trials / 10,
      "\(nothingFailed.count) trials found nothing to shrink:\n\(nothingFailed.joined(separator: "\n"))"
    )
  }

  /// What one random trial came to.
  enum ShrinkTrial { case shrunk, nothingFailed }

  func check<F: BinaryFloatingPoint & Sendable>(
    _ lower: F, _ upper: F, _ threshold: F, _ halfOpen: Bool, _ message: String
  ) -> ShrinkTrial where F.RawSignificand: FixedWidthInteger {
    // upper ≥ lower + 0.25, which every type here keeps apart.
    #expect(lower < upper, "\(message)")
    let domain = halfOpen ? IntervalDomain(lower..<upper) : IntervalDomain(lower...upper)
    let property: @Sendable (F) -> PropertyOutcome = { $0 > threshold ? .fail() : .pass }
    let proof = PropertyProof(
      id: "shrink.random", fact: "x ≤ threshold", domain: domain,
      strategy: .sequence([.grid, .random(count: 50)]), property: property)
    let result = proof.run(RunSettings(jobs: 1))
    guard let example = result.counterexample else {
      #expect(result.failingCases == 0 && result.status == .passed, "\(message)")
      return .nothingFailed
    }
    let shrunk = F(Double(example.shrunk.value) ?? .nan)
    #expect(domain.contains(shrunk), "\(message): shrunk to \(example.shrunk.value)")
    #expect(shrunk > threshold, "\(message): shrunk to a passing \(example.shrunk.value)")
    let original = F(Double(example.original.value) ?? .nan)
    #expect(domain.complexity(of: shrunk) <= domain.complexity(of: original), "\(message)")
    return .shrunk
  }

  @Test func shrinkingStopsAtItsStepLimit() {
    let proof = PropertyProof(
      id: "shrink.limit", fact: "n < 10", domain: IntegerRangeDomain(0...1_000_000),
      strategy: .random(count: 10),
      shrinkLimits: ShrinkLimits(maximumSteps: 3, maximumSeconds: 10)
    ) { x in x >= 10 ? .fail() : .pass }
    let example = proof.run(RunSettings(jobs: 1)).counterexample
    // The limit counts evaluations; the steps are the ones among them that were accepted.
    #expect(example?.shrinkEvaluations == 3)
    #expect(example.map { (1...3).contains($0.shrinkSteps) } == true)
    #expect(example?.shrinkStop == .stepLimit)
    let unlimited = PropertyProof(
      id: "shrink.limit", fact: "n < 10", domain: IntegerRangeDomain(0...1_000_000),
      strategy: .random(count: 10)
    ) { x in x >= 10 ? .fail() : .pass }
    #expect(unlimited.run(RunSettings(jobs: 1)).counterexample?.shrunk.value == "10")
  }

  @Test func valuesOutsideTheDomainAreNotShrunk() {
    let proof = PropertyProof(
      id: "shrink.nan", fact: "finite in, finite out", domain: IntervalDomain(0.0...1.0),
      strategy: .edgeBiased(count: 400, edgeShare: 1, includeNonFinite: true)
    ) { x in x.isFinite ? .pass : .fail("non-finite input \(x)") }
    let example = proof.run(RunSettings(jobs: 1)).counterexample
    #expect(example != nil)
    #expect(example?.shrunk.value == example?.original.value)
    #expect(example?.shrinkSteps == 0)
    #expect(example?.isAlreadyMinimal == true)
  }
}
