import EffectProof
import EffectProofTestSupport
import Foundation
import ProofEngine
import ShaderProofs
import SwiftCallSites
import Testing

/// The example app's shaders through the gate: the app passes, and each seeded mistake of its
/// broken variant fails the proof that should catch it, with a shrunk counterexample.
@Suite struct ExampleAppShaderProofTests {
  static func results(_ relative: String) throws -> [ProofResult] {
    let workspace = try Workspace.open(
      configAt: RepositoryFixtures.path(relative), swiftReader: ToolchainSwiftReader())
    let settings = RunSettings(density: .low, jobs: 2)
    return ProofCatalogue.proofs(for: workspace).map { $0.run(settings) }
  }

  @Test func theExampleAppPasses() throws {
    let results = try Self.results("ExampleApp/effectproof.json")
    let shaders = results.filter { $0.id.hasPrefix("shader.") }
    let ids = Set(shaders.map(\.id))
    for id in [
      "shader.loupe.compiles", "shader.loupe.finite", "shader.loupe.samplePromise",
      "shader.loupe.reads", "shader.wave.samplePromise", "shader.glow.onlyAddsLight",
      "shader.glow.identityAt", "shader.duotone.preservesAlpha", "shader.bars.reads",
      "shader.split.samplePromise",
    ] {
      #expect(ids.contains(id), "missing \(id)")
    }
    for result in results {
      #expect(result.status != .failed, "\(result.id): \(result.findings.map(\.message))")
    }
    // The loupe's promise is the config's formula (its Swift site is not static), the wave's
    // and the split's the Swift's literal and constant.
    let loupe = try #require(shaders.first { $0.id == "shader.loupe.samplePromise" })
    let report = try #require(loupe.promise)
    #expect(report.x.supremum > 0 && report.x.supremum < report.x.promise)
    let wave = try #require(shaders.first { $0.id == "shader.wave.samplePromise" }?.promise)
    #expect(wave.y.promise == 8)
    #expect(wave.y.supremum > 7.99 && wave.y.supremum <= 8.0001)
    #expect(wave.x.supremum == 0)
  }

  @Test func theBrokenVariantFailsTheRightProofs() throws {
    let results = try Self.results("ExampleApp/Broken/effectproof.json")
    let failed = Set(results.filter { $0.status == .failed }.map(\.id))
    // bars.finite too: the argument sets that read past the array stopped there, so their
    // finiteness is unproven, never a pass.
    #expect(
      failed == [
        "shader.loupe.samplePromise", "shader.bars.reads", "shader.glow.finite",
        "shader.bars.finite",
      ])
    let unproven = try #require(results.first { $0.id == "shader.bars.finite" })
    #expect(unproven.findings.map(\.id) == [ShaderFindingKind.notFinished.id])
    let loupe = try #require(results.first { $0.id == "shader.loupe.samplePromise" })
    #expect(loupe.findings.contains { $0.message.contains("promise exceeded by") })
    #expect(loupe.promise?.x.promise == 0)
    let bars = try #require(results.first { $0.id == "shader.bars.reads" })
    #expect(bars.findings.contains { $0.message.contains("reads levels[") })
    let glow = try #require(results.first { $0.id == "shader.glow.finite" })
    #expect(glow.findings.contains { $0.message.contains("NaN or infinite") })
    for result in results where result.status == .failed && result.id != "shader.bars.finite" {
      let counterexample = try #require(result.counterexample, "\(result.id) has no counterexample")
      #expect(!counterexample.shrunk.value.isEmpty)
    }
  }
}
