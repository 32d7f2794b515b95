import BenchmarkAllocationCounter
import BenchmarkHarness
import Foundation

// Legacy: the Metal scanner's throughput, the proof engine's overhead per case, and
// timing curves and springs against a C reference.
// Arguments: `scanner [MB]`, `engine [cases]`, `timing [evaluations]`, `catalogue [prefix…]`,
// `kernels [name-substring] [repetitions]` (repetitions also from KERNEL_BENCH_REPS, default 5),
// or nothing for all. Nothing here asserts a
// time; results print as tables.

// `make bench`: the harness (see docs/benchmarks.md and `EffectProofBenchmarks --help`).
// `EffectProofBenchmarks legacy …` runs the ad-hoc suites below until each becomes a
// `Benchmark` in RegisteredBenchmarks.swift.
let commandLine = Array(CommandLine.arguments.dropFirst())
if commandLine.first != "legacy" {
  let harness = BenchmarkMain(
    benchmarks: RegisteredBenchmarks.all, gslVersion: GSLVersion.current,
    allocationCounter: { benchmark_allocation_count() })
  exit(harness.run(commandLine))
}

// Legacy arguments (after `legacy`):
let arguments = Array(commandLine.dropFirst())
let which = arguments.first ?? "all"
let size = arguments.dropFirst().first.flatMap(Int.init)
if which == "scanner" || which == "all" {
  print(ScannerBenchmark.run(corpusMegabytes: size ?? 64))
  print("")
}
if which == "engine" || which == "all" {
  print(EngineBenchmark.run(cases: max(2, size ?? 1_000_000)))
}
if which == "timing" || which == "all" {
  print("")
  print(TimingBenchmark.run(evaluations: max(1, size ?? 2_000_000)))
}
if which == "catalogue" || which == "all" {
  print("")
  let prefixes = which == "catalogue" ? Array(arguments.dropFirst()) : []
  print(CatalogueBenchmark.run(prefixes: prefixes.isEmpty ? ["wheel.", "ball."] : prefixes))
}
if which == "kernels" || which == "all" {
  print("")
  let rest = which == "kernels" ? Array(arguments.dropFirst()) : []
  let filter = rest.first { Int($0) == nil } ?? ""
  let repetitions =
    rest.lazy.compactMap { Int($0) }.first
    ?? ProcessInfo.processInfo.environment["KERNEL_BENCH_REPS"].flatMap { Int($0) } ?? 5
  print(KernelBenchmark.run(filter: filter, repetitions: repetitions))
}
