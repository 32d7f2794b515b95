import BenchmarkHarness
import EffectKernels
import EffectMath
import EffectProof
import Foundation

/// Times every CPU kernel port in EffectKernels through `KernelRenderer.render(_:over:jobs:)`
/// over a 1170 × 2532 pixel image (an iPhone screen at 3×, rendered at scale 1 so positions are
/// pixels), at 1 and 2 jobs.
///
/// Each kernel is warmed up once, then rendered `repetitions` times at each job count, the two
/// counts taking turns so that a change in the machine's load falls on both. The table gives
/// Mpixel/s from the median time (best time in parentheses) and the 2-core speed-up, median
/// 1 job ÷ median 2 jobs. The sum of every output's alpha channel is accumulated and printed so
/// that the optimizer cannot drop the work.
///
/// Arguments are the points of the seed scaled by 3: the wheel centred with pocket radius
/// 0.45 · width (hub 48/132 of it), 0.2 rad, 1.5 pt = 4.5 px spacing, 24 taps at most; the
/// ball about the same centre reaching 150/132 of the pocket radius, no hub, 0.144 rad; the
/// dolly ripple (amplitude 6·3, speed 650·3, 30 rad/s, decay 5 /s) 0.5 s after it started at
/// the centre; the curl at peel 0.6 with height 2532 and radius 0.16 · height; a (30, 12) px
/// motion streak with 16 taps at most; foil tilt (0.4, −0.3) at intensity 1; a green felt;
/// a five on a die whose bounds are the whole image.
enum KernelBenchmark {
  static let width = 1170
  static let height = 2532

  /// One kernel to time: `render(jobs)` renders it over the shared input image; `port` pairs
  /// the same kernel with the Metal function it copies (for the compiled-shader table).
  struct Case: Sendable {
    let name: String
    let kind: String
    let port: ShaderPort?
    let render: @Sendable (Int) -> RasterImage
  }

  /// An opaque, non-uniform input: a diagonal gradient with a sinusoidal pattern on top, so
  /// no kernel sees a constant image. The C-reference checks use the same formula at other
  /// sizes.
  static func inputImage(width: Int = width, height: Int = height) -> RasterImage {
    var pixels: [PremultipliedColor] = []
    pixels.reserveCapacity(width * height)
    let w = Float(width)
    let h = Float(height)
    for y in 0..<height {
      for x in 0..<width {
        let u = Float(x) / w
        let v = Float(y) / h
        let wave = 0.5 + 0.5 * sin(Float(x) * 0.05) * cos(Float(y) * 0.07)
        pixels.append(
          PremultipliedColor(red: 0.1 + 0.8 * u, green: 0.1 + 0.8 * v, blue: wave, alpha: 1))
      }
    }
    return RasterImage(width: width, height: height, pixels: pixels)
      ?? RasterImage(width: width, height: height, fill: .white)
  }

  static func cases(over image: RasterImage) -> [Case] {
    func color<K: ColorEffectKernel>(_ name: String, _ kernel: K, _ port: ShaderPort?) -> Case {
      Case(name: name, kind: "color", port: port) {
        KernelRenderer.render(kernel, over: image, jobs: $0)
      }
    }
    func distortion<K: DistortionEffectKernel>(_ name: String, _ kernel: K, _ port: ShaderPort?)
      -> Case
    {
      Case(name: name, kind: "distortion", port: port) {
        KernelRenderer.render(kernel, over: image, jobs: $0)
      }
    }
    func layer<K: LayerEffectKernel>(_ name: String, _ kernel: K, _ port: ShaderPort?) -> Case {
      Case(name: name, kind: "layer", port: port) {
        KernelRenderer.render(kernel, over: image, jobs: $0)
      }
    }
    let k = BenchmarkKernels(width: width, height: height)
    let (foil, felt, die, flip, bend) = (k.foil, k.felt, k.die, k.flip, k.bend)
    let (shade, shadow, wheel, ball, ripple, blur) = (
      k.shade, k.shadow, k.wheel, k.ball, k.ripple, k.blur
    )

    return [
      color("HolographicFoil", foil, ShaderPort(foil)),
      color("FeltSurface", felt, ShaderPort(felt)),
      color("DieMaterial (five)", die, ShaderPort(die)),
      color("CardFlipShading", flip, ShaderPort(flip)),
      distortion("CardCurlBend", bend, ShaderPort(bend)),
      color("CardCurlShade", shade, ShaderPort(shade)),
      color("CardCurlShadow", shadow, ShaderPort(shadow)),
      layer("WheelArcBlur (wheel)", wheel, ShaderPort(wheel)),
      layer("WheelArcBlur (ball)", ball, ShaderPort(ball)),
      layer("Ripple", ripple, ShaderPort(ripple)),
      layer("LinearMotionBlur", blur, ShaderPort(blur)),
    ]
  }

  /// The sum of the alpha channel, in Double so that three million ones add exactly.
  private static func alphaSum(_ image: RasterImage) -> Double {
    image.pixels.reduce(0) { $0 + Double($1.alpha) }
  }

  /// Renders the kernels whose names contain `filter` (case-insensitive; empty for all),
  /// `repetitions` times at each of 1 and 2 jobs, and returns the Markdown table.
  static func run(filter: String, repetitions: Int) -> String {
    let reps = max(1, repetitions)
    let image = inputImage()
    let megapixels = Double(width * height) / 1e6
    let selected = cases(over: image).filter {
      filter.isEmpty || $0.name.localizedCaseInsensitiveContains(filter)
    }
    var lines = [
      "Kernel throughput: KernelRenderer over \(width) × \(height) px (scale 1), "
        + "median of \(reps) (best in parentheses), 1 warm-up",
      "",
      "| kernel | kind | Mpix/s 1 job | Mpix/s 2 jobs | 2-core speed-up "
        + "| ms 1 job median / min | ms 2 jobs median / min | alpha sum |",
      "|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    guard !selected.isEmpty else {
      return lines.joined(separator: "\n") + "\n(no kernel matches \"\(filter)\")"
    }
    let clock = ContinuousClock()
    var checksum = 0.0
    for item in selected {
      var checks = alphaSum(item.render(2))
      var times: [Int: [Double]] = [1: [], 2: []]
      for _ in 0..<reps {
        for jobs in [1, 2] {
          var output = RasterImage(width: 0, height: 0)
          let elapsed = clock.measure { output = item.render(jobs) }
          times[jobs, default: []].append(elapsed.inSeconds)
          checks += alphaSum(output)
        }
      }
      checksum += checks
      let one = times[1] ?? []
      let two = times[2] ?? []
      let (median1, median2) = (Quantile.median(one), Quantile.median(two))
      let (best1, best2) = (one.min() ?? .nan, two.min() ?? .nan)
      lines.append(
        "| \(item.name) | \(item.kind) "
          + String(
            format: "| %.1f (%.1f) | %.1f (%.1f) | %.2f× | %.0f / %.0f | %.0f / %.0f | %.0f |",
            megapixels / median1, megapixels / best1, megapixels / median2,
            megapixels / best2, median1 / median2, median1 * 1e3, best1 * 1e3,
            median2 * 1e3, best2 * 1e3, checks / Double(2 * reps + 1)))
    }
    lines.append("")
    lines.append(String(format: "(checksum: total alpha %.6e over all renders)", checksum))
    return lines.joined(separator: "\n")
  }
}
