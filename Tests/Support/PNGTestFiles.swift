/// Hand-built PNG files for decoder tests: chunks with correct CRCs and image data in stored
/// (uncompressed) deflate blocks, so any field can be set to any value.
public enum PNGTestFiles {
  /// The eight bytes every PNG file starts with.
  public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The CRC-32 a chunk carries over its type and data (bitwise, independent of zlib).
  public static func crc(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes {
      c ^= UInt32(b)
      for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
    return c ^ 0xFFFF_FFFF
  }

  /// `v` as four big-endian bytes.
  public static func bigEndian(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
  }

  /// One chunk: length, type, data, CRC.
  public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc(typeBytes + data))
  }

  /// An IHDR chunk with the given fields (compression and filter method 0).
  public static func ihdr(
    width: UInt32, height: UInt32, depth: UInt8, colorType: UInt8, interlace: UInt8 = 0
  ) -> [UInt8] {
    chunk("IHDR", bigEndian(width) + bigEndian(height) + [depth, colorType, 0, 0, interlace])
  }

  /// A zlib stream of stored blocks holding `raw`.
  public static func zlibStored(_ raw: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65535, raw.count - offset)
      let last: UInt8 = offset + count == raw.count ? 1 : 0
      out += [last, UInt8(count & 0xFF), UInt8(count >> 8)]
      out += [UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
      out += raw[offset..<(offset + count)]
      offset += count
    } while offset < raw.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in raw {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return out + bigEndian(b << 16 | a)
  }

  /// A PNG with the given rows (each already starting with its filter byte) and extra chunks
  /// placed before IDAT.
  public static func png(
    width: UInt32, height: UInt32, depth: UInt8, colorType: UInt8, interlace: UInt8 = 0,
    filteredRows: [UInt8], before: [[UInt8]] = []
  ) -> [UInt8] {
    signature
      + ihdr(
        width: width, height: height, depth: depth, colorType: colorType,
        interlace: interlace) + before.flatMap { $0 }
      + chunk("IDAT", zlibStored(filteredRows)) + chunk("IEND", [])
  }

  /// Rows of unfiltered (type 0) data: each row's bytes prefixed with 0.
  public static func unfiltered(_ rows: [[UInt8]]) -> [UInt8] {
    rows.flatMap { [0] + $0 }
  }

  /// The chunk (type, start offset, data range) list of a PNG, for surgery in tests.
  public static func chunks(_ png: [UInt8]) -> [(type: String, start: Int, data: Range<Int>)] {
    var result: [(String, Int, Range<Int>)] = []
    var offset = 8
    while offset + 12 <= png.count {
      let length =
        Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8
        | Int(png[offset + 3])
      let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
      result.append((type, offset, (offset + 8)..<(offset + 8 + length)))
      offset += 12 + length
    }
    return result
  }

  /// `png` with the CRC of the chunk starting at `start` recomputed (after editing its data).
  public static func fixingCRC(_ png: [UInt8], chunkAt start: Int) -> [UInt8] {
    var bytes = png
    let length =
      Int(png[start]) << 24 | Int(png[start + 1]) << 16 | Int(png[start + 2]) << 8
      | Int(png[start + 3])
    let crcValue = crc(Array(png[(start + 4)..<(start + 8 + length)]))
    bytes.replaceSubrange((start + 8 + length)..<(start + 12 + length), with: bigEndian(crcValue))
    return bytes
  }
}
