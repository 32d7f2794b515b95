import EffectProofTestSupport
import Foundation
import Testing

@testable import EffectProofCommandLine

/// Without `--config`, `check`, `render` and `bench` run the first `effectproof.json` from the
/// current folder up, stopping at a folder holding `.git` or at `/`, and say so in one line
/// when there is none. Each test passes its own `currentFolder`, so none of them `chdir`s.
@Suite struct ConfigLookupTests {
  /// A repository in `folder` (a `.git` folder at `repo`) whose config, at `config`, names one
  /// shader in the config's own `Shaders` folder and warms up `warmup`: `solo` passes the
  /// registry proofs, anything else fails `registry.warmupsResolve`.
  @discardableResult
  func writeConfig(in folder: TemporaryFolder, at config: String, warmup: String = "solo")
    throws -> String
  {
    let base = (config as NSString).deletingLastPathComponent
    try folder.write(
      (base as NSString).appendingPathComponent("Shaders/Solo.metal"),
      "[[ stitchable ]] half4 solo(float2 position, half4 color) { return color; }\n")
    return try folder.write(
      config,
      """
      {"registry": {"warmups": [{"name": "\(warmup)", "usage": "colorEffect", "arguments": []}]}}
      """)
  }

  /// `check --only registry.` run in-process from `folder`.
  func check(from folder: String, _ arguments: String...) -> ToolRun {
    EffectProofTool.run(["check", "--only", "registry."] + arguments, currentFolder: folder)
  }

  @Test func theConfigInTheCurrentFolderIsRun() throws {
    let folder = try TemporaryFolder()
    _ = try folder.makeFolder("repo/.git")
    try writeConfig(in: folder, at: "repo/effectproof.json", warmup: "soloo")
    let run = check(from: folder.url("repo"))
    #expect(run.exitCode == 1, "\(run.standardError)")
    #expect(run.standardOutput.contains("FAIL registry.warmupsResolve"), "\(run.standardOutput)")
    // Messages name the file found by its absolute path.
    let config = try folder.write("repo/effectproof.json", "{\"maxFileBytes\": 1000}")
    #expect(
      expectUsageError(check(from: folder.url("repo")))
        .hasPrefix("\(config) selects no proofs; add \"shaders\" or "))
  }

  @Test func aConfigInAParentFolderIsRunWithItsOwnPaths() throws {
    let folder = try TemporaryFolder()
    _ = try folder.makeFolder("repo/.git")
    try writeConfig(in: folder, at: "repo/effectproof.json")
    let deep = try folder.makeFolder("repo/Sources/App")
    // The Shaders folder is beside the config, not in the current folder: the config's paths
    // resolve against its own folder.
    let run = check(from: deep)
    #expect(run.exitCode == 0, "\(run.standardError)")
    #expect(run.standardError.isEmpty)
    #expect(run.standardOutput.contains("PASS registry.warmupsResolve"), "\(run.standardOutput)")
    // The nearest config wins over one further up.
    try writeConfig(in: folder, at: "repo/Sources/effectproof.json", warmup: "soloo")
    #expect(check(from: deep).exitCode == 1)
  }

  @Test func theLookupStopsAtTheRepositoryRoot() throws {
    let folder = try TemporaryFolder()
    // A config above the repository is never picked up.
    try writeConfig(in: folder, at: "effectproof.json")
    _ = try folder.makeFolder("repo/.git")
    let app = try folder.makeFolder("repo/app")
    let message = expectUsageError(check(from: app))
    // A temporary folder's paths are long: the message names where the search stopped.
    #expect(
      [
        "no effectproof.json from \(app) up to \(folder.url("repo")) (repo root); pass --config FILE",
        "no effectproof.json from here up to \(folder.url("repo")) (repo root); pass --config FILE",
      ].contains(message), "\(message)")
    // A worktree's or submodule's .git is a file; it stops the search the same way.
    let worktree = try folder.makeFolder("worktree")
    try folder.write("worktree/.git", "gitdir: /elsewhere\n")
    #expect(
      expectUsageError(check(from: worktree))
        .hasPrefix("no effectproof.json in \(worktree) (the repository root); "))
  }

  /// The wording fits in 120 columns, `effectproof: error: ` included: the most it can say
  /// with short paths, the folder it stopped in with long ones.
  @Test func theMessageSaysAsMuchAsFits() {
    #expect(
      ConfigLookup.NotFound(start: "/home/me/app", last: "/", stoppedAtRepository: false).message
        == "no effectproof.json from /home/me/app up to /; pass --config FILE"
    )
    #expect(
      ConfigLookup.NotFound(
        start: "/src/MyApp/Sources", last: "/src/MyApp", stoppedAtRepository: true
      )
      .message
        == "no effectproof.json from /src/MyApp/Sources up to /src/MyApp (repo root); pass --config FILE"
    )
    let deep = "/home/runner/work/my-app/my-app/Sources/MyApp/Views"
    let root = "/home/runner/work/my-app/my-app"
    #expect(
      ConfigLookup.NotFound(start: deep, last: root, stoppedAtRepository: true).message
        == "no effectproof.json from here up to \(root) (repo root); pass --config FILE")
    #expect(
      ConfigLookup.NotFound(start: "/src/MyApp", last: "/src/MyApp", stoppedAtRepository: true)
        .message
        == "no effectproof.json in /src/MyApp (the repository root); pass --config FILE")
  }

  @Test func aGivenConfigWinsOverTheOneFound() throws {
    let folder = try TemporaryFolder()
    _ = try folder.makeFolder("repo/.git")
    try writeConfig(in: folder, at: "repo/effectproof.json", warmup: "soloo")
    let passing = try writeConfig(in: folder, at: "elsewhere/ci.json")
    let run = check(from: folder.url("repo"), "--config", passing)
    #expect(run.exitCode == 0, "\(run.standardError)")
    #expect(check(from: folder.url("repo")).exitCode == 1)
  }

  @Test func anOutputPathThatIsTheFoundConfigIsRefused() throws {
    let folder = try TemporaryFolder()
    _ = try folder.makeFolder("repo/.git")
    let config = try writeConfig(in: folder, at: "repo/effectproof.json")
    #expect(
      expectUsageError(check(from: folder.url("repo"), "--output", config))
        == "--output \(config) is the config file; give another path")
  }

  @Test func renderAndBenchLookTheSameWay() throws {
    let folder = try TemporaryFolder()
    _ = try folder.makeFolder("repo/.git")
    let app = try folder.makeFolder("repo/app")
    let notFound = ConfigLookup.NotFound(
      start: app, last: folder.url("repo"), stoppedAtRepository: true
    ).message
    let render = EffectProofTool.run(
      ["render", "--out", folder.url("pictures")], currentFolder: app)
    #expect(expectUsageError(render) == notFound)
    let bench = EffectProofTool.run(["bench"], currentFolder: app)
    #expect(bench.exitCode == BenchCommand.errorStatus)
    #expect(bench.standardError == "effectproof: error: \(notFound)\n")
    // Found, the file is the one each command reads (here: one with nothing for them to do).
    let config = try folder.write("repo/effectproof.json", "{\"maxFileBytes\": 1000}")
    let message = expectUsageError(
      EffectProofTool.run(["render", "--out", folder.url("pictures")], currentFolder: app))
    #expect(message.hasPrefix("\(config) selects no effect and has no shaderProofs"))
    #expect(
      EffectProofTool.run(["bench"], currentFolder: app).standardError.contains(
        "\(config) has no shaderProofs entries"))
  }
}
