import Foundation
import ProofEngine
import Testing

/// The golden JSON format: reading, writing, the NaN/∞ spelling and exact round trips.
@Suite("Golden file format")
struct GoldenFileFormatTests {
  @Test("The writer's layout: sorted keys, one case per line, shortest numbers, strings for NaN/∞")
  func exactLayout() {
    let file = GoldenFile(
      name: "curl.hit", tolerances: ["sourceY": .tol2, "normalZ": .absolute(1e-6)],
      defaultTolerance: nil,
      cases: [
        GoldenCase(inputs: ["y": 10, "peel": 0.5], outputs: ["sourceY": 12.3, "normalZ": 0.7]),
        GoldenCase(
          inputs: ["y": -0.0, "peel": .infinity], outputs: ["sourceY": .nan, "normalZ": -.infinity]),
      ])
    let expected = """
      {
        "format": 1,
        "name": "curl.hit",
        "tolerances": {
          "normalZ": {"absolute": 1e-06},
          "sourceY": "tol2"
        },
        "cases": [
          {"inputs": {"peel": 0.5, "y": 10.0}, "outputs": {"normalZ": 0.7, "sourceY": 12.3}},
          {"inputs": {"peel": "inf", "y": -0.0}, "outputs": {"normalZ": "-inf", "sourceY": "nan"}}
        ]
      }

      """
    #expect(file.jsonText == expected)
  }

  @Test("Empty tolerances and cases, a note and a default tolerance")
  func emptyParts() throws {
    let file = GoldenFile(
      name: "empty", note: "a \"quoted\" note", defaultTolerance: .sqrtTol0, cases: [])
    #expect(file.jsonText.contains("  \"note\": \"a \\\"quoted\\\" note\",\n"))
    #expect(file.jsonText.contains("  \"defaultTolerance\": \"sqrtTol0\",\n"))
    #expect(file.jsonText.contains("  \"tolerances\": {},\n  \"cases\": []\n}\n"))
    #expect(try GoldenFile(jsonText: file.jsonText) == file)
  }

  @Test("Write then read gives the same bits for awkward values")
  func bitExactRoundTrip() throws {
    let values: [Double] = [
      0.1, 1.0 / 3, -0.0, 0, Double.leastNonzeroMagnitude, Double.leastNormalMagnitude,
      Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude, 1e-6, 1e16, 123456789.125,
      .infinity, -.infinity, .nan, 2.0.nextUp, 1e-300,
    ]
    let outputs = Dictionary(uniqueKeysWithValues: values.enumerated().map { ("v\($0)", $1) })
    let file = GoldenFile(
      name: "bits", defaultTolerance: .tol0,
      cases: [GoldenCase(inputs: ["x": 1], outputs: outputs)])
    let read = try GoldenFile(jsonText: file.jsonText)
    for (key, value) in outputs {
      let back = read.cases.first?.outputs[key]
      #expect(
        back?.bitPattern == value.bitPattern,
        "\(key): \(value) read back as \(String(describing: back))")
    }
    #expect(read.jsonText == file.jsonText)
  }

  @Test("NaN and infinities are the strings nan, inf, -inf")
  func nonFiniteSpelling() throws {
    let text = """
      {"name": "n", "defaultTolerance": "tol0",
       "cases": [{"inputs": {"a": "nan"}, "outputs": {"p": "inf", "m": "-inf", "z": -0.0}}]}
      """
    let file = try GoldenFile(jsonText: text)
    let row = try #require(file.cases.first)
    #expect(row.inputs["a"]?.isNaN == true)
    #expect(row.outputs["p"] == .infinity)
    #expect(row.outputs["m"] == -.infinity)
    #expect(row.outputs["z"]?.sign == .minus)
  }

  @Test("Reading the fixture, then writing it, reproduces the file byte for byte")
  func fixtureRoundTrip() throws {
    let location = try GoldenLocation.fixture("example.reciprocal")
    let text = try #require(
      FileManager.default.contents(atPath: location.path).map {
        String(decoding: $0, as: UTF8.self)
      })
    let file = try GoldenFile.load(from: location.path)
    #expect(file.name == "example.reciprocal")
    #expect(file.cases.count == 7)
    #expect(file.tolerance(for: "square") == .tol1)
    #expect(file.tolerance(for: "reciprocal") == .tol0)
    #expect(file.tolerances["root"] == .explicit(absolute: 1e-300, relative: 4.440892098500626e-16))
    #expect(file.cases[2].outputs["reciprocal"] == .infinity)
    #expect(file.cases[4].outputs["root"]?.isNaN == true)
    #expect(file.jsonText == text)
  }

  @Test("write(to:replaceExisting: false) never overwrites; true replaces atomically")
  func atomicWrites() throws {
    let scratch = GoldenScratchFolder()
    let path = scratch.file("deep/folder/g.json")
    let first = GoldenFile(name: "g", defaultTolerance: .tol0, cases: [])
    try first.write(to: path, replaceExisting: false)
    #expect(try GoldenFile.load(from: path) == first)

    let second = GoldenFile(
      name: "g", defaultTolerance: .tol0,
      cases: [GoldenCase(inputs: ["x": 1], outputs: ["y": 2])])
    let error = #expect(throws: GoldenError.self) {
      try second.write(to: path, replaceExisting: false)
    }
    #expect(error?.kind == .writeFailed)
    #expect(error?.message.contains("already exists") == true)
    #expect(try GoldenFile.load(from: path) == first, "the existing file must be untouched")

    try second.write(to: path, replaceExisting: true)
    #expect(try GoldenFile.load(from: path) == second)
    #expect(scratch.listing(scratch.file("deep/folder")) == ["g.json"], "no temporary files left")
  }

  @Test("write refuses contents that would not read back, and touches nothing")
  func writeRefusesInvalidContents() {
    let scratch = GoldenScratchFolder()
    let path = scratch.file("g.json")
    let untoleranced = GoldenFile(
      name: "g", cases: [GoldenCase(inputs: [:], outputs: ["y": 1])])
    let error = #expect(throws: GoldenError.self) {
      try untoleranced.write(to: path, replaceExisting: true)
    }
    #expect(error?.kind == .malformed)
    #expect(error?.message.contains("would not read back") == true)
    #expect(error?.message.contains("no tolerance for output \"y\"") == true)
    let badTier = GoldenFile(
      name: "g", defaultTolerance: .explicit(absolute: -1, relative: 0), cases: [])
    #expect(throws: GoldenError.self) { try badTier.write(to: path, replaceExisting: true) }
    #expect(scratch.text(path) == nil)
    #expect(scratch.listing(scratch.path).isEmpty)
  }
}
