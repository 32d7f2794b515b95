import Foundation
import ProofEngine
import Testing

/// Finding golden files, validating names, and resolving settings from an environment.
@Suite("Golden locations and settings")
struct GoldenLocationTests {
  @Test("fixture(_:) finds Fixtures/Golden above this source file")
  func fixture() throws {
    let location = try GoldenLocation.fixture("example.reciprocal")
    #expect(location.path.hasSuffix("/Fixtures/Golden/example.reciprocal.json"))
    #expect(FileManager.default.fileExists(atPath: location.path))
    #expect(location.name == "example.reciprocal")
    let nested = try GoldenLocation.fixture("Broken/wrong-type")
    #expect(nested.path.hasSuffix("/Fixtures/Golden/Broken/wrong-type.json"))
  }

  @Test("The example fixture matches 1/x, x*x and √x computed now")
  func exampleFixturePasses() throws {
    let scratch = GoldenScratchFolder()
    let report = GoldenVectors.check(
      try GoldenLocation.fixture("example.reciprocal"), inputs: ReciprocalExample.inputs,
      options: scratch.options(record: .never), compute: ReciprocalExample.outputs)
    #expect(report.passed, "\(report)")
    #expect(report.fieldsCompared == 21)
    #expect(scratch.listing(scratch.artifacts).isEmpty)
  }

  @Test("A perturbed function fails against the fixture, and only artifacts are written")
  func exampleFixtureCatchesErrors() throws {
    let scratch = GoldenScratchFolder()
    let location = try GoldenLocation.fixture("example.reciprocal")
    let before = FileManager.default.contents(atPath: location.path)
    let report = GoldenVectors.check(
      location, options: scratch.options(record: .missing)
    ) { inputs in
      var outputs = ReciprocalExample.outputs(inputs)
      outputs["reciprocal"] = (outputs["reciprocal"] ?? 0) * (1 + 4 * Double.ulpOfOne)
      return outputs
    }
    // A relative error of 4ε exceeds tol0 (2ε) for 0.5, 10, −0.25 and 1e-200; ±∞ stay ±∞.
    #expect(report.mismatches.map(\.caseIndex) == [0, 1, 4, 5])
    #expect(report.mismatches.allSatisfy { $0.field == "reciprocal" && $0.failure == .relative })
    // 0.5 → 0.5 + 2⁻⁵¹, and a step just above 0.5 is 2⁻⁵³.
    #expect(report.mismatches.first?.ulpError == 4)
    #expect(report.mismatches.first?.absoluteError == 0x1p-51)
    #expect(FileManager.default.contents(atPath: location.path) == before)
    #expect(report.artifactPath == scratch.artifacts + "/golden/example.reciprocal.json")
  }

  @Test(
    "Invalid names are refused",
    arguments: ["", "/etc/passwd", "../escape", "a/../../b", "a//b", ".hidden", "a\\b", "a/"])
  func invalidNames(name: String) {
    let error = #expect(throws: GoldenError.self) {
      try GoldenLocation.named(name, in: "/tmp")
    }
    #expect(error?.kind == .invalidName)
  }

  @Test("No Fixtures folder above a path is a clear error")
  func fixturesNotFound() {
    let error = #expect(throws: GoldenError.self) {
      try GoldenLocation.fixture("x", filePath: "/nonexistent-effectproof/a/b.swift")
    }
    #expect(error?.kind == .fixturesNotFound)
    #expect(error?.file == "/nonexistent-effectproof/a/b.swift")
  }

  @Test("Settings: defaults, environment values and the current directory")
  func settings() {
    let defaults = GoldenSettings(environment: [:], currentDirectory: "/work/x")
    #expect(defaults.recordMode == .missing && !defaults.isCI)
    #expect(defaults.artifactsDirectory == "/work/x/.build/effectproof-artifacts")
    let configured = GoldenSettings(
      environment: [
        "EFFECTPROOF_RECORD": "failed", "CI": "yes", "EFFECTPROOF_ARTIFACTS": "/abs/art",
      ], currentDirectory: "/work/x")
    #expect(configured.recordMode == .failed && configured.ciValue == "yes")
    #expect(configured.artifactsDirectory == "/abs/art")
    let blank = GoldenSettings(
      environment: ["EFFECTPROOF_RECORD": "", "CI": "", "EFFECTPROOF_ARTIFACTS": ""],
      currentDirectory: "/w")
    #expect(blank.recordMode == .missing && !blank.isCI && blank.invalidRecordValue == nil)
    #expect(blank.artifactsDirectory == "/w/.build/effectproof-artifacts")
    let junk = GoldenSettings(
      environment: ["EFFECTPROOF_RECORD": "sometimes"], currentDirectory: "/")
    #expect(junk.recordMode == .never && junk.invalidRecordValue == "sometimes")
    for mode in GoldenRecordMode.allCases {
      #expect(GoldenRecordMode(environmentValue: mode.rawValue.uppercased()) == mode)
    }
  }
}
