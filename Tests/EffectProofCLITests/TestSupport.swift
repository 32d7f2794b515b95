import EffectProofTestSupport
import Foundation
import Testing

@testable import EffectProofCommandLine

/// Paths into the repository's `Fixtures/` folder, found from this file's location.
enum Fixtures {
  static let root = RepositoryFixtures.root

  static func path(_ relative: String) -> String { RepositoryFixtures.path(relative) }

  static var tableReadyConfig: String { path("TableReady/effectproof.json") }
  static var tableReadyShaders: String { path("TableReady/Shaders") }
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

/// A text report without its times, for comparing two runs: each proof line's duration
/// (`1.2 s`, `42 s`, blank under 0.05 s) and the summary's `duration` line, which differ from run
/// to run, with runs of spaces made one (the columns' widths follow the durations).
func timeless(_ report: String) -> String {
  report.split(separator: "\n", omittingEmptySubsequences: false)
    .filter { !$0.hasPrefix("duration ") }
    .map { line in
      String(line)
        .replacingOccurrences(
          of: #"(cases?) +[0-9.]+ (s|min) "#, with: "$1 ", options: .regularExpression
        )
        .replacingOccurrences(of: " +", with: " ", options: .regularExpression)
    }
    .joined(separator: "\n")
}

/// A text report with its wrapped commands joined again: a line ending in ` \` continues on
/// the next, whose indentation is dropped.
func unwrapped(_ report: String) -> String {
  report.replacingOccurrences(of: #" \\\n +"#, with: " ", options: .regularExpression)
}

/// Parses a JSON object.
func jsonObject(_ text: String) throws -> [String: Any] {
  try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

/// The TableReady registry (the hand-written `registry.json` its Swift derives) as a JSON object,
/// with `change` applied, written to `file`.
func writeTableReadyRegistry(
  to file: String, change: (inout [[String: Any]]) -> Void
) throws {
  let registry = try jsonObject(
    try String(
      contentsOfFile: RepositoryFixtures.path("TableReady/registry.json"), encoding: .utf8))
  var warmups = try #require(registry["warmups"] as? [[String: Any]])
  change(&warmups)
  let data = try JSONSerialization.data(
    withJSONObject: ["warmups": warmups], options: [.prettyPrinted])
  try data.write(to: URL(fileURLWithPath: file))
}
