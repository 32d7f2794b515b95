import EffectProof
import EffectProofTestSupport
import Foundation
import ProofEngine
import Testing

@testable import EffectProofCommandLine

/// An output path that is an existing file the tool did not write is refused with exit 2
/// before any proof runs, and the file is kept byte for byte: the app's shaders and Swift, the
/// config, `merge`'s inputs, and any file that is not a report of the same format (issue 34:
/// `check --output Shaders/Good.metal` replaced the shader with the report).
@Suite struct OutputRefusalTests {
  /// A small app in a temporary folder: its config, one shader, one Swift file, a note.
  struct App {
    let folder: TemporaryFolder
    let config: String
    let shader: String
    let swift: String
    let notes: String

    init() throws {
      folder = try TemporaryFolder()
      shader = try folder.write(
        "Shaders/Good.metal",
        "[[ stitchable ]] half4 good(float2 position, half4 color) { return color; }\n")
      swift = try folder.write(
        "App/GoodView.swift",
        "import SwiftUI\nlet tint = ShaderLibrary.good()\n")
      notes = try folder.write("notes.txt", "my notes\n")
      config = try folder.write(
        "effectproof.json",
        #"{"shaders": ["Shaders"], "swift": ["App"], "expectedFunctionCount": 1}"#)
    }

    /// Every file's bytes, to show nothing changed.
    func snapshot() throws -> [String: Data] {
      var files: [String: Data] = [:]
      for path in [config, shader, swift, notes] {
        files[path] = try Data(contentsOf: URL(fileURLWithPath: path))
      }
      return files
    }
  }

  /// `check` on the app's config, counting how often the catalogue is asked for proofs.
  func check(_ app: App, _ calls: OutputFileTests.Calls, _ arguments: String...) -> ToolRun {
    CheckCommand.run(
      ["--config", app.config, "--only", "registry."] + arguments,
      progress: ProgressDisplay(mode: .off) { _ in },
      catalogue: { config in
        calls.record()
        return ProofCatalogue.selection(for: config)
      })
  }

  @Test func theAppsSourcesAreNeverReplaced() throws {
    let app = try App()
    let before = try app.snapshot()
    let cases: [([String], String)] = [
      (["--output", app.shader], "--output \(app.shader) names a source file; give another path"),
      (["--html", app.swift], "--html \(app.swift) names a source file; give another path"),
      (
        ["--output", app.config],
        "--output \(app.config) is the config file; give another path"
      ),
    ]
    for (arguments, message) in cases {
      let calls = OutputFileTests.Calls()
      let run = CheckCommand.run(
        ["--config", app.config, "--only", "registry."] + arguments,
        progress: ProgressDisplay(mode: .off) { _ in },
        catalogue: { config in
          calls.record()
          return ProofCatalogue.selection(for: config)
        })
      #expect(expectUsageError(run) == message)
      #expect(calls.value == 0, "\(arguments): a proof could have run")
    }
    #expect(try app.snapshot() == before)
  }

  @Test func aFileAmongTheSourcesIsRefusedWhateverItsName() throws {
    let app = try App()
    // A JSON report's name and content, but in the Shaders folder: still the app's.
    let stray = try app.folder.write("Shaders/report.json", "")
    let calls = OutputFileTests.Calls()
    let message = expectUsageError(check(app, calls, "--format", "json", "--output", stray))
    #expect(
      message
        == "--output \(stray) is a file among the app's shaders (\(app.folder.url("Shaders"))); give a path outside them"
    )
  }

  @Test(arguments: ReportFormat.allCases)
  func aFileThatIsNotAReportIsRefused(format: ReportFormat) throws {
    let app = try App()
    let before = try app.snapshot()
    let calls = OutputFileTests.Calls()
    let message = expectUsageError(
      check(app, calls, "--format", format.rawValue, "--output", app.notes))
    #expect(message.hasPrefix("--output \(app.notes) exists and is not a"))
    #expect(message.hasSuffix("of effectproof; it is not replaced: give another path or remove it"))
    #expect(expectUsageError(check(app, calls, "--html", app.notes)).contains("an HTML report"))
    #expect(calls.value == 0)
    #expect(try app.snapshot() == before)
  }

  @Test func aReportOfTheSameFormatIsReplacedAndOfAnotherIsNot() throws {
    let app = try App()
    var files: [ReportFormat: String] = [:]
    for format in ReportFormat.allCases {
      let path = app.folder.url("report.\(format.rawValue)")
      let run = check(app, OutputFileTests.Calls(), "--format", format.rawValue, "--output", path)
      #expect(run.exitCode == 0, "\(run.standardError)")
      files[format] = path
    }
    let html = app.folder.url("report.html")
    #expect(check(app, OutputFileTests.Calls(), "--html", html).exitCode == 0)
    // Each again, over its own: replaced.
    for format in ReportFormat.allCases {
      let path = try #require(files[format])
      let run = check(app, OutputFileTests.Calls(), "--format", format.rawValue, "--output", path)
      #expect(run.exitCode == 0, "\(format): \(run.standardError)")
    }
    #expect(check(app, OutputFileTests.Calls(), "--html", html).exitCode == 0)
    // Over another format's: refused.
    let json = try #require(files[.json])
    let text = try #require(files[.text])
    let junit = try #require(files[.junit])
    let calls = OutputFileTests.Calls()
    #expect(
      expectUsageError(check(app, calls, "--format", "text", "--output", json)).contains(
        "is not a text report"))
    #expect(
      expectUsageError(check(app, calls, "--format", "junit", "--output", text)).contains(
        "is not a JUnit report"))
    #expect(
      expectUsageError(check(app, calls, "--format", "json", "--output", junit)).contains(
        "is not a JSON report"))
    #expect(expectUsageError(check(app, calls, "--html", json)).contains("is not an HTML report"))
    #expect(calls.value == 0)
    // An empty file holds nothing to lose.
    let empty = try app.folder.write("empty.json", "")
    #expect(check(app, calls, "--format", "json", "--output", empty).exitCode == 0)
  }

  @Test func mergeNeverReplacesTheConfigOrAnotherFile() throws {
    let app = try App()
    let shard = app.folder.url("shard.json")
    #expect(
      check(app, OutputFileTests.Calls(), "--format", "json", "--output", shard).exitCode == 0)
    let before = try app.snapshot()
    for target in [app.config, app.notes, app.swift] {
      let message = expectUsageError(tool("merge", shard, "--output", target))
      #expect(message.hasPrefix("--output \(target) exists and is not a text report"), "\(message)")
      #expect(expectUsageError(tool("merge", shard, "--html", target)).contains("an HTML report"))
    }
    #expect(try app.snapshot() == before)
  }

  @Test func runAndRenderKeepFilesThatAreNotTheirs() throws {
    let app = try App()
    let before = try app.snapshot()
    let run = expectUsageError(
      tool(
        "run", app.shader, "--function", "good", "--size", "4x4", "--out", app.notes))
    #expect(run.contains("--out \(app.notes) exists and is not a PNG"), "\(run)")
    // A folder of the user's with an index.html of their own: nothing is written into it.
    let site = try app.folder.write("site/index.html", "<html>my page</html>")
    let plots = try app.folder.write("plots.json", #"{"timing": {}}"#)
    let render = expectUsageError(
      tool("render", "--config", plots, "--out", app.folder.url("site")))
    #expect(render.contains("--out \(site) exists and is not an HTML report"), "\(render)")
    #expect(try app.folder.contents("site") == ["index.html"])
    #expect(try app.snapshot() == before)
  }
}
