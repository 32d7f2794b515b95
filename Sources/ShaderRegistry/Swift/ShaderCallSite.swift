import EffectProofBase

/// One place where the app's Swift binds arguments to a stitchable function:
/// `ShaderLibrary.ripple(.float2(origin), .float(time), …)`, a `ShaderFunction` called later, or
/// `Shader(function:arguments:)`.
///
/// A call site is *resolved* when both its function name and its argument kinds are static.
/// What is not static is `nil`, and the reader says why in ``unresolvedReason``.
public struct ShaderCallSite: Hashable, Sendable {
  /// The Metal function's name, or `nil` when it is not static (a dynamic member name).
  public var function: String?
  /// The name token (`ripple` in `ShaderLibrary.ripple(…)`) or the name literal
  /// (`"ripple"` in `[dynamicMember: "ripple"]`). When the name is dynamic: the name
  /// expression if the lookup is written in the call, else the call (`shader(…)` for a
  /// `let shader = L[dynamicMember: name]`), so each call is its own warning.
  public var location: FileLocation
  /// The start of the call, where a wrong argument count is reported.
  public var callLocation: FileLocation
  /// The arguments in order, or `nil` when the list is not static (an array built at run time,
  /// or an argument that is not a `Shader.Argument` literal).
  public var arguments: [ShaderCallArgument]?
  /// Why the call site is not resolved, when it is not.
  public var unresolvedReason: String?
  /// The library the function is looked up in (`registry.buildMembership`).
  public var library: ShaderLibrarySource
  /// The `#available`, `@available` and `#if os(…)` guards around the call
  /// (`registry.availability`).
  public var availability: AvailabilityGuard

  /// Creates a call site.
  public init(
    function: String?, location: FileLocation, callLocation: FileLocation,
    arguments: [ShaderCallArgument]?, unresolvedReason: String? = nil,
    library: ShaderLibrarySource = .unknown, availability: AvailabilityGuard = AvailabilityGuard()
  ) {
    self.function = function
    self.location = location
    self.callLocation = callLocation
    self.arguments = arguments
    self.unresolvedReason = unresolvedReason
    self.library = library
    self.availability = availability
  }

  /// Whether the function name and every argument kind are static.
  public var isResolved: Bool { function != nil && arguments != nil }

  /// The argument kinds, when static.
  public var argumentKinds: [ShaderArgumentKind]? { arguments?.map(\.kind) }
}

/// One `Shader.Argument` at a call site: its kind and where it is written.
public struct ShaderCallArgument: Hashable, Sendable {
  /// The kind, from `.float(…)`, `.boundingRect`, `Shader.Argument.color(…)` and so on.
  public var kind: ShaderArgumentKind
  /// The argument expression's start.
  public var location: FileLocation
  /// The name of the image an `.image(…)` argument passes, when the Swift writes it as a
  /// literal (`Image("noise")`, `Image(.noise)`, in place or in a `let` or property); `nil`
  /// for an image known only at run time and for every other kind.
  public var imageName: String?

  /// Creates an argument.
  public init(kind: ShaderArgumentKind, location: FileLocation, imageName: String? = nil) {
    self.kind = kind
    self.location = location
    self.imageName = imageName
  }
}
