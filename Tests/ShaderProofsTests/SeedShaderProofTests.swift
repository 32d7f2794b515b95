import EffectProof
import EffectProofTestSupport
import Foundation
import ProofEngine
import ShaderProofs
import SwiftCallSites
import Testing

/// The seeds' own shaders through the app path: each seed promise proven from the geometry and
/// from the compiled source, side by side, and the two agree (docs/shader-proofs.md, "Beside
/// the geometry").
@Suite struct SeedShaderProofTests {
  /// Compiled entry, its geometric twin, the promise on the axis that matters and that axis.
  /// `reach`: the least share of the geometry's witness the compiled sweep must find. The
  /// curl's supremum sits at the top of the roll, where one pixel centre off the peak loses
  /// up to 2.6 pt, so the sweep reaches about 0.9 of it; the others reach it within 0.1 %.
  static let seeds:
    [(entry: String, twin: String, promise: Double, axis: PromiseAxis, reach: Double)] = [
      ("wheel", "wheel.blurPromise", 24, .x, 0.999),
      ("ball", "wheel.ballBlurPromise", 11, .y, 0.999),
      ("curl", "curl.samplePromise.h131", 12, .y, 0.85),
      ("ripple", "ripple.samplePromise", 6, .x, 0.999),
      ("diceBlur", "dice.streakPromise", 10, .y, 1),
    ]

  @Test func eachSeedPromiseAgreesWithItsGeometry() throws {
    let workspace = try Workspace.open(
      configAt: RepositoryFixtures.path("TableReady/effectproof.json"),
      swiftReader: ToolchainSwiftReader())
    let wanted = Set(Self.seeds.flatMap { ["shader.\($0.entry).samplePromise", $0.twin] })
    let proofs = ProofCatalogue.proofs(for: workspace).filter { wanted.contains($0.id) }
    #expect(proofs.count == wanted.count)
    let settings = RunSettings(density: .low, jobs: 2)
    var report = ProofReport(results: proofs.map { $0.run(settings) })
    report.compareGeometries(isCompleteRun: true)
    for seed in Self.seeds {
      let compiled = try #require(
        report.results.first { $0.id == "shader.\(seed.entry).samplePromise" })
      #expect(compiled.status == .passed, "\(compiled.id): \(compiled.findings.map(\.message))")
      let comparison = try #require(compiled.geometry, "\(compiled.id) was not compared")
      #expect(comparison.geometry == seed.twin)
      #expect(comparison.agrees, "\(seed.entry): \(comparison)")
      let axis = seed.axis == .x ? comparison.x : comparison.y
      #expect(axis.promise == seed.promise && axis.geometryPromise == seed.promise)
      // The compiled sweep reaches close to the geometry's witness (the dice's config domain
      // reaches past it, see the docs), never past its certified bound.
      #expect(axis.compiledSupremum > seed.reach * axis.geometryWitness, "\(seed.entry): \(axis)")
      #expect(axis.compiledSupremum <= (axis.geometryBound ?? .infinity) + 1.0 / 1024)
    }
    // The dice's promise is the Swift's static DieThrow.maxSampleOffset; the others are the
    // config's, since their modifier sites call functions.
    let dice = try #require(report.results.first { $0.id == "shader.diceBlur.samplePromise" })
    #expect(dice.details.contains { $0.contains("the Swift at DieThrowModifier.swift:28") })
  }

  @Test func theFoilOnlyAddsLightOnTheCompiledSource() throws {
    let config = try EffectProofConfig.load(
      contentsOf: RepositoryFixtures.path("Holographic/effectproof.json"))
    let settings = RunSettings(density: .low, jobs: 2)
    let results = ProofCatalogue.proofs(for: config).filter { $0.id.hasPrefix("shader.foil.") }
      .map { $0.run(settings) }
    #expect(
      Set(results.map(\.id)) == [
        "shader.foil.compiles", "shader.foil.finite", "shader.foil.reads",
        "shader.foil.onlyAddsLight", "shader.foil.preservesAlpha", "shader.foil.identityAt",
      ])
    for result in results {
      #expect(result.status == .passed, "\(result.id): \(result.findings.map(\.message))")
    }
  }
}
