import EffectProof
import EffectProofBase
import Foundation
import LocatedJSON
import ProofEngine
import ShaderProofs
import SwiftCallSites

/// `effectproof check [--config FILE] [--only PREFIX]… [--seed SEED] [--density D]
/// [--shard i/n] [--jobs N] [--run-time-limit SECONDS] [--certify POLICY] [--list] [--verbose] [--format text|json|junit] [--output FILE]
/// [--html FILE]`.
enum CheckCommand {
  /// A parsed `check` command line.
  struct Options: Equatable {
    /// The `--config` given, or `nil` to look the config up (``ConfigLookup``); the run
    /// stage fills it in with the file found.
    var configPath: String?
    var format = ReportFormat.text
    var output: String?
    /// Where `--html` writes the HTML report, if anywhere.
    var html: String?
    var prefixes: [String] = []
    var seed = ProofSeed.standard
    var density = ProofDensity.default
    var shard = ProofShard.whole
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    var listOnly = false
    /// The program the replay lines name: `effectproof`, or a gate's own executable.
    var programName = "effectproof"
    /// Whether the text report shows passing proofs' details, worst cases and coverage too.
    var verbose = false
    /// `--run-time-limit`: the base of each shader run's time limit, over the config's.
    var runTimeLimit: Double?
    /// `--certify`: what a sampled, not certified, shader run proof means, over the config's.
    var certify: CertifyPolicy?
  }

  /// The threads `--jobs` allows.
  static let jobsRange = 1...1024

  /// `check`'s operands, options, help and docs table, declared once.
  static var declaration: CommandDeclaration<Options> {
    CommandDeclaration(
      name: "check", summary: "Run every proof the config asks for and report them.",
      abstract: "run every proof a config file asks for and report them.",
      defaults: Options(), operands: .none(command: "check", suggesting: "--config"),
      options: [
        .option(
          "--config", "FILE", \.configPath, .path,
          help: """
            The effectproof.json to run (default: the first effectproof.json in the current \
            folder or a folder above it; see CONFIG LOOKUP). Relative paths inside it are \
            resolved against its folder.
            """),
        .repeated(
          "--only", "PREFIX", \.prefixes, .nonEmpty("a non-empty id prefix"),
          help: """
            Run only the proofs whose id starts with PREFIX (e.g. registry. or \
            curl.samplePromise). Repeat to run several groups. A prefix that matches no \
            proof is a usage error that suggests the nearest id or group and lists them when \
            they fit (--list shows them all).
            """),
        .option(
          "--seed", "SEED", \.seed, .parsed,
          help: """
            The run's seed: 0x-prefixed hex, decimal, or 'random' (default \
            \(ProofSeed.standard)). Every case follows from the seed and its index, so a seed \
            replays the whole run; a failure prints its replay line.
            """),
        .option(
          "--density", "D", \.density, .choice,
          help: """
            low (a quarter of the drawn cases), default, or high (four times); grids keep \
            their points.
            """),
        .option(
          "--shard", "i/n", \.shard, .parsed,
          help: """
            Run the i-th of n disjoint parts of every proof's cases (1 ≤ i ≤ n). Proofs that \
            do not split run whole in shard 1. Merge the n JSON reports with 'effectproof \
            merge'.
            """),
        .option(
          "--jobs", "N", \.jobs, .wholeNumber(in: jobsRange),
          help: """
            Run proofs and their cases on N threads, \(jobsRange.lowerBound) to \
            \(jobsRange.upperBound) (default: the active cores). The results do not depend on N.
            """),
        .option(
          RunTimeLimitOption.name, "SECONDS", \.runTimeLimit, RunTimeLimitOption.value,
          help: RunTimeLimitOption.help),
        .option(
          CertifyOption.name, "POLICY", \.certify, CertifyOption.value,
          help: CertifyOption.help),
        .flag(
          "--list", \.listOnly,
          help: """
            Print the selected proofs instead of running them: one line each, id, the config \
            key that selected it and its fact, separated by tabs. The key is shaders, swift \
            (registry.callSitesFollowed, registry.buildMembership, registry.availability), \
            expectedFunctionCount (registry.functionCount), \
            shaderProofs, an effect's section, or gate for a gate's own proofs.
            """),
        .flag(
          "--verbose", \.verbose,
          help: """
            In the text report, show every passing proof's details, worst case and coverage \
            too (by default only failed, warned and skipped proofs show theirs). JSON, JUnit \
            and HTML always carry everything.
            """),
        .option("--format", "FORMAT", \.format, .choice, help: "text (default), json or junit."),
        .option(
          "--output", "FILE", \.output, .path,
          help: """
            Write the report to FILE and print only the summary line; without it the report \
            goes to standard output. FILE is replaced atomically: a failed or killed run \
            leaves an earlier report whole. A missing folder, a folder in FILE's place or FILE \
            being the config is a usage error, found before any proof runs.
            """),
        .option(
          "--html", "FILE", \.html, .path,
          help: """
            Also write a self-contained HTML report to FILE (replaced atomically), whatever \
            --format and --output say: the summary, one row per proof with failures and \
            their counterexamples expanded, and the pictures. No scripts, no outside files. \
            The same checks as --output, also before any proof runs.
            """),
      ],
      sections: [
        (
          "CONFIG LOOKUP",
          """
          Without --config, check looks for effectproof.json in the current folder, then in each
          folder above it, and runs the first it finds. It stops at the file system's root, and at
          a folder holding .git once that folder has been looked in. When there is none, it says so
          and exits 2: write one (effectproof init, docs/init.md) or pass --config. render and
          bench look the same way.
          """
        ),
        (
          "TEXT REPORT",
          """
          One line per proof: PASS, FAIL, WARN or SKIP, the id, the cases, the duration and what
          it proves (for a failure, what failed). A family that passed (the proofs of one
          shader entry, shader.NAME.*) shares one line naming each; --verbose splits it. Below
          a failed proof: where it failed (for an app's shader promise, the Swift line of its
          maxSampleOffset first), the counterexample, its shrink and the line that replays it.
          At the end: the counts, the duration, the seed and the command that replays the run
          or its failures. No line is wider than 120 columns, except one holding a single path
          or id longer than that.
          """
        ),
        (
          "PROGRESS",
          """
          On a terminal, a live line on standard error shows the running proof, its cases done
          and the time left, and is cleared at the end. Off a terminal (a CI log, a pipe),
          nothing is printed while the proofs run.
          """
        ),
      ],
      exitStatus:
        "0  every proof passed (warnings allowed)    1  a proof failed    2  usage or config error",
      validate: { options in
        guard let html = options.html, let output = options.output,
          URL(fileURLWithPath: html).standardizedFileURL
            == URL(fileURLWithPath: output).standardizedFileURL
        else { return nil }
        return "--html and --output both name \(html); give two files"
      })
  }

