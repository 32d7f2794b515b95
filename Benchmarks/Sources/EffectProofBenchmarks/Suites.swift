import BenchmarkHarness
import EffectKernels
import EffectProof
import Foundation
import ProofEngine
import ShaderRegistry

/// The suites `make bench` runs, as harness benchmarks, and the ratios reported after them.
enum Suites {
  /// The logical cores the "all cores" benchmarks use.
  static let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)

  /// Every benchmark, in run order.
  static var all: [Benchmark] {
    RegisteredBenchmarks.all + kernels + cReference + GSLSuite.benchmarks + engine + scanner
      + catalogue + GenericPathSuite.benchmarks + GateSuite.benchmarks + BareLoopSuite.benchmarks
      + CertifySuite.benchmarks
  }

  /// The headline ratios: Swift ÷ C per kernel and for GSL, 1 job ÷ all cores per kernel and
  /// for the catalogue, and the engine ÷ a hand-written loop.
  static var ratios: [BenchmarkRatio] {
    let pairs = KernelReferencePairs.all().map { pair in
      BenchmarkRatio(
        label: "\(pair.name): Swift ÷ C", numerator: "creference/\(pair.name).swift",
        denominator: "creference/\(pair.name).c")
    }
    let scaling = KernelBenchmark.cases(over: RasterImage(width: 1, height: 1)).map { kernel in
      BenchmarkRatio(
        label: "\(kernel.name): 1 job ÷ \(cores) jobs",
        numerator: "kernels/\(kernel.name) [1 job]",
        denominator: "kernels/\(kernel.name) [\(cores) jobs]")
    }
    return pairs + [
      BenchmarkRatio(
        label: "GSL QAGS: Swift closure ÷ C", numerator: "gsl/qags.swift", denominator: "gsl/qags.c"
      ),
      BenchmarkRatio(
        label: "engine grid ÷ hand loop", numerator: "engine/grid [1 job]",
        denominator: "engine/hand loop, grid"),
      BenchmarkRatio(
        label: "engine random ÷ hand loop", numerator: "engine/random [1 job]",
        denominator: "engine/hand loop, taus2"),
    ] + scaling
      + ["default", "high"].map { density in
        BenchmarkRatio(
          label: "catalogue \(density): 1 job ÷ \(cores) jobs",
          numerator: "catalogue/\(density) [1 job]",
          denominator: "catalogue/\(density) [\(cores) jobs]")
      } + GenericPathSuite.ratios + GateSuite.ratios + BareLoopSuite.ratios + CertifySuite.ratios
  }

  // MARK: - Kernels

  /// Every kernel port over 1170 × 2532 pixels at 1 job and at all cores.
  static var kernels: [Benchmark] {
    let pixels = Double(KernelBenchmark.width * KernelBenchmark.height)
    return KernelBenchmark.cases(over: KernelInputs.image).flatMap { kernel in
      Set([1, cores]).sorted().map { jobs in
        Benchmark(
          name: "\(kernel.name) [\(jobs) job\(jobs == 1 ? "" : "s")]", suite: "kernels",
          unit: .pixels, itemsPerIteration: pixels
        ) { BlackHole.consume(kernel.render(jobs)) }
      }
    }
  }

  /// The five ports with C references, Swift and C side by side on 1 job.
  static var cReference: [Benchmark] {
    KernelReferencePairs.all().flatMap { pair in
      [
        Benchmark(
          name: "\(pair.name).swift", suite: "creference", unit: .pixels,
          itemsPerIteration: Double(pair.pixels)
        ) { BlackHole.consume(pair.swift()) },
        Benchmark(
          name: "\(pair.name).c", suite: "creference", unit: .pixels,
          itemsPerIteration: Double(pair.pixels)
        ) { BlackHole.consume(pair.c()) },
      ]
    }
  }

  // MARK: - Engine

  /// Cases per engine iteration.
  static let engineCases = 100_000

  /// The proof engine on a trivial property (x·x ≥ 0) against the same work written by hand.
  static var engine: [Benchmark] {
    let n = engineCases
    let domain = IntervalDomain(-1.0...1.0, grid: .points(n))
    let property: @Sendable (Double) -> PropertyOutcome = { x in .expect(x * x, atLeast: 0) }
    let grid = PropertyProof(
      id: "bench.grid", fact: "x·x ≥ 0", domain: domain, strategy: .grid, property: property)
    let random = PropertyProof(
      id: "bench.random", fact: "x·x ≥ 0", domain: domain, strategy: .random(count: n),
      property: property)
    var benchmarks = [
      Benchmark(
        name: "hand loop, grid", suite: "engine", unit: .cases, itemsPerIteration: Double(n)
      ) {
        var worst = -Double.infinity
        for index in 0..<n {
          let x = -1 + 2 * Double(index) / Double(n - 1)
          worst = max(worst, -(x * x))
        }
        BlackHole.consume(worst)
      },
      Benchmark(
        name: "hand loop, taus2", suite: "engine", unit: .cases, itemsPerIteration: Double(n)
      ) {
        let draws = CaseRandom()
        var worst = -Double.infinity
        for index in 0..<n {
          draws.start(seed: .standard, proof: "bench", index: index)
          let x = -1 + 2 * draws.uniform()
          worst = max(worst, -(x * x))
        }
        BlackHole.consume(worst)
      },
    ]
    for jobs in Set([1, cores]).sorted() {
      let label = "[\(jobs) job\(jobs == 1 ? "" : "s")]"
      benchmarks.append(
        Benchmark(
          name: "grid \(label)", suite: "engine", unit: .cases, itemsPerIteration: Double(n)
        ) {
          BlackHole.consume(grid.run(RunSettings(jobs: jobs)).worst?.margin)
        })
      benchmarks.append(
        Benchmark(
          name: "random \(label)", suite: "engine", unit: .cases, itemsPerIteration: Double(n)
        ) {
          BlackHole.consume(random.run(RunSettings(jobs: jobs)).worst?.margin)
        })
    }
    return benchmarks
  }

  // MARK: - Scanner

  /// The generated Metal corpus: 16 MB.
  static let scannerMegabytes = 16

  /// The Metal scanner over a generated corpus, in bytes per second.
  static var scanner: [Benchmark] {
    [
      Benchmark(
        name: "MetalSourceScanner \(scannerMegabytes) MB", suite: "scanner", unit: .bytes,
        countingItems: { Double(ScannerInput.corpus.bytes.count) }
      ) {
        let scanner = MetalSourceScanner(maximumFileBytes: Int.max)
        BlackHole.consume(
          scanner.scan(bytes: ScannerInput.corpus.bytes, file: "corpus.metal").functions.count)
      }
    ]
  }

  // MARK: - Catalogue

  /// The full catalogue (TableReady defaults, no shader files) at default and high density, at
  /// 1 job and at all cores, in cases per second.
  static var catalogue: [Benchmark] {
    [ProofDensity.default, .high].flatMap { density in
      Set([1, cores]).sorted().map { jobs in
        Benchmark(
          name: "\(density.rawValue) [\(jobs) job\(jobs == 1 ? "" : "s")]", suite: "catalogue",
          unit: .cases, countingItems: { Double(CatalogueInput.cases(density)) }
        ) {
          let settings = RunSettings(density: density, jobs: jobs)
          BlackHole.consume(CatalogueInput.proofs.map { $0.run(settings).cases }.reduce(0, +))
        }
      }
    }
  }
}

/// The kernels' shared input image, built on first use.
enum KernelInputs {
  static let image = KernelBenchmark.inputImage()
}

/// The scanner's corpus, built on first use.
enum ScannerInput {
  static let corpus = ScannerBenchmark.corpus(bytes: Suites.scannerMegabytes << 20)
}

/// The catalogue's proofs and their case counts per density, counted once.
enum CatalogueInput {
  /// Every effect's proofs but the differential ones (`*MatchesMetal`), which need shader
  /// files and time a child process rather than the engine.
  static let proofs = ProofCatalogue.proofs(for: .everyEffect()).filter {
    !$0.id.hasSuffix("MatchesMetal")
  }
  static let defaultCases = proofs.map { $0.run(RunSettings(density: .default, jobs: 2)).cases }
    .reduce(0, +)
  static let highCases = proofs.map { $0.run(RunSettings(density: .high, jobs: 2)).cases }
    .reduce(0, +)

  /// The cases one catalogue run checks at `density`.
  static func cases(_ density: ProofDensity) -> Int {
    density == .high ? highCases : defaultCases
  }
}
