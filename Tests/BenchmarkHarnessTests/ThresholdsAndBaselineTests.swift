import Foundation
import Testing

@testable import BenchmarkHarness

@Suite struct ThresholdsAndBaselineTests {
  func decode(_ json: String) throws -> Thresholds {
    try Thresholds.decode(Data(json.utf8))
  }

  func error(_ json: String) -> ThresholdsError? {
    do {
      _ = try decode(json)
      return nil
    } catch {
      return error as? ThresholdsError
    }
  }

  @Test func decodesValidThresholds() throws {
    let thresholds = try decode(
      """
      {"default": {"relative": 0.10, "absolute_seconds": 1e-6},
       "benchmarks": {"kernels/CardCurlBend": {"relative": 0.05, "absolute_seconds": 1e-4}}}
      """)
    #expect(thresholds.defaultLimit == .init(relative: 0.10, absoluteSeconds: 1e-6))
    #expect(thresholds.limit(for: "kernels/CardCurlBend").relative == 0.05)
    #expect(thresholds.limit(for: "timing/Other").relative == 0.10)
  }

  @Test func theCheckedInThresholdsDecode() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Benchmarks/Baselines/thresholds.json").standardized
    let thresholds = try Thresholds.decode(Data(contentsOf: file))
    #expect(thresholds.defaultLimit.relative > 0)
  }

  @Test func wrongTypeNamesTheKeyPath() {
    let failure = error(#"{"default": {"relative": "ten", "absolute_seconds": 1e-6}}"#)
    #expect(failure?.path == "default.relative")
    #expect(
      failure?.description.hasPrefix("thresholds.json: at default.relative: expected a number")
        == true)
    let nested = error(
      #"{"default": {"relative": 0.1, "absolute_seconds": 0}, "benchmarks": {"kernels/X": {"relative": [], "absolute_seconds": 0}}}"#
    )
    #expect(nested?.path == #"benchmarks["kernels/X"].relative"#)
  }

  @Test func unknownMissingAndNegativeKeysAreErrors() {
    let unknown = error(
      #"{"default": {"relative": 0.1, "absolute_second": 0, "absolute_seconds": 0}}"#)
    #expect(unknown?.path == "default.absolute_second")
    #expect(unknown?.reason.hasPrefix("unknown key") == true)
    #expect(error(#"{"benchmarks": {}}"#)?.path == "default")
    #expect(error(#"{"default": {"relative": 0.1}}"#)?.path == "default.absolute_seconds")
    #expect(
      error(#"{"default": {"relative": -1, "absolute_seconds": 0}}"#)?.path == "default.relative")
    #expect(error(#"{"default": 3}"#)?.path == "default")
  }

  @Test func baselineRoundTripIsAtomic() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("baseline-test-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = BaselineStore(directory: directory)
    let saved = run([("s/a", [1e-3, 2e-3, 3e-3]), ("t/b", [4, 5, 6])])
    try store.save(saved, as: "main")
    try store.save(saved, as: "main")
    #expect(try store.load("main") == saved)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["main.json"])
    #expect(try store.thresholds() == Thresholds())
    #expect(throws: BaselineError.self) { try store.load("absent") }
    #expect(throws: BaselineError.self) { try store.save(saved, as: "../escape") }
  }

  @Test func jsonIsPrettyWithSortedKeys() throws {
    let text = String(decoding: try JSONReporter.encode(run([("s/a", [1, 2])])), as: UTF8.self)
    let context = try #require(text.range(of: "\"context\""))
    let results = try #require(text.range(of: "\"results\""))
    #expect(context.lowerBound < results.lowerBound)
    #expect(text.contains("\n  \"context\" : {"))
  }
}
