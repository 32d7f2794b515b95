/// What a run gave: the output image, the pixels whose result was not finite, every sample's
/// audit and the time.
public struct MetalRunResult: Hashable, Sendable {
  /// The function run.
  public var function: String
  /// The usage it ran as.
  public var usage: ShaderUsage
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
  /// The colour checks, when the request asked for them (``MetalRunRequest/checksColours``).
  public var colours: MetalColourChecks?
  /// The pixel count (also when the request did not ask for the image back).
  public var pixels: Int
  /// What the function printed during the run, capped (``MetalChildLimits/outputBytes``); a
  /// cut output is a finding (``MetalChildOutput/finding``).
  public var output = MetalChildOutput()
  /// Millions of pixels per second.
  public var megapixelsPerSecond: Double {
    seconds > 0 ? Double(pixels) / seconds / 1e6 : 0
  }

  /// Creates a result.
  public init(
    function: String, usage: ShaderUsage, image: MetalRunImage, nonFinite: Int,
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
    self.pixels = image.width * image.height
  }
}

/// What the colour checks saw over every pixel of a run (``MetalRunRequest/checksColours``):
/// results that are not valid premultiplied colour, and the largest changes from the input.
///
/// ```
/// valid   = −t ≤ r, g, b ≤ a + t  and  −t ≤ a ≤ 1 + t,   t = 2⁻¹⁰ (one half ulp at 1, a
///           quarter of an 8-bit code value), over finite results
/// change  = result − input, per channel, input = the layer's texel at the pixel rounded to half
///           (a colour effect's colour; a layer effect's and a distortion's own texel); a shape
///           style has no input, so only validity is checked
/// ```
public struct MetalColourChecks: Hashable, Sendable {
  /// The half-precision tolerance of the validity check: 2⁻¹⁰.
  public static let tolerance: Float = 0x1p-10
  /// Finite results checked.
  public var checked: Int
  /// Results that are not valid premultiplied colour.
  public var invalid: Int
  /// The first such pixel (row by row), in pixels.
  public var firstInvalid: SIMD2<Int>?
  /// Its colour.
  public var invalidColour: SIMD4<Float>?
  /// The largest `|result − input|` over the four channels; nil without an input.
  public var maximumChange: Float?
  /// Where it is, in pixels.
  public var maximumChangeAt: SIMD2<Int>?
  /// The smallest `result − input` over red, green and blue (negative: a pixel got darker).
  public var darkest: Float?
  /// Where it is, in pixels.
  public var darkestAt: SIMD2<Int>?
  /// The largest `|result.a − input.a|`.
  public var maximumAlphaChange: Float?
  /// Where it is, in pixels.
  public var maximumAlphaChangeAt: SIMD2<Int>?
  /// How far the worst finite result is past valid premultiplied colour, with no tolerance:
  /// the largest of −r, −g, −b, r − a, g − a, b − a, −a and a − 1; nil when every result is
  /// valid. It grades an invalid colour: past half an 8-bit code value it shows on screen.
  public var largestExcess: Float?
  /// Its first pixel (row by row), in pixels.
  public var largestExcessAt: SIMD2<Int>?
  /// Its colour.
  public var largestExcessColour: SIMD4<Float>?

  /// Creates a record of the checks.
  public init(
    checked: Int, invalid: Int, firstInvalid: SIMD2<Int>?, invalidColour: SIMD4<Float>?,
    maximumChange: Float?, maximumChangeAt: SIMD2<Int>?, darkest: Float?,
    darkestAt: SIMD2<Int>?, maximumAlphaChange: Float?, maximumAlphaChangeAt: SIMD2<Int>?
  ) {
    self.checked = checked
    self.invalid = invalid
    self.firstInvalid = firstInvalid
    self.invalidColour = invalidColour
    self.maximumChange = maximumChange
    self.maximumChangeAt = maximumChangeAt
    self.darkest = darkest
    self.darkestAt = darkestAt
    self.maximumAlphaChange = maximumAlphaChange
    self.maximumAlphaChangeAt = maximumAlphaChangeAt
  }
}

/// One sample per axis (`x`, `y`), each a real sample kept for that axis.
public struct MetalAxisSamples: Hashable, Sendable {
  /// The sample kept for the width axis.
  public var x: MetalSample?
  /// The sample kept for the height axis.
  public var y: MetalSample?

  /// Both axes, or neither.
  public init(x: MetalSample? = nil, y: MetalSample? = nil) {
    self.x = x
    self.y = y
  }

  /// Lane 0 is `x`, 1 is `y`.
  public subscript(lane: Int) -> MetalSample? { lane == 0 ? x : y }
}

/// One real sample: its offset on one axis from its pixel, the pixel's centre and the sample,
/// in points.
public struct MetalSample: Hashable, Sendable {
  /// The offset on the axis it was kept for, in points (for ``MetalSampleAudit/beyondAllowance``
  /// the offset less the rounding allowance).
  public var offset: Float
  /// The sampling pixel's centre, in points.
  public var pixel: SIMD2<Float>
  /// The sample's position, in points.
  public var sample: SIMD2<Float>

  /// Creates a sample record.
  public init(offset: Float, pixel: SIMD2<Float>, sample: SIMD2<Float>) {
    self.offset = offset
    self.pixel = pixel
    self.sample = sample
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
  /// Per axis, the real sample farthest from its pixel on that axis: `maxOffset` is its offset.
  /// Nil on an axis without a finite sample.
  public var farthest = MetalAxisSamples()
  /// Per axis, the sample farthest past the float-rounding allowance: its ``MetalSample/offset``
  /// is `|sample − pixel| − 4 ulps of max(|sample|, |pixel|, 1)` on that axis. A promise `p`
  /// holds on the axis when this is at most `p` (docs/shader-proofs.md, "Rounding").
  public var beyondAllowance = MetalAxisSamples()

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

extension MetalSampleAudit {
  /// The axes (0 = x, 1 = y) on which a sample lies farther from its pixel than `promise`
  /// allows, past the float-rounding allowance (``beyondAllowance``), each with that real
  /// sample: empty when the promise holds. A NaN or negative promise is exceeded by any sample.
  public func axes(past promise: SIMD2<Double>) -> [(axis: Int, sample: MetalSample)] {
    (0..<2).compactMap { lane in
      guard let sample = beyondAllowance[lane], !(Double(sample.offset) <= promise[lane]) else {
        return nil
      }
      return (lane, sample)
    }
  }
}
