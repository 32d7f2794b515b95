import EffectProof
import Foundation
import ProofEngine

/// Prints a report, or writes it atomically to a file and prints the summary line. Exit status
/// 0 when the report succeeded, 1 when a proof failed, 2 when the file cannot be written.
enum ReportWriter {
  /// Renders `report` in `format` (text laid out by `text`) to standard output, or to `output`.
  static func write(
    _ report: ProofReport, format: ReportFormat, to output: String?,
    text: TextReportOptions = TextReportOptions()
  ) -> ToolRun {
    let rendered = format.render(report, text: text)
    let status = report.succeeded ? ToolRun.success : ToolRun.failure
    guard let output else { return ToolRun(exitCode: status, standardOutput: rendered) }
    if let problem = OutputFile.write(
      Array(rendered.utf8), option: "--output", to: output, content: .report(format))
    {
      return .usage(problem)
    }
    return ToolRun(
      exitCode: status,
      standardOutput: "\(report.summaryLine); \(format.rawValue) report written to \(output)\n")
  }
}
