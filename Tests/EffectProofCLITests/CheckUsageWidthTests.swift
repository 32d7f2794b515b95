import EffectProofTestSupport
import Foundation
import Testing

@testable import EffectProofCommandLine

/// Every usage error `check` can reach is one line of at most 120 columns, `effectproof: error: `
/// included (issue 27). Only a path may make it longer: each path the message names counts as
/// at most 24 columns here, so a long temporary folder does not, but long wording does.
@Suite struct CheckUsageWidthTests {
  /// A usage error's line measured with each of `paths` longer than 24 characters counted as 24.
  static func width(_ line: String, paths: [String]) -> Int {
    var measured = line
    for path in paths.sorted(by: { $0.count > $1.count }) where path.count > 24 {
      measured = measured.replacingOccurrences(of: path, with: String(repeating: "p", count: 24))
    }
    return measured.count
  }

  /// Runs `check` and returns its one error line, with its prefix.
  static func errorLine(
    _ arguments: [String], from folder: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> String {
    let run = EffectProofTool.run(["check"] + arguments, currentFolder: folder)
    expectUsageError(run, sourceLocation: sourceLocation)
    return String(run.standardError.dropLast())
  }

  static let long = String(repeating: "x", count: 300)

  /// The option errors: none reads a file, so the config need not exist.
  static let optionErrors: [[String]] = [
    ["--conifg", "c.json"], ["--zzzzzzzzzzzzz"], ["--" + long], ["--list=yes"], ["--config"],
    ["--config", "a.json", "--config", "b.json"], ["my.json"], ["--output="], ["--html="],
    ["--config="], ["--only", ""], ["--format", "xml"], ["--format", long],
    ["--density", "medium"], ["--density", long], ["--seed", "0xZZ"], ["--seed", long],
    ["--shard", "0/2"], ["--shard", long], ["--jobs", "0"], ["--jobs", long],
    ["--html", "r.html", "--output", "r.html"], ["--verbose=1"],
  ]

  @Test(arguments: optionErrors)
  func optionErrorsFit(arguments: [String]) {
    let line = Self.errorLine(arguments)
    #expect(Self.width(line, paths: []) <= 120, "\(line.count): \(line)")
  }

  @Test func fileAndConfigErrorsFit() throws {
    let folder = try TemporaryFolder()
    let config = Fixtures.tableReadyConfig
    let selectsNothing = try folder.write("empty/effectproof.json", "{\"maxFileBytes\": 1000}")
    let wrongType = try folder.write("typed/effectproof.json", "{\"expectedFunctionCount\": \"9\"}")
    _ = try folder.makeFolder("repo/.git")
    let deep = try folder.makeFolder("repo/Sources/App/Views")
    let cases: [(arguments: [String], from: String?, paths: [String])] = [
      (
        ["--config", config, "--output", folder.url("missing/r.json")], nil,
        [folder.url("missing/r.json"), folder.url("missing")]
      ),
      (["--config", config, "--output", folder.path], nil, [folder.path]),
      (["--config", config, "--output", "/dev/null"], nil, []),
      (["--config", config, "--html", config], nil, [config]),
      (["--config", config, "--only", "curl.samplPromise"], nil, []),
      (["--config", config, "--only", "nothing.", "--only", "neither."], nil, []),
      (["--config", selectsNothing], nil, [selectsNothing]),
      (["--config", wrongType], nil, [wrongType]),
      (["--config", folder.url("none.json")], nil, [folder.url("none.json")]),
      ([], deep, [deep, folder.url("repo")]),
      ([], folder.url("repo"), [folder.url("repo")]),
    ]
    for item in cases {
      let line = Self.errorLine(item.arguments, from: item.from)
      #expect(Self.width(line, paths: item.paths) <= 120, "\(line.count): \(line)")
    }
  }

  @Test func aPrefixThatMatchesNothingSuggestsTheNearest() {
    let line = Self.errorLine([
      "--config", Fixtures.tableReadyConfig, "--only", "curl.samplPromise",
    ])
    #expect(line.contains("(did you mean 'curl.samplePromise"), "\(line)")
    #expect(line.hasSuffix("; see check --list"), "\(line)")
  }

  @Test func aLongValueIsEchoedCut() {
    let line = Self.errorLine(["--seed", Self.long])
    #expect(line.hasSuffix("not '" + String(repeating: "x", count: 39) + "…'"), "\(line)")
  }
}
