import EffectProofBase

/// What the reader found in an app's Swift: every shader call site and every place that uses a
/// shader, with a diagnostic for each thing it could not follow.
public struct SwiftShaderModel: Hashable, Sendable {
  /// The `*.swift` files read, in path order.
  public var files: [String]
  /// The files parsed: those that mention a shader, a library, a factory or a modifier. The
  /// others are read and searched, but cannot hold a call site.
  public var parsedFiles: [String]
  /// The total size of the files read, in bytes.
  public var byteCount: Int
  /// Every call site, in file and source order.
  public var callSites: [ShaderCallSite]
  /// Every modifier, shape style and warm-up that uses a shader, in file and source order.
  public var uses: [ShaderUseSite]
  /// `unresolvedCallSite` warnings and problems reading the files.
  public var diagnostics: [Diagnostic]

  /// Creates a model.
  public init(
    files: [String] = [], parsedFiles: [String] = [], byteCount: Int = 0,
    callSites: [ShaderCallSite] = [], uses: [ShaderUseSite] = [],
    diagnostics: [Diagnostic] = []
  ) {
    self.files = files
    self.parsedFiles = parsedFiles
    self.byteCount = byteCount
    self.callSites = callSites
    self.uses = uses
    self.diagnostics = diagnostics
  }

  /// The warm-ups (`compile(as:)`), in source order.
  public var warmups: [ShaderUseSite] { uses.filter { $0.kind == .warmup } }

  /// Whether the app warms shaders up at all; only then is a function without a warm-up
  /// reported.
  public var hasWarmups: Bool { uses.contains { $0.kind == .warmup } }

  /// The functions some warm-up compiles, whether or not its usage could be read: a warm-up
  /// through `compile(as: usage)` with a variable still warms its function up.
  public var warmedUpFunctions: Set<String> {
    Set(warmups.flatMap { $0.callSites.compactMap { callSites[$0].function } })
  }
}
