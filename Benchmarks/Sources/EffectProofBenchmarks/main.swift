import Foundation

// `make bench`: the Metal scanner's throughput and the proof engine's overhead per case.
// Arguments: `scanner [MB]`, `engine [cases]`, or nothing for both. Nothing here asserts a
// time; results print as tables.
let arguments = Array(CommandLine.arguments.dropFirst())
let which = arguments.first ?? "all"
let size = arguments.dropFirst().first.flatMap(Int.init)
if which == "scanner" || which == "all" {
  print(ScannerBenchmark.run(corpusMegabytes: size ?? 64))
  print("")
}
if which == "engine" || which == "all" {
  print(EngineBenchmark.run(cases: max(2, size ?? 1_000_000)))
}
