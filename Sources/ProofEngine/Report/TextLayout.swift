/// Fitting report text into a width: prose wrapped at spaces, commands wrapped between their
/// arguments with a shell line continuation, and one-line fields cut with `…`.
///
/// Widths count `Character`s, which is a terminal's columns for the reports' text (ASCII, `×`,
/// `≤`, `…`, superscripts); a double-width character counts as one. A word longer than a line
/// (a long path or id) is never broken: it gets a line of its own and runs past the width, so
/// it can still be copied whole.
enum TextLayout {
  /// `text` wrapped at spaces into lines of at most `width` characters: the first starts with
  /// `first`, the others with `rest`.
  static func wrap(_ text: String, width: Int, first: String, rest: String) -> [String] {
    let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    return fill(words, width: width, first: first, rest: rest, separator: " ", continuation: "")
  }

  /// A shell command wrapped between its arguments, an option kept with its value
  /// (`--config FILE`), each broken line ending in ` \` so the lines paste as one command.
  static func wrapCommand(_ command: String, width: Int, first: String, rest: String)
    -> [String]
  {
    let groups = argumentGroups(command)
    return fill(groups, width: width, first: first, rest: rest, separator: " ", continuation: " \\")
  }

  /// `text` cut to at most `width` characters, ending in `…` when cut: after its last whole
  /// word when that keeps most of the room (a comma or semicolon before the cut is dropped),
  /// else mid-word.
  static func truncate(_ text: String, to width: Int) -> String {
    guard text.count > width else { return text }
    guard width > 1 else { return width == 1 ? "…" : "" }
    var kept = text.prefix(width - 1)
    if let space = kept.lastIndex(of: " "),
      kept.distance(from: kept.startIndex, to: space) >= width * 2 / 3
    {
      kept = kept[..<space]
      while let last = kept.last, ",;: ".contains(last) { kept = kept.dropLast() }
    }
    return String(kept) + "…"
  }

  // MARK: - Filling lines

  /// Greedy filling: as many pieces on a line as fit (with `continuation` at the end of every
  /// line but the last), a piece too long for any line alone on its own.
  private static func fill(
    _ pieces: [String], width: Int, first: String, rest: String, separator: String,
    continuation: String
  ) -> [String] {
    guard !pieces.isEmpty else { return [first.trimmingTrailingSpaces] }
    var lines: [String] = []
    var line = first
    var lineIsEmpty = true
    for piece in pieces {
      if lineIsEmpty {
        line += piece
        lineIsEmpty = false
        continue
      }
      if line.count + separator.count + piece.count + continuation.count <= width {
        line += separator + piece
      } else {
        lines.append(line + continuation)
        line = rest + piece
      }
    }
    lines.append(line)
    return lines
  }

  /// A command's arguments in groups that stay on one line: the program with its subcommand,
  /// and each option with its value. Single-quoted arguments keep their spaces.
  static func argumentGroups(_ command: String) -> [String] {
    let words = shellWords(command)
    var groups: [String] = []
    var index = 0
    while index < words.count {
      var group = words[index]
      let next = index + 1 < words.count ? words[index + 1] : nil
      if let next, !next.hasPrefix("-"), index == 0 || group.hasPrefix("-") {
        group += " " + next
        index += 1
      }
      groups.append(group)
      index += 1
    }
    return groups
  }

  /// `command` split at spaces outside single quotes (the quotes are kept).
  private static func shellWords(_ command: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quoted = false
    for character in command {
      if character == "'" { quoted.toggle() }
      if character == " " && !quoted {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }
}

extension String {
  /// The string without the spaces at its end.
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
