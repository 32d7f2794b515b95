import Testing

@testable import EffectProofCommandLine

/// Each command is registered once, in ``EffectProofTool/commands``: its declaration, its
/// checks on the files it will write and how it runs. The first stage plans the command the
/// line names, and the plan's file checks are that command's own.
@Suite struct CommandListTests {
  /// A command line for each command that passes its first stage, and what its file checks
  /// find (`nil`: nothing), written by hand.
  static let lines: [(arguments: [String], problem: String?)] = [
    (["init", "/no/such/folder"], "init: no such folder: /no/such/folder"),
    (
      ["check", "--config", "/no/such.json", "--output", "/no/such/dir/r.json"],
      "cannot write --output /no/such/dir/r.json: the folder /no/such/dir does not exist"
    ),
    (["scan", "/no/such.metal"], "/no/such.metal: no such file or folder"),
    (
      ["merge", "/no/a.json", "--output", "/no/such/dir/m.json"],
      "cannot write --output /no/such/dir/m.json: the folder /no/such/dir does not exist"
    ),
    (
      ["render", "--out", "/no/such/dir/sub"],
      "cannot create --out /no/such/dir/sub: the folder /no/such/dir does not exist"
    ),
    (["compile", "/no/such.metal"], "/no/such.metal: no such file or folder"),
    (
      ["run", "/no/such.metal", "--function", "f", "--size", "2x2"], "/no/such.metal: no such file"
    ),
    (["bench", "--config", "/no/such.json"], nil),
  ]

  @Test func theListHoldsEveryCommandInTheMainHelpsOrder() {
    #expect(
      EffectProofTool.commands.map(\.name)
        == ["init", "check", "scan", "merge", "render", "compile", "run", "bench"])
  }

  @Test func eachLinePlansItsOwnCommandWithItsOwnFileChecks() {
    #expect(Self.lines.map { $0.arguments[0] } == EffectProofTool.commands.map(\.name))
    for (arguments, problem) in Self.lines {
      guard case .command(let command) = EffectProofTool.plan(arguments) else {
        Issue.record("\(arguments) did not pass its first stage")
        continue
      }
      #expect(command.name == arguments[0])
      let expected = problem.map {
        ToolRun(exitCode: 2, standardError: "effectproof: error: \($0)\n")
      }
      #expect(EffectProofTool.validate(arguments) == expected, "\(arguments)")
    }
  }

  @Test func helpAndUnknownCommandsStayFinished() {
    guard case .finished(let help) = EffectProofTool.plan(["help"]) else {
      Issue.record("help planned a command")
      return
    }
    #expect(help.exitCode == 0)
    #expect(help.standardOutput.contains("  effectproof bench [OPTIONS]\n"))
    guard case .finished(let unknown) = EffectProofTool.plan(["chek"]) else {
      Issue.record("an unknown command planned a command")
      return
    }
    #expect(
      unknown.standardError
        == "effectproof: error: unknown command 'chek' (commands: init, check, scan, merge, render, compile, run, bench, help)\n"
    )
  }
}
