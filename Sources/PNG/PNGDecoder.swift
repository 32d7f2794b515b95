internal import CPNG
import EffectProofBase
import Foundation

/// Reads PNG bytes back to straight 8-bit RGBA through libpng, for round trips and tests.
///
/// Every valid PNG with bit depth 1…16 and any colour type decodes to RGBA8: palette and low
/// bit depths are expanded, a tRNS chunk becomes alpha, 16-bit samples are reduced to 8 bits
/// (libpng's `png_set_strip_16`, which keeps the high byte), grey becomes RGB and images without
/// alpha get alpha 255. No gamma or colour-space conversion is applied; ancillary chunks other
/// than tRNS are skipped.
///
/// Before libpng sees the bytes, the whole file is checked in Swift (see ``PNGSession``):
/// malformed, truncated, CRC-damaged, over-large or unsupported input throws ``PNGError`` and
/// never crashes.
public enum PNGDecoder {
  /// The picture in `bytes`, as straight RGBA8 code values.
  public static func decode(_ bytes: [UInt8]) throws(PNGError) -> RGBA8Image {
    let structure = try PNGChunkWalk.read(bytes)
    let header = structure.header
    let inflated = try PNGInflate.inflate(
      structure.imageData, expectedCount: header.inflatedCount)
    var offset = 0
    for (columns, rows) in header.rowGroups {
      let stride = 1 + header.rowBytes(columns: columns)
      for _ in 0..<rows {
        guard inflated[offset] <= 4 else {
          throw PNGError(kind: .malformed, message: "invalid row filter type \(inflated[offset])")
        }
        offset += stride
      }
    }
    return try read(bytes, structure: structure)
  }

  /// The picture in the file at `path`; errors name the file.
  public static func decode(contentsOfFile path: String) throws(PNGError) -> RGBA8Image {
    let data: [UInt8]
    do throws(FileReadError) {
      // Beyond any PNG of PNGLimits.maximumPixelCount RGBA pixels, even stored uncompressed.
      data = try FileBytes.read(path, maximumBytes: 1 << 30)
    } catch {
      throw PNGError(
        kind: .readFailed, file: path, message: "cannot read the file: \(error.reason)")
    }
    do {
      return try decode(data)
    } catch {
      throw error.attributed(to: path)
    }
  }

  // MARK: - libpng

  /// Runs libpng's read API over a file the Swift checks accepted.
  private static func read(
    _ bytes: [UInt8], structure: PNGStructure
  ) throws(PNGError) -> RGBA8Image {
    let header = structure.header
    let session = PNGSession(input: bytes)
    let context = Unmanaged.passUnretained(session).toOpaque()
    let result = withExtendedLifetime(session) { () -> [UInt8]? in
      guard
        let created = png_create_read_struct(
          PNG_LIBPNG_VER_STRING, context, pngErrorCallback, pngWarningCallback)
      else { return nil }
      var png: png_structp? = created
      var info = png_create_info_struct(png)
      defer { png_destroy_read_struct(&png, &info, nil) }
      guard let info else { return nil }
      png_set_read_fn(png, context, pngReadCallback)
      png_set_chunk_malloc_max(png, 0)
      png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, nil, -1)
      png_read_info(png, info)
      png_set_expand(png)
      png_set_strip_16(png)
      png_set_gray_to_rgb(png)
      if header.colorType & 4 == 0 && !structure.hasTransparency {
        png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER)
      }
      _ = png_set_interlace_handling(png)
      png_read_update_info(png, info)
      let rowBytes = png_get_rowbytes(png, info)
      guard png_get_channels(png, info) == 4, png_get_bit_depth(png, info) == 8,
        rowBytes == 4 * header.width
      else { return nil }
      var pixels = [UInt8](repeating: 0, count: 4 * header.width * header.height)
      pixels.withUnsafeMutableBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        var rows: [png_bytep?] = (0..<header.height).map { base + rowBytes * $0 }
        rows.withUnsafeMutableBufferPointer { rowPointers in
          png_read_image(png, rowPointers.baseAddress)
        }
      }
      return session.overreads == 0 ? pixels : nil
    }
    guard let result,
      let image = RGBA8Image(width: header.width, height: header.height, bytes: result)
    else {
      throw PNGError(
        kind: .unsupported,
        message: "libpng did not produce RGBA8 rows for this file"
          + (session.warnings.isEmpty ? "" : " (\(session.warnings.joined(separator: "; ")))"))
    }
    return image
  }
}