  /// The first stage: the options, or help or a usage error. Touches no file.
  static func plan(_ arguments: [String]) -> ToolPlan.Stage<Options> {
    declaration.plan(arguments)
  }

  /// The output files' problems, found by looking only, before the config is read: a missing
  /// or unwritable folder, a folder or device in the file's place, the config itself, a source
  /// file's name, or an existing file that is not a report of the same format
  /// (``ReplaceableFile``).
  static func fileProblem(_ options: Options) -> String? {
    for (option, path, content) in outputs(options) {
      if let config = options.configPath, OutputFile.sameFile(path, config) {
        return "\(option) \(path) is the config file; give another path"
      }
      if path.hasSuffix(".metal") || path.hasSuffix(".swift") {
        return "\(option) \(path) names a source file; give another path"
      }
      if let problem = OutputFile.problem(option: option, path: path, content: content) {
        return problem
      }
    }
    if let html = options.html, let output = options.output, OutputFile.sameFile(html, output) {
      return "--html and --output both name \(html); give two files"
    }
    return nil
  }

  /// The files the run writes: `--output` (a report in `--format`) and `--html`.
  static func outputs(_ options: Options) -> [(String, String, ReplaceableFile.Content)] {
    var files: [(String, String, ReplaceableFile.Content)] = []
    if let output = options.output { files.append(("--output", output, .report(options.format))) }
    if let html = options.html { files.append(("--html", html, .html)) }
    return files
  }

  /// An output path among the app's sources, once the config is read: an existing file in (or
  /// under) one of its `shaders` or `swift` folders or named by them. Such a file is the app's,
  /// never a report, whatever it holds now. (A path ending in `.metal` or `.swift` is refused
  /// before the config is read, by ``fileProblem(_:)``.)
  static func sourcesProblem(_ options: Options, config: EffectProofConfig) -> String? {
    let sources =
      config.shaderPaths.map { ("shaders", $0) } + config.swiftPaths.map { ("swift", $0) }
    for (option, path, _) in outputs(options) {
      guard OutputFile.kind(of: path) == .file else { continue }
      if let (key, source) = sources.first(where: { OutputFile.isInside(path, $0.1) }) {
        return
          "\(option) \(path) is a file among the app's \(key) (\(source)); give a path outside them"
      }
    }
    return nil
  }

  /// Runs `check`. Tests pass their own `catalogue` of proofs, a silent `progress` and the
  /// `currentFolder` the config lookup starts from (`nil`: the working directory).
  static func run(
    _ arguments: [String], progress: ProgressDisplay = .standardError,
    currentFolder: String? = nil,
    catalogue: @Sendable (Workspace) -> [ProofSelection] = ProofCatalogue.selection(for:)
  ) -> ToolRun {
    switch plan(arguments) {
    case .run(let options):
      return run(options, progress: progress, currentFolder: currentFolder, catalogue: catalogue)
    case .stop(let run): return run
    }
  }

