import Foundation
import ProofEngine
import Testing

/// Record modes, CI refusal and artifacts, each in its own scratch folder.
@Suite("Golden checks: record modes, CI and artifacts")
struct GoldenRecordModeTests {
  static let inputs: [[String: Double]] = [["x": 1], ["x": 2], ["x": -3]]

  static func square(_ inputs: [String: Double]) -> [String: Double] {
    let x = inputs["x"] ?? .nan
    return ["square": x * x, "cube": x * x * x]
  }

  static func wrongSquare(_ inputs: [String: Double]) -> [String: Double] {
    var outputs = square(inputs)
    outputs["square", default: 0] += 1e-9
    return outputs
  }

  /// Records the golden in `scratch` with the correct function and returns its location.
  private func recorded(_ scratch: GoldenScratchFolder) throws -> GoldenLocation {
    let location = try GoldenLocation.named("square", in: scratch.file("Golden"))
    let report = GoldenVectors.check(
      location, inputs: Self.inputs, options: scratch.options(record: .missing),
      compute: Self.square)
    #expect(report.recordedPath == location.path)
    return location
  }

  @Test("Round trip: missing mode records (and fails, asking for a re-run), then compare passes")
  func roundTrip() throws {
    let scratch = GoldenScratchFolder()
    let location = try GoldenLocation.named("square", in: scratch.file("Golden"))
    let first = GoldenVectors.check(
      location, inputs: Self.inputs, options: scratch.options(), compute: Self.square)
    #expect(!first.passed)
    #expect(first.issues == [.recorded(path: location.path, mode: .missing)])
    #expect(first.recordedPath == location.path && !first.compared)
    #expect(first.artifactPath == nil)
    let written = try GoldenFile.load(from: location.path)
    #expect(written.name == "square" && written.cases.count == 3)
    #expect(written.defaultTolerance == .tol2)

    let second = GoldenVectors.check(location, options: scratch.options(), compute: Self.square)
    #expect(second.passed, "\(second)")
    #expect(second.compared && second.casesCompared == 3 && second.fieldsCompared == 6)
    #expect(second.recordedPath == nil && second.artifactPath == nil)
    #expect(scratch.listing(scratch.artifacts).isEmpty)
  }

  @Test("never: a missing golden fails, nothing is recorded, actual values go to artifacts")
  func neverMissing() throws {
    let scratch = GoldenScratchFolder()
    let location = try GoldenLocation.named("square", in: scratch.file("Golden"))
    let report = GoldenVectors.check(
      location, inputs: Self.inputs, options: scratch.options(record: .never),
      compute: Self.square)
    #expect(report.issues == [.goldenMissing(path: location.path)])
    #expect(scratch.text(location.path) == nil)
    let artifact = scratch.artifacts + "/golden/square.json"
    #expect(report.artifactPath == artifact)
    #expect(try GoldenFile.load(from: artifact).cases.count == 3)
  }

  @Test("missing: a mismatch fails, the golden is untouched, the actual file goes to artifacts")
  func missingModeMismatch() throws {
    let scratch = GoldenScratchFolder()
    let location = try recorded(scratch)
    let before = scratch.text(location.path)
    let report = GoldenVectors.check(
      location, options: scratch.options(record: .missing), compute: Self.wrongSquare)
    #expect(report.mismatches.count == 3)
    #expect(report.issues.isEmpty)
    #expect(scratch.text(location.path) == before)
    let artifactPath = try #require(report.artifactPath)
    #expect(artifactPath == scratch.artifacts + "/golden/square.json")
    let artifact = try GoldenFile.load(from: artifactPath)
    #expect(artifact.cases[1].outputs["square"] == 4 + 1e-9)
    #expect(artifact.tolerances == (try GoldenFile.load(from: location.path)).tolerances)
  }

  @Test("failed: a mismatch re-records the golden and still fails")
  func failedModeRecords() throws {
    let scratch = GoldenScratchFolder()
    let location = try recorded(scratch)
    let report = GoldenVectors.check(
      location, options: scratch.options(record: .failed), compute: Self.wrongSquare)
    #expect(!report.passed)
    #expect(report.mismatches.count == 3)
    #expect(report.issues == [.recorded(path: location.path, mode: .failed)])
    #expect(try GoldenFile.load(from: location.path).cases[0].outputs["square"] == 1 + 1e-9)
    #expect(report.artifactPath != nil)
    let again = GoldenVectors.check(
      location, options: scratch.options(record: .never), compute: Self.wrongSquare)
    #expect(again.passed, "\(again)")
  }

  @Test("failed: a match passes and leaves the file alone")
  func failedModeMatch() throws {
    let scratch = GoldenScratchFolder()
    let location = try recorded(scratch)
    let before = scratch.text(location.path)
    let report = GoldenVectors.check(
      location, options: scratch.options(record: .failed), compute: Self.square)
    #expect(report.passed, "\(report)")
    #expect(scratch.text(location.path) == before)
  }

