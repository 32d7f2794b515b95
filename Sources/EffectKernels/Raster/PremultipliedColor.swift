/// An RGBA colour whose red, green and blue are already multiplied by alpha, as SwiftUI hands
/// colours and layer samples to a shader (`half4`, premultiplied).
///
/// ```
/// premultiplied = (r·a, g·a, b·a, a)
/// ```
///
/// Channels are stored as given: nothing is clamped, and NaN stays NaN so a kernel port that
/// produces one is caught by its test rather than hidden. Use `isFinite` to check.
public struct PremultipliedColor: Sendable, Hashable {
  /// Red, already multiplied by alpha.
  public var red: Float
  /// Green, already multiplied by alpha.
  public var green: Float
  /// Blue, already multiplied by alpha.
  public var blue: Float
  /// Coverage, 0 (clear) to 1 (opaque).
  public var alpha: Float

  /// A colour from channels that are already premultiplied.
  public init(red: Float, green: Float, blue: Float, alpha: Float) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Premultiplies a straight (unassociated) colour: `(r·a, g·a, b·a, a)`.
  ///
  /// NaN in any channel propagates to that channel (and to every colour channel when alpha
  /// is NaN).
  public init(straightRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: red * alpha, green: green * alpha, blue: blue * alpha, alpha: alpha)
  }

  /// Fully transparent black, `(0, 0, 0, 0)`.
  public static let clear = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0)

  /// Opaque black, `(0, 0, 0, 1)`.
  public static let black = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 1)

  /// Opaque white, `(1, 1, 1, 1)`.
  public static let white = PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1)

  /// The channels as a vector `(red, green, blue, alpha)`, like Metal's `half4`.
  public var simd: SIMD4<Float> { SIMD4(red, green, blue, alpha) }

  /// A colour from a vector `(red, green, blue, alpha)` of premultiplied channels.
  public init(simd v: SIMD4<Float>) {
    self.init(red: v.x, green: v.y, blue: v.z, alpha: v.w)
  }

  /// Whether all four channels are finite (no NaN, no infinity).
  public var isFinite: Bool {
    red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite
  }

  /// The straight (unpremultiplied) channels `(r/a, g/a, b/a, a)`.
  ///
  /// Edge cases: alpha 0 (or NaN, or negative) has no defined colour and gives
  /// `(0, 0, 0, alpha)` rather than dividing by zero.
  public var straight: SIMD4<Float> {
    guard alpha > 0 else { return SIMD4(0, 0, 0, alpha) }
    return SIMD4(red / alpha, green / alpha, blue / alpha, alpha)
  }
}
