import BenchmarkHarness
import CReference
import EffectKernels
import EffectMath
import Foundation

/// One kernel port and its C reference, each rendering the same full image once on 1 job.
///
/// Both closures render `pixels` pixels and return a checksum (the sum of the output's alpha
/// channel), so that the optimizer cannot drop the work and a caller can see that the two
/// agree.
struct KernelReferencePair: Sendable {
  /// The kernel's name, as in KernelBenchmark's table.
  let name: String
  /// Pixels rendered per call.
  let pixels: Int
  /// Renders the image with the Swift port through `KernelRenderer` (1 job).
  let swift: @Sendable () -> Double
  /// Renders the image with the C reference in Benchmarks/CReference (1 job).
  let c: @Sendable () -> Double
}

/// The Swift kernel ports beside their C references (Benchmarks/CReference: foil.c, felt.c,
/// curl.c, arcblur.c, ripple.c), with KernelBenchmark's image and arguments.
///
/// `runTable()` first checks that each pair gives the same image, channel for channel, on a
/// 96 × 64 image and on the full 1170 × 2532 one (the C follows the Swift operation for
/// operation, half rounding included, so equality is exact), then times them side by side.
enum KernelReferencePairs {
  /// One kernel rendered both ways, returning whole images.
  struct Renderers: Sendable {
    let name: String
    let swift: @Sendable () -> RasterImage
    let c: @Sendable () -> [Float]
  }

  /// KernelBenchmark's input image (a diagonal gradient with a sinusoidal pattern, opaque) at
  /// any size.
  static func inputImage(width: Int, height: Int) -> RasterImage {
    KernelBenchmark.inputImage(width: width, height: height)
  }

  /// Runs `body` with `image`'s pixels as floats and a new output of the same size.
  static func renderC(
    _ image: RasterImage,
    _ body: (UnsafePointer<Float>, UnsafeMutablePointer<Float>, Int32, Int32) -> Void
  ) -> [Float] {
    let count = image.width * image.height * 4
    return [Float](unsafeUninitializedCapacity: count) { out, done in
      image.pixels.withUnsafeBytes { raw in
        let floats = raw.bindMemory(to: Float.self)
        if let src = floats.baseAddress, let dst = out.baseAddress, count > 0 {
          body(src, dst, Int32(image.width), Int32(image.height))
          done = count
        } else {
          done = 0
        }
      }
    }
  }

  /// The five kernels with KernelBenchmark's arguments for a width × height image.
  static func renderers(width: Int, height: Int) -> [Renderers] {
    let image = inputImage(width: width, height: height)
    let rows = Int32(height)
    let kernels = BenchmarkKernels(width: width, height: height)
    let (foil, surface, shade) = (kernels.foil, kernels.felt, kernels.shade)
    let (wheel, ball, ripple) = (kernels.wheel, kernels.ball, kernels.ripple)
    let bounds = surface.bounds
    let (felt, shadow, stock) = (surface.felt, surface.shadow, shade.stock)

    func arc(_ name: String, _ k: WheelArcBlurKernel) -> Renderers {
      Renderers(
        name: name, swift: { KernelRenderer.render(k, over: image, jobs: 1) },
        c: {
          renderC(image) { src, dst, width, height in
            creference_arc_blur(
              k.center.x, k.center.y, k.angle, k.innerRadius, k.outerRadius, k.sampleSpacing,
              k.maxSamples, src, dst, width, height, 0, rows)
          }
        })
    }

    return [
      Renderers(
        name: "HolographicFoil", swift: { KernelRenderer.render(foil, over: image, jobs: 1) },
        c: {
          renderC(image) { src, dst, width, height in
            creference_foil(
              foil.size.x, foil.size.y, foil.tilt.x, foil.tilt.y, foil.intensity, src, dst,
              width, height, 0, rows)
          }
        }),
      Renderers(
        name: "FeltSurface", swift: { KernelRenderer.render(surface, over: image, jobs: 1) },
        c: {
          renderC(image) { src, dst, width, height in
            let b = [bounds.x, bounds.y, bounds.z, bounds.w]
            let f = [felt.red, felt.green, felt.blue, felt.alpha]
            let s = [shadow.red, shadow.green, shadow.blue, shadow.alpha]
            creference_felt(b, f, s, surface.shade, src, dst, width, height, 0, rows)
          }
        }),
      Renderers(
        name: "CardCurlShade", swift: { KernelRenderer.render(shade, over: image, jobs: 1) },
        c: {
          renderC(image) { src, dst, width, height in
            let s = [stock.red, stock.green, stock.blue, stock.alpha]
            creference_curl_shade(
              shade.height, shade.peel, shade.radius, s, src, dst, width, height, 0, rows)
          }
        }),
      arc("WheelArcBlur (wheel)", wheel),
      arc("WheelArcBlur (ball)", ball),
      Renderers(
        name: "Ripple", swift: { KernelRenderer.render(ripple, over: image, jobs: 1) },
        c: {
          renderC(image) { src, dst, width, height in
            creference_ripple(
              ripple.origin.x, ripple.origin.y, ripple.time, ripple.amplitude, ripple.frequency,
              ripple.decay, ripple.speed, src, dst, width, height, 0, rows)
          }
        }),
    ]
  }

