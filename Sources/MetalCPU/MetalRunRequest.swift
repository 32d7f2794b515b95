import Foundation

/// What to run: one function of a source, over a layer of a size in points at a scale, with
/// SwiftUI's arguments.
public struct MetalRunRequest: Hashable, Sendable {
  /// The function's name (as `ShaderLibrary` looks it up).
  public var function: String
  /// How it is applied; nil infers it from the signature (``StitchableFunction/inferredUsage``).
  public var usage: ShaderUsage?
  /// The layer's width in points.
  public var width: Double
  /// The layer's height in points.
  public var height: Double
  /// Pixels per point (SwiftUI's display scale).
  public var scale: Double
  /// The arguments after SwiftUI's leading ones, in order.
  public var arguments: [MetalArgument]
  /// The layer (and a colour effect's input colour), `pixelWidth × pixelHeight`; nil uses
  /// ``MetalRunImage/testPattern(width:height:)``.
  public var input: MetalRunImage?
  /// Worker threads (rows are shared among them).
  public var jobs: Int
  /// The longest run allowed, in seconds, before the child is stopped as hung.
  public var timeLimit: Double
  /// Whether the child checks every result colour (``MetalRunResult/colours``).
  public var checksColours = false
  /// Whether the output image comes back; without it ``MetalRunResult/image`` is empty (0×0),
  /// which a sweep that reads only the audit wants (no image crosses the socket).
  public var returnsImage = true
  /// An id for ``input``, so that a ``MetalSession`` sends each layer once and the child keeps
  /// it: the same id must always mean the same layer. Nil sends the layer every time.
  public var layerID: Int?

  /// The largest side, in pixels.
  public static let maximumSide = 16_384

  /// A request; `jobs` defaults to the machine's cores, `timeLimit` to 60 s.
  public init(
    function: String, usage: ShaderUsage? = nil, width: Double, height: Double, scale: Double = 1,
    arguments: [MetalArgument] = [], input: MetalRunImage? = nil, jobs: Int? = nil,
    timeLimit: Double = 60
  ) {
    self.function = function
    self.usage = usage
    self.width = width
    self.height = height
    self.scale = scale
    self.arguments = arguments
    self.input = input
    self.jobs = jobs ?? max(1, ProcessInfo.processInfo.activeProcessorCount)
    self.timeLimit = timeLimit
  }

  /// The layer's width in pixels: `⌈width × scale⌉`, or nil when that is not in
  /// 1…``maximumSide``.
  public var pixelWidth: Int? { Self.pixels(width, scale) }
  /// The layer's height in pixels, as ``pixelWidth``.
  public var pixelHeight: Int? { Self.pixels(height, scale) }

  static func pixels(_ points: Double, _ scale: Double) -> Int? {
    guard points.isFinite, scale.isFinite, points > 0, scale > 0 else { return nil }
    let pixels = (points * scale).rounded(.up)
    guard pixels >= 1, pixels <= Double(maximumSide) else { return nil }
    return Int(pixels)
  }
}
