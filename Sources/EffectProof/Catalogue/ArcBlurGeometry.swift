import EffectMath

/// The wheel's and the ball's arc blur as a certifiable geometry: the displacement of each
/// sample is `arm − offset`, the arms of
/// ``EffectMath/WheelBlur/visitArms(offset:angle:innerRadius:outerRadius:sampleSpacing:maxSamples:passThrough:arm:)``
/// (the code ``EffectMath/WheelBlur/samples(pixel:center:angle:innerRadius:outerRadius:sampleSpacing:maxSamples:)``
/// runs), and 0 where the pixel passes through.
struct ArcBlurGeometry: CertifiableGeometry {
  /// The wheel's centre in the layer, in points.
  let center: SIMD2<Double>
  /// The hub's radius: nearer pixels pass through.
  let innerRadius: Double
  /// The blurred ring's radius: farther pixels pass through.
  let outerRadius: Double

  /// Parameters: `[angle]` in radians.
  func visitDisplacements<S: EffectScalar>(
    parameters: [S], pixel: EffectPoint<S>, _ visit: (EffectPoint<S>) -> Void
  ) {
    let offset = pixel - EffectPoint(S(center.x), S(center.y))
    WheelBlur.visitArms(
      offset: offset, angle: parameters[0], innerRadius: S(innerRadius),
      outerRadius: S(outerRadius), passThrough: { visit(EffectPoint(S(0), S(0))) },
      arm: { arm in visit(arm - offset) })
  }
}
