import Foundation

/// Text and Markdown for a ``ComparisonReport``.
public enum ComparisonReporter {
  /// The machine-change warning (if any), then one line per benchmark and a summary line.
  public static func text(_ report: ComparisonReport) -> String {
    var lines = warning(report).map { [$0, ""] } ?? []
    let rows = report.comparisons.map { item in
      [
        item.name, value(item.baselineMedian, item), value(item.currentMedian, item),
        item.ratio.map { String(format: "%.3f", $0) } ?? "–",
        item.ratioInterval.map { String(format: "%.3f … %.3f", $0.lower, $0.upper) } ?? "–",
        band(item), item.verdict.rawValue,
      ]
    }
    let header = [
      "benchmark", "baseline", "current", "ratio", "95% CI of ratio", "band", "verdict",
    ]
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    let rendered = all.map { row in
      row.enumerated().map { column, text in
        column == 0 || column == row.count - 1
          ? Formatting.left(text, widths[column]) : Formatting.right(text, widths[column])
      }.joined(separator: "  ").trimmingTrailingSpaces()
    }
    lines += [rendered[0], String(repeating: "-", count: rendered[0].count)]
    lines += rendered.dropFirst()
    lines += ["", summary(report)]
    return lines.joined(separator: "\n")
  }

  /// A median as a duration, or a counter's count as a plain number.
  static func value(_ number: Double?, _ item: BenchmarkComparison) -> String {
    guard let number else { return "–" }
    return item.counter == nil ? Formatting.duration(number) : Formatting.plain(number)
  }

  /// The band: `±10 %` for a time, `exact` for a counter.
  static func band(_ item: BenchmarkComparison) -> String {
    item.counter == nil ? String(format: "±%.0f %%", item.limit.relative * 100) : "exact"
  }

  /// The same as a Markdown section.
  public static func markdown(_ report: ComparisonReport) -> String {
    var lines = ["### Compared with baseline `\(report.baselineName)`", ""]
    if let warning = warning(report) { lines += ["> [!WARNING]", "> " + warning, ""] }
    lines += [
      "| benchmark | baseline | current | ratio | 95 % CI of ratio | band | verdict |",
      "|---|---:|---:|---:|---:|---:|---|",
    ]
    for item in report.comparisons {
      lines.append(
        "| `\(item.name)` | \(value(item.baselineMedian, item)) "
          + "| \(value(item.currentMedian, item)) "
          + "| \(item.ratio.map { String(format: "%.3f", $0) } ?? "–") "
          + "| \(item.ratioInterval.map { String(format: "%.3f … %.3f", $0.lower, $0.upper) } ?? "–") "
          + "| \(band(item)) "
          + "| \(emoji(item.verdict)) \(item.verdict.rawValue) |")
    }
    lines += ["", summary(report)]
    return lines.joined(separator: "\n") + "\n"
  }

  /// "Machine or toolchain changed: …", or nil when comparable.
  public static func warning(_ report: ComparisonReport) -> String? {
    guard !report.incompatibilities.isEmpty else { return nil }
    return "Machine or toolchain changed since baseline \(report.baselineName) ("
      + report.incompatibilities.joined(separator: "; ")
      + "): regressions are reported as not comparable and do not fail."
  }

  /// Counts by verdict and the exit status.
  public static func summary(_ report: ComparisonReport) -> String {
    let counts = Dictionary(grouping: report.comparisons, by: \.verdict).mapValues(\.count)
    let order: [Verdict] = [
      .regression, .improvement, .noChange, .regressionNotComparable,
      .improvementNotComparable, .new, .missing,
    ]
    let parts = order.compactMap { verdict in counts[verdict].map { "\($0) \(verdict.rawValue)" } }
    return "Summary: " + (parts.isEmpty ? "nothing compared" : parts.joined(separator: ", "))
      + "; exit status \(report.exitCode)"
  }

  private static func emoji(_ verdict: Verdict) -> String {
    switch verdict {
    case .regression: "🔴"
    case .improvement: "🟢"
    case .noChange: "⚪"
    case .regressionNotComparable, .improvementNotComparable: "🟡"
    case .new, .missing: "🔵"
    }
  }
}

extension String {
  /// The string without trailing spaces (a padded last column).
  func trimmingTrailingSpaces() -> String {
    String(reversed().drop { $0 == " " }.reversed())
  }
}
