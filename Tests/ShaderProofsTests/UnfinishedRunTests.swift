import EffectProof
import Foundation
import ProofEngine
import Testing

@testable import ShaderProofs

/// The shader rows of docs/guarantees.md, "No vacuous pass": a run that did not finish is no
/// evidence, so a shader proof whose runs did not all finish is never a pass. It fails, and
/// says how many argument sets ran to the end, of how many.
@Suite struct UnfinishedRunTests {
  /// A colour effect that reads `table[int(k)]`, past its 4 entries for k ≥ 4.
  static let tableReadPast = """
    constant float table[4] = {0.1, 0.2, 0.3, 0.4};
    [[ stitchable ]] half4 tab(float2 position, half4 color, float k) {
      return color * half(table[int(k)]);
    }

    """

  /// Two shaders that write through a null pointer at every pixel, so every run crashes: a
  /// distortion (`finite`, `samplePromise`, `reads`) and a colour effect with every invariant.
  static let crashing = """
    [[ stitchable ]] float2 boom(float2 position, float amount) {
      *(volatile int *)0 = int(amount);
      return position;
    }
    [[ stitchable ]] half4 boomColour(float2 position, half4 color, float amount) {
      *(volatile int *)0 = int(amount);
      return color;
    }

    """

  static let entries = """
    "boom": {"viewSize": [8, 8], "arguments": {"amount": {"range": [0, 1]}},
             "maxSampleOffset": [1, 1]},
    "boomColour": {"viewSize": [8, 8], "arguments": {"amount": {"range": [0, 1]}},
                   "invariants": ["onlyAddsLight", "preservesAlpha", {"identityAt": {"amount": 0}},
                                  {"continuousIn": {"argument": "amount", "step": 0.1, "maxChange": 0.5}}]}
    """

  @Test func noProofOfAShaderThatCrashesOnEveryRunPasses() throws {
    let results = try ShaderProofTests.run(Self.crashing, Self.entries)
    let ids = results.map(\.id)
    for id in [
      "shader.boom.finite", "shader.boom.samplePromise", "shader.boom.reads",
      "shader.boomColour.finite", "shader.boomColour.reads", "shader.boomColour.onlyAddsLight",
      "shader.boomColour.preservesAlpha", "shader.boomColour.identityAt",
      "shader.boomColour.continuousIn.amount",
    ] {
      let result = try ShaderProofTests.result(results, id)
      #expect(result.status == .failed, "\(id): \(result.findings.map(\.message))")
    }
    // Only the compiles proofs pass (the source compiles), and boom's layerFits, which runs
    // nothing: an 8 × 8 pt layer fits whatever the runs do.
    #expect(
      results.filter { $0.status != .failed }.map(\.id)
        == ["shader.boom.compiles", "shader.boom.layerFits", "shader.boomColour.compiles"],
      "\(ids)")
  }

  /// `reads` saw no read out of bounds, but no run finished: it says so, and how many ran.
  @Test func readsSaysHowManyArgumentSetsRanToTheEnd() throws {
    let results = try ShaderProofTests.run(Self.crashing, Self.entries)
    let reads = try ShaderProofTests.result(results, "shader.boom.reads")
    #expect(reads.status == .failed)
    let finding = try #require(reads.findings.first { $0.id == ShaderFindingKind.notFinished.id })
    #expect(
      finding.message.contains("of \(reads.cases) argument sets did not run to the end (0 did)"))
    #expect(finding.message.contains("crashed"))
    #expect(finding.message.contains("shader.boom.finite reports it"))
    let sampled = try #require(reads.details.first { $0.hasPrefix("sampled:") })
    #expect(sampled.contains("sampled: 0 of \(reads.cases) argument sets ran to the end"))
    #expect(sampled.contains("(0 pixels)"))
    // `finite` owns the crash: a counterexample, shrunk.
    let finite = try ShaderProofTests.result(results, "shader.boom.finite")
    #expect(finite.counterexample != nil)
    #expect(!finite.findings.contains { $0.id == ShaderFindingKind.notFinished.id })
  }

  /// A source that does not compile: `compiles` fails at the user's line, and every other
  /// proof of the entry fails as not run, none passes on the runs it never had.
  @Test func aShaderThatDoesNotCompileFailsEveryProof() throws {
    let metal = """
      [[ stitchable ]] half4 broken(float2 position, half4 color) { return undeclared; }

      """
    let results = try ShaderProofTests.run(metal, "\"broken\": {\"viewSize\": [4, 4]}")
    #expect(!results.isEmpty)
    for result in results {
      #expect(result.status == .failed, "\(result.id)")
    }
    let compiles = try ShaderProofTests.result(results, "shader.broken.compiles")
    #expect(compiles.findings.first?.id == ShaderFindingKind.compileError.id)
    let reads = try ShaderProofTests.result(results, "shader.broken.reads")
    #expect(reads.findings.first?.message.hasPrefix("not run:") == true)
  }

  /// A read past a fixed-size array in some argument sets fails `reads` (its own finding) and
  /// leaves `finite` without evidence there: `finite` fails too, naming `reads`.
  @Test func aReadOutOfBoundsLeavesFiniteUnproven() throws {
    let metal = Self.tableReadPast
    let results = try ShaderProofTests.run(
      metal, "\"tab\": {\"viewSize\": [16, 16], \"arguments\": {\"k\": {\"range\": [0, 7]}}}")
    let reads = try ShaderProofTests.result(results, "shader.tab.reads")
    #expect(reads.status == .failed)
    #expect(!reads.findings.contains { $0.id == ShaderFindingKind.notFinished.id })
    let finite = try ShaderProofTests.result(results, "shader.tab.finite")
    #expect(finite.status == .failed)
    let finding = try #require(finite.findings.first { $0.id == ShaderFindingKind.notFinished.id })
    #expect(finding.message.contains("shader.tab.reads reports it"), "\(finding.message)")
  }
}
