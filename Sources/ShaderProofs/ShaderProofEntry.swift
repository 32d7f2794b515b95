import EffectProofBase
import ShaderRegistry

/// One entry of a config's `shaderProofs`: an app shader, the views and scales it is drawn at,
/// what its arguments range over, its promise and its invariants (docs/shader-proofs.md).
public struct ShaderProofEntry: Hashable, Sendable {
  /// The entry's key: proof ids are `shader.<key>.finite` and so on.
  public var key: String
  /// The `[[ stitchable ]]` function (the key unless `function` is given).
  public var function: String
  /// The usage given in the config, if any (else the Swift's, else the signature's).
  public var usage: ShaderUsage?
  /// The view sizes, in points.
  public var viewSizes: [SIMD2<Double>]
  /// The scales, in pixels per point.
  public var scales: [Double]
  /// One slot per `Shader.Argument`, in the function's parameter order.
  public var arguments: [ShaderArgument]
  /// The config's `maxSampleOffset`, if given; the Swift's static one comes first.
  public var maxSampleOffset: SampleOffsetFormula?
  /// The invariants to prove besides the built-in checks.
  public var invariants: [ShaderInvariant]
  /// Extra input images (PNG paths, resolved) besides the built-in layer.
  public var images: [String]
  /// The id of a geometric promise proof of the same shader (`"geometry"`), shown beside the
  /// compiled source's `samplePromise` (docs/shader-proofs.md, "Beside the geometry").
  public var geometry: String?
  /// What `effectproof init` guessed and the user has still to review (`review`): one line
  /// each, such as `viewSize: guessed …`. `check` warns while any is left (docs/init.md).
  public var review: [String]
  /// Whether ``maxSampleOffset`` is a supremum measured on the compiled source
  /// (`{"measured": [x, y]}`, written by `effectproof init`), not a promise the app makes.
  public var isMeasuredPromise: Bool
  /// The per-run time limit's base in seconds (`runTimeLimit`; `--run-time-limit` overrides
  /// it), scaled by each run's work; nil: ``defaultRunTimeLimit`` (docs/shader-proofs.md,
  /// "Time limit").
  public var runTimeLimit: Double?
  /// The base when an entry gives none: 10 s.
  public static let defaultRunTimeLimit = 10.0
  /// The range `runTimeLimit` and `--run-time-limit` accept, in seconds.
  public static let runTimeLimitRange = 0.1...86_400.0
  /// The source that declares the function and its line, from the scan.
  public var file: String
  /// The declaration's line.
  public var line: Int
  /// The entry's JSON path, for messages: `$.shaderProofs.loupe`.
  public var path: String
  /// Images the app's Swift names that the sweep could not use (``ShaderImageResolution``),
  /// one line each; `check` warns with them (``imageWarning``).
  public var imageWarnings: [String] = []
  /// The one Swift modifier site the entry proves (`"site": "PlayerView.swift:41"`), when it
  /// names one; otherwise every site no other entry of the function names
  /// (docs/shader-proofs.md, "One proof per site").
  public var site: ShaderSiteReference? = nil

  /// Creates an entry.
  public init(
    key: String, function: String, usage: ShaderUsage? = nil, viewSizes: [SIMD2<Double>],
    scales: [Double], arguments: [ShaderArgument],
    maxSampleOffset: SampleOffsetFormula? = nil,
    invariants: [ShaderInvariant] = [], images: [String] = [], geometry: String? = nil,
    review: [String] = [], isMeasuredPromise: Bool = false, file: String, line: Int,
    path: String
  ) {
    self.key = key
    self.function = function
    self.usage = usage
    self.viewSizes = viewSizes
    self.scales = scales
    self.arguments = arguments
    self.maxSampleOffset = maxSampleOffset
    self.invariants = invariants
    self.images = images
    self.geometry = geometry
    self.review = review
    self.isMeasuredPromise = isMeasuredPromise
    self.file = file
    self.line = line
    self.path = path
  }
}

/// A `maxSampleOffset` per axis, each a number of points or a formula over the arguments.
public struct SampleOffsetFormula: Hashable, Sendable {
  /// The width axis.
  public var x: PromiseFormula
  /// The height axis.
  public var y: PromiseFormula

  /// Both axes.
  public init(x: PromiseFormula, y: PromiseFormula) {
    self.x = x
    self.y = y
  }
}

/// A property of an app shader's output beyond the built-in checks, named in an entry's
/// `invariants` (docs/shader-proofs.md, "Invariants").
public enum ShaderInvariant: Hashable, Sendable {
  /// Every channel of every result is at least the input's (a screen or additive blend).
  case onlyAddsLight
  /// The result's alpha is the input's, at every pixel.
  case preservesAlpha
  /// With these arguments fixed (the others over their domain) the image is unchanged.
  case identityAt([String: [Double]])
  /// A step of `step` in the argument changes no channel of any pixel by more than
  /// `maximumChange`.
  case continuousIn(argument: String, step: Double, maximumChange: Double)

  /// The proof id's last part: `onlyAddsLight`, `identityAt`, …
  public var name: String {
    switch self {
    case .onlyAddsLight: "onlyAddsLight"
    case .preservesAlpha: "preservesAlpha"
    case .identityAt: "identityAt"
    case .continuousIn(let argument, _, _): "continuousIn.\(argument)"
    }
  }
}

/// An entry's `site`: the Swift modifier (`.layerEffect`, `.distortionEffect`) it proves, as
/// `File.swift:line`, the line of the modifier or of any line of its arguments up to its
/// `maxSampleOffset:`.
public struct ShaderSiteReference: Hashable, Sendable, CustomStringConvertible {
  /// The file as written: a name (`PlayerView.swift`) or the end of a path
  /// (`Player/PlayerView.swift`).
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The key's JSON path, for messages: `$.shaderProofs.mini.site`.
  public var path: String

  /// Creates a reference.
  public init(file: String, line: Int, path: String) {
    self.file = file
    self.line = line
    self.path = path
  }

  /// Reads `PlayerView.swift:41`; `nil` unless it is a `.swift` path, a colon and a line
  /// number from 1.
  public init?(parsing text: String, path: String) {
    guard let colon = text.lastIndex(of: ":") else { return nil }
    let file = String(text[..<colon])
    let digits = text[text.index(after: colon)...]
    guard file.hasSuffix(".swift"), file.count > ".swift".count, !digits.isEmpty,
      digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber), digits.count <= 9,
      let line = Int(digits), line >= 1
    else { return nil }
    self.init(file: file, line: line, path: path)
  }

  /// `PlayerView.swift:41`.
  public var description: String { "\(file):\(line)" }

  /// Whether `location`'s file is this file (the same path, or a path ending in `/file`).
  public func names(file location: FileLocation) -> Bool {
    location.file == file || location.file.hasSuffix("/" + file)
  }

  /// Whether this names `use`: its file, and a line from the modifier's to its
  /// `maxSampleOffset:` argument's.
  public func names(_ use: ShaderUseSite) -> Bool {
    guard names(file: use.location) else { return false }
    let first = use.location.positionOrStart.line
    let last = max(first, use.maxSampleOffset?.location.positionOrStart.line ?? first)
    return (first...last).contains(line)
  }
}
