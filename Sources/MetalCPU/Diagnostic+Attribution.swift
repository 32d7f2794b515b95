import EffectProofBase

/// clang's diagnostics moved to the user's own lines: an error clang reports inside the prelude
/// (a template of `effectproof_metal.h` instantiated by the user's call) or inside a file the
/// tool generated is reported at the user's line that led to it, and the notes clang gives
/// after an error (the candidates it tried) stay with it.
///
/// ```
/// error in the user's file                → kept as it is, with its notes
/// error elsewhere (prelude, generated)    → moved to the first of its notes in the user's file
///                                           ("in instantiation of … requested here"), the
///                                           message saying where clang found it
///   none of its notes in the user's file  → moved to `fallback` (the source, no line)
/// a note after a kept error               → kept; one outside the user's file is placed at
///                                           the error, its message saying "in the prelude"
/// other notes, and warnings elsewhere     → dropped
/// ```
extension Diagnostic {
  /// Attributes `diagnostics` (in clang's order) to the user's files: `isUser` says whether a
  /// path is one (the source, or a header beside it); `fallback` is the source's path.
  static func attributed(
    _ diagnostics: [Diagnostic], isUser: (String) -> Bool, fallback: String
  ) -> [Diagnostic] {
    var result: [Diagnostic] = []
    var index = 0
    while index < diagnostics.count {
      let head = diagnostics[index]
      var notes: [Diagnostic] = []
      var next = index + 1
      while next < diagnostics.count, diagnostics[next].severity == .note {
        notes.append(diagnostics[next])
        next += 1
      }
      index = next
      guard head.severity != .note else { continue }
      if isUser(head.file ?? "") {
        result.append(head)
      } else if head.severity == .error {
        var moved = head
        let file = head.file ?? ""
        let source = file.split(separator: "/").last.map(String.init) ?? file
        if let call = notes.first(where: { isUser($0.file ?? "") }) {
          moved.location = call.location
          moved.message = "\(head.message) (clang found it in \(source), from this line)"
        } else {
          moved.location = FileLocation(file: fallback)
          moved.message = "\(head.message) (clang found it in \(source))"
        }
        result.append(moved)
      } else {
        continue
      }
      let at = result[result.count - 1]
      for note in notes {
        if isUser(note.file ?? "") {
          result.append(note)
        } else {
          var placed = note
          placed.location = at.location
          placed.message = "in the prelude: \(note.message)"
          result.append(placed)
        }
      }
    }
    return result
  }
}
