/// Renders a report as JUnit XML: one `<testsuite>` per id prefix (`registry`, `curl` …), one
/// `<testcase>` per proof, one `<failure>` for a failing proof (named by its first failing
/// finding, with every failing finding in its body) and `<skipped/>` for skipped proofs.
/// Warnings go to `<system-out>`. A proof's evidence is a property of its test case,
/// `<properties><property name="evidence" value="sampled"/></properties>`.
///
/// Text is escaped for XML, and characters XML 1.0 cannot carry (most control characters) are
/// replaced by U+FFFD, so a hostile file name cannot break the document.
public enum JUnitReportRenderer {
  /// The JUnit XML form of `report`.
  public static func render(_ report: ProofReport) -> String {
    var groups: [(name: String, results: [ProofResult])] = []
    for result in report.results {
      let name = result.id.split(separator: ".").first.map(String.init) ?? result.id
      if let index = groups.firstIndex(where: { $0.name == name }) {
        groups[index].results.append(result)
      } else {
        groups.append((name, [result]))
      }
    }
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"\(escape(report.generator))\" tests=\"\(report.results.count)\""
    xml += " failures=\"\(report.failedCount)\" skipped=\"\(report.skippedCount)\""
    xml += " time=\(seconds(report.durationSeconds))>\n"
    for group in groups {
      let failed = group.results.filter { $0.status == .failed }.count
      let skipped = group.results.filter { $0.status == .skipped }.count
      let time = group.results.reduce(0) { $0 + $1.durationSeconds }
      xml += "  <testsuite name=\"\(escape(group.name))\" tests=\"\(group.results.count)\""
      xml += " failures=\"\(failed)\" skipped=\"\(skipped)\" errors=\"0\" time=\(seconds(time))>\n"
      for result in group.results { xml += testCase(result, suite: group.name) }
      xml += "  </testsuite>\n"
    }
    return xml + "</testsuites>\n"
  }

  private static func testCase(_ result: ProofResult, suite: String) -> String {
    var xml = "    <testcase classname=\"\(escape(suite))\" name=\"\(escape(result.id))\""
    xml += " time=\(seconds(result.durationSeconds))"
    guard !result.findings.isEmpty || result.status == .skipped || result.evidence != nil else {
      return xml + "/>\n"
    }
    xml += ">\n"
    if let evidence = result.evidence {
      xml += "      <properties><property name=\"evidence\" value=\"\(evidence.rawValue)\"/>"
      xml += "</properties>\n"
    }
    if result.status == .skipped {
      let reason = result.findings.first?.message ?? "skipped"
      xml += "      <skipped message=\"\(escape(reason))\"/>\n"
    }
    // JUnit schemas allow one <failure> per test case: the first finding names it and the body
    // lists them all.
    let failures = result.findings.filter { $0.severity == .error }
    if let first = failures.first {
      let lines = failures.map { $0.locationPrefix + $0.message }
      let more = failures.count > 1 ? " (and \(failures.count - 1) more)" : ""
      xml +=
        "      <failure type=\"\(escape(first.id.name))\" message=\"\(escape(lines[0] + more))\">"
      xml += escape(([result.fact] + lines).joined(separator: "\n")) + "</failure>\n"
    }
    let warnings = result.findings.filter { $0.severity == .warning }
    if !warnings.isEmpty {
      let text = warnings.map { "warning: \($0.locationPrefix)\($0.message)" }.joined(
        separator: "\n")
      xml += "      <system-out>\(escape(text))</system-out>\n"
    }
    return xml + "    </testcase>\n"
  }

  private static func seconds(_ value: Double) -> String {
    let safe = value.isFinite && value >= 0 ? value : 0
    let thousandths = Int((safe * 1000).rounded())
    let fraction = String(thousandths % 1000)
    return
      "\"\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)\""
  }

  /// XML-escapes text and replaces characters XML 1.0 forbids.
  static func escape(_ text: String) -> String {
    MarkupEscaping.escape(text, for: .xml)
  }
}
