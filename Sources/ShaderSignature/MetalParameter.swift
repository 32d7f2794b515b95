import EffectProofBase

/// One parameter of a stitchable function, as written (`device const float *pips`), and what it
/// is to SwiftUI and the runtime (``kind``).
///
/// The Metal scanner reads it from the source; the CPU compiler reads it from clang's AST and
/// takes its kind from the compiled program. Both give this one type.
public struct MetalParameter: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The type, with address-space and cv qualifiers, spaced canonically:
  /// `device const float *`, `texture2d<half>`, `SwiftUI::Layer`. clang's AST drops address
  /// spaces (`const float *`).
  public var type: String
  /// The parameter's name; empty for an unnamed parameter.
  public var name: String
  /// What the type is to SwiftUI and the runtime.
  public var kind: MetalParameterKind
  /// Where the parameter starts.
  public var position: SourcePosition
  /// The default value as written (`0.2` in `float windSize = 0.2`), when there is one. SwiftUI
  /// binds every parameter from the call's arguments, so a call must still pass it
  /// (docs/registry.md, "Default values").
  public var defaultValue: String?

  /// Creates a parameter; without a `kind`, it is read from the spelling
  /// (``MetalParameterKind/init(spelling:)``).
  public init(
    type: String, name: String, kind: MetalParameterKind? = nil, position: SourcePosition,
    defaultValue: String? = nil
  ) {
    self.type = type
    self.name = name
    self.kind = kind ?? MetalParameterKind(spelling: type)
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
  public var baseType: (name: String, isPointer: Bool) { Self.baseType(of: type) }

  /// ``baseType`` of any spelling.
  static func baseType(of type: String) -> (name: String, isPointer: Bool) {
    let qualifiers: Set<Substring> = [
      "const", "device", "constant", "thread", "threadgroup", "volatile", "restrict",
    ]
    var spaced = ""
    for character in type {
      if character == "*" || character == "&" {
        spaced += " \(character) "
      } else {
        spaced.append(character)
      }
    }
    var words = spaced.split(separator: " ").filter { !qualifiers.contains($0) }
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
