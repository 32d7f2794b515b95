/// A Markdown summary of a run, for `$GITHUB_STEP_SUMMARY` or a pull request comment.
public enum MarkdownReporter {
  /// A heading with the machine, then a table with the same columns as ``TextReporter``.
  public static func summary(_ run: BenchmarkRun) -> String {
    let context = run.context
    var lines = [
      "### Benchmarks", "",
      "\(context.cpuModel), \(context.logicalCores) cores · Swift \(context.swiftVersion) "
        + "(\(context.buildConfiguration)) · GSL \(context.gslVersion) · \(context.date)",
      "",
    ]
    let showAllocations = run.results.contains { $0.allocationsPerIteration != nil }
    let showInstructions = run.results.contains { $0.instructionsPerIteration != nil }
    var header =
      "| benchmark | median | p90 | MAD×1.4826 | 95 % CI of median | throughput | outliers"
    var rule = "|---|---:|---:|---:|---:|---:|---:"
    if showAllocations {
      header += " | allocs/iter"
      rule += "|---:"
    }
    if showInstructions {
      header += " | Ir/iter"
      rule += "|---:"
    }
    lines += [header + " |", rule + "|"]
    for result in run.results {
      let statistics = result.statistics
      let duration = Formatting.duration
      var row =
        "| `\(result.fullName)` | \(duration(statistics.median)) | \(duration(statistics.p90)) "
        + "| \(duration(statistics.scaledMAD)) | \(duration(statistics.medianInterval.lower)) "
        + "… \(duration(statistics.medianInterval.upper)) "
        + "| \(Formatting.si(result.throughput.perSecond, result.unit.symbol + "/s")) "
        + "| \(statistics.outliers.mildCount) mild, \(statistics.outliers.severeCount) severe"
      if showAllocations {
        row += " | " + (result.allocationsPerIteration.map { String(format: "%.1f", $0) } ?? "–")
      }
      if showInstructions {
        row += " | " + (result.instructionsPerIteration.map { Formatting.si($0, "") } ?? "–")
      }
      lines.append(row + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
