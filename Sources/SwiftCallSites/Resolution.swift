import EffectProofBase

#if EFFECTPROOF_SWIFT_SYNTAX
  import ShaderRegistry
  import SwiftSyntax

  /// What an expression was followed to. An expression can be several things at once: a
  /// ternary between two factories resolves to both of their call sites.
  struct Resolution {
    /// Shader values: indices of the call sites that built them.
    var callSites: [Int] = []
    /// `ShaderFunction` values, not called yet.
    var functions: [FunctionReference] = []
    /// The library it is, when it is a `ShaderLibrary`.
    var library: ShaderLibrarySource?
    /// Library wrappers it is: a type with a `static subscript(dynamicMember:)`, or an
    /// instance of one with an instance subscript.
    var wrappers: [WrapperValue] = []
    /// Array literals it evaluates to (a warm-up list, a table of builders).
    var arrays: [ArrayExprSyntax] = []
    /// Dictionary literals it evaluates to (`["ripple": { … }]`, a table of builders by name).
    var dictionaries: [DictionaryExprSyntax] = []
    /// Tuple literals of two or more elements it evaluates to (`("Ripple", { date in … })`).
    var tuples: [TupleExprSyntax] = []
    /// Closures it evaluates to, not called yet: calling one gives what its body returns.
    var closures: [ClosureExprSyntax] = []
    /// Types it is an instance of (`Shaders()`, a `let shaders: Shaders`): its members are
    /// the type's.
    var instances: [String] = []
    /// Shader-like values the reader could not follow, with why and where.
    var unresolved: [UnresolvedPart] = []

    static let nothing = Resolution()

    static func library(_ source: ShaderLibrarySource) -> Resolution {
      var resolution = Resolution()
      resolution.library = source
      return resolution
    }

    /// Whether it is a `ShaderLibrary`.
    var isLibrary: Bool { library != nil }

    /// One library for two: the same one, or `.unknown` when they differ.
    static func merged(_ first: ShaderLibrarySource?, _ second: ShaderLibrarySource?)
      -> ShaderLibrarySource?
    {
      guard let first else { return second }
      guard let second else { return first }
      return first == second ? first : .unknown
    }

    /// Whether nothing at all was found.
    var isEmpty: Bool {
      callSites.isEmpty && functions.isEmpty && !isLibrary && wrappers.isEmpty && arrays.isEmpty
        && dictionaries.isEmpty && tuples.isEmpty && closures.isEmpty && instances.isEmpty
        && unresolved.isEmpty
    }

    mutating func merge(_ other: Resolution) {
      for index in other.callSites where !callSites.contains(index) { callSites.append(index) }
      for function in other.functions where !functions.contains(function) {
        functions.append(function)
      }
      library = Self.merged(library, other.library)
      for wrapper in other.wrappers where !wrappers.contains(wrapper) { wrappers.append(wrapper) }
      arrays += other.arrays
      dictionaries += other.dictionaries
      tuples += other.tuples
      closures += other.closures
      for type in other.instances where !instances.contains(type) { instances.append(type) }
      for part in other.unresolved where !unresolved.contains(part) { unresolved.append(part) }
    }
  }

  /// A `ShaderFunction`: its name when static, and where the name (or the lookup) is written.
  struct FunctionReference: Hashable {
    var name: String?
    var location: FileLocation
    /// Why the name is not static, when it is not.
    var reason: String?
    /// Whether the name is a wrapper's `dynamicMember` parameter, inside its subscript: the
    /// name is known at each use of the wrapper, so this is no call site of its own.
    var isForwarded = false
    /// The library the name is looked up in.
    var library: ShaderLibrarySource = .unknown
  }

  /// Something shader-like that could not be followed.
  struct UnresolvedPart: Hashable {
    var location: FileLocation
    var reason: String
  }
#endif
