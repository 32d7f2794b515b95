import EffectProofTestSupport
import Foundation
import Testing

@testable import EffectProofCommandLine

/// `effectproof init` on folders that are not a ready app: each gets one clear line or a
/// documented result, never a trap and never a config with nothing to check written as if it
/// were fine; and it never replaces a file (docs/init.md, "When there is nothing to write").
@Suite struct InitBadInputTests {
  /// A colour effect: an entry with no promise to measure, so no compile is needed.
  static let tint = """
    [[ stitchable ]] half4 tint(float2 position, half4 color, float strength) { return color; }

    """

  static let tintSwift = """
    struct V: View {
      var body: some View { Color.red.colorEffect(ShaderLibrary.tint(.float(0.5))) }
    }

    """

  /// `run` printed one line on standard error and nothing else, and wrote no config.
  static func expectOneLine(
    _ run: ToolRun, exit: Int32, in folder: TemporaryFolder? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> String {
    #expect(run.exitCode == exit, "\(run)", sourceLocation: sourceLocation)
    #expect(run.standardOutput.isEmpty, "\(run.standardOutput)", sourceLocation: sourceLocation)
    let lines = run.standardError.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.count == 2 && lines[1].isEmpty, "\(run.standardError)", sourceLocation: sourceLocation)
    if let folder {
      #expect(
        !FileManager.default.fileExists(atPath: folder.url("effectproof.json")),
        "a config was written", sourceLocation: sourceLocation)
    }
    return String(lines.first ?? "")
  }

  @Test func aMissingFolderOrAFileIsAUsageError() throws {
    let folder = try TemporaryFolder()
    let missing = expectUsageError(EffectProofTool.run(["init", folder.url("nope")]))
    #expect(missing == "init: no such folder: \(folder.url("nope"))")
    let file = try folder.write("A.swift", "struct A {}\n")
    #expect(
      expectUsageError(EffectProofTool.run(["init", file]))
        == "init: \(file) is a file; give the app's folder")
    #expect(
      expectUsageError(EffectProofTool.run(["init", "a", "b"])).contains("one folder, found 2"))
    #expect(
      expectUsageError(EffectProofTool.run(["init", "--force"])).contains(
        "unknown option '--force'"))
  }

  @Test func anEmptyFolderWritesNothingAndSaysSo() throws {
    let folder = try TemporaryFolder()
    let line = Self.expectOneLine(EffectProofTool.run(["init", folder.path]), exit: 1, in: folder)
    #expect(
      line.contains(
        "nothing to prove in \(folder.path): no .metal file and no Swift that draws a shader"),
      "\(line)")
    // Swift that draws no shader is nothing to prove either.
    try folder.write("App/A.swift", "struct A { let x = 1 }\n")
    let swiftOnly = Self.expectOneLine(
      EffectProofTool.run(["init", folder.path]), exit: 1, in: folder)
    #expect(swiftOnly.contains("(1 Swift file read)"), "\(swiftOnly)")
  }

  @Test func swiftThatDrawsShadersWithoutMetalWritesNothing() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/V.swift", Self.tintSwift)
    let line = Self.expectOneLine(EffectProofTool.run(["init", folder.path]), exit: 1, in: folder)
    #expect(
      line.contains("has Swift that draws shaders (1 call site) but no .metal file"), "\(line)")
  }

  @Test func metalWithoutSwiftGetsAnEntryPerFunctionGuessedFromTheMetal() throws {
    let folder = try TemporaryFolder()
    try folder.write("Shaders/Tint.metal", Self.tint)
    let run = EffectProofTool.run(["init", folder.path])
    #expect(run.exitCode == 0, "\(run)")
    #expect(
      run.standardOutput.contains("no Swift here draws a shader: an entry per stitchable function"))
    let config = try jsonObject(
      try String(contentsOfFile: folder.url("effectproof.json"), encoding: .utf8))
    #expect(config["swift"] == nil)
    let entry = try #require((config["shaderProofs"] as? [String: [String: Any]])?["tint"])
    #expect((entry["arguments"] as? [String: [String: [Double]]])?["strength"]?["range"] == [0, 1])
    #expect((entry["review"] as? [String])?.count == 2)
  }

  @Test func metalWithNoStitchableFunctionWritesNothing() throws {
    let folder = try TemporaryFolder()
    try folder.write("Shaders/Helpers.metal", "float twice(float x) { return 2 * x; }\n")
    let line = Self.expectOneLine(EffectProofTool.run(["init", folder.path]), exit: 1, in: folder)
    #expect(line.contains("declare no [[ stitchable ]] function"), "\(line)")
  }

  @Test func aFunctionTheMetalDoesNotDeclareGetsNoEntryAndIsNamed() throws {
    let folder = try TemporaryFolder()
    try folder.write("Shaders/Tint.metal", Self.tint)
    try folder.write(
      "App/V.swift",
      Self.tintSwift
        + "struct W: View { var body: some View { Color.red.colorEffect(ShaderLibrary.tnt()) } }\n")
    let run = EffectProofTool.run(["init", folder.path])
    #expect(run.exitCode == 0, "\(run)")
    #expect(
      run.standardOutput.contains(
        "  no entry for tnt: the Swift calls it, but no .metal file declares it"),
      "\(run.standardOutput)")
    // Nothing the Metal declares is used: no entry at all, so nothing is written.
    let other = try TemporaryFolder()
    try other.write("Shaders/Tint.metal", Self.tint)
    try other.write(
      "App/W.swift",
      "struct W: View { var body: some View { Color.red.colorEffect(ShaderLibrary.tnt()) } }\n")
    let none = Self.expectOneLine(EffectProofTool.run(["init", other.path]), exit: 1, in: other)
    #expect(none.contains("no shaderProofs entry to write"), "\(none)")
    #expect(none.contains("tnt: the Swift calls it, but no .metal file declares it"), "\(none)")
  }

  @Test func builtHiddenAndOtherConfigsFoldersAreLeftOutAndNamed() throws {
    let folder = try TemporaryFolder()
    try folder.write("Shaders/Tint.metal", Self.tint)
    try folder.write("App/V.swift", Self.tintSwift)
    // A shader in each place init must not read: each would be a second `tint`.
    for place in [".build/x", "DerivedData/y", "Pods/z", "Other"] {
      try folder.write("\(place)/Tint.metal", Self.tint)
    }
    try folder.write("Other/effectproof.json", "{}")
    let run = EffectProofTool.run(["init", folder.path])
    #expect(run.exitCode == 0, "\(run)")
    #expect(run.standardOutput.contains("  shaders: Shaders; swift: App"), "\(run.standardOutput)")
    #expect(run.standardOutput.contains("Other (holds its own effectproof.json)"))
    #expect(run.standardOutput.contains("  left out, hidden: .build\n"), "\(run.standardOutput)")
    #expect(run.standardOutput.contains("DerivedData (built or fetched, not the app's sources)"))
    // With a .metal file at the top, beside the hidden folder, the file is named on its own.
    try folder.write("Top.metal", "[[ stitchable ]] half4 top(float2 p, half4 c) { return c; }\n")
    try FileManager.default.removeItem(atPath: folder.url("effectproof.json"))
    #expect(EffectProofTool.run(["init", folder.path]).exitCode == 0)
    let config = try jsonObject(
      try String(contentsOfFile: folder.url("effectproof.json"), encoding: .utf8))
    #expect(config["shaders"] as? [String] == ["Shaders", "Top.metal"], "\(config)")
    let again = EffectProofTool.run(["init", folder.path, "--print"])
    #expect(
      again.standardError.contains("  not used by the Swift, so no entry: top"),
      "\(again.standardError)")
  }

  @Test func unreadableSourcesAreNamedAndTheRestIsWritten() throws {
    let folder = try TemporaryFolder()
    try folder.write("Shaders/Tint.metal", Self.tint)
    try folder.write("App/V.swift", Self.tintSwift)
    // Binary content (a NUL byte) cannot be read as Metal; check will fail on it too.
    try folder.write("Shaders/Bad.metal", "[[ stitchable ]] half4 bad\u{0}(float2 p) {}\n")
    let run = EffectProofTool.run(["init", folder.path])
    #expect(run.exitCode == 0, "\(run)")
    #expect(run.standardOutput.contains("  problem: Shaders/Bad.metal:"), "\(run.standardOutput)")
  }

  @Test(
    .enabled(if: getuid() != 0, "root reads a folder whatever its permissions say"))
  func aFolderThatCannotBeListedIsNamed() throws {
    let folder = try TemporaryFolder()
    try folder.write("Shaders/Tint.metal", Self.tint)
    try folder.write("App/V.swift", Self.tintSwift)
    let locked = try folder.makeFolder("Locked")
    chmod(locked, 0)
    defer { chmod(locked, 0o755) }
    let run = EffectProofTool.run(["init", folder.path])
    #expect(run.exitCode == 0, "\(run)")
    #expect(
      run.standardOutput.contains("  not read: Locked: permission denied"), "\(run.standardOutput)")
  }

  @Test(
    .enabled(if: getuid() != 0, "root writes a folder whatever its permissions say"))
  func aFolderThatCannotBeWrittenIsAUsageError() throws {
    let folder = try TemporaryFolder()
    try folder.write("Shaders/Tint.metal", Self.tint)
    chmod(folder.path, 0o555)
    defer { chmod(folder.path, 0o755) }
    let message = expectUsageError(EffectProofTool.run(["init", folder.path]))
    #expect(
      message.contains("the folder \(folder.path) is not writable (try --print)"), "\(message)")
  }

  @Test func itNeverOverwritesAFile() throws {
    let folder = try TemporaryFolder()
    try folder.write("Shaders/Tint.metal", Self.tint)
    try folder.write("App/V.swift", Self.tintSwift)
    let mine = "{\"shaders\": [\"Shaders\"]}\n"
    let file = try folder.write("effectproof.json", mine)
    let message = expectUsageError(EffectProofTool.run(["init", folder.path]))
    #expect(message == "\(file) already exists; init never overwrites it")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == mine)
    // Run in the folder, the message names the file as the user sees it, in one short line.
    let line = EffectProofTool.run(["init"], currentFolder: folder.path).standardError
    #expect(
      line == "effectproof: error: effectproof.json already exists; init never overwrites it\n")
    // The file is looked for before anything is read: in a folder with nothing else, the
    // answer is still that the file exists, not that there is nothing to prove.
    let bare = try TemporaryFolder()
    try bare.write("effectproof.json", mine)
    #expect(expectUsageError(EffectProofTool.run(["init", bare.path])).contains("already exists"))
    #expect(EffectProofTool.validate(["init", bare.path])?.exitCode == 2)
    // A dangling link or a folder of that name is not replaced either.
    try FileManager.default.removeItem(atPath: file)
    try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: "gone.json")
    #expect(
      expectUsageError(EffectProofTool.run(["init", folder.path])).contains("already exists"))
    try FileManager.default.removeItem(atPath: file)
    try folder.makeFolder("effectproof.json")
    #expect(
      expectUsageError(EffectProofTool.run(["init", folder.path])).contains("already exists"))
  }

  @Test func theWriteItselfRefusesAFileMadeAMomentBefore() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("effectproof.json", "theirs")
    #expect(NewFileWrite.write(Array("mine".utf8), to: file) == .exists)
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "theirs")
    // No temporary file is left behind, and a new name is written whole.
    #expect(try folder.contents() == ["effectproof.json"])
    #expect(NewFileWrite.write(Array("mine".utf8), to: folder.url("new.json")) == nil)
    #expect(try String(contentsOfFile: folder.url("new.json"), encoding: .utf8) == "mine")
    #expect(try folder.contents() == ["effectproof.json", "new.json"])
  }

  @Test func printWritesNothingAndWorksBesideAnExistingConfig() throws {
    let folder = try TemporaryFolder()
    try folder.write("Shaders/Tint.metal", Self.tint)
    try folder.write("App/V.swift", Self.tintSwift)
    let file = try folder.write("effectproof.json", "mine")
    let run = EffectProofTool.run(["init", folder.path, "--print"])
    #expect(run.exitCode == 0, "\(run)")
    #expect(try jsonObject(run.standardOutput)["swift"] as? [String] == ["App"])
    #expect(
      run.standardError.hasPrefix("printed the config for \(file) (not written)\n  1 entry, "),
      "\(run.standardError)")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "mine")
  }

  @Test func helpInitDescribesTheCommand() {
    let help = EffectProofTool.run(["help", "init"])
    #expect(help.exitCode == 0)
    #expect(help.standardOutput.hasPrefix("effectproof init: write a starter effectproof.json"))
    #expect(EffectProofTool.run(["init", "--help"]).standardOutput == help.standardOutput)
    #expect(
      EffectProofTool.run(["help"]).standardOutput.contains("effectproof init [DIR] [OPTIONS]"))
    #expect(help.standardOutput.contains("effectproof init [DIR] [--print]"))
  }
}
