// A card's lean, as the two rotation3DEffect angles a renderer applies.

/// A card's lean as two `rotation3DEffect` angles, in degrees.
///
/// ```
/// rotation3DEffect(.degrees(pitchDegrees), axis: (x: 1, y: 0, z: 0), perspective: 0.6)
/// rotation3DEffect(.degrees(yawDegrees),   axis: (x: 0, y: 1, z: 0), perspective: 0.6)
/// ```
///
/// Every tilt type in this folder (``DragTilt``, ``TouchTilt``, ``LinearDragTilt``,
/// ``GyroscopeTilt``) produces one, and gives ``flat`` under Reduce Motion. Any right-to-left
/// reversal has already been applied: the renderer passes the angles through unchanged.
///
/// The initialiser stores what it is given; the tilt types only ever build finite values.
public struct TiltRotation: Sendable, Hashable {
  /// Degrees about the card's horizontal axis, `(1, 0, 0)`, in `rotation3DEffect`'s sign
  /// convention. Not mirrored in a right-to-left layout.
  public var pitchDegrees: Double
  /// Degrees about the card's vertical axis, `(0, 1, 0)`. Mirrored by `rotation3DEffect` in a
  /// right-to-left layout, which is why the tilt types reverse it there.
  public var yawDegrees: Double

  /// A rotation of `pitchDegrees` about x and `yawDegrees` about y, stored as given.
  public init(pitchDegrees: Double, yawDegrees: Double) {
    self.pitchDegrees = pitchDegrees
    self.yawDegrees = yawDegrees
  }

  /// No lean: both angles 0. What every tilt type gives under Reduce Motion.
  public static let flat = TiltRotation(pitchDegrees: 0, yawDegrees: 0)
}
