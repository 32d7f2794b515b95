import Foundation
import Testing

@testable import BenchmarkHarness

/// Deterministic counters (`samplesPerPixel`): compared exactly with the baseline, on any
/// machine, with the harness's exit codes.
@Suite struct CounterTests {
  static let samples = [1.0, 1.01, 0.99, 1.0, 1.02, 0.98, 1.0, 1.0, 1.01, 0.99]

  func counted(_ value: Double?, context: MachineContext = context()) -> BenchmarkRun {
    var measured = result("app/split [1 job]", Self.samples)
    measured.counters = value.map { ["samplesPerPixel": $0] }
    return BenchmarkRun(context: context, settings: BenchmarkSettings(), results: [measured])
  }

  func report(now: Double?, before: Double?, context: MachineContext = context())
    -> ComparisonReport
  {
    ComparisonReport(
      baselineName: "app", baseline: counted(before), current: counted(now, context: context),
      thresholds: Thresholds(), resamples: 500)
  }

  @Test func moreSamplesIsARegressionAndFewerAnImprovement() {
    let same = report(now: 3, before: 3)
    #expect(same.exitCode == 0)
    #expect(
      same.comparisons.map(\.name) == ["app/split [1 job]", "app/split [1 job] · samplesPerPixel"])
    #expect(same.comparisons[1].counter == "samplesPerPixel")
    let more = report(now: 3.000001, before: 3)
    #expect(more.comparisons[1].verdict == .regression)
    #expect(more.exitCode == ComparisonReport.exitRegression)
    let fewer = report(now: 2, before: 3)
    #expect(fewer.comparisons[1].verdict == .improvement)
    #expect(fewer.exitCode == ComparisonReport.exitImprovementOnly)
  }

  @Test func aCountIsComparableOnAnyMachine() {
    var other = context()
    other.cpuModel = "Other CPU"
    let more = report(now: 4, before: 3, context: other)
    #expect(!more.incompatibilities.isEmpty)
    #expect(more.comparisons[0].verdict == .noChange)
    #expect(more.comparisons[1].verdict == .regression)
    #expect(more.exitCode == 2)
  }

  @Test func newMissingAndNaNCounters() {
    #expect(report(now: 3, before: nil).comparisons[1].verdict == .new)
    #expect(report(now: nil, before: 3).comparisons[1].verdict == .missing)
    #expect(report(now: nil, before: 3).exitCode == 0)
    #expect(report(now: .nan, before: 3).comparisons[1].verdict == .regression)
    #expect(report(now: 0, before: 0).comparisons[1].ratio == 1)
  }

  @Test func theReportersPrintCountsNotDurations() {
    let text = ComparisonReporter.text(report(now: 4, before: 3))
    let line = text.split(separator: "\n").first { $0.contains("samplesPerPixel") } ?? ""
    #expect(line.contains("  3  ") && line.contains("  4  ") && line.contains("exact"), "\(line)")
    #expect(TextReporter.table(counted(3)).contains("app/split [1 job]: samplesPerPixel 3"))
    #expect(ComparisonReporter.markdown(report(now: 4, before: 3)).contains("| exact |"))
  }

  @Test func aBaselineWrittenBeforeCountersStillLoads() throws {
    let data = try JSONEncoder().encode(counted(nil))
    let text = String(decoding: data, as: UTF8.self)
    #expect(!text.contains("counters"))
    let decoded = try JSONDecoder().decode(BenchmarkRun.self, from: data)
    #expect(decoded.results[0].counters == nil)
    let withCounts = try JSONDecoder().decode(
      BenchmarkRun.self, from: JSONEncoder().encode(counted(3)))
    #expect(withCounts.results[0].counters == ["samplesPerPixel": 3])
  }

  @Test func theRunnerAsksForCountersOnceAfterTheWarmUp() {
    let asked = Counter()
    var benchmark = Benchmark(name: "b", suite: "s", unit: .items, itemsPerIteration: 1) {}
    benchmark.counters = {
      asked.increment()
      return ["samplesPerPixel": 2]
    }
    var settings = BenchmarkSettings()
    settings.minimumSecondsPerRepetition = 0
    var runner = BenchmarkRunner(settings: settings)
    runner.status = nil
    let measured = runner.measure(benchmark)
    #expect(measured.counters == ["samplesPerPixel": 2])
    #expect(asked.value == 1)
  }
}

/// A thread-safe count.
// @unchecked Sendable: `count` is only touched under `lock`.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  func increment() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}
