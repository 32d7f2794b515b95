import EffectProof
import EffectProofTestSupport
import Foundation
import ProofEngine
import Testing

@testable import ShaderProofs

/// The evidence of the app's shader proofs and the `certify` policy (issue 37): a run proof
/// that held is `sampled`, one that failed on a run is a `counterexample`, a check over no
/// cases has none; `"certify": "required"` fails a sampled run proof with
/// `shader.notCertified`, `"warn"` (the default) leaves its status and the summary warns.
@Suite struct ShaderEvidenceTests {
  static let plusOne =
    "[[ stitchable ]] float2 plusOne(float2 position) { return position + 1.0; }\n"
  static let plusMore =
    "[[ stitchable ]] float2 plusOne(float2 position) { return position + 1.001; }\n"
  static let entry = "\"plusOne\": {\"viewSize\": [30, 30], \"maxSampleOffset\": [1, 1]}"
  static let runIDs = [
    "shader.plusOne.finite", "shader.plusOne.samplePromise", "shader.plusOne.reads",
  ]
  /// The run proofs no certificate covers yet: the certificate takes `samplePromise` only.
  static let sampledIDs = ["shader.plusOne.finite", "shader.plusOne.reads"]

  /// Writes `metal` and a config with `entries` (and `certify` when given) into a fresh
  /// folder, and runs its shader proofs.
  static func run(_ metal: String, certify: String? = nil) throws -> [ProofResult] {
    let folder = try TemporaryFolder()
    _ = try folder.write("Shaders/S.metal", ShaderProofTests.header + metal)
    let policy = certify.map { "\"certify\": \"\($0)\", " } ?? ""
    let path = try folder.write(
      "effectproof.json", "{\"shaders\": [\"Shaders\"], \(policy)\"shaderProofs\": {\(entry)}}")
    let workspace = try Workspace.open(configAt: path, swiftReader: nil)
    let settings = RunSettings(density: .low, jobs: 2)
    return ProofCatalogue.proofs(for: workspace).filter { $0.id.hasPrefix("shader.") }.map {
      $0.run(settings)
    }
  }

  static func notCertified(_ result: ProofResult) -> [ProofFinding] {
    result.findings.filter { $0.id == ShaderFindingKind.notCertified.id }
  }

