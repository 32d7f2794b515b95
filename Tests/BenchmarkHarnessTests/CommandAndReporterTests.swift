import Testing

@testable import BenchmarkHarness

@Suite struct CommandAndReporterTests {
  @Test func parsesOptions() throws {
    let command = try BenchmarkCommand.parse([
      "--filter", "kernels", "--filter", "timing/TimingCurve.value", "--json", "a.json",
      "--markdown", "b.md", "--repetitions", "12", "--min-time", "0.5", "--allocations",
      "--callgrind", "--baseline", "main",
    ])
    #expect(command.action == .run)
    #expect(command.filters == ["kernels", "timing/TimingCurve.value"])
    #expect(command.jsonPath == "a.json")
    #expect(command.markdownPath == "b.md")
    #expect(command.compareWith == "main")
    #expect(command.settings.repetitions == 12)
    #expect(command.settings.minimumSecondsPerRepetition == 0.5)
    #expect(command.settings.allocations && command.settings.callgrind)
  }

  @Test func parsesSubcommands() throws {
    #expect(try BenchmarkCommand.parse(["baseline", "save", "main"]).action == .save("main"))
    let compare = try BenchmarkCommand.parse(["baseline", "compare", "main", "--filter", "x"])
    #expect(compare.action == .run && compare.compareWith == "main")
    #expect(
      try BenchmarkCommand.parse(["legacy", "kernels", "Curl", "3"]).action
        == .legacy(["kernels", "Curl", "3"]))
    #expect(try BenchmarkCommand.parse(["--list"]).action == .list)
    #expect(
      try BenchmarkCommand.parse(["--callgrind-child", "s/a", "--iterations", "3"]).action
        == .callgrindChild(name: "s/a", iterations: 3))
  }

  @Test func rejectsBadArguments() {
    for arguments in [
      ["--repetitions", "5"], ["--repetitions", "ten"], ["--json"], ["--bogus"],
      ["baseline", "delete", "x"], ["baseline"], ["baseline", "save", "a", "--baseline", "b"],
      ["--min-time", "-1"],
    ] {
      #expect(throws: BenchmarkCommand.UsageError.self) { try BenchmarkCommand.parse(arguments) }
    }
  }

  @Test func filtersMatchSubstringOrFullName() {
    let benchmarks = [
      Benchmark(name: "CardCurlBend", suite: "kernels", unit: .pixels, itemsPerIteration: 1) {},
      Benchmark(
        name: "TimingCurve.value", suite: "timing", unit: .evaluations,
        itemsPerIteration: 1
      ) {},
    ]
    let names = { (filters: [String]) in
      BenchmarkRunner.select(benchmarks, filters: filters).map(\.fullName)
    }
    #expect(names([]) == ["kernels/CardCurlBend", "timing/TimingCurve.value"])
    #expect(names(["curl"]) == ["kernels/CardCurlBend"])
    #expect(names(["timing/TimingCurve.value"]) == ["timing/TimingCurve.value"])
    #expect(names(["nothing"]).isEmpty)
  }

  @Test func reportersShowEveryColumn() {
    var measured = run([("kernels/CardCurlBend", [0.113, 0.112, 0.114, 0.113, 0.115])])
    measured.results[0].unit = .pixels
    measured.results[0].itemsPerIteration = 2_962_440
    measured.results[0].throughput = Throughput(
      itemsPerIteration: 2_962_440, statistics: measured.results[0].statistics)
    measured.results[0].allocationsPerIteration = 3
    let text = TextReporter.table(measured)
    #expect(text.contains("kernels/CardCurlBend"))
    #expect(text.contains("113 ms"))
    #expect(text.contains("26.2 Mpixel/s"))
    #expect(text.contains("allocs/iter"))
    let markdown = MarkdownReporter.summary(measured)
    #expect(markdown.contains("| `kernels/CardCurlBend` | 113 ms |"))
    #expect(markdown.contains("|---|---:|"))
  }
}
