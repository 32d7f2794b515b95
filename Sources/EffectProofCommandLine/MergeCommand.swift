import EffectProof
import EffectProofBase
import Foundation
import LocatedJSON
import ProofEngine

/// `effectproof merge REPORT.json... [--format text|json|junit] [--output FILE] [--html FILE]
/// [--verbose]`: the shard reports of one run (written with `check --shard i/n --format json`)
/// merged into the report of the whole run.
enum MergeCommand {
  /// A parsed `merge` command line.
  struct Options: Equatable {
    /// The shard reports to read.
    var operands: [String] = []
    var format = ReportFormat.text
    var output: String?
    /// Where `--html` writes the merged HTML report, if anywhere.
    var html: String?
    /// Whether the text report shows passing proofs' details, worst cases and coverage too.
    var verbose = false
  }

  /// `merge`'s operands, options, help and docs table, declared once.
  static var declaration: CommandDeclaration<Options> {
    CommandDeclaration(
      name: "merge",
      summary: "Merge the JSON reports of check --shard i/n runs into the whole run's report.",
      abstract: "merge the JSON reports of the shards of one run.", defaults: Options(),
      operands: CommandOperands(
        usage: "REPORT.json...",
        rows: [
          (
            "REPORT.json",
            """
            The JSON report of one shard (i/n) of 'effectproof check': together exactly the n \
            shards of one run (one config, seed, density and --only set), each once.
            """
          )
        ],
        apply: { options, operands in
          options.operands = operands
          return operands.isEmpty
            ? "merge needs at least one JSON report (from check --format json)" : nil
        }),
      options: [
        .option("--format", "FORMAT", \.format, .choice, help: "text (default), json or junit."),
        .flag(
          "--verbose", \.verbose,
          help: """
            In the text report, show every passing proof's details, worst case and coverage \
            too.
            """),
        .option(
          "--output", "FILE", \.output, .path,
          help: """
            Write the merged report to FILE (replaced atomically) and print only the summary \
            line. The folder must exist; FILE must not be a REPORT, nor an existing file that \
            is not a report of this format.
            """),
        .option(
          "--html", "FILE", \.html, .path,
          help: """
            Also write the merged report as a self-contained HTML page to FILE (replaced \
            atomically), without pictures (check --html draws them).
            """),
      ],
      discussion: """
        Case counts and times add up, the worst case and the counterexample are those of the
        whole run, and coverage is judged on all cases together. A proof that failed in any
        shard stays failed. Reports that are not exactly one complete run (a shard missing or
        given twice, another config, seed, density, --only set or n) are refused.
        """,
      exitStatus: """
        0  every proof passed    1  a proof failed    2  an unreadable report, reports that are
        not exactly one complete run, or a usage error
        """)
  }

  /// The first stage: the options, or help or a usage error. Touches no file.
  static func plan(_ arguments: [String]) -> ToolPlan.Stage<Options> {
    declaration.plan(arguments)
  }

  /// The output file's problems, found by looking only, before any report is read; writing
  /// over one of the shard reports is refused.
  static func fileProblem(_ options: Options) -> String? {
    let outputs: [(String, String?, ReplaceableFile.Content)] = [
      ("--output", options.output, .report(options.format)), ("--html", options.html, .html),
    ]
    for case (let option, let path?, let content) in outputs {
      if let input = options.operands.first(where: { OutputFile.sameFile(path, $0) }) {
        return "\(option) \(path) is the input report \(input); give another path"
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

  /// The second stage: checks the output path, reads and merges the reports, writes the result.
  static func run(_ options: Options) -> ToolRun {
    if let problem = fileProblem(options) { return .usage(problem) }
    var reports: [(name: String, report: ProofReport)] = []
    for path in options.operands {
      let data: [UInt8]
      do throws(FileReadError) {
        data = try FileBytes.read(path, maximumBytes: 1 << 30)
      } catch {
        return .usage("\(path): cannot read the report: \(error.reason)")
      }
      do {
        reports.append(
          (path, try JSONReportRenderer.parse(Data(data), names: DiagnosticCatalogue.names)))
      } catch {
        return .usage("\(path): not a JSON report from effectproof check (\(describe(error)))")
      }
    }
    if let problem = ProofReport.mergeProblem(reports) { return .usage(problem) }
    do throws(ProofResult.MergeError) {
      var merged = try ProofReport.merged(reports.map(\.report))
      // The shards together are the whole run (of every proof, unless it ran with --only): a
      // shader entry's geometric twin must then be there.
      merged.compareGeometries(isCompleteRun: merged.run?.only.isEmpty ?? true)
      if let html = options.html {
        // No pictures: they are drawn from a config, and merge reads only reports.
        let page = HTMLReportRenderer.render(merged, title: "effectproof merge")
        if let problem = OutputFile.write(
          Array(page.utf8), option: "--html", to: html, content: .html)
        {
          return .usage(problem)
        }
      }
      let text = TextReportOptions(
        verbose: options.verbose, replayRun: ReplayCommand.run(in: merged),
        replayFailures: ReplayCommand.failures(in: merged))
      return ReportWriter.write(merged, format: options.format, to: options.output, text: text)
    } catch {
      return .usage(error.description)
    }
  }

  /// A decoding error in one line: the coding path and what was wrong.
  static func describe(_ error: any Error) -> String {
    guard let decoding = error as? DecodingError else { return "\(error)" }
    switch decoding {
    case .dataCorrupted(let context), .keyNotFound(_, let context),
      .typeMismatch(_, let context), .valueNotFound(_, let context):
      let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
      return "$" + path.joined() + ": " + context.debugDescription
    @unknown default:
      return "\(decoding)"
    }
  }
}
