import EffectProofTestSupport
import Foundation
import ProofEngine
import Testing

@testable import EffectProofCommandLine

/// `merge --html`: the merged report as an HTML page, checked like `--output`.
@Suite struct MergeHTMLTests {
  @Test func theMergedReportIsWrittenAsHTML() throws {
    let folder = try TemporaryFolder()
    let config = try folder.write("effectproof.json", #"{"timing": {}}"#)
    var shards: [String] = []
    for index in 1...2 {
      let file = folder.url("shard\(index).json")
      let run = EffectProofTool.run([
        "check", "--config", config, "--shard", "\(index)/2", "--format", "json", "--output",
        file, "--only", "timing.",
      ])
      #expect(run.exitCode == 0, "\(run.standardError)")
      shards.append(file)
    }
    let html = folder.url("merged.html")
    let merged = EffectProofTool.run(["merge"] + shards + ["--format", "junit", "--html", html])
    #expect(merged.exitCode == 0, "\(merged.standardError)")
    let page = try String(contentsOfFile: html, encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    let ids = try JSONReportRenderer.parse(
      Data(contentsOf: URL(fileURLWithPath: shards[0]))
    ).results.map(\.id)
    #expect(!ids.isEmpty)
    for id in ids { #expect(page.contains(id), "no row for \(id)") }
    // The JUnit report still went to standard output.
    #expect(merged.standardOutput.contains("<testsuites"))
  }

  @Test func htmlMayNameNeitherAnInputNorTheOutput() throws {
    let folder = try TemporaryFolder()
    let shard = try folder.write("shard.json", "{}")
    let intoInput = expectUsageError(tool("merge", shard, "--html", shard))
    #expect(intoInput == "--html \(shard) is the input report \(shard); give another path")
    let out = folder.url("out.txt")
    let both = expectUsageError(tool("merge", shard, "--output", out, "--html", out))
    #expect(both == "--html and --output both name \(out); give two files")
    #expect(expectUsageError(tool("merge", shard, "--html", "")) == "--html needs a file path")
    let missing = folder.url("no-such-folder/r.html")
    #expect(expectUsageError(tool("merge", shard, "--html", missing)).contains("no-such-folder"))
  }
}
