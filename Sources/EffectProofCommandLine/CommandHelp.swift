import Foundation

/// Prints a ``CommandDeclaration`` as `--help` text and as the docs' Markdown table. Lines are
/// wrapped at ``width`` columns; an option's text starts at one column for the whole command.
enum CommandHelp {
  /// The widest line help prints, except a word longer than a line.
  static let width = 94

  /// `command`'s help in the tool called `programName`.
  static func render<Options>(_ command: CommandDeclaration<Options>, programName: String)
    -> String
  {
    var text = wrap("\(programName) \(command.name): \(command.abstract)") + "\n\n"
    text += "USAGE\n" + indented(command.usageLine(programName: programName)) + "\n"
    for line in command.moreUsage {
      text += "  \(programName) \(line)\n"
    }
    if !command.discussion.isEmpty { text += "\n" + command.discussion + "\n" }
    if !command.operands.rows.isEmpty {
      text += "\nARGUMENTS\n" + table(command.operands.rows)
    }
    text += "\nOPTIONS\n" + table(command.shownOptions)
    for section in command.sections {
      text += "\n\(section.title)\n" + indented(section.body) + "\n"
    }
    text += "\nEXIT STATUS\n" + indented(command.exitStatus) + "\n"
    if !command.footer.isEmpty { text += "\n" + command.footer + "\n" }
    return text + "\n"
  }

  /// Rows of a label and its text: the text starts two columns after the longest label of at
  /// most 22 columns; a longer label gets a line of its own.
  static func table(_ rows: [(label: String, help: String)]) -> String {
    let column = min(rows.map(\.label.count).max() ?? 0, 22) + 4
    var text = ""
    for row in rows {
      let lines = helpLines(row.help, width: width - column)
      let label = "  " + row.label
      if label.count + 2 > column {
        text += label + "\n"
        for line in lines { text += String(repeating: " ", count: column) + line + "\n" }
      } else {
        for (index, line) in lines.enumerated() {
          let start =
            index == 0
            ? label.padding(toLength: column, withPad: " ", startingAt: 0)
            : String(repeating: " ", count: column)
          text += start + line + "\n"
        }
      }
    }
    return text
  }

  /// A help text's lines: each line wrapped to `width`, except one that starts with a space,
  /// kept as it is.
  static func helpLines(_ help: String, width: Int) -> [String] {
    help.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
      line.hasPrefix(" ")
        ? [String(line)]
        : wrap(String(line), width: width).split(separator: "\n").map(String.init)
    }
  }

  /// `text` wrapped at word boundaries to `width` columns.
  static func wrap(_ text: String, width: Int = CommandHelp.width) -> String {
    wrapWords(text.split(separator: " ").map(String.init), hangingAfter: 0, width: width)
  }

  /// `words` joined by spaces and wrapped to `width`; continuation lines start under the word
  /// after the first `hangingAfter` words (for USAGE, under the first option).
  static func wrapWords(_ words: [String], hangingAfter: Int, width: Int = CommandHelp.width - 2)
    -> String
  {
    let lead = words.prefix(hangingAfter).joined(separator: " ")
    let hang = hangingAfter == 0 ? "" : String(repeating: " ", count: lead.count + 1)
    var lines: [String] = []
    var line = lead
    for word in words.dropFirst(hangingAfter) {
      if line.isEmpty || line == hang {
        line += word
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = hang + word
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  /// Every line of `text` indented by two columns (blank lines stay blank).
  static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
  }

  /// The rows as a Markdown table: the label in code, the text on one line, `|` escaped.
  static func markdownTable(_ rows: [(label: String, help: String)]) -> String {
    var text = "| argument or option | what it does |\n|---|---|\n"
    for row in rows {
      let help = row.help.split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      }.joined(separator: " ")
      text += "| `\(row.label)` | \(help.replacingOccurrences(of: "|", with: "\\|")) |\n"
    }
    return text
  }
}
