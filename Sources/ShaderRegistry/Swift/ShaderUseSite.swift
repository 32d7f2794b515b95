import EffectProofBase

/// A place that uses a shader and so fixes its usage: a view modifier (`.layerEffect(s,
/// maxSampleOffset:)`), a shape style (`.fill(s)`) or a warm-up (`s.compile(as: .colorEffect)`).
public struct ShaderUseSite: Hashable, Sendable {
  /// What kind of place it is.
  public enum Kind: String, Hashable, Sendable {
    /// `.colorEffect`, `.distortionEffect` or `.layerEffect`.
    case modifier
    /// `.fill`, `.foregroundStyle`, `.stroke` or `.background` with a shader.
    case shapeStyle
    /// `compile(as:)`, directly or through a warm-up list.
    case warmup
  }

  /// The kind of place.
  public var kind: Kind
  /// The usage it applies the shader with; `nil` for a warm-up whose usage is not static.
  public var usage: ShaderUsage?
  /// Where a usage mismatch is reported: the modifier's name, or the warm-up's usage.
  public var location: FileLocation
  /// The call sites the shader resolves to, as indices into ``SwiftShaderModel/callSites``. A
  /// factory with two branches resolves to two.
  public var callSites: [Int]
  /// The `maxSampleOffset:` argument of a distortion or layer effect, when written.
  public var maxSampleOffset: SampleOffsetExpression?
  /// For a warm-up listed by name (`Warmup(name: "felt", …)`), the name it is listed under.
  public var listedName: String?
  /// For a warm-up, where the app lists what it warms up: the `[` of the warm-up list looped
  /// over, or the `compile(as:)` call of a warm-up written on its own. A stitchable function no
  /// warm-up compiles is reported here, where the missing entry belongs.
  public var listLocation: FileLocation?
  /// For a modifier inside `visualEffect { content, proxy in … }`, the expression that is the
  /// view's size there (`proxy.size`), so that an argument `.float2(proxy.size)` or
  /// `.float(proxy.size.width)` can be read as the view's size; `nil` elsewhere.
  public var viewSizeExpression: String?
  /// The `#available`, `@available` and `#if os(…)` guards around the use
  /// (`registry.availability`).
  public var availability: AvailabilityGuard

  /// Creates a use site.
  public init(
    kind: Kind, usage: ShaderUsage?, location: FileLocation, callSites: [Int],
    maxSampleOffset: SampleOffsetExpression? = nil, listedName: String? = nil,
    listLocation: FileLocation? = nil, viewSizeExpression: String? = nil,
    availability: AvailabilityGuard = AvailabilityGuard()
  ) {
    self.availability = availability
    self.kind = kind
    self.usage = usage
    self.location = location
    self.callSites = callSites
    self.maxSampleOffset = maxSampleOffset
    self.listedName = listedName
    self.listLocation = listLocation
    self.viewSizeExpression = viewSizeExpression
  }
}

/// A `maxSampleOffset:` argument as written, with its value in points when the reader can work
/// it out: a literal `CGSize(width:height:)`, `.zero`, or a constant that is one.
public struct SampleOffsetExpression: Hashable, Sendable {
  /// The expression's source text, trimmed: `curl.maxSampleOffset`.
  public var text: String
  /// Where it is written.
  public var location: FileLocation
  /// The width in points, when static.
  public var width: Double?
  /// The height in points, when static.
  public var height: Double?

  /// Creates an expression record.
  public init(text: String, location: FileLocation, width: Double? = nil, height: Double? = nil) {
    self.text = text
    self.location = location
    self.width = width
    self.height = height
  }

  /// Whether both components are known.
  public var isStatic: Bool { width != nil && height != nil }
}
