import EffectProofTestSupport
import Foundation
import Testing

/// docs/adopting.md, run as written: its `effectproof` commands (the shell blocks' and the
/// workflow's `$EFFECTPROOF` lines), in order, with the built executable in a copy of
/// `Fixtures/ExampleApp` that has no config yet; and its Swift, which must be the Swift that
/// `make user-package` builds.
@Suite struct AdoptingGuideTests {
  static let guide = RepositoryFixtures.path("../docs/adopting.md")

  /// The fenced blocks of a Markdown file: their language and their lines.
  static func blocks(_ text: String) -> [(language: String, lines: [String])] {
    var found: [(String, [String])] = []
    var current: (String, [String])?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("```") {
        if let open = current {
          found.append(open)
          current = nil
        } else {
          current = (String(line.dropFirst(3)), [])
        }
      } else if current != nil {
        current?.1.append(line)
      }
    }
    return found
  }

  /// The guide's commands in order, each as the words after `effectproof` or `$EFFECTPROOF`,
  /// with the workflow's shard matrix expanded.
  static func commands(_ text: String) -> [[String]] {
    var commands: [[String]] = []
    var shards: [String] = []
    for block in blocks(text) {
      for raw in block.lines {
        let line = raw.trimmingCharacters(in: .whitespaces)
        if line.hasPrefix("shard: [") {
          shards = line.dropFirst("shard: [".count).dropLast().split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
          }
        }
        var command: Substring?
        if block.language == "sh", line.hasPrefix("effectproof ") {
          command = line.dropFirst("effectproof ".count)
        } else if block.language == "yaml", line.hasPrefix("- run: $EFFECTPROOF ") {
          command = line.dropFirst("- run: $EFFECTPROOF ".count)
        }
        guard let command else { continue }
        let words = command.split(separator: "#").first.map(String.init) ?? ""
        if words.contains("${{ matrix.shard }}") {
          for shard in shards {
            commands.append(
              words.replacingOccurrences(of: "${{ matrix.shard }}", with: shard).split(
                separator: " "
              ).map(String.init))
          }
        } else {
          commands.append(words.split(separator: " ").map(String.init))
        }
      }
    }
    return commands
  }

  /// `words` with each `*` pattern replaced by the matching files in `folder`, sorted.
  static func expandingGlobs(_ words: [String], in folder: String) throws -> [String] {
    try words.flatMap { word -> [String] in
      guard let star = word.firstIndex(of: "*") else { return [word] }
      let prefix = word[..<star]
      let suffix = word[word.index(after: star)...]
      let matches = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
        $0.hasPrefix(prefix) && $0.hasSuffix(suffix)
      }.sorted()
      return matches
    }
  }

  @Test func theGuidesCommandsRunOnExampleApp() throws {
    guard let executable = BuiltBinaryTests.executable() else {
      Issue.record("no built effectproof next to the test bundle; run swift build first")
      return
    }
    let text = try String(contentsOfFile: Self.guide, encoding: .utf8)
    let commands = Self.commands(text)
    #expect(
      commands.map { $0.first ?? "" } == ["init", "check"] + Array(repeating: "check", count: 4) + [
        "merge"
      ])
    let folder = try TemporaryFolder()
    let app = folder.url("MyApp")
    try FileManager.default.copyItem(
      atPath: RepositoryFixtures.path("ExampleApp"), toPath: app)
    try FileManager.default.removeItem(atPath: app + "/effectproof.json")
    try FileManager.default.removeItem(atPath: app + "/Broken")
    for command in commands {
      let arguments = try Self.expandingGlobs(command, in: app)
      let run = try BuiltBinaryTests().run(executable, arguments, in: app)
      #expect(
        run.status == 0, "effectproof \(arguments.joined(separator: " ")): \(run.standardError)")
    }
    let junit = try XMLTree.parse(String(contentsOfFile: app + "/effectproof.xml", encoding: .utf8))
    let cases = junit.elements("testsuite").flatMap { $0.elements("testcase") }
    #expect(cases.contains { $0.attributes["name"] == "shader.loupe.samplePromise" })
    let page = try String(contentsOfFile: app + "/effectproof.html", encoding: .utf8)
    #expect(page.contains("shader.loupe.samplePromise"))
  }

  @Test func theGuidesSwiftIsTheUserPackagesSwift() throws {
    let text = try String(contentsOfFile: Self.guide, encoding: .utf8)
    let package = RepositoryFixtures.path("../Tests/UserPackage")
    func squeezed(_ text: String) -> String {
      text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    let files = [
      "Package.swift", "Sources/MyAppGate/main.swift", "Sources/MyAppProofs/AppProofs.swift",
      "Tests/MyAppProofTests/MyAppProofTests.swift",
    ]
    let sources = try files.map { try String(contentsOfFile: package + "/" + $0, encoding: .utf8) }
    let swiftBlocks = Self.blocks(text).filter { $0.language == "swift" }
    #expect(swiftBlocks.count >= 5)
    for block in swiftBlocks {
      // A block's first line names its file; the dependency line is the guide's own.
      var lines = block.lines
      if let first = lines.first, first.hasPrefix("// "), first.contains(".swift") {
        lines.removeFirst()
      }
      let body = lines.filter { !$0.contains(".package(url:") }
      let snippet = squeezed(body.joined(separator: "\n"))
      if snippet.hasPrefix("dependencies: [ ],") || snippet == "dependencies: [ ]," { continue }
      #expect(
        sources.contains { squeezed($0).contains(snippet) },
        "docs/adopting.md shows Swift that Tests/UserPackage does not have:\n\(snippet)")
    }
  }
}
