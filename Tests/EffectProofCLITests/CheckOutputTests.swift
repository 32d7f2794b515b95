import EffectProofTestSupport
import Foundation
import ProofEngine
import Testing

@testable import EffectProofCommandLine

/// `check`'s text output reads like `swift test` (issue 27): one line per passing proof, the
/// details of failures only, a summary at the end, no line over 120 columns and no progress
/// off a terminal. The bundled configs are run in-process, each once.
@Suite struct CheckOutputTests {
  static let tableReady = EffectProofTool.run(["check", "--config", Fixtures.tableReadyConfig])
  static let exampleApp = EffectProofTool.run([
    "check", "--config", Fixtures.path("ExampleApp/effectproof.json"),
  ])
  static let broken = EffectProofTool.run([
    "check", "--config", Fixtures.path("ExampleApp/Broken/effectproof.json"),
  ])

  func lines(_ run: ToolRun) -> [String] {
    run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map(String.init)
  }

  /// The number of proofs the summary's counts line gives.
  func proofCount(_ lines: [String]) throws -> Int {
    let counts = try #require(lines.first { $0.contains(" passed, ") && $0.contains(" failed, ") })
    return try #require(Int(counts.prefix { $0.isNumber }))
  }

  // MARK: - One line per passing proof

  /// The proofs the proof lines account for: one for a proof's own line, N for a family's
  /// `N passed: …` line.
  func proofsCounted(_ lines: [String]) -> Int {
    lines.filter { $0.hasPrefix("PASS ") }.reduce(0) { total, line in
      guard line.split(separator: " ")[1].hasSuffix(".*"),
        let range = line.range(of: #"  (\d+) passed: "#, options: .regularExpression),
        let count = Int(line[range].filter(\.isNumber))
      else { return total + 1 }
      return total + count
    }
  }

  /// TableReady passes in about 100 lines: a line per proof, a shader entry's proofs sharing
  /// one (a distortion or layer effect's five names wrap onto one indented line below it), and
  /// the summary (counts, evidence, the certify warning, duration, seed, replay), nothing else.
  @Test func tableReadyIsALinePerProofOrFamilyAndASummary() throws {
    let run = Self.tableReady
    #expect(run.exitCode == 0, "\(run.standardError)")
    let lines = lines(run)
    let proofs = try proofCount(lines)
    #expect(proofs >= 132)
    let summaryStart = try #require(lines.firstIndex { $0.contains(" proofs: ") })
    #expect(summarised(Array(lines[summaryStart...])).count == 6, "\(lines[summaryStart...])")
    // A family line's names that do not fit continue on indented lines below it.
    let proofLines = lines[..<summaryStart].filter { !$0.hasPrefix("       ") }
    #expect(proofLines.allSatisfy { $0.hasPrefix("PASS ") }, "\(proofLines)")
    #expect(summaryStart - proofLines.count == 5, "\(lines)")
    #expect(proofsCounted(Array(proofLines)) == proofs)
    #expect(summaryStart <= 106, "\(summaryStart) lines for \(proofs) proofs")
    // Each shaderProofs entry of TableReady is one line.
    #expect(proofLines.filter { $0.hasPrefix("PASS shader.") }.allSatisfy { $0.contains(".* ") })
    expectFits(lines)
  }

  @Test func exampleAppPassesInALinePerProofOrFamily() throws {
    let run = Self.exampleApp
    #expect(run.exitCode == 0, "\(run.standardError)")
    let lines = lines(run)
    #expect(proofsCounted(Array(lines.dropLast(4))) == (try proofCount(lines)), "\(lines)")
    expectFits(lines)
  }

  // MARK: - Failures carry their details

  /// Broken's loupe promises `maxSampleOffset: .zero` in LoupeOverlay.swift: that Swift line
  /// comes first under the failure, before the `.metal` line, then the worst cases and the
  /// replay line; every line fits.
  @Test func aFailedShaderPromiseNamesTheSwiftLineFirst() throws {
    let run = Self.broken
    #expect(run.exitCode == 1)
    let lines = lines(run)
    expectFits(lines)
    let fail = try #require(lines.firstIndex { $0.hasPrefix("FAIL shader.loupe.samplePromise ") })
    #expect(lines[fail].contains("promise exceeded by 44.9"), "\(lines[fail])")
    let below = Array(lines[(fail + 1)...].prefix { $0.hasPrefix("     ") })
    // The first line below is the failing finding, at the Swift's promise; the .metal line is
    // named after it.
    let first = try #require(below.first)
    #expect(first.hasPrefix("     /") && first.contains("/LoupeOverlay.swift:12:"), "\(first)")
    let joined = below.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    #expect(joined.contains(": promise: maxSampleOffset: .zero promises [0, 0] pt"), "\(joined)")
    let swift = try #require(joined.range(of: "LoupeOverlay.swift:12"))
    let metal = try #require(joined.range(of: "Loupe.metal:8"))
    #expect(swift.lowerBound < metal.lowerBound, "\(below)")
    #expect(below.contains { $0.hasPrefix("     worst on x: ") })
    #expect(below.contains { $0.hasPrefix("     warning: promiseDiffers: ") })
    let text = unwrapped(below.joined(separator: "\n"))
    #expect(
      text.contains("replay: effectproof check --config ")
        && text.contains(" --only shader.loupe.samplePromise --seed 0x5EEDCA5EF00D0001"), "\(text)")
  }

