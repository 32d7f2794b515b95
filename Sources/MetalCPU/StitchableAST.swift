import Foundation

/// The `[[ stitchable ]]` functions in clang's JSON AST dump (`-Xclang -ast-dump=json`), where
/// the prelude has made the attribute `clang::annotate("stitchable")`.
///
/// A dump is about 15 MB, nearly all of it the prelude. So the top-level declarations are cut
/// out of the bytes by bracket matching, and only those that hold an `AnnotateAttr` are parsed.
/// clang writes a location's `file` and `line` only when they change, so the walk keeps the last
/// ones seen, starting from the last ones written before the declaration.
struct StitchableAST {
  /// One function found: its names, where it is, and its parameters' types and names.
  struct Found: Hashable {
    var name: String
    var qualifiedName: String
    var file: String
    var line: Int
    var returnType: String
    var parameters: [(type: String, name: String)]

    static func == (a: Found, b: Found) -> Bool {
      a.qualifiedName == b.qualifiedName && a.file == b.file && a.line == b.line
        && a.returnType == b.returnType && a.parameters.map(\.type) == b.parameters.map(\.type)
        && a.parameters.map(\.name) == b.parameters.map(\.name)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(qualifiedName)
      hasher.combine(line)
    }
  }

  /// The dump's bytes.
  let bytes: [UInt8]
  /// The file clang compiled (the user's file, or a rewritten copy of it).
  let input: String
  /// The user's file, reported in place of a rewritten copy.
  let userFile: String
  /// Lines the copy adds before the user's first line (its `#line` directive).
  let addedLines: Int

  /// The stitchable functions, in source order.
  func functions() -> [Found] {
    var found: [Found] = []
    for range in topLevelElements() where contains(Array("\"AnnotateAttr\"".utf8), in: range) {
      let slice = Data(bytes[range])
      guard let node = try? JSONSerialization.jsonObject(with: slice) as? [String: Any] else {
        continue
      }
      var state = LocationState(file: lastFile(before: range.lowerBound), line: lastLine(before: range.lowerBound))
      walk(node, namespaces: [], state: &state, into: &found)
    }
    return found
  }

  // MARK: - Walking a declaration

  struct LocationState {
    var file: String
    var line: Int
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
      let parameters = inner.filter { $0["kind"] as? String == "ParmVarDecl" }.map {
        parameter -> (type: String, name: String) in
        (
          (parameter["type"] as? [String: Any])?["qualType"] as? String ?? "",
          parameter["name"] as? String ?? ""
        )
      }
      let returnType = type.firstIndex(of: "(").map {
        String(type[..<$0]).trimmingCharacters(in: .whitespaces)
      } ?? type
      let isCopy = declared.file == input
      found.append(
        Found(
          name: name, qualifiedName: (namespaces + [name]).joined(separator: "::"),
          file: isCopy || declared.file == userFile ? userFile : declared.file,
          line: isCopy ? max(1, declared.line - addedLines) : declared.line,
          returnType: returnType, parameters: parameters))
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
  }

  // MARK: - Bytes

  /// The byte ranges of the root's `inner` elements.
  func topLevelElements() -> [Range<Int>] {
    guard let start = firstIndex(of: Array("\"inner\"".utf8), from: 0),
      let open = bytes[start...].firstIndex(of: UInt8(ascii: "["))
    else { return [] }
    var ranges: [Range<Int>] = []
    var depth = 0
    var elementStart = -1
    var inString = false
    var index = open + 1
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        if byte == UInt8(ascii: "\\") {
          index += 1
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
        if depth == 0 { elementStart = index }
        depth += 1
      } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
        if depth == 0 { break }
        depth -= 1
        if depth == 0, elementStart >= 0 { ranges.append(elementStart..<(index + 1)) }
      }
      index += 1
    }
    return ranges
  }

  private func firstIndex(of pattern: [UInt8], from: Int) -> Int? {
    guard !pattern.isEmpty, bytes.count >= pattern.count else { return nil }
    var index = from
    let last = bytes.count - pattern.count
    while index <= last {
      if bytes[index] == pattern[0] {
        var k = 1
        while k < pattern.count, bytes[index + k] == pattern[k] { k += 1 }
        if k == pattern.count { return index }
      }
      index += 1
    }
    return nil
  }

  private func contains(_ pattern: [UInt8], in range: Range<Int>) -> Bool {
    var index = range.lowerBound
    let last = range.upperBound - pattern.count
    while index <= last {
      if bytes[index] == pattern[0] {
        var k = 1
        while k < pattern.count, bytes[index + k] == pattern[k] { k += 1 }
        if k == pattern.count { return true }
      }
      index += 1
    }
    return false
  }

  /// The start of the last occurrence of `pattern` before `end`.
  private func lastIndex(of pattern: [UInt8], before end: Int) -> Int? {
    var index = min(end, bytes.count) - pattern.count
    while index >= 0 {
      if bytes[index] == pattern[0] {
        var k = 1
        while k < pattern.count, bytes[index + k] == pattern[k] { k += 1 }
        if k == pattern.count { return index }
      }
      index -= 1
    }
    return nil
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
      let raw = "\"" + String(decoding: bytes[valueStart..<min(valueEnd, bytes.count)], as: UTF8.self) + "\""
      return (try? JSONSerialization.jsonObject(with: Data(raw.utf8), options: .fragmentsAllowed) as? String)
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
