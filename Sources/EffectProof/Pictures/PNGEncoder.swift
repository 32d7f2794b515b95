import CPNG
import EffectKernels
import Foundation

/// Writes a ``RasterImage`` as an 8-bit RGBA PNG through libpng.
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
/// transfer function) and the file carries an `sRGB` chunk (with the matching `gAMA` and `cHRM`)
/// saying so. Alpha above 1 is clamped after unpremultiplying by the unclamped alpha.
///
/// Errors: an empty image or one beyond ``PNGLimits`` throws before libpng is called; see
/// ``PNGSession`` for why libpng itself cannot raise an error here.
public enum PNGEncoder {
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
    guard !image.isEmpty else {
      throw PNGError(
        kind: .emptyImage,
        message: "cannot encode a \(image.width) × \(image.height) image: PNG needs at least 1 × 1")
    }
    guard PNGLimits.accepts(width: image.width, height: image.height) else {
      throw PNGError(
        kind: .imageTooLarge,
        message: "cannot encode a \(image.width) × \(image.height) image: the limit is "
          + "\(PNGLimits.maximumSide) pixels a side and \(PNGLimits.maximumPixelCount) pixels")
    }
    var rgba = [UInt8](repeating: 0, count: 4 * image.pixels.count)
    for (i, color) in image.pixels.enumerated() {
      let c = codeValues(of: color)
      rgba[4 * i] = c.x
      rgba[4 * i + 1] = c.y
      rgba[4 * i + 2] = c.z
      rgba[4 * i + 3] = c.w
    }
    return write(rgba: rgba, width: image.width, height: image.height)
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

  // MARK: - libpng

  /// Runs libpng's write API over validated RGBA8 rows into a Swift buffer.
  private static func write(rgba: [UInt8], width: Int, height: Int) -> [UInt8] {
    let session = PNGSession()
    let context = Unmanaged.passUnretained(session).toOpaque()
    return withExtendedLifetime(session) { () -> [UInt8] in
      guard
        let created = png_create_write_struct(
          PNG_LIBPNG_VER_STRING, context, pngErrorCallback, pngWarningCallback)
      else { return [] }
      var png: png_structp? = created
      var info = png_create_info_struct(png)
      defer { png_destroy_write_struct(&png, &info) }
      guard let info else { return [] }
      png_set_write_fn(png, context, pngWriteCallback, pngFlushCallback)
      png_set_IHDR(
        png, info, png_uint_32(width), png_uint_32(height), 8, PNG_COLOR_TYPE_RGB_ALPHA,
        PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT)
      png_set_sRGB_gAMA_and_cHRM(png, info, PNG_sRGB_INTENT_PERCEPTUAL)
      png_write_info(png, info)
      rgba.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        for y in 0..<height {
          png_write_row(png, base + 4 * width * y)
        }
      }
      png_write_end(png, info)
      return session.output
    }
  }

  /// `round(255 · clamp(v, 0, 1))`, NaN → 0.
  private static func code(_ v: Float) -> UInt8 {
    guard !v.isNaN else { return 0 }
    return UInt8((255 * min(max(v, 0), 1)).rounded(.toNearestOrAwayFromZero))
  }
}
