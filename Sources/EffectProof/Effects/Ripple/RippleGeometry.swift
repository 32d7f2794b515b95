import EffectMath
import PromiseCertificate
import ProofEngine

/// The ripple as a certifiable geometry: a pixel at `offset` from the origin is displaced by
/// ``EffectMath/RippleStyle/sampleOffset(offset:elapsed:)``, the very function
/// ``EffectMath/RippleStyle/samplePosition(pixel:origin:elapsed:)`` adds to the pixel.
struct RippleGeometry: CertifiableGeometry {
  /// The ripple's style (amplitude, speed, frequency, decay).
  let style: RippleStyle
  /// The ripple's origin in the layer, in points.
  let origin: SIMD2<Double>

  /// Parameters: `[elapsed]` in seconds.
  func visitDisplacements<S: EffectScalar>(
    parameters: [S], pixel: EffectPoint<S>, _ visit: (EffectPoint<S>) -> Void
  ) {
    let offset = EffectPoint(pixel.x - S(origin.x), pixel.y - S(origin.y))
    visit(style.sampleOffset(offset: offset, elapsed: parameters[0]))
  }
}
