/// The IHDR fields of a PNG, checked against the PNG specification and ``PNGLimits``.
struct PNGHeader: Sendable, Hashable {
  var width: Int
  var height: Int
  var bitDepth: Int
  var colorType: Int
  var interlaced: Bool

  /// Samples per pixel for the colour type (0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA).
  var channels: Int {
    switch colorType {
    case 2: 3
    case 4: 2
    case 6: 4
    default: 1
    }
  }

  /// Bytes in one filtered row of `columns` pixels, without the filter byte.
  func rowBytes(columns: Int) -> Int {
    (columns * channels * bitDepth + 7) / 8
  }

  /// The size of the inflated image data: every (pass and) row with its filter byte.
  var inflatedCount: Int {
    guard interlaced else { return height * (1 + rowBytes(columns: width)) }
    return PNGHeader.adam7.reduce(0) { total, pass in
      let (columns, rows) = passSize(pass)
      guard columns > 0, rows > 0 else { return total }
      return total + rows * (1 + rowBytes(columns: columns))
    }
  }

  /// Adam7 passes: (x start, y start, x step, y step).
  static let adam7: [(Int, Int, Int, Int)] = [
    (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
    (0, 1, 1, 2),
  ]

  /// The columns and rows of one Adam7 pass.
  func passSize(_ pass: (Int, Int, Int, Int)) -> (Int, Int) {
    let columns = width > pass.0 ? (width - pass.0 + pass.2 - 1) / pass.2 : 0
    let rows = height > pass.1 ? (height - pass.1 + pass.3 - 1) / pass.3 : 0
    return (columns, rows)
  }

  /// The (columns, rows) of each non-empty row group: the image, or each non-empty Adam7 pass.
  var rowGroups: [(Int, Int)] {
    guard interlaced else { return [(width, height)] }
    return PNGHeader.adam7.map(passSize).filter { $0.0 > 0 && $0.1 > 0 }
  }
}

/// A PNG whose chunk stream has been walked from the signature to IEND and found sound.
struct PNGStructure: Sendable {
  var header: PNGHeader
  /// The concatenated IDAT data (one zlib stream).
  var imageData: [UInt8]
  /// Whether the file has a tRNS chunk (a transparent colour or palette alphas).
  var hasTransparency: Bool
}

/// Reads the chunk layout of a PNG in Swift, so that libpng only ever sees a well-formed file.
///
/// Checks: the 8-byte signature; IHDR first with length 13 and a valid field combination
/// within ``PNGLimits``; every chunk's length (≤ 2³¹ − 1, inside the data), its type (four ASCII
/// letters, reserved bit clear) and CRC; no critical chunk besides IHDR, PLTE, IDAT and IEND;
/// at most one PLTE, before IDAT, of 1…2^depth entries, required for palette images and refused
/// for grey ones; at most one tRNS, before IDAT and after PLTE, of the length the colour type
/// needs; consecutive IDATs; IEND last with length 0 (bytes after it are ignored).
enum PNGChunkWalk {
  /// The PNG signature `\x89PNG\r\n\x1a\n`.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  static func read(_ bytes: [UInt8]) throws(PNGError) -> PNGStructure {
    guard bytes.count >= 8 else {
      if Array(bytes) == Array(signature.prefix(bytes.count)) {
        throw PNGError(kind: .truncated, message: "only \(bytes.count) bytes: the file ends early")
      }
      throw PNGError(kind: .notPNG, message: "the data does not start with the PNG signature")
    }
    guard Array(bytes[0..<8]) == signature else {
      throw PNGError(kind: .notPNG, message: "the data does not start with the PNG signature")
    }
    var offset = 8
    var header: PNGHeader?
    var paletteEntries: Int?
    var hasTransparency = false
    var imageData: [UInt8] = []
    var idatState = 0  // 0 none yet, 1 inside the IDAT run, 2 after it
    while true {
      guard bytes.count - offset >= 12 else {
        throw PNGError(
          kind: .truncated, message: "the chunk stream ends at byte \(bytes.count) before IEND")
      }
      let length = Int(bigEndian32(bytes, offset))
      let typeBytes = Array(bytes[(offset + 4)..<(offset + 8)])
      let type = String(decoding: typeBytes, as: UTF8.self)
      guard typeBytes.allSatisfy(isLetter), typeBytes[2] & 0x20 == 0 else {
        throw PNGError(kind: .malformed, message: "invalid chunk type at byte \(offset + 4)")
      }
      guard length <= 0x7FFF_FFFF else {
        throw PNGError(kind: .malformed, message: "\(type) chunk length \(length) exceeds 2^31 − 1")
      }
      guard bytes.count - offset - 12 >= length else {
        throw PNGError(
          kind: .truncated, message: "the \(type) chunk at byte \(offset) is cut off")
      }
      let dataStart = offset + 8
      let data = bytes[dataStart..<(dataStart + length)]
      let stored = bigEndian32(bytes, dataStart + length)
      guard PNGCRC.checksum(bytes[(offset + 4)..<(dataStart + length)]) == stored else {
        throw PNGError(kind: .badCRC, message: "the \(type) chunk at byte \(offset) has a bad CRC")
      }
      offset = dataStart + length + 4

      if header == nil {
        guard type == "IHDR" else {
          throw PNGError(kind: .malformed, message: "the first chunk is \(type), not IHDR")
        }
        header = try readHeader(Array(data))
        continue
      }
      guard let h = header else { continue }
      if idatState == 1 && type != "IDAT" { idatState = 2 }
      switch type {
      case "IHDR":
        throw PNGError(kind: .malformed, message: "a second IHDR chunk")
      case "PLTE":
        guard paletteEntries == nil, idatState == 0, !hasTransparency else {
          throw PNGError(kind: .malformed, message: "PLTE repeated or out of place")
        }
        let entries = length / 3
        let allowed = h.colorType == 3 ? 1 << h.bitDepth : 256
        guard h.colorType != 0, h.colorType != 4, length % 3 == 0, entries >= 1,
          entries <= allowed
        else {
          throw PNGError(kind: .malformed, message: "invalid PLTE chunk (\(length) bytes)")
        }
        paletteEntries = entries
      case "tRNS":
        guard !hasTransparency, idatState == 0 else {
          throw PNGError(kind: .malformed, message: "tRNS repeated or after the image data")
        }
        let valid: Bool
        switch h.colorType {
        case 0: valid = length == 2
        case 2: valid = length == 6
        case 3: valid = paletteEntries.map { length >= 1 && length <= $0 } ?? false
        default: valid = false
        }
        guard valid else {
          throw PNGError(
            kind: .malformed, message: "invalid tRNS chunk for colour type \(h.colorType)")
        }
        hasTransparency = true
      case "IDAT":
        guard idatState != 2 else {
          throw PNGError(kind: .malformed, message: "IDAT chunks are not consecutive")
        }
        if h.colorType == 3 && paletteEntries == nil {
          throw PNGError(kind: .malformed, message: "a palette image without a PLTE chunk")
        }
        idatState = 1
        imageData.append(contentsOf: data)
      case "IEND":
        guard length == 0 else {
          throw PNGError(kind: .malformed, message: "IEND has \(length) data bytes")
        }
        guard idatState != 0 else {
          throw PNGError(kind: .malformed, message: "no IDAT chunk before IEND")
        }
        return PNGStructure(header: h, imageData: imageData, hasTransparency: hasTransparency)
      default:
        guard typeBytes[0] & 0x20 != 0 else {
          throw PNGError(kind: .unsupported, message: "unknown critical chunk \(type)")
        }
      }
    }
  }

