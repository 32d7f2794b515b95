// The three roulette wheels of the seed article and their pockets in wheel order.

/// A roulette wheel: single zero (37 pockets), double zero (38) or triple zero (39).
///
/// Pockets are listed in the order they sit around the wheel, clockwise, starting with "0" at
/// index 0. Pocket `i` sits at `i · 360 / pocketCount` degrees, measured clockwise from the
/// wheel's 12 o'clock in the wheel's own (unrotated) frame; see ``RoulettePocket/degrees``.
///
/// Seed facts (article 002): the game runs single-, double- and triple-zero wheels, and the
/// landing tests cover every pocket on all three (37 + 38 + 39 = 114 pockets). The
/// single- and double-zero orders are the standard European and American wheels. The
/// triple-zero order is **not** from the article: it is this library's own convention, the
/// American order with "000" added after "2", closing the circle back to "0".
public enum RouletteWheelType: String, Hashable, Sendable, CaseIterable {
  /// The European wheel: "0" and 1…36, 37 pockets.
  case singleZero
  /// The American wheel: "0", "00" and 1…36, 38 pockets.
  case doubleZero
  /// A triple-zero wheel: "0", "00", "000" and 1…36, 39 pockets (layout: see the type).
  case tripleZero

  // MARK: - Layout

  /// The European single-zero order, clockwise from "0".
  static let singleZeroOrder: [String] = [
    "0", "32", "15", "19", "4", "21", "2", "25", "17", "34", "6", "27", "13", "36", "11", "30",
    "8", "23", "10", "5", "24", "16", "33", "1", "20", "14", "31", "9", "22", "18", "29", "7",
    "28", "12", "35", "3", "26",
  ]

  /// The American double-zero order, clockwise from "0".
  static let doubleZeroOrder: [String] = [
    "0", "28", "9", "26", "30", "11", "7", "20", "32", "17", "5", "22", "34", "15", "3", "24",
    "36", "13", "1", "00", "27", "10", "25", "29", "12", "8", "19", "31", "18", "6", "21", "33",
    "16", "4", "23", "35", "14", "2",
  ]

  /// The library's triple-zero order: the American order with "000" after "2".
  static let tripleZeroOrder: [String] = doubleZeroOrder + ["000"]

  /// The pocket labels in wheel order, clockwise from "0".
  public var labels: [String] {
    switch self {
    case .singleZero: return Self.singleZeroOrder
    case .doubleZero: return Self.doubleZeroOrder
    case .tripleZero: return Self.tripleZeroOrder
    }
  }

  /// The number of pockets: 37, 38 or 39.
  public var pocketCount: Int { labels.count }

  /// The angle between neighbouring pockets, `360 / pocketCount` degrees.
  public var pocketSpacingDegrees: Double { 360 / Double(pocketCount) }

  /// Every pocket in wheel order; `pockets[i].index == i`.
  public var pockets: [RoulettePocket] {
    labels.indices.map { RoulettePocket(wheel: self, index: $0, label: labels[$0]) }
  }

  // MARK: - Lookup

  /// The pocket with this label ("0", "00", "000", "1" … "36"), or `nil` when the wheel has no
  /// such pocket ("00" on a single-zero wheel, "37", "", "017", anything else).
  ///
  /// Labels must match exactly; no trimming or number parsing is done, so "07" is unknown.
  public func pocket(labeled label: String) -> RoulettePocket? {
    guard let index = labels.firstIndex(of: label) else { return nil }
    return RoulettePocket(wheel: self, index: index, label: label)
  }

  /// The pocket at position `index` in wheel order, or `nil` outside `0..<pocketCount`.
  public func pocket(at index: Int) -> RoulettePocket? {
    guard labels.indices.contains(index) else { return nil }
    return RoulettePocket(wheel: self, index: index, label: labels[index])
  }

  /// The pocket whose centre is nearest to a screen direction when the wheel is rotated by
  /// `wheelRotationDegrees` (clockwise, as a rotation effect turns it).
  ///
  /// ```
  /// wheel angle = screenDegrees − wheelRotationDegrees           (mod 360)
  /// index       = round(wheel angle / pocketSpacingDegrees)       (mod pocketCount)
  /// ```
  ///
  /// Bad input: NaN or ±∞ in either angle gives `nil`. On a boundary between two pockets the
  /// rounding picks the clockwise one.
  public func pocket(atScreenDegrees screenDegrees: Double, wheelRotationDegrees: Double)
    -> RoulettePocket?
  {
    let relative = RouletteAngle.normalized(degrees: screenDegrees - wheelRotationDegrees)
    guard relative.isFinite else { return nil }
    let slot = Int((relative / pocketSpacingDegrees).rounded()) % pocketCount
    return pocket(at: slot)
  }
}

// MARK: - Angles

/// Degree helpers shared by the roulette types.
enum RouletteAngle {
  /// `degrees` reduced to [0, 360); NaN for NaN or ±∞.
  static func normalized(degrees: Double) -> Double {
    guard degrees.isFinite else { return .nan }
    var reduced = degrees.truncatingRemainder(dividingBy: 360)
    if reduced < 0 { reduced += 360 }
    // −tiny + 360 rounds to 360 itself.
    return reduced >= 360 ? 0 : reduced
  }
}
