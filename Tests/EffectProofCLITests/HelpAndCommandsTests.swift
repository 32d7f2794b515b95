import ShaderRegistry
import Testing

@testable import EffectProofCommandLine

@Suite struct HelpAndCommandsTests {
  @Test func everyDeclaredOptionIsInItsCommandsHelp() {
    for command in EffectProofTool.commands {
      let help = command.help("effectproof")
      for name in OptionDeclarationsTests.declaredNames(command.name) {
        #expect(help.contains("  \(name)"), "\(command.name) --help leaves out \(name)")
      }
    }
  }

  @Test(arguments: [["run", "--help"], ["run", "-h"], ["help", "run"]])
  func runHelp(arguments: [String]) {
    #expect(
      EffectProofTool.run(arguments)
        == ToolRun(exitCode: 0, standardOutput: RunCommand.declaration.help))
  }

  @Test func theMainHelpShowsEveryCommandsUsageAndLine() {
    for command in EffectProofTool.commands {
      #expect(HelpText.main.contains("  \(command.shortUsage("effectproof"))\n"))
      #expect(HelpText.main.contains(command.summary))
    }
    #expect(
      HelpText.main.contains("effectproof run FILE.metal --function NAME --size WxH [OPTIONS]"))
    #expect(HelpText.main.contains("--version"))
  }

  @Test func theCheckHelpNamesTheDefaultConfigAndEveryFormat() {
    let check = CheckCommand.declaration.help
    #expect(check.contains("(default: the first effectproof.json in"))
    #expect(check.contains("CONFIG LOOKUP"))
    #expect(check.contains("a folder holding .git"))
    #expect(check.contains("text (default), json or junit"))
    #expect(
      ScanCommand.declaration.help.contains("(default \(MetalSourceScanner().maximumFileBytes))"))
  }

  // MARK: - Commands

  @Test(arguments: [
    ["check", "--help"], ["check", "-h"], ["help", "check"], ["check", "--config", "x", "--help"],
  ])
  func checkHelp(arguments: [String]) {
    #expect(
      EffectProofTool.run(arguments)
        == ToolRun(exitCode: 0, standardOutput: CheckCommand.declaration.help))
  }

  @Test(arguments: [["scan", "--help"], ["scan", "-h"], ["help", "scan"]])
  func scanHelp(arguments: [String]) {
    #expect(
      EffectProofTool.run(arguments)
        == ToolRun(exitCode: 0, standardOutput: ScanCommand.declaration.help))
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
    for text in [HelpText.main, HelpText.config]
      + EffectProofTool.commands.map({ $0.help("effectproof") })
    {
      #expect(text.hasSuffix("\n"))
      #expect(!text.contains("\t"))
      #expect(text.split(separator: "\n").allSatisfy { $0.count <= 100 })
    }
  }
}
