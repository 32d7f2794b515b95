// One reading of the device's attitude, as the trading card uses it.

/// A device attitude reading: roll and pitch, in degrees.
///
/// CoreMotion reports `attitude.roll` and `attitude.pitch` in radians; use
/// ``init(rollRadians:pitchRadians:)`` for those. Values are stored as given (NaN and ±∞
/// included); ``GyroscopeTilt/next(sample:)`` documents what it does with bad ones.
public struct GyroscopeSample: Sendable, Hashable {
  /// Rotation about the device's long axis, in degrees; drives the card's yaw.
  public var rollDegrees: Double
  /// Rotation about the device's short axis, in degrees; drives the card's pitch.
  public var pitchDegrees: Double

  /// A reading in degrees, stored as given.
  public init(rollDegrees: Double, pitchDegrees: Double) {
    self.rollDegrees = rollDegrees
    self.pitchDegrees = pitchDegrees
  }

  /// A reading in radians (CoreMotion's unit), converted with `degrees = radians · 180 / π`.
  ///
  /// Stored like the degrees initialiser: NaN stays NaN, ±∞ stays ±∞, and a reading so large
  /// that the product overflows (beyond about 3.1e306 radians) becomes ±∞, which
  /// ``GyroscopeTilt/next(sample:)`` clamps.
  public init(rollRadians: Double, pitchRadians: Double) {
    self.init(
      rollDegrees: rollRadians * (180 / Double.pi), pitchDegrees: pitchRadians * (180 / Double.pi))
  }

  /// The device held level: roll 0, pitch 0. Where ``GyroscopeTilt`` starts.
  public static let level = GyroscopeSample(rollDegrees: 0, pitchDegrees: 0)
}
