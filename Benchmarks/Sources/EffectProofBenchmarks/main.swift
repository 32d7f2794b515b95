import Foundation

// `make bench`: throughput of the Metal scanner on a generated corpus, and its linearity on
// pathological inputs. Results print as a table; nothing here asserts a time.
let arguments = CommandLine.arguments.dropFirst()
let megabytes = arguments.first.flatMap(Int.init) ?? 64
print(ScannerBenchmark.run(corpusMegabytes: megabytes))
