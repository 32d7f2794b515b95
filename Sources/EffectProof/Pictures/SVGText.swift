import Foundation
import ProofEngine

/// Text and numbers as they may appear in SVG markup.
public enum SVGText {
  /// `text` safe inside XML character data and quoted attribute values.
  ///
  /// ```
  /// &  → &amp;    <  → &lt;    >  → &gt;    "  → &quot;    '  → &apos;
  /// ```
  ///
  /// Characters XML 1.0 forbids (control characters other than tab, line feed and carriage
  /// return, and U+FFFE, U+FFFF) become U+FFFD, so any string gives well-formed XML.
  public static func escape(_ text: String) -> String {
    MarkupEscaping.escape(text, for: .xml)
  }

  /// A coordinate with two decimals, e.g. `12.50`; non-finite values give `0` (an SVG never
  /// holds `nan` or `inf`) and negative zero gives `0.00`.
  public static func coordinate(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let text = String(format: "%.2f", value)
    return text == "-0.00" ? "0.00" : text
  }
}
