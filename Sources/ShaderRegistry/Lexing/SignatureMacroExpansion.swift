import EffectProofBase
import LocatedJSON

/// Expands object-like macros in the tokens of a stitchable function's signature, the way the
/// C preprocessor would, within bounds.
///
/// A macro's replacement is rescanned for further macros, except the ones being expanded (a
/// macro never expands inside itself, so `#define A A` and `#define A B` / `#define B A`
/// terminate). Every token an expansion produces takes the position of the macro name at the
/// use site, the expansion location clang reports. Work is bounded: nesting deeper than
/// ``maximumDepth``, an expansion over ``maximumTokens`` tokens, or a file whose expansions
/// have visited ``maximumFileWork`` tokens is not expanded, and the use is reported instead.
/// After the lexer's macro table is full (``MetalLexer/macroTableIsFull``), every name is
/// reported, since any may be a macro the table could not keep.
struct SignatureMacroExpansion {
  /// Macros nested deeper than this are not expanded.
  static let maximumDepth = 32
  /// One use may expand to at most this many tokens.
  static let maximumTokens = 4_096
  /// All the expansions of one file may visit at most this many replacement tokens.
  static let maximumFileWork = 1 << 20

  /// What one identifier of a signature stands for.
  enum Outcome {
    /// It names no macro; it stands for itself.
    case notAMacro
    /// It names an object-like macro, which stands for these tokens.
    case expanded([MetalToken])
    /// It names a macro the scanner does not expand, for this reason (a clause).
    case unexpandable(String)
  }

  /// How many replacement tokens the file's expansions have visited so far.
  private(set) var work = 0

  /// What `token` stands for, given the macros the lexer has seen so far.
  mutating func expand(_ token: MetalToken, lexer: MetalLexer) -> Outcome {
    guard token.kind == .identifier, !lexer.macros.isEmpty || lexer.macroTableIsFull else {
      return .notAMacro
    }
    let name = lexer.text(of: token)
    guard let macro = lexer.macros[name] else {
      // Past the table's size any name may be a macro the lexer did not keep.
      guard lexer.macroTableIsFull else { return .notAMacro }
      return .unexpandable("the file defines over \(MetalMacro.maximumCount) macros")
    }
    var output: [MetalToken] = []
    var hidden = [name]
    if let problem = expand(
      macro, depth: 1, hidden: &hidden, at: token.position, into: &output, lexer: lexer)
    {
      return .unexpandable(problem)
    }
    if let problem = Self.shapeProblem(output) { return .unexpandable(problem) }
    return .expanded(output)
  }

  /// Appends the expansion of `macro` to `output`; a reason when it cannot be expanded.
  private mutating func expand(
    _ macro: MetalMacro, depth: Int, hidden: inout [String], at use: SourcePosition,
    into output: inout [MetalToken], lexer: MetalLexer
  ) -> String? {
    let replacement: [MetalToken]
    switch macro.body {
    case .tokens(let tokens): replacement = tokens
    case .functionLike: return "a function-like macro"
    case .unexpandable(let reason): return reason
    }
    for token in replacement {
      work += 1
      guard work <= Self.maximumFileWork else {
        return "the file's macro expansions are over \(Self.maximumFileWork) tokens"
      }
      if token.kind == .identifier {
        let name = lexer.text(of: token)
        if !hidden.contains(name), let inner = lexer.macros[name] {
          guard depth < Self.maximumDepth else {
            return "its macros nest more than \(Self.maximumDepth) deep"
          }
          hidden.append(name)
          defer { hidden.removeLast() }
          if let problem = expand(
            inner, depth: depth + 1, hidden: &hidden, at: use, into: &output, lexer: lexer)
          {
            return problem
          }
          continue
        }
      }
      guard output.count < Self.maximumTokens else {
        return "it expands to over \(Self.maximumTokens) tokens"
      }
      var moved = token
      moved.position = use
      output.append(moved)
    }
    return nil
  }

  /// Why an expansion cannot stand in a signature: a `{`, `}` or `;`, or brackets that do not
  /// balance, would end the parameter list or the declaration in the middle of a macro.
  static func shapeProblem(_ tokens: [MetalToken]) -> String? {
    var open: [UInt8] = []
    for token in tokens {
      guard case .punctuation(let byte) = token.kind else { continue }
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"):
        return "its replacement is not part of a declaration"
      case UInt8(ascii: "("), UInt8(ascii: "["):
        open.append(byte)
      case UInt8(ascii: ")"), UInt8(ascii: "]"):
        let opener = byte == UInt8(ascii: ")") ? UInt8(ascii: "(") : UInt8(ascii: "[")
        guard open.last == opener else { return "its replacement's brackets do not balance" }
        open.removeLast()
      default:
        break
      }
    }
    return open.isEmpty ? nil : "its replacement's brackets do not balance"
  }
}
