// The holographic card's drag-to-tilt: a drag becomes a lean, the lean becomes two angles.

/// The holographic foil card's tilt: a drag across the card leans it toward the finger.
///
/// A drag translation `t` in a card of size `s` (points) gives a lean from −1 to 1 per axis,
/// and the lean gives the angles:
///
/// ```
/// lean  = clamp(t / (s / 2), −1, 1)        per axis: half the card's size leans all the way
/// pitch = −lean.y · maxAngle                 not reversed in a right-to-left layout
/// yaw   =  lean.x · maxAngle                 negated in a right-to-left layout
/// ```
///
/// The yaw is reversed in a right-to-left layout because `rotation3DEffect` mirrors there and
/// a drag translation does not; the pitch turns about a horizontal axis the mirror leaves
/// alone. The lean also drives the foil shader (`HolographicCardFoil`'s `tilt` argument), so
/// with Reduce Motion the lean is zero: the card stays flat and the foil stays still.
///
/// Seed facts (holographic card): maxAngle 16 degrees, the lean animated with
/// `.spring(duration: 0.5, bounce: 0.3)`, perspective 0.6, `tilt(for:in:)` returning zero for
/// a size without area.
public struct DragTilt: Sendable, Hashable {
  /// The seed's maximum angle: 16 degrees at full lean.
  public static let defaultMaxAngleDegrees = 16.0
  /// The seed's spring duration in seconds, for `DampedSpring(duration:bounce:)`.
  public static let springDurationSeconds = 0.5
  /// The seed's spring bounce, for `DampedSpring(duration:bounce:)`.
  public static let springBounce = 0.3

  /// Degrees at full lean, as stored: `|maxAngleDegrees|` when finite, 0 otherwise.
  public let maxAngleDegrees: Double

  /// A drag tilt that leans up to `maxAngleDegrees` at full lean.
  ///
  /// A negative angle is used by its magnitude (the card always leans toward the drag); NaN
  /// or ±∞ gives 0, a card that never leans.
  public init(maxAngleDegrees: Double = DragTilt.defaultMaxAngleDegrees) {
    self.maxAngleDegrees = TiltInput.maxAngle(maxAngleDegrees)
  }

  // MARK: - Lean

  /// The lean for a drag `translation` in a card of `size`, each axis in −1…1.
  ///
  /// ```
  /// lean.x = clamp(translation.x / (size.x / 2), −1, 1)
  /// lean.y = clamp(translation.y / (size.y / 2), −1, 1)
  /// ```
  ///
  /// Edge cases: a size with a zero, negative or non-finite component gives `(0, 0)` on both
  /// axes (the seed's "no area, no tilt"); a NaN translation component gives 0 on that axis;
  /// ±∞ gives ±1.
  public static func lean(translation: SIMD2<Double>, size: SIMD2<Double>) -> SIMD2<Double> {
    guard TiltInput.isUsable(size: size) else { return .zero }
    let x = TiltInput.clamp(translation.x / (size.x / 2), -1, 1, nan: 0)
    let y = TiltInput.clamp(translation.y / (size.y / 2), -1, 1, nan: 0)
    return SIMD2(x, y)
  }

  /// The lean a renderer hands the foil shader: ``lean(translation:size:)``, or `(0, 0)` when
  /// `reduceMotion` is set (the card stays flat and the foil stays still).
  public static func lean(
    translation: SIMD2<Double>, size: SIMD2<Double>, reduceMotion: Bool
  ) -> SIMD2<Double> {
    reduceMotion ? .zero : lean(translation: translation, size: size)
  }

  // MARK: - Angles

  /// The pitch in degrees for a vertical lean: `−lean · maxAngle`, with the minus sign the
  /// seed applies (`.degrees(-tilt.height * maxAngle)` about x).
  ///
  /// The lean is not clamped, since a spring may carry it past ±1 on its way back; NaN is
  /// read as 0 and ±∞ as ±1. A lean so large that the product overflows gives
  /// ∓`Double.greatestFiniteMagnitude` (the result is always finite). Not reversed in a
  /// right-to-left layout.
  public func pitchDegrees(lean: Double) -> Double {
    -TiltInput.saturate(TiltInput.lean(lean) * maxAngleDegrees)
  }

  /// The yaw in degrees for a horizontal lean: `lean · maxAngle`, negated when `direction` is
  /// `.rightToLeft`.
  ///
  /// The lean is not clamped (a spring may overshoot); NaN is read as 0 and ±∞ as ±1. A lean
  /// so large that the product overflows gives ±`Double.greatestFiniteMagnitude` (the result
  /// is always finite).
  public func yawDegrees(lean: Double, direction: WritingDirection) -> Double {
    let turn = TiltInput.saturate(TiltInput.lean(lean) * maxAngleDegrees)
    return direction == .rightToLeft ? -turn : turn
  }

  /// Both angles for a lean: ``pitchDegrees(lean:)`` of `lean.y` and
  /// ``yawDegrees(lean:direction:)`` of `lean.x`; ``TiltRotation/flat`` when `reduceMotion`
  /// is set.
  public func rotation(
    lean: SIMD2<Double>, direction: WritingDirection, reduceMotion: Bool
  ) -> TiltRotation {
    guard !reduceMotion else { return .flat }
    return TiltRotation(
      pitchDegrees: pitchDegrees(lean: lean.y),
      yawDegrees: yawDegrees(lean: lean.x, direction: direction))
  }

  /// Both angles for a drag: ``rotation(lean:direction:reduceMotion:)`` of
  /// ``lean(translation:size:)``. Always finite, within ±maxAngle, flat under Reduce Motion.
  public func rotation(
    translation: SIMD2<Double>, size: SIMD2<Double>, direction: WritingDirection,
    reduceMotion: Bool
  ) -> TiltRotation {
    rotation(
      lean: Self.lean(translation: translation, size: size), direction: direction,
      reduceMotion: reduceMotion)
  }
}
