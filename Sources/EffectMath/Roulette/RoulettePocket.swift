// One pocket of a roulette wheel.

/// A pocket on a ``RouletteWheelType``: its label, its place in wheel order and its angle.
///
/// ```
/// degrees = index · 360 / pocketCount
/// ```
///
/// The angle is measured clockwise from the wheel's 12 o'clock in the wheel's own frame
/// (before the wheel is rotated), so with the wheel rotated by `r` degrees the pocket's centre
/// is on screen at `degrees + r` (clockwise from 12 o'clock, as a rotation effect turns it).
/// Pocket "0" is at 0°, straight up on an unrotated wheel.
///
/// Seed fact (article 002): the engine picks the pocket before the spin, and the spin has to
/// end with that pocket under the resting ball.
public struct RoulettePocket: Hashable, Sendable {
  /// The wheel this pocket belongs to.
  public let wheel: RouletteWheelType
  /// The position in wheel order, 0 for "0", counting clockwise.
  public let index: Int
  /// The printed label: "0", "00", "000" or "1" … "36".
  public let label: String

  /// Makes a pocket; only ``RouletteWheelType`` hands these out, so the three fields agree.
  init(wheel: RouletteWheelType, index: Int, label: String) {
    self.wheel = wheel
    self.index = index
    self.label = label
  }

  /// The angle of the pocket's centre in degrees, `index · 360 / pocketCount`, clockwise
  /// from 12 o'clock on the unrotated wheel; in [0, 360).
  public var degrees: Double { Double(index) * 360 / Double(wheel.pocketCount) }

  /// `true` for the green pockets "0", "00" and "000".
  public var isZero: Bool { label.allSatisfy { $0 == "0" } }

  /// The number on the pocket, 1 … 36, or `nil` for the zero pockets.
  public var number: Int? { isZero ? nil : Int(label) }
}
