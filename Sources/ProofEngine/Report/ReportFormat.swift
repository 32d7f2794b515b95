/// The formats a ``ProofReport`` renders to.
public enum ReportFormat: String, Hashable, Sendable, CaseIterable {
  /// Plain text for a terminal or a CI log.
  case text
  /// One JSON object, for tools.
  case json
  /// JUnit XML, which CI systems show as test results.
  case junit

  /// Renders a report in this format. Every format ends with a newline.
  public func render(_ report: ProofReport) -> String {
    render(report, text: TextReportOptions())
  }

  /// Renders a report in this format, the text laid out by `text` (JSON and JUnit ignore it).
  public func render(_ report: ProofReport, text: TextReportOptions) -> String {
    switch self {
    case .text: TextReportRenderer.render(report, options: text)
    case .json: JSONReportRenderer.render(report)
    case .junit: JUnitReportRenderer.render(report)
    }
  }
}
