import ShaderRegistry
import Testing

@testable import EffectProofCommandLine

@Suite struct HelpAndCommandsTests {
  /// The option-like words of a help text: runs of letters, digits and dashes that start with `-`.
  func options(in text: String) -> Set<String> {
    var words: Set<String> = []
    var current = ""
    for character in text + " " {
      if character.isLetter || character.isNumber || character == "-" {
        current.append(character)
      } else {
        if current.hasPrefix("-") { words.insert(current) }
        current = ""
      }
    }
    return words
  }

  func accepted(_ spec: ParsedArguments.Spec) -> Set<String> {
    spec.valued.union(spec.flags).union(spec.repeatable)
  }

  @Test func everyCheckOptionIsDocumented() {
    let documented = options(in: HelpText.check)
    let missing = accepted(CheckCommand.spec).subtracting(documented)
    #expect(missing.isEmpty, "undocumented check options: \(missing.sorted())")
  }

  @Test func everyScanOptionIsDocumented() {
    let documented = options(in: HelpText.scan)
    let missing = accepted(ScanCommand.spec).subtracting(documented)
    #expect(missing.isEmpty, "undocumented scan options: \(missing.sorted())")
  }

  @Test func everyMergeOptionIsDocumented() {
    let missing = accepted(MergeCommand.spec).subtracting(options(in: HelpText.merge))
    #expect(missing.isEmpty, "undocumented merge options: \(missing.sorted())")
  }

  @Test func everyCompileAndRunOptionIsDocumented() {
    let compile = accepted(CompileCommand.spec).subtracting(options(in: HelpText.compile))
    #expect(compile.isEmpty, "undocumented compile options: \(compile.sorted())")
    let run = accepted(RunCommand.spec).subtracting(options(in: HelpText.run))
    #expect(run.isEmpty, "undocumented run options: \(run.sorted())")
    #expect(options(in: HelpText.run).subtracting(accepted(RunCommand.spec)).isEmpty)
  }

  @Test(arguments: [["run", "--help"], ["run", "-h"], ["help", "run"]])
  func runHelp(arguments: [String]) {
    #expect(EffectProofTool.run(arguments) == ToolRun(exitCode: 0, standardOutput: HelpText.run))
  }

  @Test func theHelpDocumentsNoOptionTheParserRejects() {
    #expect(options(in: HelpText.check).subtracting(accepted(CheckCommand.spec)).isEmpty)
    #expect(options(in: HelpText.scan).subtracting(accepted(ScanCommand.spec)).isEmpty)
    #expect(options(in: HelpText.merge).subtracting(accepted(MergeCommand.spec)).isEmpty)
  }

  @Test func theMainHelpShowsEveryValuedOption() {
    let documented = options(in: HelpText.main)
    #expect(CheckCommand.spec.valued.union(ScanCommand.spec.valued).subtracting(documented).isEmpty)
    #expect(documented.contains("--version"))
  }

  @Test func theCheckHelpNamesTheDefaultConfigAndEveryFormat() {
    #expect(HelpText.check.contains("(default: the first effectproof.json in"))
    #expect(HelpText.check.contains("CONFIG LOOKUP"))
    #expect(HelpText.check.contains("a folder holding .git"))
    #expect(HelpText.check.contains("text (default), json or junit"))
    #expect(HelpText.scan.contains("(default \(MetalSourceScanner().maximumFileBytes))"))
  }

  // MARK: - Commands

  @Test(arguments: [
    ["check", "--help"], ["check", "-h"], ["help", "check"], ["check", "--config", "x", "--help"],
  ])
  func checkHelp(arguments: [String]) {
    #expect(EffectProofTool.run(arguments) == ToolRun(exitCode: 0, standardOutput: HelpText.check))
  }

  @Test(arguments: [["scan", "--help"], ["scan", "-h"], ["help", "scan"]])
  func scanHelp(arguments: [String]) {
    #expect(EffectProofTool.run(arguments) == ToolRun(exitCode: 0, standardOutput: HelpText.scan))
  }

  @Test(arguments: [["help"], ["--help"], ["-h"]])
  func mainHelp(arguments: [String]) {
    #expect(EffectProofTool.run(arguments) == ToolRun(exitCode: 0, standardOutput: HelpText.main))
  }

  @Test func helpForAnUnknownCommand() {
    #expect(
      expectUsageError(tool("help", "nope"))
        == "no command named 'nope' (commands: init, check, scan, merge, render, compile, run, bench; or config)"
    )
  }

  @Test func noArgumentsPrintTheHelpToStandardError() {
    let run = EffectProofTool.run([])
    #expect(run.exitCode == 2)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError == HelpText.main)
  }

  @Test func version() {
    let run = tool("--version")
    #expect(run == ToolRun(exitCode: 0, standardOutput: "effectproof \(EffectProofTool.version)\n"))
    #expect(EffectProofTool.version.split(separator: ".").count == 3)
  }

  @Test func anUnknownCommand() {
    #expect(
      expectUsageError(tool("chek"))
        == "unknown command 'chek' (commands: init, check, scan, merge, render, compile, run, bench, help)"
    )
    #expect(
      expectUsageError(tool("--verbose"))
        == "unknown command '--verbose' (commands: init, check, scan, merge, render, compile, run, bench, help)"
    )
  }

  @Test func helpTextsEndWithANewline() {
    for text in [HelpText.main, HelpText.check, HelpText.scan] {
      #expect(text.hasSuffix("\n"))
      #expect(!text.contains("\t"))
      #expect(text.split(separator: "\n").allSatisfy { $0.count <= 100 })
    }
  }
}
