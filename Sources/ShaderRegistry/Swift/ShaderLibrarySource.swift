/// Which Metal library a shader call reads its function from, as the Swift writes it.
///
/// SwiftUI looks a function up by name in one library: `ShaderLibrary.default` and
/// `ShaderLibrary.<name>` read the main (app) bundle's default library,
/// `ShaderLibrary.bundle(.module)` a package target's resource bundle. Which `.metal` files are
/// built into that library decides whether the call finds its function (`registry.buildMembership`).
public enum ShaderLibrarySource: Hashable, Sendable, CustomStringConvertible {
  /// The main bundle's default library: `ShaderLibrary.default`, `ShaderLibrary.name(…)`,
  /// `ShaderLibrary.bundle(.main)`.
  case mainBundle
  /// The calling target's resource bundle: `ShaderLibrary.bundle(.module)`.
  case moduleBundle
  /// Another bundle, as written (`Bundle(for: Token.self)`).
  case otherBundle(String)
  /// A library the reader cannot tell: `ShaderLibrary(url:)`, `ShaderLibrary(data:)`, a
  /// `ShaderLibrary` parameter, or two libraries on two branches.
  case unknown

  /// How a message names it: `ShaderLibrary.default (the main bundle)`.
  public var description: String {
    switch self {
    case .mainBundle: "the main bundle's library"
    case .moduleBundle: "ShaderLibrary.bundle(.module)"
    case .otherBundle(let text): "ShaderLibrary.bundle(\(text))"
    case .unknown: "a library the reader cannot tell"
    }
  }
}
