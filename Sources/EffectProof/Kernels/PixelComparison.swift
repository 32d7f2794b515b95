import EffectKernels
import MetalCPU

/// Two renders of one layer compared pixel by pixel, channel by channel, on premultiplied
/// 0 … 1 channels: the port's (`EffectKernels`) against the compiled shader's (`MetalCPU`).
///
/// ```
/// Δ(x, y, c) = |port(x, y)[c] − compiled(x, y)[c]|        c ∈ {r, g, b, a}
/// agrees     ⇔ Δ ≤ tolerance for every channel            (tolerance 1/255: one 8-bit code value)
/// ```
///
/// A NaN agrees only with a NaN and an infinity only with the same infinity; any other NaN or
/// infinity is an infinite Δ. Images of different sizes do not agree at all.
package struct PixelComparison: Hashable, Sendable {
  /// One 8-bit code value on a 0 … 1 channel, the differential proofs' tolerance.
  package static let oneCodeValue: Float = 1.0 / 255.0

  /// Pixels compared.
  package var pixels: Int
  /// Pixels with at least one channel past the tolerance.
  package var disagreeing: Int
  /// The largest Δ over every pixel and channel (0 for no pixels).
  package var largest: Float
  /// Where it is, in pixels.
  package var worstPixel: SIMD2<Int>?
  /// The port's colour there.
  package var worstPort: SIMD4<Float>?
  /// The compiled shader's colour there.
  package var worstCompiled: SIMD4<Float>?
  /// Whether the sizes agree (when not, nothing else is meaningful).
  package var sizesAgree: Bool

  /// Compares `port` with `compiled` at `tolerance` per channel.
  package init(port: RasterImage, compiled: MetalRunImage, tolerance: Float = oneCodeValue) {
    pixels = 0
    disagreeing = 0
    largest = 0
    sizesAgree = port.width == compiled.width && port.height == compiled.height
    guard sizesAgree else {
      largest = .infinity
      return
    }
    for y in 0..<port.height {
      for x in 0..<port.width {
        let ours = port.pixels[y * port.width + x].simd
        let theirs = compiled[x, y]
        var worst: Float = 0
        for c in 0..<4 {
          worst = Swift.max(worst, Self.difference(ours[c], theirs[c]))
        }
        pixels += 1
        if worst > tolerance { disagreeing += 1 }
        if worstPixel == nil || worst > largest {
          largest = worst
          worstPixel = SIMD2(x, y)
          worstPort = ours
          worstCompiled = theirs
        }
      }
    }
  }

  /// |a − b|, with NaN equal only to NaN and an infinity only to itself.
  static func difference(_ a: Float, _ b: Float) -> Float {
    if a == b || (a.isNaN && b.isNaN) { return 0 }
    if !a.isFinite || !b.isFinite { return .infinity }
    return abs(a - b)
  }

  /// The largest Δ in 8-bit code values.
  package var largestInCodeValues: Float { largest * 255 }
}
