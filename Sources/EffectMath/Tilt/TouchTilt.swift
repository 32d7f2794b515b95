// The tilt card: a touch becomes a unit point, the unit point becomes a lean toward it.

/// The tilt card's lean toward the finger, with a resting point for when nobody touches.
///
/// A touch at `location` (points, from the card's top-left in screen space) in a card of
/// `size` becomes a unit point counted from the leading edge, and the focus (the touch, else
/// the resting point) gives the angles:
///
/// ```
/// u.x = clamp(location.x / size.x, 0, 1), then 1 − u.x in a right-to-left layout
/// u.y = clamp(location.y / size.y, 0, 1)
/// focus = touch ?? resting                          nil: no focus, flat card, no highlight
/// pitch = (0.5 − focus.y) · 2 · maxAngle           +maxAngle at the top, −maxAngle at the bottom
/// yaw   = (focus.x − 0.5) · 2 · maxAngle           −maxAngle leading, +maxAngle trailing
/// ```
///
/// No separate yaw reversal is needed in a right-to-left layout: flipping `u.x` negates the
/// yaw, and `rotation3DEffect`'s mirror negates it again, so the card still leans toward the
/// finger on screen. With Reduce Motion the card stays flat but the highlight
/// (``highlight(focus:size:)``) still follows the finger.
///
/// Seed facts (tilt card): maxAngle 14 degrees, `restingPoint` nil by default (flat), the
/// touch animated with `.spring(duration: 0.4, bounce: 0.3)`, perspective 0.6, a radial
/// highlight centred on the focus with end radius `max(w, h) · 0.8`.
public struct TouchTilt: Sendable, Hashable {
  /// The seed's maximum angle: 14 degrees at an edge.
  public static let defaultMaxAngleDegrees = 14.0
  /// The seed's spring duration in seconds, for `DampedSpring(duration:bounce:)`.
  public static let springDurationSeconds = 0.4
  /// The seed's spring bounce, for `DampedSpring(duration:bounce:)`.
  public static let springBounce = 0.3

  /// Degrees at an edge, as stored: `|maxAngleDegrees|` when finite, 0 otherwise.
  public let maxAngleDegrees: Double

  /// A touch tilt that leans up to `maxAngleDegrees` when the focus is on an edge.
  ///
  /// A negative angle is used by its magnitude (the card always leans toward the finger);
  /// NaN or ±∞ gives 0, a card that never leans.
  public init(maxAngleDegrees: Double = TouchTilt.defaultMaxAngleDegrees) {
    self.maxAngleDegrees = TiltInput.maxAngle(maxAngleDegrees)
  }

  // MARK: - Touch and focus

  /// The unit point of a touch, in [0, 1]² counted from the leading edge.
  ///
  /// Edge cases: `nil` (no touch registered, as in the seed) for a size with a zero,
  /// negative or non-finite component; a NaN coordinate becomes 0.5 (the middle, which leans
  /// nothing on that axis); a coordinate beyond the card, ±∞ included, is clamped to the edge.
  public static func unitPoint(
    location: SIMD2<Double>, size: SIMD2<Double>, direction: WritingDirection
  ) -> SIMD2<Double>? {
    guard TiltInput.isUsable(size: size) else { return nil }
    let x = TiltInput.clamp(location.x / size.x, 0, 1, nan: 0.5)
    let y = TiltInput.clamp(location.y / size.y, 0, 1, nan: 0.5)
    return SIMD2(direction == .rightToLeft ? 1 - x : x, y)
  }

  /// Where the card leans and the highlight sits: the touch if there is one, else the resting
  /// point, else `nil`.
  ///
  /// The chosen point is cleaned like a touch: each coordinate clamped to [0, 1], NaN → 0.5.
  /// So a resting point outside the card can never lean it past `maxAngle`.
  public static func focus(touch: SIMD2<Double>?, resting: SIMD2<Double>?) -> SIMD2<Double>? {
    guard let point = touch ?? resting else { return nil }
    return SIMD2(
      TiltInput.clamp(point.x, 0, 1, nan: 0.5), TiltInput.clamp(point.y, 0, 1, nan: 0.5))
  }

  // MARK: - Angles

  /// The angles for a focus: `pitch = (0.5 − y) · 2 · maxAngle`, `yaw = (x − 0.5) · 2 ·
  /// maxAngle`.
  ///
  /// ``TiltRotation/flat`` when `focus` is nil (nobody touches and there is no resting point)
  /// or `reduceMotion` is set. The focus is cleaned as in ``focus(touch:resting:)``, so both
  /// angles stay within ±maxAngle.
  public func rotation(focus: SIMD2<Double>?, reduceMotion: Bool) -> TiltRotation {
    guard !reduceMotion, let point = Self.focus(touch: focus, resting: nil) else { return .flat }
    return TiltRotation(
      pitchDegrees: (0.5 - point.y) * 2 * maxAngleDegrees,
      yawDegrees: (point.x - 0.5) * 2 * maxAngleDegrees)
  }

  /// The angles for a touch (a unit point from ``unitPoint(location:size:direction:)``) and a
  /// resting point: ``rotation(focus:reduceMotion:)`` of ``focus(touch:resting:)``.
  public func rotation(
    touch: SIMD2<Double>?, resting: SIMD2<Double>?, reduceMotion: Bool
  ) -> TiltRotation {
    rotation(focus: Self.focus(touch: touch, resting: resting), reduceMotion: reduceMotion)
  }

  // MARK: - Highlight

  /// The seed's highlight end radius as a fraction of the card's longer side.
  public static let highlightRadiusFraction = 0.8

  /// The highlight for a focus in a card of `size`; it takes no Reduce Motion flag because
  /// the highlight keeps following the finger when the card stays flat.
  ///
  /// ```
  /// center    = focus ?? (0.5, 0.5)
  /// opacity   = focus == nil ? 0 : 1
  /// endRadius = max(size.x, size.y) · 0.8      points
  /// ```
  ///
  /// The focus is cleaned as in ``focus(touch:resting:)``. A NaN, negative or infinite size
  /// component counts as 0 for the radius.
  public static func highlight(focus: SIMD2<Double>?, size: SIMD2<Double>) -> TouchHighlight {
    let point = Self.focus(touch: focus, resting: nil)
    let width = size.x.isFinite ? max(size.x, 0) : 0
    let height = size.y.isFinite ? max(size.y, 0) : 0
    return TouchHighlight(
      center: point ?? SIMD2(0.5, 0.5), opacity: point == nil ? 0 : 1,
      endRadiusPoints: max(width, height) * highlightRadiusFraction)
  }
}
