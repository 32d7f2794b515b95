/// One end of the values a config key allows, with the error a value past it gets: `> 0`,
/// `≤ 0.5` and the sentence that names what was expected.
///
/// ```swift
/// ConfigBound(0.5, included: true, message: "expected a peel step in (0, 0.5], found {found}")
/// ```
public struct ConfigBound: Hashable, Sendable {
  /// The end itself.
  public let value: Double
  /// Whether the end is allowed: `≥` and `]` rather than `>` and `)`.
  public let isIncluded: Bool
  /// The error a value past this end gets, without its JSON path; ``foundMarker`` stands for
  /// the value found, as the reader prints it.
  public let message: String

  /// The text in a ``message`` the value found takes the place of: `{found}`.
  public static let foundMarker = "{found}"

  /// Declares an end.
  public init(_ value: Double, included isIncluded: Bool, message: String) {
    self.value = value
    self.isIncluded = isIncluded
    self.message = message
  }

  /// ``message`` with `found` in the place of ``foundMarker``.
  public func message(found: String) -> String {
    message.replacing(Self.foundMarker, with: found)
  }

  /// Whether `number` is on the allowed side of this end, when it is the lower end. NaN never
  /// is.
  func admitsAbove(_ number: Double) -> Bool {
    isIncluded ? number >= value : number > value
  }

  /// Whether `number` is on the allowed side of this end, when it is the upper end. NaN never
  /// is.
  func admitsBelow(_ number: Double) -> Bool {
    isIncluded ? number <= value : number < value
  }

  /// The end as help writes it: `8192`, `0.5`, `−1` (with a minus sign, U+2212).
  var words: String { Self.words(value) }

  /// `number` as help writes it: whole numbers without a fraction, negatives with U+2212.
  static func words(_ number: Double) -> String {
    if number < 0 { return "\u{2212}" + words(-number) }
    if number.rounded() == number, number < 1e15 { return String(Int(number)) }
    return "\(number)"
  }
}
