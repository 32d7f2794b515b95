import EffectProofBase

/// Reads the textual LLVM IR that clang 21 writes for a shader's module into an ``IRModule``.
///
/// The reader takes clang's layout: one top-level statement per line (a `switch`'s cases may
/// follow on their own lines), a function's body between its `define … {` line and a line
/// holding `}`, blocks opened by `N:` or `name:` lines. What it does not take (an `alias`, a
/// type wider than the subset, an `x86_fp80` literal, a malformed line) is an ``IRReadError``
/// at its line and column; an instruction it parses but does not model is kept as
/// ``IROperation/unknown(opcode:text:)``. Input is bounded by ``IRReadLimits``.
public enum IRReader {
  /// Reads a module from UTF-8 bytes; invalid UTF-8 is an error at its line and column.
  public static func read(bytes: [UInt8], limits: IRReadLimits = .standard)
    throws(IRReadError) -> IRModule
  {
    guard bytes.count <= limits.maximumBytes else {
      throw IRReadError(
        "the IR is \(bytes.count) bytes, more than the \(limits.maximumBytes) read",
        at: .start)
    }
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var line = 1
    var column = 1
    var afterReturn = false
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\n" && afterReturn {
          // The second half of a `\r\n`: the line was counted at the `\r`.
        } else if scalar == "\n" || scalar == "\r" {
          line += 1
          column = 1
        } else {
          column += 1
        }
        afterReturn = scalar == "\r"
      case .emptyInput: break decoding
      case .error:
        throw IRReadError(
          "the IR is not valid UTF-8", at: SourcePosition(line: line, column: column))
      }
    }
    return try read(String(decoding: bytes, as: UTF8.self), limits: limits)
  }

  /// Reads a module from its text.
  public static func read(_ text: String, limits: IRReadLimits = .standard)
    throws(IRReadError) -> IRModule
  {
    guard text.utf8.count <= limits.maximumBytes else {
      throw IRReadError(
        "the IR is \(text.utf8.count) bytes, more than the \(limits.maximumBytes) read",
        at: .start)
    }
    var body = Substring(text)
    if body.unicodeScalars.first == "\u{FEFF}" { body = Substring(body.unicodeScalars.dropFirst()) }
    let lines = body.split(
      omittingEmptySubsequences: false,
      whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
    var reader = IRModuleReader(lines: lines, limits: limits)
    return try reader.read()
  }
}
