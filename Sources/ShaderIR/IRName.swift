/// How LLVM writes a local or global name: bare when every character may stand bare
/// (`[-a-zA-Z$._0-9]`), quoted otherwise (`%"struct.metal::ep_matrix"`).
enum IRName {
  /// Whether `scalar` may appear in a bare name.
  static func isBare(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "-", "$", ".", "_": true
    default: false
    }
  }

  /// `name` as LLVM writes it after its `%` or `@`.
  static func spelled(_ name: String) -> String {
    if !name.isEmpty, name.unicodeScalars.allSatisfy(isBare) { return name }
    var text = "\""
    for byte in name.utf8 {
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x7F {
        text += "\\" + hexDigits(byte)
      } else {
        text.unicodeScalars.append(Unicode.Scalar(byte))
      }
    }
    return text + "\""
  }

  /// Two upper-case hexadecimal digits of `byte`.
  static func hexDigits(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF".unicodeScalars)
    return String(String.UnicodeScalarView([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]))
  }
}
