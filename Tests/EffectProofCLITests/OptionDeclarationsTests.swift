import Foundation
import Testing

@testable import EffectProofCommandLine

/// Each command's one declaration drives its parser, its help and the docs: the docs' option
/// tables and usage lines are held to it here, and each declared option is seen to reach the
/// parser.
@Suite struct OptionDeclarationsTests {
  static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../docs").standardizedFileURL

  /// The names a command declares and shows in help.
  static func declaredNames(_ command: String) -> [String] {
    EffectProofTool.commands.first { $0.name == command }?.options.filter { !$0.isHidden }
      .map(\.name) ?? []
  }

  /// Every `<!-- effectproof help NAME --markdown -->` marker in docs/: its file, command and
  /// the table of `|` lines under it.
  static func markedTables() throws -> [(file: String, command: String, table: String)] {
    var found: [(String, String, String)] = []
    let files = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter {
      $0.hasSuffix(".md")
    }.sorted()
    for file in files {
      let lines = try String(contentsOf: docs.appendingPathComponent(file), encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for (index, line) in lines.enumerated()
      where line.hasPrefix("<!-- effectproof help ") && line.hasSuffix(" --markdown -->") {
        let command = line.dropFirst("<!-- effectproof help ".count).dropLast(
          " --markdown -->".count)
        let table = lines[(index + 1)...].prefix { $0.hasPrefix("|") }
        found.append((file, String(command), table.joined(separator: "\n") + "\n"))
      }
    }
    return found
  }

  @Test func everyOptionTableInTheDocsIsTheDeclarations() throws {
    let tables = try Self.markedTables()
    // `config SECTION` tables are the config's keys (ConfigSchemaTests).
    for (file, name, table) in tables where !name.hasPrefix("config ") {
      guard let command = EffectProofTool.commands.first(where: { $0.name == name }) else {
        Issue.record("docs/\(file): a table for '\(name)', which is no command")
        continue
      }
      #expect(
        table == command.markdownTable(),
        "docs/\(file): the table of \(name) differs from its declaration; run make docs-options")
    }
    let documented = Set(tables.map(\.command))
    for command in EffectProofTool.commands {
      #expect(documented.contains(command.name), "no docs table for \(command.name)")
    }
  }

