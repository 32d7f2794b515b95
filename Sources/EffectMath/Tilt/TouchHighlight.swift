// The tilt card's moving highlight: where it sits, whether it shows, how far it reaches.

/// The tilt card's highlight: a radial gradient from white at 35 % opacity at `center` to
/// clear at `endRadiusPoints`, blended with plus-lighter.
///
/// Built by ``TouchTilt/highlight(focus:size:)``. Reduce Motion does not change it: the
/// highlight follows the finger while the card stays flat.
public struct TouchHighlight: Sendable, Hashable {
  /// The gradient's centre as a unit point counted from the leading edge, in [0, 1]².
  public var center: SIMD2<Double>
  /// 1 while there is a focus, 0 when there is none.
  public var opacity: Double
  /// The gradient's end radius in points: `max(width, height) · 0.8`.
  public var endRadiusPoints: Double

  /// A highlight with the given parts, stored as given.
  public init(center: SIMD2<Double>, opacity: Double, endRadiusPoints: Double) {
    self.center = center
    self.opacity = opacity
    self.endRadiusPoints = endRadiusPoints
  }
}
