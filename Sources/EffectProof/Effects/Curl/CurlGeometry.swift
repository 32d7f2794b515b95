import EffectMath
import PromiseCertificate
import ProofEngine

/// The curl's bend as a certifiable geometry: the displacement of row `y` at `peel` is
/// `CardCurl.bend(y:peel:height:).sourceY − y` on y and 0 on x (the bend moves rows only), the
/// very function ``EffectMath/CardCurl/hit(y:)`` returns as `sourceY`.
struct CurlGeometry: CertifiableGeometry {
  /// The card's height in points, sanitised as ``EffectMath/CardCurl`` does.
  let height: Double

  /// The geometry of a card `height` points tall (bad heights as ``EffectMath/CardCurl`` takes
  /// them: 0).
  init(height: Double) {
    self.height = CardCurl(height: height, peel: 0).height
  }

  /// The row only: the bend moves rows by their y.
  var readsPixel: (x: Bool, y: Bool) { (false, true) }

  /// Parameters: `[peel]`.
  func visitDisplacements<S: EffectScalar>(
    parameters: [S], pixel: EffectPoint<S>, _ visit: (EffectPoint<S>) -> Void
  ) {
    let bend = CardCurl.bend(y: pixel.y, peel: parameters[0], height: height)
    visit(EffectPoint(S(0), bend.sourceY - pixel.y))
  }
}