  @Test func aFailedShaderCounterexampleShowsItsCaseShrinkAndReplay() throws {
    let lines = lines(Self.broken)
    for id in ["shader.glow.finite", "shader.bars.reads"] {
      let fail = try #require(lines.firstIndex { $0.hasPrefix("FAIL \(id) ") })
      let below = Array(lines[(fail + 1)...].prefix { $0.hasPrefix("     ") })
      #expect(below.first?.contains("counterexample: ") == true, "\(below)")
      #expect(below.first?.contains(".metal:") == true, "\(below)")
      #expect(
        below.contains { $0.contains("already minimal") || $0.contains("shrunk in ") },
        "\(below)")
      #expect(unwrapped(below.joined(separator: "\n")).contains(" --only \(id) --seed "))
    }
    // The passing proofs around them stay one line each.
    let passing = lines.indices.filter { lines[$0].hasPrefix("PASS ") }
    #expect(passing.allSatisfy { !lines[$0 + 1].hasPrefix(" ") })
  }

  // MARK: - --verbose

  @Test func verboseBringsBackWorstCasesAndCoverage() throws {
    // The timing proofs have worst cases and coverage; the wave's promise its worst per axis.
    for arguments in [
      ["check", "--config", Fixtures.tableReadyConfig, "--only", "timing."],
      [
        "check", "--config", Fixtures.path("ExampleApp/effectproof.json"), "--only", "shader.wave.",
      ],
    ] {
      let plain = lines(EffectProofTool.run(arguments))
      #expect(!plain.contains { $0.hasPrefix("     ") }, "\(plain)")
      let verbose = lines(EffectProofTool.run(arguments + ["--verbose"]))
      expectFits(verbose)
      if arguments.contains("timing.") {
        #expect(verbose.contains { $0.hasPrefix("     worst: case #") }, "\(verbose)")
        #expect(verbose.contains { $0.hasPrefix("     coverage \"") }, "\(verbose)")
      } else {
        #expect(verbose.contains { $0.hasPrefix("     worst on y: ") }, "\(verbose)")
      }
    }
    // Failures' details are the same with and without it; verbose adds the passing ones'.
    let brokenVerbose = lines(
      EffectProofTool.run([
        "check", "--config", Fixtures.path("ExampleApp/Broken/effectproof.json"), "--verbose",
      ]))
    expectFits(brokenVerbose)
    #expect(brokenVerbose.count > lines(Self.broken).count)
  }

  // MARK: - The summary

  /// The summary's lines with each wrapped line (a command's, the warning's) joined to the
  /// line it continues.
  func summarised(_ lines: [String]) -> [String] {
    unwrapped(lines.joined(separator: "\n")).split(separator: "\n").reduce(into: [String]()) {
      joined, line in
      if line.hasPrefix("    "), !joined.isEmpty {
        joined[joined.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
      } else {
        joined.append(String(line))
      }
    }
  }

  @Test func theSummaryIsCountsEvidenceWarningDurationSeedReplayInThatOrder() throws {
    let all = lines(Self.exampleApp)
    let start = try #require(all.firstIndex { $0.contains(" proofs: ") })
    let passed = summarised(Array(all[start...]))
    #expect(passed.count == 6, "\(passed)")
    #expect(passed[0].contains(" passed, 0 failed, 0 warned, 0 skipped ("), "\(passed)")
    #expect(passed[1].hasPrefix("evidence: 2 certified, 0 counterexample, "), "\(passed)")
    #expect(
      passed[2].hasPrefix("warning: ")
        && passed[2].contains(" shader proofs are sampled, not certified"),
      "\(passed)")
    #expect(passed[3].hasPrefix("duration ") && passed[3].hasSuffix(" s"), "\(passed)")
    #expect(passed[4] == "seed 0x5EEDCA5EF00D0001", "\(passed)")
    #expect(passed[5].hasPrefix("replay: effectproof check --config "), "\(passed)")
    let broken = lines(Self.broken)
    let counts = try #require(broken.firstIndex { $0.contains(" proofs: ") })
    let summary = summarised(Array(broken[counts...]))
    #expect(summary.count == 6, "\(summary)")
    // The three seeded mistakes, and bars.finite unproven where bars stopped at its read.
    #expect(summary[0].contains(" 4 failed, "), "\(summary)")
    // The three seeded mistakes are counterexamples; bars.finite held where its runs finished;
    // the wave's and the split's promises are certified.
    #expect(summary[1].hasPrefix("evidence: 2 certified, 3 counterexample, "), "\(summary)")
    #expect(summary[2].hasPrefix("warning: "), "\(summary)")
    #expect(summary[3].hasPrefix("duration "))
    #expect(summary[4] == "seed 0x5EEDCA5EF00D0001")
    #expect(
      summary[5].hasPrefix("replay the failures: effectproof check --config ")
        && summary[5].contains(
          " --only shader.loupe.samplePromise --only shader.glow.finite --only shader.bars.finite --only shader.bars.reads --seed 0x5EEDCA5EF00D0001"
        ), "\(summary[5])")
  }

  // MARK: - Progress

  /// Off a terminal nothing is written while proofs run; on one, the live line is.
  @Test func noProgressOffATerminal() {
    let arguments = ["--config", Fixtures.tableReadyConfig, "--only", "timing."]
    let written = Lines()
    let off = CheckCommand.run(
      arguments,
      progress: ProgressDisplay.forStandardError(isTerminal: false) { written.append($0) })
    #expect(off.exitCode == 0)
    #expect(written.all.isEmpty, "\(written.all)")
    let live = Lines()
    _ = CheckCommand.run(
      arguments, progress: ProgressDisplay.forStandardError(isTerminal: true) { live.append($0) })
    #expect(!live.all.isEmpty)
    #expect(live.all.allSatisfy { $0.hasPrefix("\r\u{1B}[K") && $0.count <= 4 + 79 })
  }

  @Test func theLiveLineNeverWrapsAnEightyColumnTerminal() {
    let id = "shader." + String(repeating: "w", count: 90) + ".samplePromise"
    let line = ProgressDisplay.line(
      for: ProgressEvent(
        id: id, casesDone: 120, casesTotal: 2601, elapsedSeconds: 4, isFinished: false))
    #expect(line.count <= 79, "\(line)")
    #expect(line.contains("…: 120/2601 cases"), "\(line)")
  }
}

/// Every line fits in 120 columns; a path (a word holding `/`) counts as at most 40, since a
/// checkout's folder may be long (the one reason a line may be wider).
func expectFits(_ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
  for line in lines {
    let words = line.split(separator: " ", omittingEmptySubsequences: false)
    let counted: [Int] = words.map { $0.contains("/") ? min($0.count, 40) : $0.count }
    let width: Int = counted.reduce(0, +) + max(0, words.count - 1)
    #expect(width <= 120, "\(line.count) columns: \(line)", sourceLocation: sourceLocation)
  }
}
