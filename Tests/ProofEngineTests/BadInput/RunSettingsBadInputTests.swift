// RunSettings (jobs, time limits), ProofSeed and ProofShard parsing, CoverageRequirement,
// generation strategies and the run's case cap over hostile values, against the documented
// results, with small PropertyProof runs as the check.

import EffectProofTestSupport
import ProofEngine
import Testing

@Suite("badInput.RunSettings")
struct RunSettingsBadInputTests {
  /// A proof over 11 grid points of 0...1 that always holds.
  static let proof = PropertyProof(
    id: "bad.settings", fact: "always holds", domain: IntervalDomain(0.0...1.0, grid: .points(11))
  ) { _ in .pass }

  /// `jobs` hostile, given to the initialiser or set afterwards: below 1 is 1, `Int.max` is
  /// kept and capped by the runner; all 11 cases run either way.
  @Test(arguments: HostileInt.allCases)
  func hostileJobs(input: HostileInt) {
    let settings = RunSettings(jobs: input.value)
    #expect(settings.jobs == max(1, input.value))
    var later = RunSettings(jobs: 1)
    later.jobs = input.value
    for s in [settings, later] {
      let result = Self.proof.run(s)
      #expect(result.cases == 11 && result.stopReason == .exhausted && result.findings.isEmpty)
    }
  }

  /// A hostile time limit: NaN is no limit (stored as nil) and +∞ and +huge never expire, so
  /// all 11 cases run; zero, a subnormal (which adds nothing to the start time) and every
  /// negative (stored as 0) stop before the first batch: 0 cases, stop reason `timeLimit`, failed (no evidence).
  @Test(arguments: HostileDouble.allCases)
  func hostileTimeLimit(input: HostileDouble) {
    let settings = RunSettings(jobs: 1, timeLimitSeconds: input.value)
    switch input {
    case .nan, .signalingNaN: #expect(settings.timeLimitSeconds == nil)
    case .plusInfinity, .hugePositive, .plusSubnormal, .plusZero:
      #expect(settings.timeLimitSeconds == input.value)
    default: #expect(settings.timeLimitSeconds == 0)
    }
    var later = RunSettings(jobs: 1)
    later.timeLimitSeconds = input.value
    let runsAll = input.isNaN || input == .plusInfinity || input == .hugePositive
    for s in [settings, later] {
      let result = Self.proof.run(s)
      #expect(result.cases == (runsAll ? 11 : 0))
      #expect(result.stopReason == (runsAll ? .exhausted : .timeLimit))
      // No case is no evidence: never a pass, not even a warned one.
      #expect(result.status == (runsAll ? .passed : .failed))
    }
  }

  /// `CoverageRequirement` with a hostile share, over a predicate no case meets: NaN and
  /// everything ≤ 0 require 0 (met), +∞ and +huge require 1 and a subnormal requires itself
  /// (both missed, a coverage finding).
  @Test(arguments: HostileDouble.allCases)
  func hostileCoverageShare(input: HostileDouble) {
    let requirement = CoverageRequirement<Double>("never", atLeast: input.value) { _ in false }
    let required: Double =
      switch input {
      case .plusInfinity, .hugePositive: 1
      case .plusSubnormal: input.value
      default: 0
      }
    #expect(requirement.minimumFraction == required)
    var proof = Self.proof
    proof.coverage = [requirement]
    let result = proof.run(RunSettings(jobs: 1))
    #expect(result.cases == 11 && result.coverage.first?.isMet == (required == 0))
    #expect(result.findings.contains { $0.engineKind == .coverage } == (required > 0))
  }

  /// Hostile case counts: 0 and negatives make no cases (a failing `discarded` finding when
  /// nothing else runs); `Int.max` random draws (or Sobol or
  /// edge-biased ones) are above the 10 000 000 a run may make and are refused with a
  /// `strategy` finding before anything is generated or allocated.
  @Test(arguments: HostileInt.allCases)
  func hostileCaseCounts(input: HostileInt) {
    let strategies: [GenerationStrategy] = [
      .random(count: input.value), .sobol(count: input.value), .halton(count: input.value),
      .edgeBiased(count: input.value), .sequence([.grid, .random(count: input.value)]),
    ]
    for strategy in strategies {
      let proof = PropertyProof(
        id: "bad.count", fact: "always holds", domain: IntervalDomain(0.0...1.0),
        strategy: strategy
      ) { _ in .pass }
      let result = proof.run(RunSettings(jobs: 2))
      var grid = 0
      if case .sequence = strategy { grid = 11 }
      if input == .max {
        #expect(result.cases == 0 && proof.value(at: 0, seed: .standard) == nil)
        #expect(result.findings.map(\.id.name) == ["strategy"])
        #expect(result.findings.first?.message.contains("10000000") == true)
      } else if grid > 0 {
        #expect(result.cases == grid && result.findings.isEmpty)
      } else {
        // No case ran: nothing was proved, so the proof fails (docs/guarantees.md, "No vacuous
        // pass").
        #expect(result.cases == 0 && result.status == .failed)
        #expect(result.findings.map(\.id.name) == ["discarded"])
      }
    }
  }

