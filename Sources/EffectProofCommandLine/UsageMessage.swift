/// Keeping a usage error on one line of at most 120 columns, `effectproof: error: ` included.
///
/// A message is given as variants, from the most to the least informative, and the first that
/// fits is printed. When none fits, it is because of a path (or another name the user needs
/// whole): the last, shortest variant is printed and runs long rather than being cut. Values
/// the user typed are echoed cut to 40 characters (``quoted(_:)``).
enum UsageMessage {
  /// The room for the message after `effectproof: error: ` in a 120-column line.
  static let width = 120 - "effectproof: error: ".count

  /// The first of `variants` that fits in ``width``, else the last.
  static func firstFitting(_ variants: [String]) -> String {
    variants.first { $0.count <= width } ?? variants.last ?? ""
  }

  /// `'value'`, cut to 40 characters with `…`: an option's value as the user typed it.
  static func quoted(_ value: String) -> String {
    "'" + (value.count > 40 ? String(value.prefix(39)) + "…" : value) + "'"
  }
}
