/// Anything a layer-effect or distortion kernel port can sample, like Metal's
/// `SwiftUI::Layer::sample(float2)`.
///
/// The requirement is `mutating` so that an auditing sampler (`SampleRecorder`) can record
/// every position a kernel asks for; `LayerSampler` itself never changes when sampled.
public protocol LayerSampling: Sendable {
  /// The premultiplied colour at a shader position in points.
  mutating func sample(_ position: SIMD2<Float>) -> PremultipliedColor
}

extension LayerSampler: LayerSampling {
  /// The bilinear, edge-clamped sample at a `float2` position, computed as
  /// `sample(SIMD2<Double>(position))` (the widening is exact).
  @inline(__always)
  public func sample(_ position: SIMD2<Float>) -> PremultipliedColor {
    sample(SIMD2<Double>(position))
  }
}
