import Foundation

/// Number formatting shared by the reporters.
public enum Formatting {
  /// `value` with three significant digits and an SI prefix (k, M, G, T; m, µ, n below 1):
  /// `si(2.63e7, "pixel/s")` is "26.3 Mpixel/s".
  public static func si(_ value: Double, _ unit: String) -> String {
    guard value.isFinite, value != 0 else { return "\(value) \(unit)" }
    let prefixes: [(Double, String)] = [
      (1e12, "T"), (1e9, "G"), (1e6, "M"), (1e3, "k"), (1, ""), (1e-3, "m"), (1e-6, "µ"),
      (1e-9, "n"),
    ]
    let magnitude = abs(value)
    let (scale, prefix) = prefixes.first { magnitude >= $0.0 * 0.9995 } ?? (1e-9, "n")
    return significant(value / scale) + " " + prefix + unit
  }

  /// Three significant digits, no exponent, for values in [1, 1000).
  public static func significant(_ value: Double) -> String {
    let magnitude = abs(value)
    let digits = magnitude >= 99.95 ? 0 : magnitude >= 9.995 ? 1 : 2
    return String(format: "%.\(digits)f", value)
  }

  /// A count as it is, up to 6 significant digits: "24", "1.71875".
  public static func plain(_ value: Double) -> String {
    String(format: "%.6g", value)
  }

  /// A duration in seconds as "113 ms", "12.3 ns".
  public static func duration(_ seconds: Double) -> String { si(seconds, "s") }

  /// Pads or keeps `text` to `width` characters, left-aligned.
  public static func left(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  /// Pads `text` to `width` characters, right-aligned.
  public static func right(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }
}