  @Test("all: always re-records without comparing, and reports it")
  func allMode() throws {
    let scratch = GoldenScratchFolder()
    let location = try recorded(scratch)
    let report = GoldenVectors.check(
      location, options: scratch.options(record: .all), compute: Self.wrongSquare)
    #expect(!report.compared && report.mismatches.isEmpty)
    #expect(report.issues == [.recorded(path: location.path, mode: .all)])
    #expect(try GoldenFile.load(from: location.path).cases[2].outputs["square"] == 9 + 1e-9)
  }

  @Test("Re-recording keeps the file's own name, note and tolerances")
  func reRecordKeepsTolerances() throws {
    let scratch = GoldenScratchFolder()
    let path = scratch.file("kept.json")
    let original = GoldenFile(
      name: "custom.name", note: "hand-edited", tolerances: ["square": .tol4],
      defaultTolerance: nil,
      cases: [GoldenCase(inputs: ["x": 1], outputs: ["square": 1])])
    try original.write(to: path, replaceExisting: false)
    let report = GoldenVectors.check(
      GoldenLocation(path: path), inputs: [["x": 1]],
      options: scratch.options(record: .all, tolerances: ["square": .tol0, "cube": .tol1]),
      compute: Self.square)
    #expect(report.recordedPath == path)
    let rewritten = try GoldenFile.load(from: path)
    #expect(rewritten.name == "custom.name" && rewritten.note == "hand-edited")
    #expect(rewritten.tolerances == ["square": .tol4, "cube": .tol1])
    #expect(rewritten.defaultTolerance == nil)
  }

  @Test("missing: a golden that appears while computing (another process) is not overwritten")
  func missingModeNeverReplaces() throws {
    let scratch = GoldenScratchFolder()
    let location = try GoldenLocation.named("square", in: scratch.path)
    let theirs = "written by someone else\n"
    let report = GoldenVectors.check(location, inputs: Self.inputs, options: scratch.options()) {
      inputs in
      if scratch.text(location.path) == nil { scratch.write(theirs, to: location.path) }
      return Self.square(inputs)
    }
    guard case .recordFailed(let error) = report.issues.first else {
      Issue.record("expected recordFailed, got \(report.issues)")
      return
    }
    #expect(error.kind == .writeFailed && error.message.contains("already exists"))
    #expect(report.recordedPath == nil)
    #expect(scratch.text(location.path) == theirs)
    #expect(scratch.listing(scratch.path).filter { $0.hasSuffix(".tmp") }.isEmpty)
  }

