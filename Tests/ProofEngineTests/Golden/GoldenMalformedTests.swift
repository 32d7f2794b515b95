import Foundation
import ProofEngine
import Testing

/// Malformed golden files give errors with the file, line, column and JSON path.
@Suite("Golden files: malformed input")
struct GoldenMalformedTests {
  /// Loads `Fixtures/Golden/Broken/<name>.json` and returns the error it must throw.
  private func brokenFixtureError(_ name: String) throws -> GoldenError? {
    let location = try GoldenLocation.fixture("Broken/\(name)")
    return #expect(throws: GoldenError.self) { try GoldenFile.load(from: location.path) }
  }

  /// Parses `text` and returns the error it must throw.
  private func error(parsing text: String) -> GoldenError? {
    #expect(throws: GoldenError.self) { try GoldenFile(jsonText: text, file: "inline.json") }
  }

  @Test("Syntax error: line and column, no JSON path")
  func syntax() throws {
    let error = try #require(try brokenFixtureError("syntax-error"))
    #expect(error.kind == .malformed)
    #expect(error.file?.hasSuffix("Fixtures/Golden/Broken/syntax-error.json") == true)
    #expect(error.line == 4 && error.column == 3)
    #expect(error.jsonPath == nil)
    #expect(error.description.hasSuffix("syntax-error.json:4:3: \(error.message)"))
  }

  @Test("Wrong type: the output value's JSON path and position")
  func wrongType() throws {
    let error = try #require(try brokenFixtureError("wrong-type"))
    #expect(error.jsonPath == "$.cases[1].outputs.y")
    #expect(error.line == 6 && error.column == 45)
    #expect(
      error.message == "expected a number or one of \"nan\", \"inf\", \"-inf\", found a boolean")
    #expect(error.description.contains("wrong-type.json:6:45: $.cases[1].outputs.y: expected"))
  }

  @Test("Unknown tier name, with a suggestion")
  func unknownTier() throws {
    let error = try #require(try brokenFixtureError("unknown-tier"))
    #expect(error.jsonPath == "$.tolerances.y")
    #expect(error.line == 3 && error.column == 23)
    #expect(error.message.contains("found \"tol9\""))
    #expect(error.message.contains("did you mean"))
  }

  @Test("An output without a tolerance is pointed at")
  func missingTolerance() throws {
    let error = try #require(try brokenFixtureError("missing-tolerance"))
    #expect(error.jsonPath == "$.cases[0].outputs.z")
    #expect(error.line == 5 && error.column == 55)
    #expect(error.message.contains("no tolerance for output \"z\""))
  }

  @Test("A non-finite spelling other than nan/inf/-inf is refused")
  func badNonFinite() throws {
    let error = try #require(try brokenFixtureError("bad-nonfinite"))
    #expect(error.jsonPath == "$.cases[0].outputs.y")
    #expect(error.line == 5 && error.column == 45)
    #expect(error.message.contains("found \"Infinity\""))
  }

  @Test(
    "Schema errors name the JSON path",
    arguments: [
      (
        #"{"name": "a", "tolerence": {}, "cases": []}"#, "$.tolerence",
        "did you mean \"tolerances\""
      ),
      (#"{"format": 2, "name": "a", "cases": []}"#, "$.format", "unsupported format 2"),
      (#"{"name": "", "cases": []}"#, "$.name", "must not be empty"),
      (#"{"name": "a"}"#, "$", "missing required key \"cases\""),
      (#"{"name": "a", "cases": {}}"#, "$.cases", "expected an array"),
      (
        #"{"name": "a", "tolerances": {"y": {"relative": 1}}, "cases": []}"#,
        "$.tolerances.y.relative", "must be ≥ 0 and < 1"
      ),
      (
        #"{"name": "a", "tolerances": {"y": {"absolute": -0.5}}, "cases": []}"#,
        "$.tolerances.y.absolute", "must be ≥ 0"
      ),
      (
        #"{"name": "a", "tolerances": {"y": {}}, "cases": []}"#, "$.tolerances.y",
        "needs \"absolute\""
      ),
      (#"{"name": "a", "tolerances": {"y": 3}, "cases": []}"#, "$.tolerances.y", "found a number"),
      (
        #"{"name": "a", "defaultTolerance": "tol1", "tolerances": {"yy": "tol0"}, "cases": [{"inputs": {}, "outputs": {"y": 1}}]}"#,
        "$.tolerances.yy", "names no output field (did you mean \"y\"?)"
      ),
      (
        #"{"name": "a", "defaultTolerance": "tol0", "cases": [{"inputs": {}, "expected": {}}]}"#,
        "$.cases[0].expected", "unknown key \"expected\""
      ),
      (
        #"{"name": "a", "defaultTolerance": "tol0", "cases": [{"inputs": {}}]}"#,
        "$.cases[0]", "missing required key \"outputs\""
      ),
      (
        #"{"name": "a", "defaultTolerance": "tol0", "cases": [{"inputs": [1], "outputs": {}}]}"#,
        "$.cases[0].inputs", "expected an object"
      ),
      ("[1, 2]", "$", "expected an object"),
    ])
  func schemaErrors(text: String, path: String, fragment: String) {
    let error = error(parsing: text)
    #expect(error?.kind == .malformed)
    #expect(error?.file == "inline.json")
    #expect(error?.jsonPath == path, "\(String(describing: error))")
    #expect(error?.message.contains(fragment) == true, "\(String(describing: error))")
    #expect(error?.line == 1)
  }

  @Test(
    "Syntax errors: duplicate keys, numbers beyond Double, trailing commas, empty text",
    arguments: [
      #"{"name": "a", "name": "b", "cases": []}"#,
      #"{"name": "a", "defaultTolerance": "tol0", "cases": [{"inputs": {}, "outputs": {"y": 1e400}}]}"#,
      #"{"name": "a", "cases": [],}"#,
      "",
    ])
  func syntaxErrors(text: String) {
    let error = error(parsing: text)
    #expect(error?.kind == .malformed)
    #expect(error?.jsonPath == nil)
    #expect(error?.line != nil && error?.column != nil)
  }

  @Test("Missing files and folders are unreadable, not malformed")
  func unreadable() {
    let scratch = GoldenScratchFolder()
    let missing = #expect(throws: GoldenError.self) {
      try GoldenFile.load(from: scratch.file("nothing.json"))
    }
    #expect(missing?.kind == .unreadable && missing?.message == "no such file")
    let folder = #expect(throws: GoldenError.self) { try GoldenFile.load(from: scratch.path) }
    #expect(folder?.kind == .unreadable)
    #expect(folder?.message.contains("directory") == true)
  }
}