  /// The pairs over KernelBenchmark's 1170 × 2532 image, each closure rendering it once on 1
  /// job and returning the alpha sum.
  static func all() -> [KernelReferencePair] {
    let pixels = KernelBenchmark.width * KernelBenchmark.height
    return renderers(width: KernelBenchmark.width, height: KernelBenchmark.height).map { r in
      KernelReferencePair(
        name: r.name, pixels: pixels,
        swift: { r.swift().pixels.reduce(0) { $0 + Double($1.alpha) } },
        c: {
          let out = r.c()
          var sum = 0.0
          for i in stride(from: 3, to: out.count, by: 4) { sum += Double(out[i]) }
          return sum
        })
    }
  }

  /// How the Swift port's image differs from the C reference's: the number of channels that
  /// are not bit-for-bit equal (NaN equals NaN) and the largest absolute difference.
  static func difference(_ swift: RasterImage, _ c: [Float]) -> (count: Int, largest: Float) {
    guard swift.pixels.count * 4 == c.count else { return (c.count, .infinity) }
    var count = 0
    var largest: Float = 0
    for (i, pixel) in swift.pixels.enumerated() {
      let s = pixel.simd
      for k in 0..<4 {
        let a = s[k]
        let b = c[4 * i + k]
        if a.bitPattern != b.bitPattern && !(a.isNaN && b.isNaN) {
          count += 1
          largest = max(largest, abs(a - b))
        }
      }
    }
    return (count, largest)
  }

  /// The pre-flight check: one line per kernel whose Swift and C images differ at
  /// width × height (empty when all agree exactly).
  static func mismatches(width: Int, height: Int) -> [String] {
    renderers(width: width, height: height).compactMap { r in
      let (count, largest) = difference(r.swift(), r.c())
      guard count > 0 else { return nil }
      return "\(r.name) at \(width) × \(height): \(count) channels differ, largest by \(largest)"
    }
  }

  /// Checks every pair (96 × 64 and full size), then times each Swift port against its C
  /// reference on the 1170 × 2532 image, 1 job, alternating Swift and C for `repetitions`
  /// rounds (at least 9) after one warm-up each, and returns a Markdown table of the medians.
  ///
  /// `filter` keeps the kernels whose names contain it (case-insensitive; empty for all).
  static func runTable(filter: String = "", repetitions: Int = 9) -> String {
    let reps = max(9, repetitions)
    var lines: [String] = []
    let small = mismatches(width: 96, height: 64)
    for line in small { lines.append("MISMATCH: " + line) }
    let full = renderers(width: KernelBenchmark.width, height: KernelBenchmark.height).filter {
      filter.isEmpty || $0.name.localizedCaseInsensitiveContains(filter)
    }
    lines += [
      "Swift kernel ports vs C references: \(KernelBenchmark.width) × \(KernelBenchmark.height)"
        + " px, 1 job, Swift and C alternating, median of \(reps) after 1 warm-up",
      "",
      "| kernel | Swift Mpix/s | C Mpix/s | Swift ÷ C time | ms Swift / C | identical |",
      "|---|---:|---:|---:|---:|---|",
    ]
    let megapixels = Double(KernelBenchmark.width * KernelBenchmark.height) / 1e6
    let clock = ContinuousClock()
    var checksum = 0.0
    for r in full {
      let (count, largest) = difference(r.swift(), r.c())
      var swiftTimes: [Double] = []
      var cTimes: [Double] = []
      for _ in 0..<reps {
        var sum = 0.0
        swiftTimes.append(
          clock.measure { sum += r.swift().pixels.reduce(0) { $0 + Double($1.alpha) } }.inSeconds)
        cTimes.append(clock.measure { sum += r.c().reduce(0) { $0 + Double($1) } }.inSeconds)
        checksum += sum
      }
      let (s, c) = (Quantile.median(swiftTimes), Quantile.median(cTimes))
      lines.append(
        "| \(r.name) "
          + String(
            format: "| %.1f | %.1f | %.2f× | %.0f / %.0f | ", megapixels / s, megapixels / c,
            s / c, s * 1e3, c * 1e3)
          + (count == 0 ? "yes |" : "NO: \(count) channels, largest \(largest) |"))
    }
    lines.append("")
    lines.append(String(format: "(checksum %.6e)", checksum))
    if !small.isEmpty {
      lines.append("ERROR: Swift and C references disagree at 96 × 64 (see MISMATCH lines).")
    }
    return lines.joined(separator: "\n")
  }
}
