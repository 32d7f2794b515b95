/// Decides which Swift files need parsing, so a large app is read at the speed of a byte scan
/// and only the files that can hold a shader are parsed.
///
/// A file is parsed when one of its identifiers contains `Shader` (`ShaderLibrary`, `Shader`,
/// `ShaderFunction`, `TableShaders`) or is a modifier or warm-up name (`colorEffect`,
/// `distortionEffect`, `layerEffect`, `compile`), or when it names a declaration, found in a
/// parsed file, that builds a shader, a `ShaderFunction` or a `ShaderLibrary`. The reader repeats that until no new file qualifies, so
/// a factory of factories in a file that never says `Shader` is still found. Comments and
/// strings count as text here: a file parsed for nothing costs time, never a finding.
struct SwiftSourceFilter {
  /// The identifiers that make any file worth parsing.
  static let modifierNames: Set<String> = [
    "colorEffect", "distortionEffect", "layerEffect", "compile",
  ]

  /// Every identifier-like word in `bytes`: ASCII letters, digits and `_`, and any non-ASCII
  /// byte (so a Unicode identifier is one word). Backticks and `$` split words.
  static func identifiers(in bytes: [UInt8]) -> Set<Substring> {
    var words: Set<Substring> = []
    let text = String(decoding: bytes, as: UTF8.self)
    let utf8 = text.utf8
    var start: String.Index?
    var index = utf8.startIndex
    while index != utf8.endIndex {
      let byte = utf8[index]
      let isWord =
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
        || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
      if isWord {
        if start == nil { start = index }
      } else if let first = start {
        if utf8[first] > 0x39 || utf8[first] < 0x30 { words.insert(text[first..<index]) }
        start = nil
      }
      index = utf8.index(after: index)
    }
    if let first = start, utf8[first] > 0x39 || utf8[first] < 0x30 {
      words.insert(text[first..<utf8.endIndex])
    }
    return words
  }

  /// Whether a file is worth parsing before any declaration is known: its bytes contain
  /// `Shader`, or one of its identifiers is a modifier or warm-up name. (A byte search, not a
  /// search of every identifier: most files of an app have thousands of them.)
  static func mentionsShaders(_ bytes: [UInt8], words: Set<Substring>) -> Bool {
    contains(bytes, Array("Shader".utf8))
      || modifierNames.contains { words.contains(Substring($0)) }
  }

  /// Whether `needle` occurs in `bytes`.
  static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
    guard let first = needle.first, needle.count <= bytes.count else { return needle.isEmpty }
    var index = 0
    let last = bytes.count - needle.count
    while index <= last {
      if bytes[index] == first {
        var matched = 1
        while matched < needle.count, bytes[index + matched] == needle[matched] { matched += 1 }
        if matched == needle.count { return true }
      }
      index += 1
    }
    return false
  }
}
