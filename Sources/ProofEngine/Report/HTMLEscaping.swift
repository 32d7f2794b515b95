/// Escaping and small formatting helpers for the HTML report.
package enum HTMLEscaping {
  /// `text` escaped for HTML text and double- or single-quoted attribute values. Control
  /// characters HTML forbids (and noncharacters U+FFFE, U+FFFF) become U+FFFD.
  package static func escape(_ text: String) -> String {
    MarkupEscaping.escape(text, for: .html)
  }

  /// SVG markup without a leading byte order mark, XML declaration or doctype, so it can be
  /// inlined in an HTML page.
  package static func inlineSVG(_ svg: String) -> String {
    var text = Substring(svg)
    while true {
      text = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
      if text.hasPrefix("<?xml"), let end = text.range(of: "?>") {
        text = text[end.upperBound...]
      } else if text.hasPrefix("<!DOCTYPE") || text.hasPrefix("<!doctype"),
        let end = text.firstIndex(of: ">")
      {
        text = text[text.index(after: end)...]
      } else {
        return String(text)
      }
    }
  }

  /// Seconds with three decimals, e.g. `0.042 s`; non-finite or negative values show as 0.
  package static func seconds(_ value: Double) -> String {
    let safe = value.isFinite && value >= 0 ? value : 0
    let thousandths = Int((safe * 1000).rounded())
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
  }

  private static let base64Alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// The standard (RFC 4648, padded) base64 form of `bytes`.
  package static func base64(_ bytes: [UInt8]) -> String {
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let remaining = bytes.count - index
      let b0 = UInt32(bytes[index])
      let b1 = remaining > 1 ? UInt32(bytes[index + 1]) : 0
      let b2 = remaining > 2 ? UInt32(bytes[index + 2]) : 0
      let group = b0 << 16 | b1 << 8 | b2
      output.append(base64Alphabet[Int(group >> 18 & 63)])
      output.append(base64Alphabet[Int(group >> 12 & 63)])
      output.append(remaining > 1 ? base64Alphabet[Int(group >> 6 & 63)] : UInt8(ascii: "="))
      output.append(remaining > 2 ? base64Alphabet[Int(group & 63)] : UInt8(ascii: "="))
      index += 3
    }
    return String(decoding: output, as: UTF8.self)
  }
}
