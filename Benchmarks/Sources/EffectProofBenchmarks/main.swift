import BenchmarkAllocationCounter
import BenchmarkHarness
import Foundation

// Legacy: the Metal scanner's throughput, the proof engine's overhead per case, and
// timing curves and springs against a C reference.
// Arguments: `scanner [MB]`, `swift [MB]`, `engine [cases]`, `timing [evaluations]`, `catalogue [prefix…]`,
// `kernels [name-substring] [repetitions]` (repetitions also from KERNEL_BENCH_REPS, default 5),
// `compiled [name-substring] [repetitions]` (the fixture .metal compiled beside port and C),
// or nothing for all. Nothing here asserts a
// time; results print as tables.

// `make bench`: the harness (see docs/benchmarks.md and `EffectProofBenchmarks --help`).
// `EffectProofBenchmarks legacy …` runs the older ad-hoc tables (kept for their extra
// columns, such as the naive line scan); the suites themselves are `Benchmark`s in Suites.swift.
let commandLine = Array(CommandLine.arguments.dropFirst())
if commandLine.first != "legacy" {
  // Pre-flight: the C references must compute what the Swift code computes, or a ratio means
  // nothing. Checked on a small image and one integral before anything is timed.
  let measuring = !commandLine.contains { ["--list", "--help", "-h"].contains($0) }
  if measuring {
    let problems =
      KernelReferencePairs.mismatches(width: 96, height: 64)
      + [GSLSuite.agreement(), GenericPathSuite.mismatch()].compactMap { $0 }
    if !problems.isEmpty {
      FileHandle.standardError.write(
        Data(("error: Swift and C disagree:\n" + problems.joined(separator: "\n") + "\n").utf8))
      exit(1)
    }
  }
  let harness = BenchmarkMain(
    benchmarks: Suites.all, gslVersion: GSLVersion.current,
    allocationCounter: { benchmark_allocation_count() }, ratios: Suites.ratios)
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
if which == "swift" || which == "all" {
  print(SwiftReaderBenchmark.run(megabytes: size ?? 8))
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
if which == "compiled" {
  // Compiled fixture shaders vs Swift ports vs C: `compiled [name-substring] [repetitions]`.
  let rest = Array(arguments.dropFirst())
  print(
    CompiledShaderBenchmark.run(
      filter: rest.first { Int($0) == nil } ?? "",
      repetitions: rest.lazy.compactMap { Int($0) }.first ?? 5))
}
if which == "creference" {
  // Swift kernel ports vs their C references: `creference [name-substring] [repetitions]`.
  let rest = Array(arguments.dropFirst())
  print(
    KernelReferencePairs.runTable(
      filter: rest.first { Int($0) == nil } ?? "",
      repetitions: rest.lazy.compactMap { Int($0) }.first ?? 9))
}
