internal import CPNG

/// Writes an ``RGBA8Image`` as an 8-bit RGBA PNG through libpng.
///
/// The values are written as they are (no transfer function) and the file carries an `sRGB`
/// chunk (with the matching `gAMA` and `cHRM`) saying they are sRGB-encoded.
///
/// Errors: an empty image or one beyond ``PNGLimits`` throws before libpng is called; see
/// ``PNGSession`` for why libpng itself cannot raise an error here.
public enum PNGEncoder {
  /// The PNG file bytes of `image`: 8-bit RGBA, not interlaced, with an `sRGB` chunk.
  ///
  /// Throws ``PNGError/Kind/emptyImage`` for a zero width or height and
  /// ``PNGError/Kind/imageTooLarge`` beyond ``PNGLimits``.
  public static func encode(_ image: RGBA8Image) throws(PNGError) -> [UInt8] {
    if let error = sizeError(width: image.width, height: image.height) { throw error }
    return write(rgba: image.bytes, width: image.width, height: image.height)
  }

  /// Why a `width` × `height` picture cannot be encoded: ``PNGError/Kind/emptyImage`` or
  /// ``PNGError/Kind/imageTooLarge``; nil when it can.
  public static func sizeError(width: Int, height: Int) -> PNGError? {
    guard width > 0, height > 0 else {
      return PNGError(
        kind: .emptyImage,
        message: "cannot encode a \(width) × \(height) image: PNG needs at least 1 × 1")
    }
    guard PNGLimits.accepts(width: width, height: height) else {
      return PNGError(
        kind: .imageTooLarge,
        message: "cannot encode a \(width) × \(height) image: the limit is "
          + "\(PNGLimits.maximumSide) pixels a side and \(PNGLimits.maximumPixelCount) pixels")
    }
    return nil
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
}
