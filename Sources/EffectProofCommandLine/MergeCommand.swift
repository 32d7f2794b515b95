import EffectProof
import Foundation
import LocatedJSON

/// `effectproof merge REPORT.json... [--format text|json|junit] [--output FILE]`: the shard
/// reports of one run (written with `check --shard i/n --format json`) merged into the report
/// of the whole run.
enum MergeCommand {
  static let spec = ParsedArguments.Spec(valued: ["--format", "--output"])

  static func run(_ arguments: [String]) -> ToolRun {
    let parsed: ParsedArguments
    let format: ReportFormat
    switch ParsedArguments.parse(arguments, spec: spec).flatMap({ parsed in
      parsed.choice("--format", default: ReportFormat.text).map { (parsed, $0) }
    }) {
    case .success(let value): (parsed, format) = value
    case .failure(let error): return .usage(error.message)
    }
    if parsed.flags.contains("--help") || parsed.flags.contains("-h") {
      return ToolRun(exitCode: ToolRun.success, standardOutput: HelpText.merge)
    }
    guard !parsed.operands.isEmpty else {
      return .usage("merge needs at least one JSON report (from check --format json)")
    }
    var reports: [ProofReport] = []
    for path in parsed.operands {
      let data: [UInt8]
      do throws(FileReadError) {
        data = try FileBytes.read(path, maximumBytes: 1 << 30)
      } catch {
        return .usage("\(path): cannot read the report: \(error.reason)")
      }
      do {
        reports.append(try JSONReportRenderer.parse(Data(data)))
      } catch {
        return .usage("\(path): not a JSON report from effectproof check (\(describe(error)))")
      }
    }
    do throws(ProofResult.MergeError) {
      let merged = try ProofReport.merged(reports)
      return ReportWriter.write(merged, format: format, to: parsed.value("--output"))
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
