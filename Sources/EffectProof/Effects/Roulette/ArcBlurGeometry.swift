import EffectMath
import PromiseCertificate
import ProofEngine

/// The wheel's arc blur as a certifiable geometry: for a pixel at `offset = pixel − center`, the
/// displacement of each sample is `arm − offset`, with the arms
/// ``EffectMath/WheelBlur/visitArms(offset:angle:innerRadius:outerRadius:sampleSpacing:maxSamples:passThrough:arm:)``
/// visits, the very code ``EffectMath/WheelBlur/samples(pixel:center:angle:innerRadius:outerRadius:sampleSpacing:maxSamples:)``
/// runs. A pixel that passes through samples itself: displacement 0.
struct ArcBlurGeometry: CertifiableGeometry {
  /// The wheel's centre in the layer, in points.
  let center: SIMD2<Double>
  /// The hub's radius (pixels inside pass through), in points.
  let innerRadius: Double
  /// The ring's outer radius (pixels beyond pass through), in points.
  let outerRadius: Double

  /// Parameters: `[angle]` in radians.
  func visitDisplacements<S: EffectScalar>(
    parameters: [S], pixel: EffectPoint<S>, _ visit: (EffectPoint<S>) -> Void
  ) {
    let offset = EffectPoint(pixel.x - S(center.x), pixel.y - S(center.y))
    WheelBlur.visitArms(
      offset: offset, angle: parameters[0], innerRadius: S(innerRadius),
      outerRadius: S(outerRadius),
      passThrough: { visit(EffectPoint(S(0), S(0))) },
      arm: { arm in visit(EffectPoint(arm.x - offset.x, arm.y - offset.y)) })
  }
}
