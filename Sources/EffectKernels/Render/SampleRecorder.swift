/// A `LayerSampling` wrapper that records every position a kernel samples, measured from the
/// pixel being shaded, so a kernel's reads can be held against its `maxSampleOffset` promise.
///
/// Set `pixel` to the shaded position before each kernel call; `sample(_:)` then records
/// `|sample − pixel|` per axis and forwards to `base`.
public struct SampleRecorder<Base: LayerSampling>: LayerSampling {
  /// The sampler that produces the colours.
  public var base: Base
  /// The position (points) of the pixel being shaded.
  public var pixel: SIMD2<Float>
  /// How many samples were taken.
  public private(set) var sampleCount = 0
  /// Samples whose position had a NaN or infinite coordinate (never counted in the offsets).
  public private(set) var nonFiniteCount = 0
  /// The largest `|sample − pixel|` seen on each axis (points), from finite samples.
  public private(set) var largestOffset = SIMD2<Float>(0, 0)
  /// The pixel and sample positions where each axis's largest offset was seen.
  public private(set) var worstCase: (x: SampleOffsetWitness?, y: SampleOffsetWitness?) = (
    nil, nil
  )

  /// A recorder around `base`, starting at `pixel` (the origin by default).
  public init(base: Base, pixel: SIMD2<Float> = .zero) {
    self.base = base
    self.pixel = pixel
  }

  /// Records the sample's offset from `pixel`, then samples `base`.
  public mutating func sample(_ position: SIMD2<Float>) -> PremultipliedColor {
    sampleCount += 1
    let offset = absoluteDifference(position, pixel)
    if !(offset.x.isFinite && offset.y.isFinite) {
      nonFiniteCount += 1
    } else {
      if offset.x > largestOffset.x || worstCase.x == nil {
        if offset.x >= largestOffset.x {
          largestOffset.x = offset.x
          worstCase.x = SampleOffsetWitness(pixel: pixel, sample: position)
        }
      }
      if offset.y > largestOffset.y || worstCase.y == nil {
        if offset.y >= largestOffset.y {
          largestOffset.y = offset.y
          worstCase.y = SampleOffsetWitness(pixel: pixel, sample: position)
        }
      }
    }
    return base.sample(position)
  }
}

/// One sample a kernel took: the pixel being shaded and the position it read (points).
public struct SampleOffsetWitness: Sendable, Hashable {
  /// The shaded pixel's position.
  public var pixel: SIMD2<Float>
  /// The sampled position.
  public var sample: SIMD2<Float>
  /// `|sample − pixel|` per axis.
  public var offset: SIMD2<Float> { absoluteDifference(sample, pixel) }
}

/// `|a − b|` per component (NaN stays NaN).
@inline(__always) func absoluteDifference(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> SIMD2<Float> {
  let d = a - b
  return SIMD2(Swift.abs(d.x), Swift.abs(d.y))
}
