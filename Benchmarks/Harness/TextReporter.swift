/// The plain-text table printed to stdout after a run.
public enum TextReporter {
  /// A duration as "113 ms" (see ``Formatting/duration(_:)``).
  public static func duration(_ seconds: Double) -> String { Formatting.duration(seconds) }

  /// The header line: machine and settings.
  public static func header(_ run: BenchmarkRun) -> String {
    let context = run.context
    var line =
      "\(context.cpuModel), \(context.logicalCores) cores, Swift \(context.swiftVersion) "
      + "\(context.buildConfiguration), GSL \(context.gslVersion), \(context.date)"
    if let settings = run.settings {
      line +=
        "\n\(settings.repetitions) repetitions of ≥ "
        + "\(Formatting.duration(settings.minimumSecondsPerRepetition)), "
        + "\(settings.warmupIterations) warm-up, 95 % CI by percentile bootstrap "
        + "(\(settings.bootstrapResamples) resamples, seed \(settings.seed))"
    }
    return line
  }

  /// One row per result: name, median, p90, MAD (scaled), the median's 95 % CI, throughput
  /// from the median, outliers (mild + severe), and allocations and instructions per
  /// iteration when counted.
  public static func table(_ run: BenchmarkRun) -> String {
    let showAllocations = run.results.contains { $0.allocationsPerIteration != nil }
    let showInstructions = run.results.contains { $0.instructionsPerIteration != nil }
    var header = [
      "benchmark", "median", "p90", "MAD×1.4826", "95% CI of median", "throughput",
      "outliers",
    ]
    if showAllocations { header.append("allocs/iter") }
    if showInstructions { header.append("Ir/iter") }
    var rows = [header]
    for result in run.results {
      let statistics = result.statistics
      let interval = statistics.medianInterval
      let outliers = statistics.outliers
      var row = [
        result.fullName, duration(statistics.median), duration(statistics.p90),
        duration(statistics.scaledMAD),
        "\(duration(interval.lower)) … \(duration(interval.upper))",
        Formatting.si(result.throughput.perSecond, result.unit.symbol + "/s"),
        "\(outliers.mildCount) mild, \(outliers.severeCount) severe",
      ]
      if showAllocations {
        row.append(result.allocationsPerIteration.map { String(format: "%.1f", $0) } ?? "–")
      }
      if showInstructions {
        row.append(result.instructionsPerIteration.map { Formatting.si($0, "") } ?? "–")
      }
      rows.append(row)
    }
    let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    var lines = rows.map { row in
      row.enumerated().map { column, text in
        column == 0
          ? Formatting.left(text, widths[column])
          : Formatting.right(text, widths[column])
      }.joined(separator: "  ")
    }
    lines.insert(String(repeating: "-", count: lines.first?.count ?? 0), at: 1)
    var notes = run.results.flatMap { result in result.notes.map { "\(result.fullName): \($0)" } }
    for result in run.results {
      for (key, value) in (result.counters ?? [:]).sorted(by: { $0.key < $1.key }) {
        notes.append("\(result.fullName): \(key) \(Formatting.plain(value))")
      }
    }
    return ([Self.header(run), ""] + lines + (notes.isEmpty ? [] : [""] + notes))
      .joined(separator: "\n")
  }
}
