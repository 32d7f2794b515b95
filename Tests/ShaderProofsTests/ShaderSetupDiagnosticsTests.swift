import EffectProof
import EffectProofBase
import EffectProofTestSupport
import Foundation
import ProofEngine
import Testing

@testable import ShaderProofs

/// A shader entry's setup and run problems are ``Diagnostic``s of the `shader` domain, carried
/// as they are: into the proofs' findings (with their id, severity, place and subject), the
/// pictures' notes and the bench's error (docs/diagnostics.md).
@Suite struct ShaderSetupDiagnosticsTests {
  /// A source with two errors, on lines 5 and 6 of the file (the test's header takes 3 and the signature line 4).
  static let broken = """
    [[ stitchable ]] half4 broken(float2 position, half4 color) {
      float a = undeclaredOne;
      return color * undeclaredTwo;
    }

    """

  /// Opens a workspace on `metal` with `entries`.
  static func workspace(_ metal: String, _ entries: String) throws -> (Workspace, TemporaryFolder) {
    let folder = try TemporaryFolder()
    _ = try folder.write("Shaders/S.metal", ShaderProofTests.header + metal)
    let path = try folder.write(
      "effectproof.json", "{\"shaders\": [\"Shaders\"], \"shaderProofs\": {\(entries)}}")
    return (try Workspace.open(configAt: path, swiftReader: nil), folder)
  }

  @Test func compilesReportsEachClangErrorAtItsLineAndTheOthersSayNotRun() throws {
    let results = try ShaderProofTests.run(Self.broken, "\"broken\": {\"viewSize\": [4, 4]}")
    let compiles = try ShaderProofTests.result(results, "shader.broken.compiles")
    let errors = compiles.findings.map(\.diagnostic)
    #expect(
      errors.map(\.id) == [ShaderFindingKind.compileError.id, ShaderFindingKind.compileError.id])
    #expect(errors.map(\.line) == [5, 6])
    #expect(errors.allSatisfy { $0.severity == .error && $0.subject == "broken" })
    #expect(errors.allSatisfy { $0.file?.hasSuffix("Shaders/S.metal") == true })
    #expect(errors[0].message.contains("undeclaredOne"), "\(errors[0].message)")
    // Every other proof: one shaderSetup diagnostic, at clang's first error, saying it did not
    // run and why.
    for id in ["shader.broken.finite", "shader.broken.reads"] {
      let findings = try ShaderProofTests.result(results, id).findings.map(\.diagnostic)
      #expect(findings.count == 1, "\(id)")
      let notRun = try #require(findings.first)
      #expect(notRun.id == ShaderFindingKind.shaderSetup.id)
      #expect(notRun.message.hasPrefix("not run: "), "\(notRun.message)")
      #expect(notRun.line == 5)
      #expect(notRun.subject == "broken")
    }
  }

  @Test func aFunctionClangDoesNotBuildIsOneSetupDiagnosticEverywhere() throws {
    // The scanner reads the declaration under a condition it cannot decide, but the preprocessor drops it: clang builds no such
    // function, so the setup fails before any run and `compiles` carries the setup diagnostic
    // itself (there is no clang error), in the entry's source.
    let metal = """
      #if defined(EFFECTPROOF_NEVER_DEFINED)
      [[ stitchable ]] half4 ghost(float2 position, half4 color) { return color; }
      #endif

      """
    let results = try ShaderProofTests.run(metal, "\"ghost\": {\"viewSize\": [4, 4]}")
    let compiles = try ShaderProofTests.result(results, "shader.ghost.compiles")
    #expect(compiles.findings.count == 1)
    let finding = try #require(compiles.findings.first?.diagnostic)
    #expect(finding.id == ShaderFindingKind.shaderSetup.id)
    #expect(finding.message.contains("clang finds no [[ stitchable ]] ghost"), "\(finding.message)")
    #expect(finding.file?.hasSuffix("Shaders/S.metal") == true)
    #expect(finding.subject == "ghost")
    let finite = try ShaderProofTests.result(results, "shader.ghost.finite")
    #expect(finite.findings.map(\.message) == ["not run: \(finding.message)"])
  }

  @Test func picturesAndTheBenchCarryTheSetupDiagnosticAsItIs() throws {
    let (workspace, folder) = try Self.workspace(
      Self.broken, "\"broken\": {\"viewSize\": [4, 4]}")
    defer { withExtendedLifetime(folder) {} }
    let resolved = try #require(workspace.shaderEntries.first)
    switch ShaderPictures.tiles(for: resolved, library: workspace.library, scale: 1, jobs: 1) {
    case .success: Issue.record("drew a shader that does not compile")
    case .failure(let problem):
      #expect(problem.summary.id == ShaderFindingKind.shaderSetup.id)
      #expect(
        problem.details.map(\.id) == [
          ShaderFindingKind.compileError.id, ShaderFindingKind.compileError.id,
        ])
      #expect(problem.summary.line == 5)
    }
    switch ShaderBench.prepare(resolved, library: workspace.library) {
    case .success: Issue.record("measured a shader that does not compile")
    case .failure(let problem): #expect(problem.summary.id == ShaderFindingKind.shaderSetup.id)
    }
  }

  @Test func aWorstCaseWithNoArgmaxIsARunDiagnostic() throws {
    let metal = "[[ stitchable ]] float2 shift(float2 position) { return position + 1.0; }\n"
    let (workspace, folder) = try Self.workspace(
      metal, "\"shift\": {\"viewSize\": [4, 4], \"maxSampleOffset\": [2, 2]}")
    defer { withExtendedLifetime(folder) {} }
    let resolved = try #require(workspace.shaderEntries.first)
    let promise = PromiseReport(
      id: "shader.shift.samplePromise", parameterNames: [],
      pixels: PixelRegion(width: 4, height: 4),
      x: PromiseAxisResult(axis: .x, promise: 2, supremum: 1, argmax: nil),
      y: PromiseAxisResult(axis: .y, promise: 2, supremum: 1, argmax: nil),
      failures: [], failureCount: 0, sweepCases: 1, polishCases: 0, looseTightness: 1.5)
    switch ShaderPictures.worstCase(
      for: resolved, library: workspace.library, promise: promise, jobs: 1)
    {
    case .success: Issue.record("drew a worst case the report does not name")
    case .failure(let problem):
      #expect(problem.summary.id == ShaderFindingKind.runFailed.id)
      #expect(problem.summary.severity == .error)
      #expect(problem.summary.subject == "shift")
      #expect(problem.message == "the report names no worst case")
      #expect(problem.details.isEmpty)
    }
  }
}
