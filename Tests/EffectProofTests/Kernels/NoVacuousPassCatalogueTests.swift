import EffectKernels
import EffectProofTestSupport
import Foundation
import LocatedJSON
import ProofEngine
import ShaderProofs
import ShaderRegistry
import Testing

@testable import EffectProof

/// The catalogue's rows of docs/guarantees.md, "No vacuous pass": a sample audit, a measured
/// table, a differential proof and the registry proofs with nothing to check fail.
@Suite struct NoVacuousPassCatalogueTests {
  @Test func aSampleAuditWithNoConfigurationFails() {
    let proof = SampleAuditProof(id: "test.none", title: "t", fact: "f", slack: 0) { _ in [] }
    let result = proof.run(RunSettings(jobs: 1))
    #expect(result.status == .failed)
    #expect(result.findings.map(\.engineKind) == [.discarded])
    #expect(
      result.findings.first?.message.hasPrefix("nothing was audited: 0 configurations") == true)
  }

  /// A 0 × 0 layer: the audit runs, but takes no sample to hold against the promise.
  @Test func aSampleAuditThatTakesNoSampleFails() {
    let proof = SampleAuditProof(id: "test.empty", title: "t", fact: "f", slack: 0) { _ in
      [
        SampleAuditProof.AuditCase(label: "no pixel", promise: SIMD2(1, 1)) {
          SampleAudit(
            LinearMotionBlurKernel(streak: SIMD2(1, 1), maxSamples: 8), layer: UniformLayer(),
            width: 0, height: 0)
        }
      ]
    }
    let result = proof.run(RunSettings(jobs: 1))
    #expect(result.status == .failed, "\(result.findings)")
    #expect(result.findings.contains { $0.engineKind == .discarded })
  }

  @Test func aMeasuredTableWithNoRowOrOnlyDiscardedRowsFails() {
    let empty = MeasuredTableProof(id: "test.rows", title: "t", fact: "f", values: []) { value in
      MeasuredTableProof.Row(line: "\(value)", outcome: .pass)
    }
    let none = empty.run(RunSettings(jobs: 1))
    #expect(none.status == .failed)
    #expect(none.findings.map(\.message) == ["no row was measured; nothing was proved"])
    let discarding = MeasuredTableProof(id: "test.rows", title: "t", fact: "f", values: [1, 2]) {
      value in MeasuredTableProof.Row(line: "\(value)", outcome: .discard)
    }
    let discarded = discarding.run(RunSettings(jobs: 2))
    #expect(discarded.status == .failed)
    #expect(discarded.discarded == 2)
    #expect(discarded.findings.map(\.message) == ["all 2 rows were discarded; nothing was proved"])
  }

  /// A differential proof with no argument set compares nothing (its library is never
  /// compiled).
  @Test func aDifferentialProofWithNoCaseFails() {
    let proof = DifferentialProof(
      id: "kernel.noneMatchesMetal", title: "t", fact: "f",
      shaders: CompiledShaderLibrary(shaderPaths: []), cases: [])
    let result = proof.run(RunSettings(jobs: 1))
    #expect(result.status == .failed)
    #expect(result.cases == 0)
    #expect(
      result.findings.first?.message.hasPrefix("nothing was compared: 0 argument sets") == true)
  }

  /// Metal sources with no `[[ stitchable ]]` function and a registry with no warm-up: every
  /// registry proof but `sourcesParse` has nothing to check, and fails.
  @Test func registryProofsWithNothingToCheckFail() {
    let results = RegistryProofs.results(
      scan: ScanResult(files: ["Helpers.metal"]), registry: WarmupRegistry([]), diagnostics: [])
    let status = Dictionary(uniqueKeysWithValues: results.map { ($0.id, $0.status) })
    #expect(status["registry.sourcesParse"] == .passed)
    for id in [
      "registry.uniqueNames", "registry.warmupsResolve", "registry.everyFunctionWarmedUp",
      "registry.usage", "registry.arguments",
    ] {
      #expect(status[id] == .failed, "\(id)")
    }
    let warmups = results.first { $0.id == "registry.warmupsResolve" }?.findings.first?.message
    #expect(warmups == "nothing to check: the registry lists no warm-up")
  }

  /// A registry proof the shared check gives no result for is not a pass either.
  @Test func aRegistryProofWithNoResultFails() throws {
    let folder = try TemporaryFolder()
    try folder.write("Shaders/A.metal", "// no function\n")
    let file = try folder.write("effectproof.json", "{\"shaders\": [\"Shaders\"]}")
    let workspace = Workspace(config: try EffectProofConfig.load(contentsOf: file))
    let proof = try #require(RegistryProofs.proofs(for: workspace).first)
    let lost = RegistryProof(
      id: "registry.lost", fact: "f", selectingKey: "shaders",
      check: RegistryCheck(workspace: workspace))
    #expect(proof.run(RunSettings()).status == .passed)
    let result = lost.run(RunSettings())
    #expect(result.status == .failed)
    #expect(result.findings.first?.message.contains("no result") == true)
  }
}