  @Test func aPassingShaderIsSampledAndPassesUnderWarn() throws {
    for certify in [nil, "warn"] {
      let results = try Self.run(Self.plusOne, certify: certify)
      for id in Self.runIDs {
        let result = try ShaderProofTests.result(results, id)
        #expect(result.status == .passed, "\(id): \(result.findings)")
        #expect(Self.notCertified(result).isEmpty)
      }
      for id in Self.sampledIDs {
        #expect(try ShaderProofTests.result(results, id).evidence == .sampled, "\(id)")
      }
      // The certificate covers the promise: the one proof that is more than sampled.
      let promise = try ShaderProofTests.result(results, "shader.plusOne.samplePromise")
      #expect(promise.evidence == .certified, "\(promise.details)")
      #expect(promise.details.contains { $0.hasPrefix("certified on the compiled source") })
      // No cases, no evidence: the compile and the layer's arithmetic.
      #expect(try ShaderProofTests.result(results, "shader.plusOne.compiles").evidence == nil)
      #expect(try ShaderProofTests.result(results, "shader.plusOne.layerFits").evidence == nil)
      // The summary's one warning counts them and says how to require certification.
      let note = try #require(
        CertifyPolicy.warn.note(for: results, runProofIDs: Set(Self.runIDs)))
      #expect(note.hasPrefix("2 shader proofs are sampled, not certified: they held"), "\(note)")
      #expect(note.contains("\"certify\": \"required\""))
      #expect(note.contains("--certify required"))
    }
  }

  @Test func requiredFailsASampledRunProofAndSaysWhy() throws {
    let results = try Self.run(Self.plusOne, certify: "required")
    // A certified proof passes under required.
    let promise = try ShaderProofTests.result(results, "shader.plusOne.samplePromise")
    #expect(promise.status == .passed, "\(promise.findings)")
    #expect(promise.evidence == .certified)
    #expect(Self.notCertified(promise).isEmpty)
    for id in Self.sampledIDs {
      let result = try ShaderProofTests.result(results, id)
      #expect(result.status == .failed, "\(id)")
      #expect(result.evidence == .sampled)
      let finding = try #require(Self.notCertified(result).first, "\(id): \(result.findings)")
      #expect(Self.notCertified(result).count == 1)
      #expect(finding.severity == .error)
      #expect(finding.message.hasPrefix("sampled, not certified: it held on the "))
      #expect(finding.message.contains("\(result.cases) case"), "\(finding.message)")
      #expect(finding.message.contains("\"certify\": \"warn\""))
      #expect(finding.file?.hasSuffix("S.metal") == true)
      #expect(
        result.failureHeadline?.contains("notCertified") == true, "\(result.failureHeadline ?? "")")
    }
    // Checks over no cases are outside the policy.
    #expect(try ShaderProofTests.result(results, "shader.plusOne.compiles").status == .passed)
    #expect(try ShaderProofTests.result(results, "shader.plusOne.layerFits").status == .passed)
    #expect(CertifyPolicy.required.note(for: results, runProofIDs: Set(Self.runIDs)) == nil)
  }

  @Test func aRunPastThePromiseIsACounterexampleUnderEitherPolicy() throws {
    for certify in ["warn", "required"] {
      let results = try Self.run(Self.plusMore, certify: certify)
      let promise = try ShaderProofTests.result(results, "shader.plusOne.samplePromise")
      #expect(promise.status == .failed)
      #expect(promise.evidence == .counterexample)
      #expect(Self.notCertified(promise).isEmpty, "a counterexample is not 'not certified'")
      let finite = try ShaderProofTests.result(results, "shader.plusOne.finite")
      #expect(finite.evidence == .sampled)
      #expect(finite.status == (certify == "warn" ? .passed : .failed))
      let note = CertifyPolicy.warn.note(for: results, runProofIDs: Set(Self.runIDs))
      if certify == "warn" {
        #expect(note?.hasPrefix("2 shader proofs are sampled") == true, "\(note ?? "")")
      } else {
        #expect(note == nil, "failed proofs are not counted: \(note ?? "")")
      }
    }
  }

  @Test func aReadPastTheTableIsACounterexampleAndFiniteIsOnlySampled() throws {
    let metal = UnfinishedRunTests.tableReadPast
    let results = try ShaderProofTests.run(
      metal, "\"tab\": {\"viewSize\": [16, 16], \"arguments\": {\"k\": {\"range\": [0, 7]}}}")
    #expect(try ShaderProofTests.result(results, "shader.tab.reads").evidence == .counterexample)
    // The runs that trapped are unproven for finite; those that finished held.
    let finite = try ShaderProofTests.result(results, "shader.tab.finite")
    #expect(finite.status == .failed)
    #expect(finite.evidence == .sampled)
  }

  /// No run finished, so the proofs that do not own the crash have no evidence at all (and fail
  /// as unproven); `finite`, which owns it, has its counterexample. A source that does not
  /// compile has none either.
  @Test func runsThatNeverFinishAreNoEvidence() throws {
    let results = try ShaderProofTests.run(
      UnfinishedRunTests.crashing, UnfinishedRunTests.entries)
    for id in [
      "shader.boom.reads", "shader.boom.samplePromise", "shader.boomColour.reads",
      "shader.boomColour.onlyAddsLight", "shader.boomColour.preservesAlpha",
      "shader.boomColour.identityAt", "shader.boomColour.continuousIn.amount",
    ] {
      let result = try ShaderProofTests.result(results, id)
      #expect(result.status == .failed, "\(id)")
      #expect(result.evidence == nil, "\(id): \(String(describing: result.evidence))")
    }
    #expect(try ShaderProofTests.result(results, "shader.boom.finite").evidence == .counterexample)
    let broken = try ShaderProofTests.run(
      "[[ stitchable ]] half4 broken(float2 position, half4 color) { return undeclared; }\n",
      "\"broken\": {\"viewSize\": [4, 4]}")
    #expect(broken.allSatisfy { $0.evidence == nil }, "\(broken.map { ($0.id, $0.evidence) })")
  }

  @Test func theNoteCountsOnlyPassingSampledRunProofs() {
    func result(_ id: String, _ evidence: ProofEvidence?, failed: Bool = false) -> ProofResult {
      ProofResult(
        id: id, fact: "f", cases: 3,
        findings: failed ? [ProofFinding(kind: .counterexample, message: "x")] : [],
        evidence: evidence)
    }
    let results = [
      result("shader.a.finite", .sampled), result("shader.a.reads", .sampled, failed: true),
      result("shader.a.samplePromise", .certified), result("curl.monotone", .sampled),
    ]
    let ids: Set = ["shader.a.finite", "shader.a.reads", "shader.a.samplePromise"]
    let note = CertifyPolicy.warn.note(for: results, runProofIDs: ids)
    #expect(note?.hasPrefix("1 shader proof is sampled, not certified: it held") == true)
    #expect(note?.hasSuffix("fails it") == true, "\(note ?? "")")
    #expect(CertifyPolicy.warn.note(for: [results[2]], runProofIDs: ids) == nil)
    // Judged: only a passing, sampled result fails under required.
    for (index, expected) in [(0, 1), (1, 0), (2, 0)] {
      let judged = CertifyPolicy.required.judged(results[index], file: "S.metal", line: 3)
      #expect(Self.notCertified(judged).count == expected, "\(results[index].id)")
      #expect(CertifyPolicy.warn.judged(results[index], file: "S.metal", line: 3) == results[index])
    }
  }
}
