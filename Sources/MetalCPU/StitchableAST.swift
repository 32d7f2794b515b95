import EffectProofBase
import Foundation
import LocatedJSON

/// The `[[ stitchable ]]` functions in clang's JSON AST dump (`-Xclang -ast-dump=json`), where
/// the prelude has made the attribute `clang::annotate("stitchable")`.
///
/// A dump is about 15 MB, nearly all of it the prelude. So only the top-level declarations that
/// hold an `AnnotateAttr` are cut out of the bytes and parsed.
/// clang writes a location's `file` and `line` only when they change, so the walk keeps the last
/// ones seen, starting from the last ones written before the declaration.
struct StitchableAST {
  /// One function found: its names, where it is, and its parameters' types and names.
  struct Found {
    var name: String
    var qualifiedName: String
    var file: String
    var position: SourcePosition
    var returnType: String
    var parameters: [(type: String, name: String, position: SourcePosition)]
    /// The symbol clang gives it (`_Z5splitDv2_fN7SwiftUI5LayerES_`): its `define` in the IR.
    var mangledName = ""

    /// The 1-based line of the name.
    var line: Int { position.line }
  }

  /// The dump's bytes.
  let bytes: [UInt8]
  /// The rewritten copies clang read, each mapped to the user's file it copies; a copy starts
  /// with one `#line` directive, so its lines are one more than the user's.
  let copies: [String: String]

  /// The stitchable functions, in source order.
  func functions() -> [Found] {
    var found: [Found] = []
    for range in annotatedElements() {
      let slice = Data(bytes[range])
      guard let node = try? JSONSerialization.jsonObject(with: slice) as? [String: Any] else {
        continue
      }
      var state = LocationState(
        file: lastFile(before: range.lowerBound), line: lastLine(before: range.lowerBound))
      walk(node, namespaces: [], state: &state, into: &found)
    }
    return found
  }

  // MARK: - Walking a declaration

  struct LocationState {
    var file: String
    var line: Int
    var column = 1
  }

  private func walk(
    _ node: [String: Any], namespaces: [String], state: inout LocationState,
    into found: inout [Found]
  ) {
    if let loc = node["loc"] as? [String: Any] { update(&state, with: loc) }
    let declared = state
    if let range = node["range"] as? [String: Any] {
      if let begin = range["begin"] as? [String: Any] { update(&state, with: begin) }
      if let end = range["end"] as? [String: Any] { update(&state, with: end) }
    }
    let kind = node["kind"] as? String ?? ""
    let inner = node["inner"] as? [[String: Any]] ?? []
    if kind == "FunctionDecl", inner.contains(where: { $0["kind"] as? String == "AnnotateAttr" }) {
      let name = node["name"] as? String ?? ""
      let type = (node["type"] as? [String: Any])?["qualType"] as? String ?? ""
      var parameters: [(type: String, name: String, position: SourcePosition)] = []
      for child in inner {
        guard child["kind"] as? String == "ParmVarDecl" else {
          skipLocations(child, state: &state)
          continue
        }
        // A parameter starts where its range begins (its type), after its name's `loc`.
        if let loc = child["loc"] as? [String: Any] { update(&state, with: loc) }
        let range = child["range"] as? [String: Any]
        if let begin = range?["begin"] as? [String: Any] { update(&state, with: begin) }
        let start = place(state)
        if let end = range?["end"] as? [String: Any] { update(&state, with: end) }
        for grandchild in child["inner"] as? [[String: Any]] ?? [] {
          skipLocations(grandchild, state: &state)
        }
        parameters.append(
          (
            (child["type"] as? [String: Any])?["qualType"] as? String ?? "",
            child["name"] as? String ?? "", start.position
          ))
      }
      let returnType =
        type.firstIndex(of: "(").map {
          String(type[..<$0]).trimmingCharacters(in: .whitespaces)
        } ?? type
      let at = place(declared)
      found.append(
        Found(
          name: name, qualifiedName: (namespaces + [name]).joined(separator: "::"),
          file: at.file, position: at.position, returnType: returnType, parameters: parameters,
          mangledName: node["mangledName"] as? String ?? ""))
      return
    }
    var path = namespaces
    if kind == "NamespaceDecl" { path.append(node["name"] as? String ?? "") }
    let descends = kind == "NamespaceDecl" || kind == "LinkageSpecDecl"
    for child in inner {
      if descends {
        walk(child, namespaces: path.filter { !$0.isEmpty }, state: &state, into: &found)
      } else {
        skipLocations(child, state: &state)
      }
    }
  }

  /// A location in the user's file: a rewritten copy's lines are one more than the user's.
  private func place(_ state: LocationState) -> (file: String, position: SourcePosition) {
    guard let original = copies[state.file] else {
      return (state.file, SourcePosition(line: state.line, column: state.column))
    }
    return (original, SourcePosition(line: max(1, state.line - 1), column: state.column))
  }

