import LocatedJSON

/// One parameter of a Metal function, as written: `device const float *pips`.
public struct MetalParameter: Hashable, Sendable, CustomStringConvertible {
  /// The type, with address-space and cv qualifiers, spaced canonically:
  /// `device const float *`, `texture2d<half>`, `SwiftUI::Layer`.
  public var type: String
  /// The parameter's name; empty for an unnamed parameter.
  public var name: String
  /// Where the parameter starts.
  public var position: SourcePosition
  /// The default value as written (`0.2` in `float windSize = 0.2`), when there is one. SwiftUI
  /// binds every parameter from the call's arguments, so a call must still pass it
  /// (docs/registry.md, "Default values").
  public var defaultValue: String?

  /// Creates a parameter.
  public init(type: String, name: String, position: SourcePosition, defaultValue: String? = nil) {
    self.type = type
    self.name = name
    self.position = position
    self.defaultValue = defaultValue
  }

  /// `type name`, as in the source, with ` = value` when it has a default.
  public var description: String {
    let declaration =
      name.isEmpty
      ? type : (type.hasSuffix("*") || type.hasSuffix("&") ? type + name : "\(type) \(name)")
    return defaultValue.map { "\(declaration) = \($0)" } ?? declaration
  }

  /// The type without qualifiers or a `metal::` prefix, and whether it is a pointer:
  /// `device const float *` → (`float`, true).
  public var baseType: (name: String, isPointer: Bool) {
    let qualifiers: Set<Substring> = [
      "const", "device", "constant", "thread", "threadgroup", "volatile", "restrict",
    ]
    var words = type.split(separator: " ").filter { !qualifiers.contains($0) }
    var isPointer = false
    while let last = words.last, last == "*" || last == "&" {
      isPointer = isPointer || last == "*"
      words.removeLast()
    }
    var base = words.joined(separator: " ")
    if base.hasPrefix("metal::") { base.removeFirst("metal::".count) }
    return (base, isPointer)
  }
}
