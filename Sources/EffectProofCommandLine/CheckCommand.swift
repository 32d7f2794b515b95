import EffectProof
import Foundation
import ProofEngine
import SwiftCallSites

/// `effectproof check [--config FILE] [--only PREFIX]… [--seed SEED] [--density D]
/// [--shard i/n] [--jobs N] [--list] [--verbose] [--format text|json|junit] [--output FILE]
/// [--html FILE]`.
enum CheckCommand {
  static let spec = ParsedArguments.Spec(
    valued: [
      "--config", "--format", "--output", "--html", "--only", "--seed", "--density", "--shard",
      "--jobs",
    ],
    flags: ["--help", "-h", "--list", "--verbose"], repeatable: ["--only"])

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
  }

  /// The first stage: the options, or help or a usage error. Touches no file.
  static func plan(_ arguments: [String]) -> ToolPlan.Stage<Options> {
    let parsed: ParsedArguments
    switch ParsedArguments.planStage(
      arguments, spec: spec, help: HelpText.check, then: { _ in .success(()) })
    {
    case .run(let value): parsed = value.0
    case .stop(let run): return .stop(run)
    }
    switch options(from: parsed) {
    case .success(let options): return .run(options)
    case .failure(let error): return .stop(.usage(error.message))
    }
  }

  /// The output files' problems, found by looking only, before the config is read: a missing
  /// or unwritable folder, a folder or device in the file's place, or the config itself.
  static func fileProblem(_ options: Options) -> String? {
    for (option, path) in [("--output", options.output), ("--html", options.html)] {
      guard let path else { continue }
      if let problem = OutputFile.problem(option: option, path: path) { return problem }
      if let config = options.configPath, OutputFile.sameFile(path, config) {
        return "\(option) \(path) is the config file; give another path"
      }
    }
    if let html = options.html, let output = options.output, OutputFile.sameFile(html, output) {
      return "--html and --output both name \(html); give two files"
    }
    return nil
  }

  /// Runs `check`. Tests pass their own `catalogue` of proofs, a silent `progress` and the
  /// `currentFolder` the config lookup starts from (`nil`: the working directory).
  static func run(
    _ arguments: [String], progress: ProgressDisplay = .standardError,
    currentFolder: String? = nil,
    catalogue: @Sendable (CheckConfig) -> [ProofSelection] = ProofCatalogue.selection(for:)
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
    catalogue: @Sendable (CheckConfig) -> [ProofSelection] = ProofCatalogue.selection(for:)
  ) -> ToolRun {
    var options = options
    let configPath: String
    switch ConfigLookup.resolve(options.configPath, from: currentFolder) {
    case .success(let path): configPath = path
    case .failure(let notFound): return .usage(notFound.message)
    }
    options.configPath = configPath
    if let problem = fileProblem(options) { return .usage(problem) }
    var config: CheckConfig
    do throws(CheckConfigError) {
      config = try CheckConfig.load(contentsOf: configPath)
    } catch {
      return .usage(error.description)
    }
    if !config.swiftPaths.isEmpty {
      // The catalogue does not link the Swift parser; the tool reads the app's Swift for it.
      config.swift = SwiftShaderReader(maximumFileBytes: config.maxFileBytes).read(
        paths: config.swiftPaths)
    }
    let selection = catalogue(config)
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
    let started = ContinuousClock.now
    var report = CheckRunner(options: options, progress: progress).run(selected)
    let elapsed = ContinuousClock.now - started
    report.compareGeometries(isCompleteRun: options.prefixes.isEmpty && options.shard.isWhole)
    if let html = options.html {
      let page = HTMLReportRenderer.render(
        report, figures: ReportFigures.figures(for: config, report: report),
        title: "effectproof check: \(configPath)")
      if let problem = OutputFile.write(Array(page.utf8), option: "--html", to: html) {
        return .usage(problem)
      }
    }
    let text = TextReportOptions(
      verbose: options.verbose,
      wallClockSeconds: Double(elapsed.components.seconds)
        + Double(elapsed.components.attoseconds) * 1e-18,
      replayRun: ReplayCommand.run(options, config: configPath),
      replayFailures: ReplayCommand.failures(of: report, options, config: configPath))
    return ReportWriter.write(report, format: options.format, to: options.output, text: text)
  }

  static func options(from parsed: ParsedArguments) -> Result<Options, ArgumentError> {
    var options = Options()
    if let extra = parsed.operands.first {
      return .failure(
        ArgumentError("check takes no operands, found '\(extra)' (did you mean --config \(extra)?)")
      )
    }
    options.configPath = parsed.value("--config")
    options.output = parsed.value("--output")
    options.html = parsed.value("--html")
    if options.html == "" { return .failure(ArgumentError("--html needs a file path")) }
    if options.output == "" { return .failure(ArgumentError("--output needs a file path")) }
    if options.configPath == "" { return .failure(ArgumentError("--config needs a file path")) }
    if let html = options.html, let output = options.output,
      URL(fileURLWithPath: html).standardizedFileURL
        == URL(fileURLWithPath: output).standardizedFileURL
    {
      return .failure(ArgumentError("--html and --output both name \(html); give two files"))
    }
    options.prefixes = parsed.values["--only"] ?? []
    options.listOnly = parsed.flags.contains("--list")
    options.verbose = parsed.flags.contains("--verbose")
    if options.prefixes.contains("") {
      return .failure(ArgumentError("--only needs a non-empty id prefix"))
    }
    switch parsed.choice("--format", default: ReportFormat.text) {
    case .success(let format): options.format = format
    case .failure(let error): return .failure(error)
    }
    switch parsed.choice("--density", default: ProofDensity.default) {
    case .success(let density): options.density = density
    case .failure(let error): return .failure(error)
    }
    if let raw = parsed.value("--seed") {
      guard let seed = raw == "random" ? ProofSeed.random() : ProofSeed(parsing: raw) else {
        return .failure(
          ArgumentError(
            "--seed must be 0x-prefixed hex, decimal or 'random', not \(UsageMessage.quoted(raw))"))
      }
      options.seed = seed
    }
    if let raw = parsed.value("--shard") {
      guard let shard = ProofShard(parsing: raw) else {
        return .failure(
          ArgumentError("--shard must be i/n with 1 ≤ i ≤ n, not \(UsageMessage.quoted(raw))"))
      }
      options.shard = shard
    }
    if let raw = parsed.value("--jobs") {
      guard let jobs = Int(raw), jobs >= 1, jobs <= 1024 else {
        return .failure(
          ArgumentError(
            "--jobs must be a whole number from 1 to 1024, not \(UsageMessage.quoted(raw))"))
      }
      options.jobs = jobs
    }
    return .success(options)
  }
}
