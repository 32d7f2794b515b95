/// Every position a distortion or layer kernel reads over a whole image, measured from the
/// pixel being shaded: the pixel-level check of a `maxSampleOffset` promise.
///
/// Pixels are visited at their centres, `((x + ½) / scale, (y + ½) / scale)` points, as
/// `KernelRenderer` does. Edge cases: a zero or negative size audits nothing (all counts 0),
/// and so does a size of more than `RasterImage.maximumPixelCount` pixels (or one whose pixel
/// count overflows `Int`), which would otherwise loop for years;
/// a `scale` that is not positive or not a normal `Float` is taken as 1, as in `KernelRenderer`.
public struct SampleAudit: Sendable, Hashable {
  /// Pixels visited.
  public var pixelCount: Int
  /// Samples taken (a distortion takes exactly one per pixel).
  public var sampleCount: Int
  /// Samples at a NaN or infinite position.
  public var nonFiniteCount: Int
  /// The largest `|sample − pixel|` on each axis, in points.
  public var largestOffset: SIMD2<Float>
  /// Where the largest x offset was seen (nil when nothing was sampled).
  public var worstX: SampleOffsetWitness?
  /// Where the largest y offset was seen (nil when nothing was sampled).
  public var worstY: SampleOffsetWitness?

  /// Audits a `layerEffect` port over a `width × height` pixel image at `scale` pixels per
  /// point, reading `layer`. The colours do not move any sample of the bundled kernels, so
  /// a `UniformLayer` is the cheap choice; a `LayerSampler` shows the kernel real content.
  public init<Kernel: LayerEffectKernel, Layer: LayerSampling>(
    _ kernel: Kernel, layer: Layer, width: Int, height: Int, scale: Double = 1
  ) {
    var recorder = SampleRecorder(base: layer)
    let s = KernelRenderer.validScale(scale)
    var pixels = 0
    let (columns, rows) = Self.auditedSize(width: width, height: height)
    for y in 0..<rows {
      for x in 0..<columns {
        recorder.pixel = KernelRenderer.position(x: x, y: y, scale: s)
        _ = kernel.color(at: recorder.pixel, layer: &recorder)
        pixels += 1
      }
    }
    self.init(recorder: recorder, pixels: pixels)
  }

  /// Audits a `distortionEffect` port: the one sample per pixel is the source position it
  /// returns.
  public init<Kernel: DistortionEffectKernel>(
    _ kernel: Kernel, width: Int, height: Int, scale: Double = 1
  ) {
    var recorder = SampleRecorder(base: LayerSampler(image: RasterImage(width: 0, height: 0)))
    let s = KernelRenderer.validScale(scale)
    var pixels = 0
    let (columns, rows) = Self.auditedSize(width: width, height: height)
    for y in 0..<rows {
      for x in 0..<columns {
        recorder.pixel = KernelRenderer.position(x: x, y: y, scale: s)
        _ = recorder.sample(kernel.sourcePosition(at: recorder.pixel))
        pixels += 1
      }
    }
    self.init(recorder: recorder, pixels: pixels)
  }

  /// The size audited: negative sides are 0, and a size of more than
  /// `RasterImage.maximumPixelCount` pixels (or an overflowing one) is 0 × 0.
  static func auditedSize(width: Int, height: Int) -> (Int, Int) {
    let w = max(0, width)
    let h = max(0, height)
    let (count, overflow) = w.multipliedReportingOverflow(by: h)
    return overflow || count > RasterImage.maximumPixelCount ? (0, 0) : (w, h)
  }

  init<Base>(recorder: SampleRecorder<Base>, pixels: Int) {
    pixelCount = pixels
    sampleCount = recorder.sampleCount
    nonFiniteCount = recorder.nonFiniteCount
    largestOffset = recorder.largestOffset
    worstX = recorder.worstCase.x
    worstY = recorder.worstCase.y
  }
}
