import EffectProof
import EffectProofTestSupport
import Foundation
import ProofEngine
import Testing

@testable import EffectProofCommandLine

/// The files the tool writes: every bad output path is a one-line usage error found before any
/// proof runs (the catalogue is never asked for its proofs), and nothing is written.
@Suite struct OutputFileTests {
  /// Counts how often the catalogue is asked for proofs: 0 means no proof could have run.
  final class Calls: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func record() {
      lock.lock()
      count += 1
      lock.unlock()
    }
    var value: Int {
      lock.lock()
      defer { lock.unlock() }
      return count
    }
  }

  /// `check` on the TableReady config with the registry proofs, counting catalogue calls.
  func check(_ calls: Calls, _ arguments: String...) -> ToolRun {
    CheckCommand.run(
      ["--config", Fixtures.tableReadyConfig, "--only", "registry."] + arguments,
      progress: ProgressDisplay(mode: .off) { _ in },
      catalogue: { config in
        calls.record()
        return ProofCatalogue.selection(for: config)
      })
  }

  static let isRoot = getuid() == 0

  /// What an earlier `--format text --output` left: a file the tool may replace.
  static let earlierTextReport =
    "PASS registry.x\n\n1 proof: 1 passed, 0 failed, 0 warned, 0 skipped (1 case)\n"

  @Test func aMissingFolderForOutputOrHTMLIsFoundBeforeAnyProofRuns() throws {
    let folder = try TemporaryFolder()
    let missing = folder.url("no/such")
    for option in ["--output", "--html"] {
      let calls = Calls()
      let path = missing + "/report.txt"
      #expect(
        expectUsageError(check(calls, option, path))
          == "cannot write \(option) \(path): the folder \(missing) does not exist")
      #expect(calls.value == 0, "\(option): the catalogue was asked for proofs")
    }
    #expect(try folder.contents().isEmpty, "a folder was created")
  }

  @Test func theMissingFolderIsNamedWhenOnlyTheLastOneIsMissing() throws {
    let folder = try TemporaryFolder()
    let missing = folder.url("reports")
    let calls = Calls()
    #expect(
      expectUsageError(check(calls, "--output", missing + "/r.json"))
        == "cannot write --output \(missing)/r.json: the folder \(missing) does not exist")
    #expect(calls.value == 0)
  }

  @Test func anOutputThatIsTheConfigIsRefusedAndTheConfigKept() throws {
    let folder = try TemporaryFolder()
    let text = try String(contentsOfFile: Fixtures.tableReadyConfig, encoding: .utf8)
      .replacingOccurrences(of: "\"Shaders\"", with: "\"\(Fixtures.tableReadyShaders)\"")
    let config = try folder.write("effectproof.json", text)
    let link = folder.url("link.json")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: config)
    let dotted = folder.url("./sub/../effectproof.json")
    try folder.makeFolder("sub")
    for (option, path) in [("--output", config), ("--html", link), ("--output", dotted)] {
      let calls = Calls()
      let run = CheckCommand.run(
        ["--config", config, option, path], progress: ProgressDisplay(mode: .off) { _ in },
        catalogue: { config in
          calls.record()
          return ProofCatalogue.selection(for: config)
        })
      #expect(expectUsageError(run) == "\(option) \(path) is the config file; give another path")
      #expect(calls.value == 0)
    }
    #expect(try String(contentsOfFile: config, encoding: .utf8) == text)
  }

  @Test func aDeviceIsNotAReportFile() {
    let calls = Calls()
    #expect(
      expectUsageError(check(calls, "--output", "/dev/null"))
        == "--output /dev/null is not a regular file; give a file path (the report replaces it)")
    #expect(calls.value == 0)
  }

  @Test func anEmptyOutputPathIsAUsageError() {
    #expect(expectUsageError(check(Calls(), "--output", "")) == "--output needs a file path")
    #expect(expectUsageError(check(Calls(), "--output=")) == "--output needs a file path")
    #expect(expectUsageError(tool("merge", "a.json", "--output=")) == "--output needs a file path")
  }

  @Test func aPathEndingInASlashNamesAFolder() throws {
    let folder = try TemporaryFolder()
    let path = folder.url("report") + "/"
    #expect(
      expectUsageError(check(Calls(), "--output", path))
        == "--output \(path) names a folder; give a file path")
  }

  @Test(
    .enabled(
      if: !isRoot, "skipped when run as root: root may write into a read-only folder"))
  func anUnwritableFolderIsFoundBeforeAnyProofRuns() throws {
    let folder = try TemporaryFolder()
    let locked = try folder.makeFolder("locked")
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked)
    }
    let calls = Calls()
    #expect(
      expectUsageError(check(calls, "--output", locked + "/r.txt"))
        == "cannot write --output \(locked)/r.txt: the folder \(locked) is not writable")
    #expect(calls.value == 0)
    #expect(
      expectUsageError(tool("render", "--out", locked))
        == "cannot write into --out \(locked): the folder is not writable")
  }

  @Test func mergeRefusesToWriteOverAnInputReport() throws {
    let folder = try TemporaryFolder()
    let shard = folder.url("shard1.json")
    let first = check(Calls(), "--format", "json", "--shard", "1/2", "--output", shard)
    #expect(first.exitCode == 0, "\(first.standardError)")
    let before = try Data(contentsOf: URL(fileURLWithPath: shard))
    #expect(
      expectUsageError(tool("merge", shard, "--output", shard))
        == "--output \(shard) is the input report \(shard); give another path")
    #expect(try Data(contentsOf: URL(fileURLWithPath: shard)) == before)
  }

  @Test func aReportThroughASymbolicLinkReplacesTheTargetAndKeepsTheLink() throws {
    let folder = try TemporaryFolder()
    // An earlier text report (its summary line): the tool replaces only its own kind of file.
    let target = try folder.write("real/report.txt", Self.earlierTextReport)
    let link = folder.url("report.txt")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let run = check(Calls(), "--output", link)
    #expect(run.exitCode == 0, "\(run.standardError)")
    let attributes = try FileManager.default.attributesOfItem(atPath: link)
    #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
    #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("PASS registry."))
    #expect(try folder.contents("real") == ["report.txt"])
  }

  @Test func aReplacedReportKeepsItsModeAndLeavesNoTemporaryFile() throws {
    let folder = try TemporaryFolder()
    let output = try folder.write("report.txt", Self.earlierTextReport)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: output)
    let html = folder.url("report.html")
    let run = check(Calls(), "--output", output, "--html", html)
    #expect(run.exitCode == 0, "\(run.standardError)")
    let mode = try FileManager.default.attributesOfItem(atPath: output)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600)
    #expect(try folder.contents() == ["report.html", "report.txt"])
  }

  @Test func validateLooksButNeverWrites() throws {
    let folder = try TemporaryFolder()
    let out = folder.url("pictures")
    #expect(EffectProofTool.validate(["render", "--out", out]) == nil)
    #expect(EffectProofTool.validate(["check", "--output", folder.url("r.json")]) == nil)
    #expect(try folder.contents().isEmpty, "validate created a file or folder")
    let missing = EffectProofTool.validate(["merge", "a.json", "--output", out + "/x/m.json"])
    #expect(
      expectUsageError(try #require(missing))
        == "cannot write --output \(out)/x/m.json: the folder \(out)/x does not exist")
    #expect(EffectProofTool.validate(["--version"])?.exitCode == 0)
    let scan = try #require(EffectProofTool.validate(["scan", folder.url("none.metal")]))
    #expect(expectUsageError(scan) == "\(folder.url("none.metal")): no such file or folder")
  }
}
