import EffectProof
import EffectProofTestSupport
import Foundation
import ProofEngine
import Testing

@testable import ShaderProofs

/// What `effectproof init` marks for review in an entry (docs/init.md): `review` lines and a
/// `{"measured": [x, y]}` promise run as they are, with one warning per entry under its
/// `compiles` proof and the measured promise named as measured, not proven; `note` is read
/// past; a bad marker is an error at its JSON path.
@Suite struct ReviewMarkerTests {
  static let drop =
    "[[ stitchable ]] float2 drop(float2 position, float by) { return position + float2(0, by); }\n"

  @Test func reviewLinesWarnOnceUnderCompilesAndFailNothing() throws {
    let results = try ShaderProofTests.run(
      Self.drop,
      """
      "drop": {"viewSize": [20, 20], "arguments": {"by": {"range": [0, 3]}},
               "maxSampleOffset": [0, 3],
               "review": ["viewSize: guessed", "arguments.by: guessed"], "note": "for people"}
      """)
    let warnings = results.flatMap { result in
      result.findings.filter { $0.id == ShaderFindingKind.guessesToReview.id }.map {
        (result.id, $0)
      }
    }
    #expect(warnings.count == 1, "\(warnings)")
    #expect(warnings.first?.0 == "shader.drop.compiles")
    #expect(warnings.first?.1.severity == .warning)
    #expect(warnings.first?.1.message == "2 guesses from effectproof init to review")
    #expect(results.allSatisfy { $0.status != .failed }, "\(results.map { ($0.id, $0.status) })")
    let compiles = try ShaderProofTests.result(results, "shader.drop.compiles")
    #expect(compiles.status == .warned)
  }

  @Test func aMeasuredPromiseIsProvenAndSaidToBeMeasured() throws {
    let results = try ShaderProofTests.run(
      Self.drop,
      """
      "drop": {"viewSize": [20, 20], "arguments": {"by": {"range": [0, 3]}},
               "maxSampleOffset": {"measured": [0, 3]}}
      """)
    let compiles = try ShaderProofTests.result(results, "shader.drop.compiles")
    #expect(
      compiles.findings.map(\.message) == ["maxSampleOffset measured, not proven"],
      "\(compiles.findings)")
    let promise = try ShaderProofTests.result(results, "shader.drop.samplePromise")
    #expect(promise.status == .passed, "\(promise.findings)")
    #expect(promise.promise?.y.promise == 3)
    #expect(
      promise.details.contains { $0.contains("the measured (not proven) promise in the config") },
      "\(promise.details)")
  }

  @Test func aMeasuredPromiseTooSmallStillFails() throws {
    let results = try ShaderProofTests.run(
      Self.drop,
      """
      "drop": {"viewSize": [20, 20], "arguments": {"by": {"range": [0, 3]}},
               "maxSampleOffset": {"measured": [0, 2]}}
      """)
    let promise = try ShaderProofTests.result(results, "shader.drop.samplePromise")
    #expect(promise.status == .failed)
    #expect(
      promise.findings.contains { $0.message.contains("measured (not proven) promise") },
      "\(promise.findings.map(\.message))")
  }

  @Test func aReviewedEntryWarnsNothing() throws {
    let results = try ShaderProofTests.run(
      Self.drop,
      """
      "drop": {"viewSize": [20, 20], "arguments": {"by": {"range": [0, 3]}},
               "maxSampleOffset": [0, 3], "review": []}
      """)
    #expect(results.allSatisfy { $0.status == .passed }, "\(results.map { ($0.id, $0.findings) })")
  }

  @Test(arguments: [
    ("\"review\": \"viewSize\"", "$.shaderProofs.drop.review", "expected an array of strings"),
    ("\"review\": [\"ok\", 3]", "$.shaderProofs.drop.review[1]", "string"),
    ("\"review\": [\"  \"]", "$.shaderProofs.drop.review[0]", "delete the empty one"),
    ("\"note\": [\"x\"]", "$.shaderProofs.drop.note", "string"),
    (
      "\"maxSampleOffset\": {\"measured\": [0, -1]}",
      "$.shaderProofs.drop.maxSampleOffset.measured[1]",
      "at least 0"
    ),
    (
      "\"maxSampleOffset\": {\"measured\": [\"by\", 1]}",
      "$.shaderProofs.drop.maxSampleOffset.measured[0]", "number"
    ),
    (
      "\"maxSampleOffset\": {\"measurd\": [1, 1]}", "$.shaderProofs.drop.maxSampleOffset.measurd",
      "did you mean \"measured\""
    ),
    ("\"maxSampleOffset\": {}", "$.shaderProofs.drop.maxSampleOffset", "{\"measured\": [x, y]}"),
  ])
  func aBadMarkerIsAnErrorAtItsPath(_ member: String, _ path: String, _ words: String) throws {
    let folder = try TemporaryFolder()
    _ = try folder.write("Shaders/S.metal", ShaderProofTests.header + Self.drop)
    let file = try folder.write(
      "effectproof.json",
      """
      {"shaders": ["Shaders"], "shaderProofs": {"drop": {"viewSize": [10, 10],
        "arguments": {"by": 1}, \(member)}}}
      """)
    do {
      _ = try EffectProofConfig.load(contentsOf: file)
      Issue.record("\(member) was accepted")
    } catch {
      #expect(error.description.contains(path + ":"), "\(error)")
      #expect(error.description.contains(words), "\(error)")
    }
  }

  @Test func theWarningFitsOneLineOfTheTextReport() throws {
    let entry = ShaderProofEntry(
      key: "aVeryLongEntryNameForAShader", function: "f", viewSizes: [SIMD2(1, 1)], scales: [2],
      arguments: [], review: Array(repeating: "x", count: 123), isMeasuredPromise: true,
      file: "S.metal", line: 1, path: "$.shaderProofs.f")
    let warning = try #require(entry.reviewWarning)
    let line = "     warning: \(warning.id.name): \(warning.message)"
    #expect(line.count <= 120, "\(line.count): \(line)")
    #expect(warning.message.contains("123 guesses"))
  }
}
