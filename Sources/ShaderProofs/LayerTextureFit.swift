/// The texture SwiftUI renders a layer or distortion effect's view into, per axis, and whether
/// the renderer can create it (`shader.<entry>.layerFits`, docs/shader-proofs.md).
///
/// ```
/// pixels = ⌈(size + 2 × maxSampleOffset) × scale⌉        per axis, size and offset in points
/// pixels ≤ 8192              → fits
/// 8192 < pixels ≤ 16384      → at risk (warns): trackers report the view lost well below the
///                              GPU's limit, and the renderer's own limit is not published
/// pixels > 16384, or +∞      → too large (fails): past the largest 2D texture of every GPU
///                              family that runs iOS 17 or macOS 14 (Apple3 and later, Mac2)
/// ```
///
/// Edge cases, never a trap: a NaN, infinite or negative size, offset or scale is
/// ``Verdict/notASize`` (a failure naming the value); finite inputs whose product overflows to
/// +∞ are ``Verdict/tooLarge``; a zero size, offset or scale gives 0 px, which fits. The
/// rounding up forgives 10⁻⁶ px, so a layer of exactly 16384 px computed as
/// 16384.000000000004 fits.
public struct LayerTextureFit: Hashable, Sendable {
  /// How a layer fares against the renderer's largest texture.
  public enum Verdict: Int, Hashable, Sendable, Comparable {
    /// At most ``riskFrom`` px on each side.
    case fits
    /// Past ``riskFrom`` px on a side, at most ``largestTexture``.
    case atRisk
    /// Past ``largestTexture`` px on a side.
    case tooLarge
    /// A size, offset or scale that is NaN, infinite or negative.
    case notASize

    /// Orders verdicts from best to worst.
    public static func < (a: Verdict, b: Verdict) -> Bool { a.rawValue < b.rawValue }
  }

  /// The largest 2D texture width and height, in pixels, of every GPU family that runs iOS 17
  /// and macOS 14 (Apple's Metal Feature Set Tables, "Maximum 2D texture width and height":
  /// 16384 px from Apple3 on and on Mac2; 8192 px on Apple2).
  public static let largestTexture = 16384.0
  /// The side past which a layer warns: half the GPU's limit, since trackers report views lost
  /// below it (docs/shader-proofs.md, "layerFits").
  public static let riskFrom = 8192.0
  /// How far past a whole pixel a product may lie and still round down to it.
  static let roundingSlack = 1e-6

  /// The view's size in points.
  public var viewSize: SIMD2<Double>
  /// The promise per axis in points: the layer's margin on each side.
  public var maxSampleOffset: SIMD2<Double>
  /// Pixels per point.
  public var scale: Double
  /// The layer's pixels per axis: ⌈(size + 2 × offset) × scale⌉; NaN for ``Verdict/notASize``.
  public let pixels: SIMD2<Double>
  /// The worse of the two axes' verdicts.
  public let verdict: Verdict

  /// The layer of a `viewSize` view with `maxSampleOffset` margins at `scale`.
  public init(viewSize: SIMD2<Double>, maxSampleOffset: SIMD2<Double>, scale: Double) {
    self.viewSize = viewSize
    self.maxSampleOffset = maxSampleOffset
    self.scale = scale
    let x = Self.pixels(points: viewSize.x, margin: maxSampleOffset.x, scale: scale)
    let y = Self.pixels(points: viewSize.y, margin: maxSampleOffset.y, scale: scale)
    pixels = SIMD2(x ?? .nan, y ?? .nan)
    verdict = max(Self.verdict(x), Self.verdict(y))
  }

  /// One axis: ⌈(points + 2 × margin) × scale⌉, or nil when an input is NaN, infinite or
  /// negative. Finite inputs whose result overflows give +∞.
  public static func pixels(points: Double, margin: Double, scale: Double) -> Double? {
    for value in [points, margin, scale] where !value.isFinite || value < 0 { return nil }
    let exact = (points + 2 * margin) * scale
    guard exact.isFinite else { return .infinity }
    return max(0, (exact - roundingSlack).rounded(.up))
  }

  /// The verdict of one axis's pixels (nil: not a size).
  static func verdict(_ pixels: Double?) -> Verdict {
    guard let pixels else { return .notASize }
    if pixels > largestTexture { return .tooLarge }
    if pixels > riskFrom { return .atRisk }
    return .fits
  }

  /// Which axes are past `limit` px: `width`, `height`, or `width and height`.
  func axes(past limit: Double) -> String {
    let names = [pixels.x > limit ? "width" : nil, pixels.y > limit ? "height" : nil]
      .compactMap { $0 }
    return names.joined(separator: " and ")
  }
}