  /// The second stage: finds the config when no `--config` was given (from `currentFolder`
  /// up, ``ConfigLookup``), checks the output paths, reads the config, runs the proofs and
  /// writes the reports.
  static func run(
    _ options: Options, progress: ProgressDisplay = .standardError,
    currentFolder: String? = nil,
    catalogue: @Sendable (Workspace) -> [ProofSelection] = ProofCatalogue.selection(for:)
  ) -> ToolRun {
    var options = options
    let configPath: String
    switch ConfigLookup.resolve(options.configPath, from: currentFolder) {
    case .success(let path): configPath = path
    case .failure(let notFound): return .usage(notFound.message)
    }
    options.configPath = configPath
    if let problem = fileProblem(options) { return .usage(problem) }
    let workspace: Workspace
    do throws(EffectProofConfigError) {
      workspace = try Workspace.open(
        configAt: configPath, swiftReader: ToolchainSwiftReader(),
        editing: {
          RunTimeLimitOption.apply(options.runTimeLimit, to: &$0.shaderProofs)
          CertifyOption.apply(options.certify, to: &$0)
        })
    } catch {
      return .usage(error.description)
    }
    let config = workspace.config
    if let problem = sourcesProblem(options, config: config) { return .usage(problem) }
    let selection = catalogue(workspace)
    let proofs = selection.flatMap(\.proofs)
    if proofs.isEmpty {
      return .usage(CheckMessages.nothingSelected(configPath))
    }
    if let problem = ProofGate.idProblem(selection) { return .usage(problem) }
    let selected = ProofCatalogue.select(proofs, prefixes: options.prefixes)
    if selected.isEmpty {
      return .usage(CheckMessages.noMatch(options.prefixes, ids: proofs.map(\.id)))
    }
    if options.listOnly {
      var reasons: [String: String] = [:]
      for group in selection {
        for proof in group.proofs { reasons[proof.id] = group.reason }
      }
      let lines = selected.map { "\($0.id)\t\(reasons[$0.id] ?? "")\t\($0.fact)" }
      return ToolRun(
        exitCode: ToolRun.success, standardOutput: lines.joined(separator: "\n") + "\n")
    }
    // A build cache that cannot be used is one line and exit 2, before and after the proofs.
    let libraries = BuildCacheCheck.libraries(of: selected)
    if let problem = BuildCacheCheck.problem(libraries) { return .usage(problem) }
    let started = ContinuousClock.now
    let digest = configDigest(configPath)
    var report = CheckRunner(options: options, progress: progress, configDigest: digest)
      .run(selected)
    if let fault = BuildCacheCheck.fault(libraries) { return .usage(fault) }
    let elapsed = ContinuousClock.now - started
    report.compareGeometries(isCompleteRun: options.prefixes.isEmpty && options.shard.isWhole)
    let runProofIDs = Set(
      selected.compactMap { ($0 as? ShaderProof)?.check.isRun == true ? $0.id : nil })
    if let note = config.certify.note(for: report.results, runProofIDs: runProofIDs) {
      report.notes.append(note)
    }
    if let html = options.html {
      let page = HTMLReportRenderer.render(
        report, figures: ReportFigures.figures(for: workspace, report: report),
        title: "effectproof check: \(configPath)")
      if let problem = OutputFile.write(
        Array(page.utf8), option: "--html", to: html, content: .html)
      {
        return .usage(problem)
      }
    }
    let text = TextReportOptions(
      verbose: options.verbose,
      wallClockSeconds: Double(elapsed.components.seconds)
        + Double(elapsed.components.attoseconds) * 1e-18,
      replayRun: ReplayCommand.run(options, config: configPath),
      replayFailures: ReplayCommand.failures(of: report, options, config: configPath))
    var written = ReportWriter.write(
      report, format: options.format, to: options.output, text: text)
    if let note = emptyShardNote(report, options) { written.standardError += note }
    return written
  }

  /// A shard that ran no proof says why on standard error, so a green CI job that proved
  /// nothing is not mistaken for a pass: the config's proofs do not split (shader proofs and
  /// promises run whole in shard 1), and `merge` judges the run.
  static func emptyShardNote(_ report: ProofReport, _ options: Options) -> String? {
    guard !options.shard.isWhole, report.results.isEmpty else { return nil }
    return
      "\(options.programName): warning: shard \(options.shard) ran no proof (those selected run whole in shard 1); merge the shards' reports\n"
  }
}

extension CheckCommand {
  /// `sha256:` and the digest of the config's bytes, as the report's `run.config`; the reason
  /// in place of the digest when the file cannot be read again (it was read a moment ago).
  static func configDigest(_ path: String) -> String {
    do throws(FileReadError) {
      return ContentDigest.sha256Name(of: try FileBytes.read(path, maximumBytes: 1 << 24))
    } catch {
      return "unreadable: \(error.reason)"
    }
  }
}

extension ProofSeed: CommandLineValue {
  /// `0x`-prefixed hex, decimal, or `random` (a seed drawn now, printed in the report).
  init?(commandLineArgument argument: String) {
    guard let seed = argument == "random" ? ProofSeed.random() : ProofSeed(parsing: argument)
    else { return nil }
    self = seed
  }
  static var commandLineExpectation: String { "0x-prefixed hex, decimal or 'random'" }
}

extension ProofShard: CommandLineValue {
  /// `i/n`, the i-th of n parts.
  init?(commandLineArgument argument: String) {
    guard let shard = ProofShard(parsing: argument) else { return nil }
    self = shard
  }
  static var commandLineExpectation: String { "i/n with 1 ≤ i ≤ n" }
}
