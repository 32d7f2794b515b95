import Dispatch

/// Runs a kernel port over every pixel of an image, in parallel across rows.
///
/// Geometry: the image is `width × height` pixels at `scale` pixels per point, so pixel (x, y)
/// is shaded at the position `((x + ½) / scale, (y + ½) / scale)` points, its centre, as
/// SwiftUI does. A layer is sampled through `LayerSampler` with the map points → texels
/// (`AffineMap2D.scale(scale)`), clamped to the whole image.
///
/// Parallelism: `jobs` workers (`DispatchQueue.concurrentPerform`) take rows in turn
/// (worker j shades rows j, j + jobs, …); each row is written by exactly one worker, so the
/// result does not depend on `jobs`. Values below 1 mean 1; more jobs than rows are capped.
///
/// Edge cases: a zero-size image gives a zero-size image; a `scale` that is not positive or
/// whose `Float` is not a normal number (NaN, ±∞, 0, negative, subnormal, or beyond
/// `Float.greatestFiniteMagnitude`, where the `float2` positions would become 0 or ∞) is taken
/// as 1. Nothing traps; a kernel that produces NaN produces NaN pixels.
public enum KernelRenderer {
  /// Applies a `colorEffect` port: each output pixel is `kernel.color(at:color:)` of the input
  /// pixel at the same place.
  @inlinable
  public static func render<Kernel: ColorEffectKernel>(
    _ kernel: Kernel, over image: RasterImage, scale: Double = 1, jobs: Int = 1
  ) -> RasterImage {
    let s = Float(validScale(scale))
    return renderRows(width: image.width, height: image.height, jobs: jobs, state: ()) {
      _, x, y in
      let position = SIMD2<Float>(Float(x) + 0.5, Float(y) + 0.5) / s
      return kernel.color(at: position, color: image.pixels[y &* image.width &+ x])
    }
  }

  /// Applies a `distortionEffect` port: each output pixel samples `image` at the source
  /// position the kernel returns.
  @inlinable
  public static func render<Kernel: DistortionEffectKernel>(
    _ kernel: Kernel, over image: RasterImage, scale: Double = 1, jobs: Int = 1
  ) -> RasterImage {
    let s = validScale(scale)
    let layer = LayerSampler(image: image, map: .scale(SIMD2(s, s)))
    let fs = Float(s)
    return renderRows(width: image.width, height: image.height, jobs: jobs, state: ()) {
      _, x, y in
      let position = SIMD2<Float>(Float(x) + 0.5, Float(y) + 0.5) / fs
      return layer.sample(kernel.sourcePosition(at: position))
    }
  }

  /// Applies a `layerEffect` port: each output pixel is `kernel.color(at:layer:)` with the
  /// layer reading `image`.
  @inlinable
  public static func render<Kernel: LayerEffectKernel>(
    _ kernel: Kernel, over image: RasterImage, scale: Double = 1, jobs: Int = 1
  ) -> RasterImage {
    let s = validScale(scale)
    let layer = LayerSampler(image: image, map: .scale(SIMD2(s, s)))
    let fs = Float(s)
    // Each worker samples through its own copy of the layer (the kernel takes it `inout`),
    // made once per worker rather than once per pixel.
    return renderRows(width: image.width, height: image.height, jobs: jobs, state: layer) {
      reader, x, y in
      let position = SIMD2<Float>(Float(x) + 0.5, Float(y) + 0.5) / fs
      return kernel.color(at: position, layer: &reader)
    }
  }

  /// The position (points) at which pixel (x, y) is shaded: its centre divided by `scale`.
  public static func position(x: Int, y: Int, scale: Double = 1) -> SIMD2<Float> {
    SIMD2<Float>(Float(x) + 0.5, Float(y) + 0.5) / Float(validScale(scale))
  }

  // MARK: - Rows in parallel

  /// `scale` if it is positive and a normal `Float`, else 1.
  @usableFromInline
  static func validScale(_ scale: Double) -> Double {
    scale > 0 && Float(scale).isNormal ? scale : 1
  }

  /// Fills a width × height image with `shade(&state, x, y)`, rows split across `jobs`
  /// workers; each worker starts from its own copy of `state`.
  @inlinable
  static func renderRows<State: Sendable>(
    width: Int, height: Int, jobs: Int, state: State,
    shade: @Sendable (inout State, Int, Int) -> PremultipliedColor
  ) -> RasterImage {
    let w = max(0, width)
    let h = max(0, height)
    let (count, overflow) = w.multipliedReportingOverflow(by: h)
    guard !overflow, count > 0 else { return RasterImage(width: 0, height: 0) }
    let workers = min(max(1, jobs), h)
    let pixels = [PremultipliedColor](unsafeUninitializedCapacity: count) { buffer, done in
      guard let base = buffer.baseAddress else {
        done = 0
        return
      }
      let rows = RowBuffer(base: base)
      if workers == 1 {
        var own = state
        fillRows(rows, worker: 0, workers: 1, width: w, height: h, state: &own, shade: shade)
      } else {
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
          var own = state
          fillRows(
            rows, worker: worker, workers: workers, width: w, height: h, state: &own,
            shade: shade)
        }
      }
      done = count
    }
    return RasterImage(width: w, height: h, pixels: pixels) ?? RasterImage(width: 0, height: 0)
  }
}

extension KernelRenderer {
  /// Initialises rows worker, worker + workers, … of `rows`.
  @inlinable @inline(__always)
  static func fillRows<State>(
    _ rows: RowBuffer, worker: Int, workers: Int, width: Int, height: Int,
    state: inout State, shade: (inout State, Int, Int) -> PremultipliedColor
  ) {
    var y = worker
    while y < height {
      let row = rows.base + y * width
      for x in 0..<width { (row + x).initialize(to: shade(&state, x, y)) }
      y += workers
    }
  }
}

/// The output buffer shared by the row workers.
// @unchecked Sendable: each worker initialises a disjoint set of whole rows, and the buffer
// outlives the concurrentPerform call that uses it.
@usableFromInline
struct RowBuffer: @unchecked Sendable {
  @usableFromInline let base: UnsafeMutablePointer<PremultipliedColor>

  @inlinable init(base: UnsafeMutablePointer<PremultipliedColor>) { self.base = base }
}
