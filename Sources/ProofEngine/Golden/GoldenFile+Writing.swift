import LocatedJSON

// MARK: - Writing

extension GoldenFile {
  /// The file's JSON text, in a stable layout that diffs well: two-space indentation, keys in
  /// sorted order inside `tolerances`, `inputs` and `outputs`, one case per line, numbers in
  /// Swift's shortest round-tripping form (`12.3`, `1e-06`, `-0.0`), NaN and ±∞ as `"nan"`,
  /// `"inf"`, `"-inf"`, and a final newline. ``init(jsonText:file:)`` reads it back to an equal
  /// value (bit for bit, NaN included).
  public var jsonText: String {
    var lines = ["{", "  \"format\": \(Self.formatVersion),", "  \"name\": \(quoted(name)),"]
    if let note { lines.append("  \"note\": \(quoted(note)),") }
    if let defaultTolerance {
      lines.append("  \"defaultTolerance\": \(GoldenJSONText.tier(defaultTolerance)),")
    }
    if tolerances.isEmpty {
      lines.append("  \"tolerances\": {},")
    } else {
      lines.append("  \"tolerances\": {")
      let entries = tolerances.keys.sorted().map { field in
        "    \(quoted(field)): \(GoldenJSONText.tier(tolerances[field] ?? .tol0))"
      }
      lines.append(entries.joined(separator: ",\n"))
      lines.append("  },")
    }
    if cases.isEmpty {
      lines.append("  \"cases\": []")
    } else {
      lines.append("  \"cases\": [")
      let rows = cases.map { row in
        "    {\"inputs\": \(GoldenJSONText.numbers(row.inputs)), "
          + "\"outputs\": \(GoldenJSONText.numbers(row.outputs))}"
      }
      lines.append(rows.joined(separator: ",\n"))
      lines.append("  ]")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Writes ``jsonText`` to `path` atomically, creating missing parent folders.
  ///
  /// The text goes to a temporary file next to `path`, is flushed to disk, and only then
  /// takes the final name: with `replaceExisting` by `rename(2)`, which swaps the old file for
  /// the new one in one step; without it by `link(2)`, which fails when `path` exists, so an
  /// existing file is never overwritten. Either way a reader sees the old file or the new one,
  /// never a half-written one, and a failure leaves `path` as it was.
  ///
  /// - Throws: ``GoldenError`` `.malformed` without touching the disk when the contents would
  ///   not read back (an output field without a tolerance, an invalid explicit tolerance, an
  ///   empty name); `.writeFailed` when the file exists and `replaceExisting` is `false`, or
  ///   when the file system refuses.
  public func write(to path: String, replaceExisting: Bool) throws(GoldenError) {
    let text = jsonText
    do throws(GoldenError) {
      _ = try GoldenFile(jsonText: text, file: path)
    } catch {
      var refusal = error
      refusal.message = "refusing to write a golden file that would not read back: \(error.message)"
      throw refusal
    }
    try AtomicFileWrite.store(Array(text.utf8), to: path, replaceExisting: replaceExisting)
  }

  private func quoted(_ text: String) -> String { JSONQuoting.quoted(text) }
}

// MARK: - JSON fragments

/// JSON spellings of golden values.
enum GoldenJSONText {
  /// A number in Swift's shortest round-tripping form, or `"nan"`, `"inf"`, `"-inf"`.
  static func number(_ value: Double) -> String {
    if let spelling = NonFiniteCoding.spelling(of: value) { return "\"\(spelling)\"" }
    return "\(value)"
  }

  /// `{"a": 1.0, "b": "nan"}` with keys sorted.
  static func numbers(_ values: [String: Double]) -> String {
    let members = values.keys.sorted().map { key in
      "\(JSONQuoting.quoted(key)): \(number(values[key] ?? .nan))"
    }
    return "{" + members.joined(separator: ", ") + "}"
  }

  /// `"tol2"`, or `{"absolute": 1e-06, "relative": 1e-09}` with only the non-zero members.
  static func tier(_ tier: ToleranceTier) -> String {
    guard case .explicit = tier else { return "\"\(tier.name)\"" }
    let members = tier.explicitMembers.map { "\"\($0.key)\": \(number($0.value))" }
    return "{" + members.joined(separator: ", ") + "}"
  }
}
