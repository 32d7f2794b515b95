import Foundation
import Testing

@testable import EffectProofCLI

/// Paths into the repository's `Fixtures/` folder, found from this file's location.
enum Fixtures {
  static let root: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Fixtures").path
  }()

  static func path(_ relative: String) -> String { root + "/" + relative }

  static var tableReadyConfig: String { path("TableReady/effectproof.json") }
  static var tableReadyShaders: String { path("TableReady/Shaders") }
}

/// A fresh folder under the system's temporary directory, removed when the value is released.
final class TemporaryFolder {
  let path: String

  init() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("EffectProofCLITests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The absolute path of `relative` inside the folder.
  func url(_ relative: String) -> String {
    (path as NSString).appendingPathComponent(relative)
  }

  /// Writes `contents` to `relative` (creating intermediate folders) and returns its path.
  @discardableResult
  func write(_ relative: String, _ contents: String) throws -> String {
    let target = url(relative)
    let folder = (target as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: URL(fileURLWithPath: target))
    return target
  }

  /// The names in the folder, sorted.
  func contents(_ relative: String = "") throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: relative.isEmpty ? path : url(relative))
      .sorted()
  }
}

/// Runs the tool in-process.
func tool(_ arguments: String...) -> ToolRun {
  EffectProofTool.run(arguments)
}

/// Checks that `run` is a usage error: exit status 2, nothing on standard output and exactly
/// one line on standard error, which is returned without its prefix and newline.
@discardableResult
func expectUsageError(
  _ run: ToolRun, sourceLocation: SourceLocation = #_sourceLocation
) -> String {
  #expect(run.exitCode == 2, sourceLocation: sourceLocation)
  #expect(
    run.standardOutput.isEmpty, "stdout: \(run.standardOutput)", sourceLocation: sourceLocation)
  #expect(run.standardError.hasPrefix("effectproof: error: "), sourceLocation: sourceLocation)
  #expect(run.standardError.hasSuffix("\n"), sourceLocation: sourceLocation)
  let lines = run.standardError.split(separator: "\n", omittingEmptySubsequences: false)
  #expect(
    lines.count == 2 && lines[1].isEmpty, "stderr: \(run.standardError)",
    sourceLocation: sourceLocation)
  return String(run.standardError.dropFirst("effectproof: error: ".count).dropLast())
}

/// Parses a JSON object.
func jsonObject(_ text: String) throws -> [String: Any] {
  try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

/// The TableReady registry as a JSON object, with `change` applied, written to `file`.
func writeTableReadyRegistry(
  to file: String, change: (inout [[String: Any]]) -> Void
) throws {
  let config = try jsonObject(
    try String(contentsOfFile: Fixtures.tableReadyConfig, encoding: .utf8))
  let registry = try #require(config["registry"] as? [String: Any])
  var warmups = try #require(registry["warmups"] as? [[String: Any]])
  change(&warmups)
  let data = try JSONSerialization.data(
    withJSONObject: ["warmups": warmups], options: [.prettyPrinted])
  try data.write(to: URL(fileURLWithPath: file))
}
