/// A CPU port of a `colorEffect` shader: `half4 f(float2 position, half4 color, args…)`.
///
/// A conforming type stores the shader's own arguments (everything after `color`), in the
/// Metal function's order, and computes the same math.
public protocol ColorEffectKernel: Sendable {
  /// The output colour for the pixel at `position` (points) whose current premultiplied colour
  /// is `color`.
  func color(at position: SIMD2<Float>, color: PremultipliedColor) -> PremultipliedColor
}

/// A CPU port of a `distortionEffect` shader: `float2 f(float2 position, args…)`, returning the
/// *source* position the destination pixel takes its colour from.
public protocol DistortionEffectKernel: Sendable {
  /// The source position (points) for the destination pixel at `position` (points).
  func sourcePosition(at position: SIMD2<Float>) -> SIMD2<Float>
}

/// A CPU port of a `layerEffect` shader: `half4 f(float2 position, SwiftUI::Layer layer,
/// args…)`.
///
/// The port samples only through `layer`, so an auditing sampler sees every position it
/// reads.
public protocol LayerEffectKernel: Sendable {
  /// The output colour for the pixel at `position` (points), reading the layer below.
  func color<Layer: LayerSampling>(at position: SIMD2<Float>, layer: inout Layer)
    -> PremultipliedColor
}
