import EffectProofBase
import Foundation

/// One spot of a Metal source that the prelude cannot express in C++, found from clang's error
/// there, and the text that replaces it in the compiled copy.
///
/// ```
/// "excess elements in scalar initializer"                 Vec2(a, b)  → ::metal::ep_make<Vec2>(a, b)
/// "cannot initialize a variable of type 'boolN' … vector"   bool3 m = x > y  → auto m = x > y
/// ```
///
/// The first is a vector constructor through a template parameter or typedef, which the
/// prelude's `float2(...)` macros cannot see. The second is a vector comparison: clang gives an
/// integer vector where Metal gives `bool3`; `auto` keeps clang's type, which `select`, `any`,
/// `all`, `if (m.x)` and swizzles all accept.
struct SourceRewrite: Hashable {
  /// What is rewritten.
  enum Kind: Hashable {
    /// `Name(` becomes `::metal::ep_make<Name>(`.
    case constructor
    /// The `boolN` type of the declaration becomes `auto`.
    case boolVector
  }

  /// Where clang reported it.
  var position: SourcePosition
  /// What is rewritten there.
  var kind: Kind

  /// The rewrite for `diagnostic`, when it is one of the known errors.
  init?(_ diagnostic: Diagnostic) {
    guard diagnostic.severity == .error, let position = diagnostic.position else { return nil }
    let message = diagnostic.message
    if message.hasPrefix("excess elements in scalar initializer") {
      kind = .constructor
    } else if message.hasPrefix("cannot initialize a variable of type 'bool"),
      message.contains("ext_vector_type")
    {
      kind = .boolVector
    } else {
      return nil
    }
    self.position = position
  }

  /// `text` with every rewrite applied (right to left within a line, so earlier columns stay
  /// valid); nil when a position does not hold what its kind rewrites.
  static func apply(_ rewrites: [SourceRewrite], to text: String) -> String? {
    var lines = text.components(separatedBy: "\n")
    let ordered = rewrites.sorted {
      ($0.position.line, $0.position.column) > ($1.position.line, $1.position.column)
    }
    for rewrite in ordered {
      let index = rewrite.position.line - 1
      guard lines.indices.contains(index),
        let line = rewrite.rewritten(Array(lines[index].unicodeScalars))
      else { return nil }
      lines[index] = line
    }
    return lines.joined(separator: "\n")
  }

  /// The line with this rewrite applied, or nil.
  private func rewritten(_ line: [Unicode.Scalar]) -> String? {
    func isName(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }
    func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
      String(String.UnicodeScalarView(scalars))
    }
    let column = max(0, min(position.column - 1, line.count))
    switch kind {
    case .constructor:
      // The name at the column, followed by `(`.
      var start = column
      while start > 0, isName(line[start - 1]) { start -= 1 }
      var end = start
      while end < line.count, isName(line[end]) { end += 1 }
      guard end > start, end < line.count, line[end] == "(" else { return nil }
      let name = text(line[start..<end])
      return text(line[..<start]) + "::metal::ep_make<\(name)>(" + text(line[(end + 1)...])
    case .boolVector:
      // The last `bool2`, `bool3` or `bool4` before the column.
      let prefix = text(line[..<column])
      guard
        let range = ["bool2", "bool3", "bool4"].compactMap({
          prefix.range(of: $0, options: .backwards)
        }).max(by: { $0.lowerBound < $1.lowerBound })
      else { return nil }
      return prefix.replacingCharacters(in: range, with: "auto") + text(line[column...])
    }
  }
}