  /// Follows the locations inside a node that is not searched, so the state stays current.
  private func skipLocations(_ node: [String: Any], state: inout LocationState) {
    if let loc = node["loc"] as? [String: Any] { update(&state, with: loc) }
    if let range = node["range"] as? [String: Any] {
      if let begin = range["begin"] as? [String: Any] { update(&state, with: begin) }
      if let end = range["end"] as? [String: Any] { update(&state, with: end) }
    }
    for child in node["inner"] as? [[String: Any]] ?? [] { skipLocations(child, state: &state) }
  }

  /// A location is bare (`offset`, `file`, `line`…) or a macro's (`spellingLoc`,
  /// `expansionLoc`), written in that order.
  private func update(_ state: inout LocationState, with location: [String: Any]) {
    if let spelling = location["spellingLoc"] as? [String: Any] {
      update(&state, with: spelling)
      if let expansion = location["expansionLoc"] as? [String: Any] {
        update(&state, with: expansion)
      }
      return
    }
    if let file = location["file"] as? String { state.file = file }
    if let line = location["line"] as? Int { state.line = line }
    if let column = location["col"] as? Int { state.column = column }
  }

  // MARK: - Bytes

  /// The byte ranges of the root's `inner` elements that hold an `AnnotateAttr`, in order.
  ///
  /// clang pretty-prints the dump with two spaces a level, and a string never holds a raw line
  /// break, so a root element opens at a line `    {` and closes at `    }`. The attribute is
  /// found with Foundation's search, then its element's bounds by those lines: the 15 MB are never walked
  /// byte by byte.
  func annotatedElements() -> [Range<Int>] {
    let attribute = Array("\"kind\": \"AnnotateAttr\"".utf8)
    let open = Array("\n    {\n".utf8)
    let close = Array("\n    }".utf8)
    var ranges: [Range<Int>] = []
    var from = 0
    while let hit = search(attribute, from: from) {
      guard let start = lastIndex(of: open, before: hit), let end = search(close, from: hit)
      else { break }
      let element = (start + 5)..<(end + close.count)
      if ranges.last != element { ranges.append(element) }
      from = element.upperBound
    }
    return ranges
  }

  /// The first occurrence of `pattern` at or after `from` (Foundation's search, compiled
  /// optimised even in a debug build).
  private func search(_ pattern: [UInt8], from: Int) -> Int? {
    guard from < bytes.count else { return nil }
    return bytes.withUnsafeBytes { raw -> Int? in
      guard let base = raw.baseAddress else { return nil }
      let data = Data(
        bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: raw.count, deallocator: .none)
      return data.range(of: Data(pattern), in: from..<raw.count)?.lowerBound
    }
  }

  /// The start of the last occurrence of `pattern` before `end`.
  private func lastIndex(of pattern: [UInt8], before end: Int) -> Int? {
    bytes.withUnsafeBufferPointer { buffer -> Int? in
      var index = min(end, buffer.count) - pattern.count
      let first = pattern[0]
      while index >= 0 {
        if buffer[index] == first {
          var k = 1
          while k < pattern.count, buffer[index + k] == pattern[k] { k += 1 }
          if k == pattern.count { return index }
        }
        index -= 1
      }
      return nil
    }
  }

  /// The last `"file": "…"` of a location written before `end` (an `includedFrom` object's
  /// file, the only one that opens its object, is not a location's).
  func lastFile(before end: Int) -> String {
    let pattern = Array("\"file\": \"".utf8)
    var limit = end
    while let at = lastIndex(of: pattern, before: limit) {
      var back = at - 1
      while back >= 0, bytes[back] == 32 || bytes[back] == 10 || bytes[back] == 13 { back -= 1 }
      if back >= 0, bytes[back] == UInt8(ascii: "{") {
        limit = at
        continue
      }
      let valueStart = at + pattern.count
      var valueEnd = valueStart
      while valueEnd < bytes.count, bytes[valueEnd] != UInt8(ascii: "\"") {
        valueEnd += bytes[valueEnd] == UInt8(ascii: "\\") ? 2 : 1
      }
      let raw =
        "\"" + String(decoding: bytes[valueStart..<min(valueEnd, bytes.count)], as: UTF8.self)
        + "\""
      return
        (try? JSONSerialization.jsonObject(with: Data(raw.utf8), options: .fragmentsAllowed)
        as? String)
        ?? String(decoding: bytes[valueStart..<min(valueEnd, bytes.count)], as: UTF8.self)
    }
    return ""
  }

  /// The last `"line": N` written before `end`.
  func lastLine(before end: Int) -> Int {
    let pattern = Array("\"line\": ".utf8)
    guard let at = lastIndex(of: pattern, before: end) else { return 0 }
    var value = 0
    var index = at + pattern.count
    while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
      value = value * 10 + Int(bytes[index] - 48)
      index += 1
    }
    return value
  }
}
