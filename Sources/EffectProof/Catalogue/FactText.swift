import Foundation

/// How the catalogue writes numbers in facts, notes and captions: the one place for it, so a
/// fact reads the same whichever effect it comes from.
///
/// ```
/// number(11.9638907, digits: 5)  → "11.964"       %g: significant digits
/// number(1e-9)                   → "1e-09"
/// scientific(4e-16)              → "4·10⁻¹⁶"      tolerances
/// (0.2).formatted(digits: 2)     → "0.20"         fixed decimals, for captions
/// ```
/// Non-finite values print as `inf`, `-inf` and `nan`.
enum FactText {
  /// `value` with `digits` significant digits (`%g`).
  static func number(_ value: Double, digits: Int = 4) -> String {
    String(format: "%.\(digits)g", value)
  }

  /// A `Float` with `digits` significant digits.
  static func number(_ value: Float, digits: Int = 4) -> String {
    number(Double(value), digits: digits)
  }

  /// A tolerance as a fact writes it: `10⁻¹²`, `4·10⁻¹⁶`.
  static func scientific(_ value: Double) -> String {
    guard value.isFinite, value > 0 else { return "\(value)" }
    var exponent = Int(log10(value).rounded(.down))
    var mantissa = (value / pow(10, Double(exponent)) * 100).rounded() / 100
    if mantissa >= 10 {
      exponent += 1
      mantissa /= 10
    }
    let digits: [Character: Character] = [
      "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸",
      "9": "⁹", "-": "⁻",
    ]
    let power = "10" + String(String(exponent).compactMap { digits[$0] })
    if mantissa == 1 { return power }
    return "\(number(mantissa, digits: 3))·\(power)"
  }
}

extension Double {
  /// The value with `digits` decimals, for captions and labels.
  func formatted(digits: Int) -> String { String(format: "%.\(digits)f", self) }
}
