/// The one text escaper behind the JUnit XML, the SVG plots and the HTML report.
package enum MarkupEscaping {
  /// Which markup the text goes into.
  package enum Dialect {
    /// XML 1.0 (JUnit, SVG): `'` becomes `&apos;`; C0 controls other than tab, line feed and
    /// carriage return, and U+FFFE, U+FFFF become U+FFFD.
    case xml
    /// HTML: `'` becomes `&#39;`; C1 controls (U+007F…U+009F) become U+FFFD as well.
    case html
  }

  /// `text` safe inside character data and double- or single-quoted attribute values:
  /// `&`, `<`, `>`, `"` and `'` escaped, characters the dialect forbids replaced by U+FFFD.
  package static func escape(_ text: String, for dialect: Dialect) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += dialect == .xml ? "&apos;" : "&#39;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      case _ where isForbidden(scalar, in: dialect): result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether `scalar` may not appear in `dialect` (tab, line feed and carriage return are
  /// handled before this is asked).
  private static func isForbidden(_ scalar: Unicode.Scalar, in dialect: Dialect) -> Bool {
    let v = scalar.value
    if v < 0x20 || v == 0xFFFE || v == 0xFFFF { return true }
    return dialect == .html && (0x7F...0x9F).contains(v)
  }
}
