import EffectKernels
import Foundation
import PNG
import ProofEngine

/// The kernels' ``RasterImage`` as PNG: premultiplied colours to straight RGBA8 code values.
///
/// ```
/// straight  = (r/a, g/a, b/a, a)          alpha ≤ 0 or NaN: (0, 0, 0, a)
/// channel   = clamp(straight, 0, 1)       NaN → 0
/// code      = round(255 · channel)        half away from zero
/// alpha code 0 → the pixel is (0, 0, 0, 0)
/// ```
///
/// Kernel outputs are treated as sRGB-encoded values: the article's grain measurement found
/// that `colorEffect` output behaves gamma-encoded, so the values are written as they are (no
/// transfer function). Alpha above 1 is clamped after unpremultiplying by the unclamped alpha.
extension PNGEncoder {
  /// The straight RGBA8 code values of a premultiplied colour, as the encoder writes them.
  public static func codeValues(of color: PremultipliedColor) -> SIMD4<UInt8> {
    let s = color.straight
    let alpha = code(s.w)
    guard alpha > 0 else { return .zero }
    return SIMD4(code(s.x), code(s.y), code(s.z), alpha)
  }

  /// The PNG file bytes of `image`: 8-bit RGBA, not interlaced, with an `sRGB` chunk.
  ///
  /// Throws ``PNGError/Kind/emptyImage`` for a zero width or height and
  /// ``PNGError/Kind/imageTooLarge`` beyond ``PNGLimits``.
  public static func encode(_ image: RasterImage) throws(PNGError) -> [UInt8] {
    if let error = sizeError(width: image.width, height: image.height) { throw error }
    var rgba = [UInt8](repeating: 0, count: 4 * image.pixels.count)
    for (i, color) in image.pixels.enumerated() {
      let c = codeValues(of: color)
      rgba[4 * i] = c.x
      rgba[4 * i + 1] = c.y
      rgba[4 * i + 2] = c.z
      rgba[4 * i + 3] = c.w
    }
    // The size was checked, so the bytes are exactly 4 · width · height.
    guard let rgbaImage = RGBA8Image(width: image.width, height: image.height, bytes: rgba) else {
      return []
    }
    return try encode(rgbaImage)
  }

  /// Encodes `image` and writes it to `path` atomically (a temporary file in the same folder,
  /// then a rename that replaces any existing file).
  ///
  /// Throws ``PNGError/Kind/writeFailed`` naming the folder when it does not exist (folders are
  /// not created), and the errors of ``encode(_:)``.
  public static func write(_ image: RasterImage, toFile path: String) throws(PNGError) {
    let bytes: [UInt8]
    do {
      bytes = try encode(image)
    } catch {
      throw error.attributed(to: path)
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue
    else {
      throw PNGError(
        kind: .writeFailed, file: path, message: "the folder \(folder) does not exist")
    }
    do {
      try AtomicFileWrite.store(bytes, to: path, replaceExisting: true)
    } catch {
      throw PNGError(kind: .writeFailed, file: path, message: error.message)
    }
  }

  /// `round(255 · clamp(v, 0, 1))`, NaN → 0.
  private static func code(_ v: Float) -> UInt8 {
    guard !v.isNaN else { return 0 }
    return UInt8((255 * min(max(v, 0), 1)).rounded(.toNearestOrAwayFromZero))
  }
}

extension RGBA8Image {
  /// The picture as premultiplied colours: each code value divided by 255, then red, green and
  /// blue multiplied by alpha. No transfer function is applied (the values stay sRGB-encoded,
  /// as ``PNGEncoder`` wrote them).
  public var rasterImage: RasterImage {
    var pixels: [PremultipliedColor] = []
    pixels.reserveCapacity(width * height)
    var i = 0
    while i + 3 < bytes.count {
      pixels.append(
        PremultipliedColor(
          straightRed: Float(bytes[i]) / 255, green: Float(bytes[i + 1]) / 255,
          blue: Float(bytes[i + 2]) / 255, alpha: Float(bytes[i + 3]) / 255))
      i += 4
    }
    return RasterImage(width: width, height: height, pixels: pixels)
      ?? RasterImage(width: 0, height: 0)
  }
}
