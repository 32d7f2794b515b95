import MetalCPU

/// The generated images an `.image` argument is swept over when the app names none of its own
/// (docs/shader-proofs.md, "Image and data arguments"). Together they hold every channel at 0
/// and at exactly 1, clear, opaque and partly clear texels, and the premultiplied edge where a
/// colour equals its alpha:
///
/// ```
/// clear      view-sized  every texel (0, 0, 0, 0): a divide by alpha is 0/0 here
/// black      view-sized  opaque black (0, 0, 0, 1)
/// white      view-sized  opaque white (1, 1, 1, 1)
/// channels   view-sized  four bands across: opaque red, green, blue, then clear
/// gradient   view-sized  straight red x/(w−1), green 1 − x/(w−1), blue y/(h−1), alpha
///                        1 − y/(h−1) (1 on the top row, 0 on the bottom), premultiplied
/// faint      view-sized  white at alpha 1/255: colour = alpha, the smallest visible texel
/// checker    7 × 5       opaque white and clear texels alternating (odd sides)
/// pixel      1 × 1       half-clear red, premultiplied (0.5, 0, 0, 0.5)
/// ```
///
/// A view-sized image is as large as the view the case draws, in pixels (its size in points
/// times its scale), at most ``maximumSide`` a side (scaled down keeping its aspect).
public enum ShaderTestImage: String, CaseIterable, Hashable, Sendable {
  /// Every texel clear.
  case clear
  /// Opaque black.
  case black
  /// Opaque white.
  case white
  /// Opaque red, green and blue bands, then a clear band.
  case channels
  /// Every channel from 0 to 1, alpha from 1 (top) to 0 (bottom), premultiplied.
  case gradient
  /// White at alpha 1/255.
  case faint
  /// A 7 × 5 checker of opaque white and clear texels.
  case checker
  /// One half-clear red texel.
  case pixel

  /// The longest side of a view-sized test image, in texels.
  public static let maximumSide = 1024

  /// The image's size for a view of `width × height` pixels: its own for `checker` and
  /// `pixel`, else the view's (at most ``maximumSide`` a side, at least 1).
  public func size(viewWidth: Int, viewHeight: Int) -> (width: Int, height: Int) {
    switch self {
    case .checker: return (7, 5)
    case .pixel: return (1, 1)
    default:
      let w = max(1, viewWidth)
      let h = max(1, viewHeight)
      let longest = max(w, h)
      guard longest > Self.maximumSide else { return (w, h) }
      let factor = Double(Self.maximumSide) / Double(longest)
      return (
        max(1, Int((Double(w) * factor).rounded())), max(1, Int((Double(h) * factor).rounded()))
      )
    }
  }

  /// The image for a view of `viewWidth × viewHeight` pixels, premultiplied.
  public func image(viewWidth: Int, viewHeight: Int) -> MetalRunImage {
    let (w, h) = size(viewWidth: viewWidth, viewHeight: viewHeight)
    let texels = [Float](unsafeUninitializedCapacity: w * h * 4) { buffer, count in
      for y in 0..<h {
        for x in 0..<w {
          let straight = colour(x: x, y: y, width: w, height: h)
          let i = 4 * (y * w + x)
          buffer[i] = straight.x * straight.w
          buffer[i + 1] = straight.y * straight.w
          buffer[i + 2] = straight.z * straight.w
          buffer[i + 3] = straight.w
        }
      }
      count = w * h * 4
    }
    return MetalRunImage(width: w, height: h, texels: texels)
      ?? MetalRunImage.testPattern(width: w, height: h)
  }

  /// The straight (not premultiplied) colour of texel (x, y).
  private func colour(x: Int, y: Int, width: Int, height: Int) -> SIMD4<Float> {
    switch self {
    case .clear: return SIMD4(0, 0, 0, 0)
    case .black: return SIMD4(0, 0, 0, 1)
    case .white: return SIMD4(1, 1, 1, 1)
    case .channels:
      switch min(3, 4 * x / max(width, 1)) {
      case 0: return SIMD4(1, 0, 0, 1)
      case 1: return SIMD4(0, 1, 0, 1)
      case 2: return SIMD4(0, 0, 1, 1)
      default: return SIMD4(0, 0, 0, 0)
      }
    case .gradient:
      let u: Float = width > 1 ? Float(x) / Float(width - 1) : 1
      let v: Float = height > 1 ? Float(y) / Float(height - 1) : 1
      return SIMD4(u, 1 - u, v, 1 - v)
    case .faint: return SIMD4(1, 1, 1, 1 / 255)
    case .checker: return (x + y) % 2 == 0 ? SIMD4(1, 1, 1, 1) : SIMD4(0, 0, 0, 0)
    case .pixel: return SIMD4(1, 0, 0, 0.5)
    }
  }

  /// What the image holds, for a case's description: `checker (test image, 7×5)`.
  func label(viewWidth: Int, viewHeight: Int) -> String {
    let (w, h) = size(viewWidth: viewWidth, viewHeight: viewHeight)
    return "\(rawValue) (test image, \(w)×\(h))"
  }
}
