/// What a run gave: the output image, the pixels whose result was not finite, every sample's
/// audit and the time.
public struct MetalRunResult: Hashable, Sendable {
  /// The function run.
  public var function: String
  /// The usage it ran as.
  public var usage: MetalUsage
  /// The output, premultiplied, in pixels (half results widened to float).
  public var image: MetalRunImage
  /// Pixels whose result has a NaN or an infinity: the colour, or for a distortion the source
  /// position it returned.
  public var nonFinite: Int
  /// The first such pixel (row by row), in pixels.
  public var firstNonFinite: SIMD2<Int>?
  /// Every sample the function took (a layer effect's `layer.sample`, a distortion's returned
  /// position).
  public var samples: MetalSampleAudit
  /// The time the pixel loop took, in seconds (without starting the child or moving images).
  public var seconds: Double
  /// Worker threads used.
  public var jobs: Int

  /// The pixel count.
  public var pixels: Int { image.width * image.height }
  /// Millions of pixels per second.
  public var megapixelsPerSecond: Double {
    seconds > 0 ? Double(pixels) / seconds / 1e6 : 0
  }

  /// Creates a result.
  public init(
    function: String, usage: MetalUsage, image: MetalRunImage, nonFinite: Int,
    firstNonFinite: SIMD2<Int>?, samples: MetalSampleAudit, seconds: Double, jobs: Int
  ) {
    self.function = function
    self.usage = usage
    self.image = image
    self.nonFinite = nonFinite
    self.firstNonFinite = firstNonFinite
    self.samples = samples
    self.seconds = seconds
    self.jobs = jobs
  }
}

/// Every sample of a run, summarised: positions are in points, offsets are per axis from the
/// sampling pixel's centre.
public struct MetalSampleAudit: Hashable, Sendable {
  /// Samples taken.
  public var count: Int
  /// The largest |sample.x − pixel.x| and |sample.y − pixel.y| over finite samples (each axis on
  /// its own): what `maxSampleOffset` must cover.
  public var maxOffset: SIMD2<Float>
  /// The pixel centre of the sample farthest from its pixel (largest per-axis offset).
  public var worstPixel: SIMD2<Float>?
  /// That sample's position.
  public var worstSample: SIMD2<Float>?
  /// Samples outside the layer's bounds (0…width, 0…height points), non-finite ones included.
  public var outsideLayer: Int
  /// Samples at a NaN or infinite position.
  public var nonFinite: Int

  /// Creates an audit.
  public init(
    count: Int, maxOffset: SIMD2<Float>, worstPixel: SIMD2<Float>?, worstSample: SIMD2<Float>?,
    outsideLayer: Int, nonFinite: Int
  ) {
    self.count = count
    self.maxOffset = maxOffset
    self.worstPixel = worstPixel
    self.worstSample = worstSample
    self.outsideLayer = outsideLayer
    self.nonFinite = nonFinite
  }
}
