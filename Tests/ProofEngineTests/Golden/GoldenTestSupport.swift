import Foundation
import ProofEngine

/// A fresh temporary folder for one test, removed when the value goes away. Golden tests write
/// only here: goldens, artifacts and the "current directory" all live inside it.
final class GoldenScratchFolder {
  let path: String

  init() {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("effectproof-golden-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// `<scratch>/<relative>`.
  func file(_ relative: String) -> String { path + "/" + relative }

  /// The artifacts folder the options below point `EFFECTPROOF_ARTIFACTS` at.
  var artifacts: String { file("artifacts") }

  /// Options with an environment holding only `EFFECTPROOF_ARTIFACTS` (plus `extra`) and the
  /// scratch folder as current directory, so the real environment never leaks in.
  func options(
    record: GoldenRecordMode? = nil, environment extra: [String: String] = [:],
    tolerances: [String: ToleranceTier] = [:], defaultTolerance: ToleranceTier? = .tol2
  ) -> GoldenOptions {
    GoldenOptions(
      record: record, tolerances: tolerances, defaultTolerance: defaultTolerance,
      environment: ["EFFECTPROOF_ARTIFACTS": artifacts].merging(extra) { _, new in new },
      currentDirectory: path)
  }

  /// The file's text, or `nil` when it does not exist.
  func text(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Writes `text` to `path`, creating folders.
  func write(_ text: String, to path: String) {
    let url = URL(fileURLWithPath: path)
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
  }

  /// The names in a folder (hidden ones included), sorted; empty when it does not exist.
  func listing(_ folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }
}

/// The functions the example golden `example.reciprocal.json` records: `1/x`, `x*x`, `√x`.
enum ReciprocalExample {
  static let inputs: [[String: Double]] = [
    2, 0.1, 0, -0.0, -4, 1e200, Double.leastNonzeroMagnitude,
  ].map { ["x": $0] }

  static func outputs(_ inputs: [String: Double]) -> [String: Double] {
    let x = inputs["x"] ?? .nan
    return ["reciprocal": 1 / x, "square": x * x, "root": x.squareRoot()]
  }

  /// Tolerances matching the fixture file.
  static let tolerances: [String: ToleranceTier] = [
    "reciprocal": .tol0, "root": .explicit(absolute: 1e-300, relative: 4.440892098500626e-16),
  ]
}
