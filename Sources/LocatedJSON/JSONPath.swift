/// A path from a document's root to one value, printed as `$.warmups[0].arguments[2]`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  /// One step of a path.
  public enum Component: Hashable, Sendable {
    /// An object member by key.
    case key(String)
    /// An array element by 0-based index.
    case index(Int)
  }

  /// The steps from the root, outermost first.
  public var components: [Component]

  /// Creates a path from its steps.
  public init(_ components: [Component] = []) {
    self.components = components
  }

  /// The document's root, `$`.
  public static let root = JSONPath()

  /// This path extended by an object key.
  public func appending(key: String) -> JSONPath {
    JSONPath(components + [.key(key)])
  }

  /// This path extended by an array index.
  public func appending(index: Int) -> JSONPath {
    JSONPath(components + [.index(index)])
  }

  /// `$` followed by `.key` for identifier-like keys, `["key"]` for others and `[n]` for indices.
  public var description: String {
    var text = "$"
    for component in components {
      switch component {
      case .key(let key) where Self.isPlain(key):
        text += ".\(key)"
      case .key(let key):
        text += "[\(JSONQuoting.quoted(key))]"
      case .index(let index):
        text += "[\(index)]"
      }
    }
    return text
  }

  private static func isPlain(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return key.unicodeScalars.allSatisfy { scalar in
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        || scalar == "_"
    }
  }
}

/// Quotes strings for one-line messages.
public enum JSONQuoting {
  /// `text` in double quotes with `\`, `"` and control characters escaped as JSON escapes them,
  /// so a key holding a line break still prints on one line.
  public static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _
      where scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value):
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
