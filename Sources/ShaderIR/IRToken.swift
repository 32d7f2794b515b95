/// One token of a line of textual IR, with the column it starts at.
struct IRToken: Hashable, Sendable {
  /// What the token is.
  enum Kind: Hashable, Sendable {
    /// `%name`, `%12`, `%"quoted name"`.
    case local(String)
    /// `@name`.
    case global(String)
    /// `!name`, `!12`, `!DILocation` (the text after `!`).
    case metadataName(String)
    /// `!"text"`.
    case metadataString(String)
    /// `!` directly before `{`.
    case metadataTuple
    /// `#12`.
    case attributeGroup(Int)
    /// `$name` (a comdat).
    case comdat(String)
    /// A keyword, a type name or another bare word (`fadd`, `i32`, `x`, `DW_LANG_C`).
    case word(String)
    /// An integer literal, as written (may start with `-`).
    case integer(String)
    /// A decimal floating-point literal, as written.
    case decimalFloat(String)
    /// `0x…` literal: the letter after `0x` when there is one (`H`, `R`, `K`, …) and digits.
    case hexFloat(prefix: Character?, digits: String)
    /// `"text"`, escapes decoded to bytes, as UTF-8 text.
    case string(String)
    /// `c"…"`: the bytes.
    case bytes([UInt8])
    /// One of `( ) [ ] { } < > , = * : |`.
    case punctuation(Character)
    /// `...`.
    case ellipsis
  }

  /// The token.
  var kind: Kind
  /// Its first column (1-based, Unicode scalars).
  var column: Int

  /// The token as the error messages quote it.
  var quoted: String {
    switch kind {
    case .local(let name): "'%\(name)'"
    case .global(let name): "'@\(name)'"
    case .metadataName(let name): "'!\(name)'"
    case .metadataString: "a metadata string"
    case .metadataTuple: "'!{'"
    case .attributeGroup(let number): "'#\(number)'"
    case .comdat(let name): "'$\(name)'"
    case .word(let word): "'\(word)'"
    case .integer(let text), .decimalFloat(let text): "'\(text)'"
    case .hexFloat(let prefix, let digits): "'0x\(prefix.map(String.init) ?? "")\(digits)'"
    case .string: "a string"
    case .bytes: "a byte string"
    case .punctuation(let character): "'\(character)'"
    case .ellipsis: "'...'"
    }
  }
}