  /// Checks the 13 IHDR bytes.
  private static func readHeader(_ data: [UInt8]) throws(PNGError) -> PNGHeader {
    guard data.count == 13 else {
      throw PNGError(kind: .malformed, message: "IHDR has \(data.count) bytes, not 13")
    }
    let width = Int(bigEndian32(data, 0))
    let height = Int(bigEndian32(data, 4))
    guard width >= 1, height >= 1 else {
      throw PNGError(kind: .malformed, message: "zero width or height (\(width) × \(height))")
    }
    guard PNGLimits.accepts(width: width, height: height) else {
      throw PNGError(
        kind: .imageTooLarge,
        message: "\(width) × \(height) is beyond \(PNGLimits.maximumSide) a side or "
          + "\(PNGLimits.maximumPixelCount) pixels")
    }
    let depth = Int(data[8])
    let colorType = Int(data[9])
    let depths: [Int: [Int]] = [
      0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
    ]
    guard let allowed = depths[colorType], allowed.contains(depth) else {
      throw PNGError(
        kind: .malformed, message: "bit depth \(depth) with colour type \(colorType) is invalid")
    }
    guard data[10] == 0 else {
      throw PNGError(kind: .unsupported, message: "compression method \(data[10])")
    }
    guard data[11] == 0 else {
      throw PNGError(kind: .unsupported, message: "filter method \(data[11])")
    }
    guard data[12] <= 1 else {
      throw PNGError(kind: .malformed, message: "interlace method \(data[12])")
    }
    return PNGHeader(
      width: width, height: height, bitDepth: depth, colorType: colorType,
      interlaced: data[12] == 1)
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  /// The big-endian 32-bit value at `offset` (the caller checked the bounds).
  static func bigEndian32<C: RandomAccessCollection>(_ bytes: C, _ offset: Int) -> UInt32
  where C.Element == UInt8, C.Index == Int {
    let b = bytes.startIndex + offset
    return UInt32(bytes[b]) << 24 | UInt32(bytes[b + 1]) << 16 | UInt32(bytes[b + 2]) << 8
      | UInt32(bytes[b + 3])
  }
}

/// The CRC-32 of PNG chunks (ISO 3309, polynomial 0xEDB88320 reflected).
enum PNGCRC {
  static let table: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  /// The CRC of `bytes` (a chunk's type and data).
  static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
  }
}