  @Test func theGateDocsShowEveryCommandsUsage() throws {
    let text = try String(
      contentsOf: Self.docs.appendingPathComponent("ci-gate.md"), encoding: .utf8)
    let block = text.components(separatedBy: "```\n")[1]
    for command in EffectProofTool.commands {
      #expect(
        block.contains(command.usageLine + "\n"),
        "docs/ci-gate.md's usage block differs from \(command.name)'s:\n\(command.usageLine)")
    }
  }

  @Test func aTableMarksEachDeclaredOptionAndOperand() {
    let check = CheckCommand.declaration.markdownTable
    #expect(check.hasPrefix("| argument or option | what it does |\n|---|---|\n"))
    #expect(check.contains("| `--seed SEED` | The run's seed: 0x-prefixed hex"))
    #expect(check.hasSuffix("| `-h, --help` | Show this help. |\n"))
    #expect(ScanCommand.declaration.markdownTable.contains("| `PATH` | A .metal or .swift file"))
    // A `|` in a help text would end the cell.
    #expect(CommandHelp.markdownTable([("A", "x | y")]).contains("| `A` | x \\| y |"))
  }

  /// The parser takes every declared option: a valued one given no value says so, and a flag
  /// given a value says it takes none. An undeclared name is unknown.
  @Test func everyDeclaredOptionReachesTheParser() {
    for command in EffectProofTool.commands {
      for option in command.options {
        let run: ToolRun
        if case .finished(let finished) = command.plan(
          option.takesValue ? [option.name] : [option.name + "=x"], "effectproof")
        {
          run = finished
        } else {
          Issue.record("\(command.name) \(option.name) ran without its value")
          continue
        }
        let expected =
          option.takesValue ? "\(option.name) needs a value" : "\(option.name) takes no value"
        #expect(run.standardError.contains(expected), "\(command.name): \(run.standardError)")
      }
      guard case .finished(let unknown) = command.plan(["--not-an-option"], "effectproof") else {
        Issue.record("\(command.name) accepted --not-an-option")
        continue
      }
      #expect(unknown.standardError.contains("unknown option '--not-an-option'"))
    }
  }

  @Test func aBadValueWinsOverHelpAndHelpOverAMissingOperand() {
    #expect(expectUsageError(tool("check", "--jobs", "0", "--help")).hasPrefix("--jobs must be"))
    #expect(tool("scan", "--help").standardOutput == ScanCommand.declaration.help)
    #expect(expectUsageError(tool("scan")) == "scan needs at least one PATH")
  }

  @Test func valuesReadThemselves() {
    #expect(
      expectUsageError(tool("check", "--shard", "3/2"))
        == "--shard must be i/n with 1 ≤ i ≤ n, not '3/2'")
    #expect(
      expectUsageError(tool("check", "--seed", "0xZZ"))
        == "--seed must be 0x-prefixed hex, decimal or 'random', not '0xZZ'")
    #expect(
      expectUsageError(tool("check", "--format", "xml"))
        == "--format must be one of text, json, junit, not 'xml'")
    #expect(
      expectUsageError(tool("render", "--scale", "4.5"))
        == "--scale must be a number from 0.1 to 4, not '4.5'")
    #expect(
      expectUsageError(tool("scan", "x", "--max-file-bytes", "0"))
        == "--max-file-bytes must be a positive whole number of bytes, not '0'")
    #expect(expectUsageError(tool("render", "--out", "")) == "--out needs a folder path")
    // The ranges the help states are the ones the values are held to.
    #expect(CheckCommand.declaration.help.contains("threads, 1 to 1024"))
    #expect(
      expectUsageError(tool("check", "--jobs", "1025"))
        == "--jobs must be a whole number from 1 to 1024, not '1025'")
    #expect(RunCommand.declaration.help.contains("Worker threads, 1 to 64"))
    #expect(
      expectUsageError(tool("run", "a.metal", "--jobs", "65"))
        == "--jobs must be a whole number from 1 to 64, not '65'")
    #expect(RenderCommand.declaration.help.contains("Pixels per point, 0.1 to 4 (default 1"))
    guard case .run(let options) = CheckCommand.plan(["--only", "a", "--only", "b", "--jobs", "3"])
    else {
      Issue.record("check --only a --only b did not plan")
      return
    }
    #expect(options.prefixes == ["a", "b"] && options.jobs == 3)
    guard case .run(let most) = CheckCommand.plan(["--jobs", "1024"]) else {
      Issue.record("check --jobs 1024 did not plan")
      return
    }
    #expect(most.jobs == 1024)
  }

  /// bench keeps the harness's status 64 and points at its help once.
  @Test func benchsUsageErrorsPointAtItsHelpOnce() {
    for arguments in [["--bogus"], ["--filter", "x"], ["baseline", "save"]] {
      let run = EffectProofTool.run(["bench"] + arguments)
      #expect(run.exitCode == 64)
      #expect(
        run.standardError.components(separatedBy: "--help").count == 2, "\(run.standardError)")
    }
  }

  @Test func helpMarkdownPrintsATableOrSaysWhy() {
    #expect(
      tool("help", "merge", "--markdown").standardOutput == MergeCommand.declaration.markdownTable)
    #expect(
      expectUsageError(tool("help", "--markdown")).hasPrefix("help --markdown needs a command"))
    #expect(
      expectUsageError(tool("help", "config", "--markdown")).hasPrefix("no command named 'config'"))
    #expect(expectUsageError(tool("help", "a", "b")) == "help takes one command, found 2: a b")
  }
}
