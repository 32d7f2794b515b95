import BenchmarkHarness
import EffectKernels
import EffectProof
import Foundation
import MetalCPU

/// Every fixture shader compiled for the CPU (`MetalCPU`), at 1 and 2 jobs, beside its Swift
/// port and (for five of them) its C reference, in one run over KernelBenchmark's 1170 × 2532
/// image and arguments (`ShaderPort` gives the compiled side the port's values as SwiftUI's
/// arguments).
///
/// The port and the C reference are timed in process around their render call; the compiled
/// shader by the child's own clock around its pixel loop (`MetalRunResult.seconds`), which
/// leaves out starting the process and moving the 47 MB image through files: the table is about
/// pixel throughput. Each is the median of `repetitions` runs, the sides taking turns. The
/// compiled and the port's images are compared (largest channel difference in 8-bit code
/// values), so a ratio between different computations would show.
enum CompiledShaderBenchmark {
  /// The fixture sources, relative to the repository root (where `make bench` runs).
  static let sources = ["Fixtures/TableReady/Shaders", "Fixtures/Holographic/Shaders"]

  static func run(filter: String, repetitions: Int) -> String {
    let reps = max(3, repetitions)
    let image = KernelInputs.image
    let layer = MetalRunImage(
      width: image.width, height: image.height,
      texels: image.pixels.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] })
    let megapixels = Double(image.width * image.height) / 1e6
    var lines = [
      "Compiled .metal vs Swift port vs C: \(image.width) × \(image.height) px (scale 1), "
        + "median of \(reps), sides alternating",
      "",
      "| kernel | port Mpix/s | C Mpix/s | compiled Mpix/s 1 job | 2 jobs | compiled ÷ port "
        + "| compiled ÷ C | 2-job speed-up | largest difference |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    let compiler: MetalCompiler
    do throws(MetalCompileError) {
      compiler = try MetalCompiler()
    } catch {
      return lines.joined(separator: "\n") + "\n(cannot compile: \(error))"
    }
    guard let layer else { return "(the input image does not convert)" }
    let files = sources.flatMap { folder in
      ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
        $0.hasSuffix(".metal")
      }.sorted().map { folder + "/" + $0 }
    }
    let compiled = files.compactMap { try? compiler.compile(file: $0) }
    let runner = MetalRunner(compiler: compiler)
    let references = Dictionary(
      KernelReferencePairs.renderers(width: image.width, height: image.height).map {
        ($0.name, $0.c)
      }, uniquingKeysWith: { first, _ in first })
    let clock = ContinuousClock()
    for item in KernelBenchmark.cases(over: image) {
      guard filter.isEmpty || item.name.localizedCaseInsensitiveContains(filter) else { continue }
      guard let port = item.port,
        let source = compiled.first(where: { $0.functions.contains { $0.name == port.function } })
      else {
        let failed = compiled.first { $0.status == .failed }?.diagnostics.first?.description
        lines.append("| \(item.name) | (no compiled function\(failed.map { ": " + $0 } ?? "")) |")
        continue
      }
      let request = { (jobs: Int) in
        MetalRunRequest(
          function: port.function, usage: port.usage, width: Double(image.width),
          height: Double(image.height), arguments: port.arguments, input: layer, jobs: jobs,
          timeLimit: 300)
      }
      var portTimes: [Double] = []
      var cTimes: [Double] = []
      var oneJob: [Double] = []
      var twoJobs: [Double] = []
      var portImage = item.render(1)
      var compiledImage: MetalRunImage?
      do throws(MetalRunError) {
        for _ in 0..<reps {
          portTimes.append(clock.measure { portImage = item.render(1) }.inSeconds)
          if let c = references[item.name] {
            cTimes.append(clock.measure { BlackHole.consume(c()) }.inSeconds)
          }
          let one = try runner.run(compiled: source, request: request(1))
          oneJob.append(one.seconds)
          twoJobs.append(try runner.run(compiled: source, request: request(2)).seconds)
          compiledImage = one.image
        }
      } catch {
        lines.append("| \(item.name) | (the compiled run failed: \(error)) |")
        continue
      }
      let difference = compiledImage.map { Self.largestDifference(portImage, $0) } ?? .nan
      let (p, o, t) = (
        Quantile.median(portTimes), Quantile.median(oneJob), Quantile.median(twoJobs)
      )
      let c = cTimes.isEmpty ? Double.nan : Quantile.median(cTimes)
      lines.append(
        "| \(item.name) "
          + String(
            format: "| %.1f | %@ | %.1f | %.1f | %.2f× | %@ | %.2f× | %.2f |",
            megapixels / p, c.isNaN ? "–" : String(format: "%.1f", megapixels / c),
            megapixels / o, megapixels / t, p / o,
            c.isNaN ? "–" : String(format: "%.2f×", c / o), o / t, difference * 255))
    }
    lines.append("")
    lines.append(
      "compiled ÷ port and ÷ C: how many times faster the compiled shader runs on one core; "
        + "largest difference: code values (of 255) between the compiled and the port's image.")
    return lines.joined(separator: "\n")
  }

  /// The largest channel difference between the port's image and the compiled one (NaN where
  /// the two are not the same size).
  static func largestDifference(_ port: RasterImage, _ compiled: MetalRunImage) -> Double {
    guard port.width == compiled.width, port.height == compiled.height else { return .nan }
    var largest: Float = 0
    for (index, pixel) in port.pixels.enumerated() {
      let p = pixel.simd
      for k in 0..<4 {
        let difference = abs(p[k] - compiled.texels[4 * index + k])
        if difference > largest || difference.isNaN { largest = difference }
      }
    }
    return Double(largest)
  }
}
