import Foundation
import ProofEngine
import Testing

@Suite struct RunTests {
  @Test func aPassingProofReportsItsWorstCase() {
    let proof = PropertyProof(
      id: "engine.pass", fact: "x² ≤ 1 on [−1, 1]", domain: IntervalDomain(-1.0...1.0),
      strategy: .grid
    ) { x in .expect(x * x, atMost: 1) }
    let result = proof.run(RunSettings(jobs: 1))
    #expect(result.status == .passed)
    #expect(result.cases == 11)
    #expect(result.worst?.margin == 0)
    #expect(result.worst?.index == 0)
    #expect(result.stopReason == .exhausted)
    #expect(result.findings.isEmpty)
  }

  @Test func aFailingProofNamesTheFirstFailureAndCountsAll() {
    let proof = PropertyProof(
      id: "engine.fail", fact: "n < 7", domain: IntegerRangeDomain(0...20), strategy: .grid
    ) { n in .expect(Double(n), atMost: 6) }
    let result = proof.run(RunSettings(jobs: 3))
    #expect(result.status == .failed)
    #expect(result.failingCases == 14)
    #expect(result.counterexample?.original.index == 7)
    #expect(result.counterexample?.original.margin == -1)
    #expect(result.worst?.value == "20")
    #expect(result.worst?.margin == -14)
    let message = result.findings.first { $0.engineKind == .counterexample }?.message ?? ""
    #expect(message.contains("case #7 7 fails"))
    #expect(message.contains("seed 0x5EEDCA5EF00D0001"))
    #expect(
      message.contains("replay: effectproof check --only engine.fail --seed 0x5EEDCA5EF00D0001"))
  }

  @Test func unmetCoverageIsItsOwnFailure() {
    let proof = PropertyProof(
      id: "engine.coverage", fact: "always holds",
      domain: IntervalDomain(0.0...1.0), strategy: .random(count: 1000),
      coverage: [
        CoverageRequirement("peel near 0", atLeast: 0.05) { $0 < 0.02 },
        CoverageRequirement("peel near 1", atLeast: 0.05) { $0 > 0.9 },
      ]
    ) { _ in .pass }
    let result = proof.run(RunSettings(jobs: 2))
    #expect(result.status == .failed)
    #expect(result.failingCases == 0)
    #expect(result.counterexample == nil)
    let near0 = result.coverage[0]
    #expect(!near0.isMet && near0.counted == 1000 && near0.hits > 5 && near0.hits < 40)
    #expect(result.coverage[1].isMet)
    #expect(result.findings.map(\.id.name) == ["coverage"])
    #expect(result.findings[0].message.contains("\"peel near 0\""))
  }

  @Test func edgeBiasedRunsMeetEdgeCoverage() {
    let proof = PropertyProof(
      id: "engine.edges", fact: "always holds", domain: IntervalDomain(0.0...1.0),
      strategy: .edgeBiased(count: 1000, edgeShare: 0.3),
      coverage: [
        CoverageRequirement("exactly 0", atLeast: 0.02) { $0 == 0 },
        CoverageRequirement("exactly 1", atLeast: 0.02) { $0 == 1 },
      ]
    ) { _ in .pass }
    #expect(proof.run(RunSettings(jobs: 1)).status == .passed)
  }

  @Test func discardsAreCountedAndAllDiscardedFails() {
    let some = PropertyProof(
      id: "engine.filter", fact: "odd numbers pass", domain: IntegerRangeDomain(0...9)
    ) { n in n % 2 == 0 ? .discard : .pass }
    let result = some.run(RunSettings(jobs: 1))
    #expect(result.discarded == 5 && result.status == .passed)
    let none = PropertyProof(
      id: "engine.none", fact: "nothing counts", domain: IntegerRangeDomain(0...9)
    ) { _ in .discard }
    #expect(none.run(RunSettings(jobs: 1)).findings.map(\.id.name) == ["discarded"])
  }

  @Test func aTimeLimitStopsTheRunAndSaysSo() {
    let proof = PropertyProof(
      id: "engine.slow", fact: "slow", domain: IntegerRangeDomain(0...100_000)
    ) { _ in
      Thread.sleep(forTimeInterval: 0.001)
      return .pass
    }
    // Half a second: some cases run even on a loaded machine (with none, the proof would
    // fail: no evidence), and far from all 100 001 (100 s).
    let result = proof.run(RunSettings(jobs: 1, timeLimitSeconds: 0.5))
    #expect(result.stopReason == .timeLimit)
    #expect(result.cases > 0 && result.cases < 100_001)
    #expect(result.status == .warned)
    #expect(result.findings.map(\.id.name) == ["timeLimit"])
  }

  @Test func statisticsSplitGenerationAndChecking() {
    let proof = PropertyProof(
      id: "engine.times", fact: "holds", domain: IntervalDomain(0.0...1.0),
      strategy: .random(count: 2000)
    ) { x in .expect(x, atMost: 1) }
    let result = proof.run(RunSettings(jobs: 1))
    #expect(result.generationSeconds > 0 && result.checkingSeconds > 0)
    #expect(result.durationSeconds >= result.checkingSeconds)
    #expect(result.strategy == "random×2000")
  }

  @Test func aSobolDimensionGSLCannotServeIsAFindingNotACrash() {
    let three = ProductDomain3(UnitVector3Domain(), UnitVector3Domain(), UnitVector3Domain())
    let nine = ProductDomain3(three, three, three)
    let wide = ProductDomain3(nine, nine, nine)
    #expect(wide.dimension == 54)
    let proof = PropertyProof(
      id: "engine.wide", fact: "-", domain: wide, strategy: .sobol(count: 4)
    ) {
      _ in .pass
    }
    let result = proof.run(RunSettings(jobs: 1))
    #expect(result.status == .failed)
    #expect(result.findings.map(\.id.name) == ["strategy"])
  }

  @Test func progressReachesTheEnd() {
    let events = EventLog()
    let proof = PropertyProof(
      id: "engine.progress", fact: "holds", domain: IntegerRangeDomain(0...5000)
    ) { _ in .pass }
    _ = proof.run(RunSettings(jobs: 2, progress: { events.append($0) }))
    let last = events.all.last
    #expect(last?.isFinished == true)
    #expect(last?.casesDone == 5001 && last?.casesTotal == 5001)
    #expect(events.all.count > 2)
  }

  @Test func outcomeHelpersComputeSignedMargins() {
    #expect(PropertyOutcome.expect(3, atMost: 5).margin == -2)
    #expect(PropertyOutcome.expect(6, atMost: 5).verdict == .fail)
    #expect(PropertyOutcome.expect(3, atLeast: 5).margin == 2)
    #expect(PropertyOutcome.expect(.nan, atMost: 5).verdict == .fail)
    #expect(PropertyOutcome.expect(1.1, equals: 1, within: 0.2).verdict == .pass)
    let combined = PropertyOutcome.all([.pass(margin: -1), .fail(margin: 0.5), .fail(margin: 2)])
    #expect(combined.verdict == .fail && combined.margin == 2)
    #expect(PropertyOutcome.all([.pass(margin: -3), .pass(margin: -1)]).margin == -1)
    #expect(PropertyOutcome.all([.pass, .discard]).verdict == .discard)
  }
}

/// A thread-safe list of progress events.
final class EventLog: @unchecked Sendable {  // @unchecked: every access holds `lock`.
  private let lock = NSLock()
  private var events: [ProgressEvent] = []

  func append(_ event: ProgressEvent) {
    lock.lock()
    events.append(event)
    lock.unlock()
  }

  var all: [ProgressEvent] {
    lock.lock()
    defer { lock.unlock() }
    return events
  }
}

@Suite struct ComparisonOutcomeTests {
  @Test func aComparisonBecomesAnOutcomeWithItsDistanceAsMargin() {
    let close = PropertyOutcome.expect(Compare.values(1.0, 1.0 + 1e-12, tolerance: .tol4))
    #expect(close.verdict == .pass)
    let far = PropertyOutcome.expect(
      Compare.values(1.0, 1.001, absoluteTolerance: 1e-6, relativeTolerance: 0))
    #expect(far.verdict == .fail)
    #expect(abs((far.margin ?? 0) - (0.001 - 1e-6)) < 1e-12)
    #expect(far.note?.contains("ULP") == true || far.note?.contains("ulp") == true)
    let nan = PropertyOutcome.expect(Compare.values(Double.nan, 1))
    #expect(nan.verdict == .fail && nan.margin == .infinity)
  }
}