  @Test("CI refuses every recording: missing golden in missing mode")
  func ciRefusesMissing() throws {
    let scratch = GoldenScratchFolder()
    let location = try GoldenLocation.named("square", in: scratch.file("Golden"))
    let report = GoldenVectors.check(
      location, inputs: Self.inputs, options: scratch.options(environment: ["CI": "true"]),
      compute: Self.square)
    #expect(
      report.issues == [
        .recordingRefused(path: location.path, ciValue: "true"),
        .goldenMissing(path: location.path),
      ])
    #expect(scratch.text(location.path) == nil)
    #expect(report.artifactPath != nil, "CI still gets the actual values as an artifact")
    #expect(report.description.contains("refused to record"))
    #expect(report.description.contains("CI=true"))
  }

  @Test("CI refuses every recording: failed mode keeps the golden, all mode compares instead")
  func ciRefusesReRecording() throws {
    let scratch = GoldenScratchFolder()
    let location = try recorded(scratch)
    let before = scratch.text(location.path)
    let failed = GoldenVectors.check(
      location, options: scratch.options(record: .failed, environment: ["CI": "1"]),
      compute: Self.wrongSquare)
    #expect(failed.mismatches.count == 3)
    #expect(failed.issues == [.recordingRefused(path: location.path, ciValue: "1")])
    let all = GoldenVectors.check(
      location, options: scratch.options(record: .all, environment: ["CI": "1"]),
      compute: Self.square)
    #expect(all.compared && all.mismatches.isEmpty)
    #expect(all.issues == [.recordingRefused(path: location.path, ciValue: "1")])
    #expect(scratch.text(location.path) == before)
  }

  @Test("An empty CI variable is not CI")
  func emptyCI() throws {
    let scratch = GoldenScratchFolder()
    let location = try GoldenLocation.named("square", in: scratch.path)
    let report = GoldenVectors.check(
      location, inputs: Self.inputs, options: scratch.options(environment: ["CI": ""]),
      compute: Self.square)
    #expect(report.recordedPath == location.path)
  }

  @Test("EFFECTPROOF_RECORD selects the mode; an argument overrides it; junk is an issue")
  func environmentMode() throws {
    let scratch = GoldenScratchFolder()
    let location = try recorded(scratch)
    let viaEnvironment = GoldenVectors.check(
      location, options: scratch.options(environment: ["EFFECTPROOF_RECORD": " ALL\n"]),
      compute: Self.wrongSquare)
    #expect(viaEnvironment.mode == .all && viaEnvironment.recordedPath == location.path)
    let overridden = GoldenVectors.check(
      location,
      options: scratch.options(record: .never, environment: ["EFFECTPROOF_RECORD": "all"]),
      compute: Self.square)
    #expect(overridden.mode == .never && overridden.recordedPath == nil)
    #expect(overridden.mismatches.count == 3)
    let junk = GoldenVectors.check(
      location, options: scratch.options(environment: ["EFFECTPROOF_RECORD": "yes"]),
      compute: Self.wrongSquare)
    #expect(junk.mode == .never && junk.recordedPath == nil)
    #expect(junk.issues == [.invalidRecordMode(value: "yes")])
  }

  @Test(
    "Without EFFECTPROOF_ARTIFACTS, artifacts go to .build/effectproof-artifacts in the current directory"
  )
  func defaultArtifactsFolder() throws {
    let scratch = GoldenScratchFolder()
    let location = try recorded(scratch)
    let options = GoldenOptions(
      record: .never, environment: [:], currentDirectory: scratch.file("work"))
    let report = GoldenVectors.check(location, options: options, compute: Self.wrongSquare)
    #expect(
      report.artifactPath == scratch.file("work/.build/effectproof-artifacts/golden/square.json"))
    #expect(
      scratch.text(scratch.file("work/.build/effectproof-artifacts/golden/square.json")) != nil)
    let relative = GoldenOptions(
      record: .never, environment: ["EFFECTPROOF_ARTIFACTS": "out/art"],
      currentDirectory: scratch.file("work"))
    let second = GoldenVectors.check(location, options: relative, compute: Self.wrongSquare)
    #expect(second.artifactPath == scratch.file("work/out/art/golden/square.json"))
  }

  @Test("A malformed golden is reported with its position and not overwritten, except in all mode")
  func malformedGolden() throws {
    let scratch = GoldenScratchFolder()
    let path = scratch.file("broken.json")
    let broken = "{\"name\": \"b\", \"cases\": [\n  {\"inputs\": {}, \"outputs\": {\"y\": tru}}]}"
    scratch.write(broken, to: path)
    let failed = GoldenVectors.check(
      GoldenLocation(path: path), inputs: Self.inputs, options: scratch.options(record: .failed),
      compute: Self.square)
    guard case .goldenUnreadable(let error) = failed.issues.first else {
      Issue.record("expected goldenUnreadable, got \(failed.issues)")
      return
    }
    #expect(error.kind == .malformed && error.line == 2 && error.file == path)
    #expect(scratch.text(path) == broken, "the user's file must survive")
    #expect(failed.artifactPath != nil)
    let all = GoldenVectors.check(
      GoldenLocation(path: path), inputs: Self.inputs, options: scratch.options(record: .all),
      compute: Self.square)
    #expect(all.recordedPath == path)
    #expect(try GoldenFile.load(from: path).cases.count == 3)
  }

  @Test("A case whose computation throws is reported and blocks recording")
  func computeFailure() throws {
    struct Boom: Error, CustomStringConvertible {
      var description: String { "boom" }
    }
    let scratch = GoldenScratchFolder()
    let location = try GoldenLocation.named("square", in: scratch.path)
    let report = GoldenVectors.check(location, inputs: Self.inputs, options: scratch.options()) {
      inputs in
      if inputs["x"] == 2 { throw Boom() }
      return Self.square(inputs)
    }
    #expect(report.issues == [.computeFailed(caseIndex: 1, message: "boom")])
    #expect(scratch.text(location.path) == nil)
  }

  @Test("No inputs and no golden: nothing to compute")
  func noInputs() throws {
    let scratch = GoldenScratchFolder()
    let location = try GoldenLocation.named("square", in: scratch.path)
    let report = GoldenVectors.check(location, options: scratch.options(), compute: Self.square)
    #expect(report.issues == [.noInputs(path: location.path)])
  }

  @Test("Recording without a tolerance for a field is refused")
  func recordingNeedsTolerances() throws {
    let scratch = GoldenScratchFolder()
    let location = try GoldenLocation.named("square", in: scratch.path)
    let report = GoldenVectors.check(
      location, inputs: Self.inputs,
      options: scratch.options(tolerances: ["square": .tol0], defaultTolerance: nil),
      compute: Self.square)
    #expect(report.issues == [.missingTolerance(field: "cube")])
    #expect(scratch.text(location.path) == nil)
  }

  @Test("Actual cases given directly, with fewer cases than the golden")
  func directCases() throws {
    let scratch = GoldenScratchFolder()
    let location = try recorded(scratch)
    let report = GoldenVectors.check(
      location,
      actual: [GoldenCase(inputs: ["x": 1], outputs: ["square": 1, "cube": 1])],
      options: scratch.options(record: .never))
    #expect(report.issues == [.caseCountMismatch(expected: 3, actual: 1)])
    #expect(report.casesCompared == 1)
    #expect(report.artifactPath != nil)
  }
}