  /// A grid of 10²¹ points (three 10⁷-point axes, saturating at `Int.max`) and a density that
  /// scales a count past `Int.max` are refused the same way, at once.
  @Test func oversizedGridsAreRefused() {
    let fine = IntervalDomain(0.0...1.0, grid: .points(10_000_000))
    let proof = PropertyProof(
      id: "bad.grid", fact: "always holds", domain: ProductDomain3(fine, fine, fine)
    ) { _ in .pass }
    #expect(proof.caseCount() == .max)
    let result = proof.run(RunSettings(jobs: 2))
    #expect(result.cases == 0 && result.findings.map(\.id.name) == ["strategy"])
    let dense = PropertyProof(
      id: "bad.density", fact: "always holds", domain: IntervalDomain(0.0...1.0),
      strategy: .random(count: Int.max / 2)
    ) { _ in .pass }
    #expect(dense.caseCount(density: .high) == .max)
    #expect(
      dense.run(RunSettings(density: .high, jobs: 1)).findings.map(\.id.name) == ["strategy"])
    #expect(PropertyProof<IntervalDomain<Double>>.maximumCaseCount == 10_000_000)
  }

  /// A hostile edge share with non-finite edges allowed (20 draws): NaN and shares ≤ 0 never
  /// pick an edge, so every value is a uniform draw inside; +∞ and shares ≥ 1 always do, so
  /// every value is one of the domain's edge values.
  @Test(arguments: HostileDouble.allCases)
  func hostileEdgeShare(input: HostileDouble) {
    let domain = IntervalDomain(2.0...3.0)
    let edges = domain.edgeValues(includeNonFinite: true)
    let proof = PropertyProof(
      id: "bad.share", fact: "records", domain: domain,
      strategy: .edgeBiased(count: 20, edgeShare: input.value, includeNonFinite: true)
    ) { _ in .pass }
    let values = (0..<20).compactMap { proof.value(at: $0, seed: .standard) }
    #expect(values.count == 20)
    let always = input.value >= 1
    for v in values {
      let isEdge = edges.contains { $0 == v || ($0.isNaN && v.isNaN) }
      if always { #expect(isEdge) } else { #expect(domain.contains(v)) }
    }
  }
}

@Suite("badInput.ProofSeed")
struct ProofSeedBadInputTests {
  /// Junk strings are nil: empty, blank, a bare prefix, signs (`-0`, `+5`, `0x-1`, `0x+F`),
  /// exponents, non-ASCII digits, 65 bits, inner spaces, words.
  @Test(arguments: [
    "", " ", "\t", "0x", "0X", "0x_", "_", "-1", "-0", "+5", "0x-1", "0x+F", "1e3", "1.0",
    "٤٢", "４２", "0x1_0000_0000_0000_0000", "18446744073709551616", "4 2", "0x 2A", "seed",
    "0xG", "0b101", "\u{0}", "42\n",
  ])
  func junkSeeds(text: String) {
    #expect(ProofSeed(parsing: text) == nil)
  }

  /// What does parse: decimal and hex with underscores, with spaces and tabs around, the
  /// extremes of `UInt64`.
  @Test(
    arguments: [
      ("42", 42), (" 42 ", 42), ("\t0x2a\t", 42), ("0XFF_FF", 0xFFFF), ("0", 0), ("0x0", 0),
      ("18446744073709551615", UInt64.max), ("0xFFFF_FFFF_FFFF_FFFF", UInt64.max),
      ("0x__1", 1),
    ] as [(String, UInt64)])
  func goodSeeds(text: String, value: UInt64) {
    #expect(ProofSeed(parsing: text) == ProofSeed(value))
    #expect(ProofSeed(parsing: ProofSeed(value).description) == ProofSeed(value))
  }

  /// Shards: `i/n` with 1 ≤ i ≤ n in plain decimal; signs, spaces, non-ASCII digits,
  /// numbers beyond `Int` and extra parts are nil. `Int.max/Int.max` is a valid shard.
  @Test(arguments: [
    ("1/2", true), ("9223372036854775807/9223372036854775807", true), ("+1/2", false),
    ("1/+2", false), (" 1/2", false), ("1/2 ", false), ("١/٢", false), ("0/0", false),
    ("1/9223372036854775808", false), ("-1/-1", false), ("1//2", false), ("/", false),
  ])
  func shards(text: String, valid: Bool) {
    let shard = ProofShard(parsing: text)
    #expect((shard != nil) == valid)
    if let shard { #expect(shard.index >= 1 && shard.index <= shard.count) }
  }
}
