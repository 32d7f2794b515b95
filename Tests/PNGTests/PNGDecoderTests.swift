import EffectProofTestSupport
import Testing

@testable import PNG

/// PNG decoding: every colour type and depth becomes RGBA8, and malformed input throws.
@Suite struct PNGDecoderTests {
  private typealias Files = PNGTestFiles

  private func decode(_ bytes: [UInt8]) throws -> RGBA8Image { try PNGDecoder.decode(bytes) }

  private func expectKind(
    _ kind: PNGError.Kind, _ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      _ = try PNGDecoder.decode(bytes)
      Issue.record("expected \(kind)", sourceLocation: sourceLocation)
    } catch {
      #expect(error.kind == kind, "\(error)", sourceLocation: sourceLocation)
    }
  }

  // MARK: - Formats

  @Test func grey8GetsOpaqueAlpha() throws {
    let png = Files.png(
      width: 2, height: 1, depth: 8, colorType: 0, filteredRows: Files.unfiltered([[10, 200]]))
    let image = try decode(png)
    #expect(image.pixel(x: 0, y: 0) == SIMD4(10, 10, 10, 255))
    #expect(image.pixel(x: 1, y: 0) == SIMD4(200, 200, 200, 255))
  }

  @Test func grey1IsExpanded() throws {
    // 0b1010_0000: pixels 1, 0, 1 of a 3-wide row.
    let png = Files.png(
      width: 3, height: 1, depth: 1, colorType: 0, filteredRows: Files.unfiltered([[0xA0]]))
    let image = try decode(png)
    #expect(image.bytes == [255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255])
  }

  @Test func greyTransparentColourBecomesAlpha() throws {
    let png = Files.png(
      width: 2, height: 1, depth: 8, colorType: 0, filteredRows: Files.unfiltered([[7, 9]]),
      before: [Files.chunk("tRNS", [0, 7])])
    let image = try decode(png)
    #expect(image.pixel(x: 0, y: 0).w == 0)
    #expect(image.pixel(x: 1, y: 0) == SIMD4(9, 9, 9, 255))
  }

  @Test func paletteWithTransparency() throws {
    let plte = Files.chunk("PLTE", [255, 0, 0, 0, 0, 255])
    let trns = Files.chunk("tRNS", [128])
    let png = Files.png(
      width: 2, height: 1, depth: 8, colorType: 3, filteredRows: Files.unfiltered([[0, 1]]),
      before: [plte, trns])
    let image = try decode(png)
    #expect(image.pixel(x: 0, y: 0) == SIMD4(255, 0, 0, 128))
    #expect(image.pixel(x: 1, y: 0) == SIMD4(0, 0, 255, 255))
  }

  @Test func rgb16KeepsTheHighByte() throws {
    let png = Files.png(
      width: 1, height: 1, depth: 16, colorType: 2,
      filteredRows: Files.unfiltered([[0x12, 0x34, 0xAB, 0xCD, 0xFF, 0xFF]]))
    #expect(try decode(png).pixel(x: 0, y: 0) == SIMD4(0x12, 0xAB, 0xFF, 255))
  }

  @Test func greyAlphaAndFilteredRows() throws {
    // Row 2 uses the Up filter (2): each byte adds the byte above.
    let png = Files.png(
      width: 1, height: 2, depth: 8, colorType: 4,
      filteredRows: [0, 100, 50, 2, 10, 20])
    let image = try decode(png)
    #expect(image.pixel(x: 0, y: 0) == SIMD4(100, 100, 100, 50))
    #expect(image.pixel(x: 0, y: 1) == SIMD4(110, 110, 110, 70))
  }

  @Test func interlacedRGBA() throws {
    // 3 × 3 Adam7: pass 1 (0,0); pass 4 (2,0); pass 5 (0,2),(2,2); pass 6 (1,0),(1,2);
    // pass 7 rows 1: (0,1),(1,1),(2,1). Pixel value = 10·(y·3 + x) + 1 in every channel.
    func px(_ x: Int, _ y: Int) -> [UInt8] {
      Array(repeating: UInt8(10 * (y * 3 + x) + 1), count: 4)
    }
    var rows: [UInt8] = []
    rows += [0] + px(0, 0)
    rows += [0] + px(2, 0)
    rows += [0] + px(0, 2) + px(2, 2)
    rows += [0] + px(1, 0)
    rows += [0] + px(1, 2)
    rows += [0] + px(0, 1) + px(1, 1) + px(2, 1)
    let png = Files.png(
      width: 3, height: 3, depth: 8, colorType: 6, interlace: 1, filteredRows: rows)
    let image = try decode(png)
    for y in 0..<3 {
      for x in 0..<3 {
        let v = UInt8(10 * (y * 3 + x) + 1)
        #expect(image.pixel(x: x, y: y) == SIMD4(v, v, v, v), "(\(x), \(y))")
      }
    }
  }

  @Test func ancillaryChunksAreSkipped() throws {
    let png = Files.png(
      width: 1, height: 1, depth: 8, colorType: 2, filteredRows: Files.unfiltered([[1, 2, 3]]),
      before: [Files.chunk("tEXt", Array("Title\u{0}x".utf8)), Files.chunk("gAMA", [0, 0, 0, 0])])
    #expect(try decode(png).pixel(x: 0, y: 0) == SIMD4(1, 2, 3, 255))
  }

  // MARK: - Malformed input

  private var valid: [UInt8] {
    Files.png(
      width: 2, height: 2, depth: 8, colorType: 2,
      filteredRows: Files.unfiltered([[1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12]]))
  }

  @Test func everyTruncationThrows() throws {
    let white = try #require(
      RGBA8Image(width: 3, height: 3, bytes: Array(repeating: 255, count: 36)))
    let encoded = try PNGEncoder.encode(white)
    for bytes in [valid, encoded] {
      _ = try decode(bytes)
      for count in 0..<bytes.count {
        #expect(throws: PNGError.self) { try PNGDecoder.decode(Array(bytes.prefix(count))) }
      }
    }
    expectKind(.truncated, Array(valid.prefix(40)))
    expectKind(.truncated, Array(valid.prefix(5)))
  }

  @Test func badSignatureThrows() {
    var bytes = valid
    bytes[1] = 0x51
    expectKind(.notPNG, bytes)
    expectKind(.notPNG, Array("GIF89a and more bytes".utf8))
  }

  @Test func badCRCThrows() throws {
    for chunk in Files.chunks(valid) where !chunk.data.isEmpty {
      var bytes = valid
      bytes[chunk.data.lowerBound] ^= 0x01
      expectKind(.badCRC, bytes)
    }
    var bytes = valid
    bytes[bytes.count - 1] ^= 0xFF
    expectKind(.badCRC, bytes)
  }

  @Test func zeroAndAbsurdDimensionsThrow() {
    let rows = Files.unfiltered([[1, 2, 3]])
    expectKind(
      .malformed, Files.png(width: 0, height: 1, depth: 8, colorType: 2, filteredRows: rows))
    expectKind(
      .malformed, Files.png(width: 1, height: 0, depth: 8, colorType: 2, filteredRows: rows))
    expectKind(
      .imageTooLarge,
      Files.png(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF, depth: 8, colorType: 2, filteredRows: rows)
    )
    expectKind(
      .imageTooLarge,
      Files.png(width: 0xFFFF_FFFF, height: 1, depth: 8, colorType: 2, filteredRows: rows))
    expectKind(
      .imageTooLarge,
      Files.png(width: 20_000, height: 20_000, depth: 8, colorType: 2, filteredRows: rows))
  }

  @Test func invalidHeaderFieldsThrow() {
    let rows = Files.unfiltered([[1, 2, 3]])
    expectKind(
      .malformed, Files.png(width: 1, height: 1, depth: 4, colorType: 2, filteredRows: rows))
    expectKind(
      .malformed, Files.png(width: 1, height: 1, depth: 8, colorType: 5, filteredRows: rows))
    expectKind(
      .malformed,
      Files.png(width: 1, height: 1, depth: 8, colorType: 2, interlace: 2, filteredRows: rows))
  }

  @Test func wrongImageDataSizeThrows() {
    // One row for a two-row image, and three rows for it.
    expectKind(
      .truncated,
      Files.png(width: 1, height: 2, depth: 8, colorType: 0, filteredRows: [0, 1]))
    expectKind(
      .malformed,
      Files.png(width: 1, height: 2, depth: 8, colorType: 0, filteredRows: [0, 1, 0, 2, 0, 3]))
  }

  @Test func badFilterTypeThrows() {
    expectKind(
      .malformed, Files.png(width: 1, height: 1, depth: 8, colorType: 0, filteredRows: [5, 1]))
  }

  @Test func chunkOrderRulesThrow() {
    let rows = Files.unfiltered([[0]])
    // Palette image without PLTE; PLTE for grey; tRNS for RGBA; unknown critical chunk.
    expectKind(
      .malformed, Files.png(width: 1, height: 1, depth: 8, colorType: 3, filteredRows: rows))
    expectKind(
      .malformed,
      Files.png(
        width: 1, height: 1, depth: 8, colorType: 0, filteredRows: rows,
        before: [Files.chunk("PLTE", [1, 2, 3])]))
    expectKind(
      .malformed,
      Files.png(
        width: 1, height: 1, depth: 8, colorType: 6, filteredRows: [0, 1, 2, 3, 4],
        before: [Files.chunk("tRNS", [0, 0])]))
    expectKind(
      .unsupported,
      Files.png(
        width: 1, height: 1, depth: 8, colorType: 0, filteredRows: rows,
        before: [Files.chunk("ABCD", [])]))
    // No IDAT at all, and IHDR not first.
    expectKind(
      .malformed,
      Files.signature + Files.ihdr(width: 1, height: 1, depth: 8, colorType: 0)
        + Files.chunk("IEND", []))
    expectKind(.malformed, Files.signature + Files.chunk("IEND", []))
  }

  /// A back-reference further than the window the zlib header declares (but within the data so
  /// far) throws: libpng, inflating row by row with that window, would reject it and abort.
  /// With the full 32 KiB window the same stream decodes.
  @Test func distanceBeyondTheDeclaredWindowThrows() throws {
    let pattern = (0..<600).map { UInt8($0 % 251) }
    // Row 1 and row 2's filter byte stored; row 2's pixels copied from 601 bytes back.
    let stored = [0] + pattern + [0]
    var deflate: [UInt8] = [0x00, 0x5A, 0x02, 0xA5, 0xFD] + stored
    var bits: UInt32 = 0
    var count = 0
    func put(_ value: Int, _ n: Int, huffman: Bool = false) {
      for i in 0..<n {
        let bit = huffman ? (value >> (n - 1 - i)) & 1 : (value >> i) & 1
        bits |= UInt32(bit) << UInt32(count)
        count += 1
        if count == 8 {
          deflate.append(UInt8(bits))
          bits = 0
          count = 0
        }
      }
    }
    put(1, 1)  // final block
    put(1, 2)  // fixed codes
    // Lengths 258, 258 (code 285, 8 bits) and 83 + 1 (code 278, 7 bits, 4 extra bits).
    for (code, size, extra) in [(0b1100_0101, 8, -1), (0b1100_0101, 8, -1), (0b001_0110, 7, 1)] {
      put(code, size, huffman: true)
      if extra >= 0 { put(extra, 4) }
      put(18, 5, huffman: true)  // distance 513 + 88 = 601
      put(88, 8)
    }
    put(0, 7, huffman: true)  // end of block
    put(0, 7)
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in stored + pattern {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    func png(_ header: [UInt8]) -> [UInt8] {
      Files.signature + Files.ihdr(width: 600, height: 2, depth: 8, colorType: 0)
        + Files.chunk("IDAT", header + deflate + Files.bigEndian(b << 16 | a))
        + Files.chunk("IEND", [])
    }
    let image = try decode(png([0x78, 0x01]))
    #expect(image.bytes[4 * 600 + 4 * 599] == pattern[599])
    expectKind(.malformed, png([0x18, 0x19]))
  }

  /// Every single-byte change inside the compressed data, with the CRC made valid again, must
  /// throw or decode: the Swift checks have to catch whatever zlib would reject, or libpng
  /// would abort the test process.
  @Test func corruptedCompressedDataNeverCrashes() throws {
    var codes: [UInt8] = []
    for y in 0..<4 {
      for x in 0..<5 {
        codes += [UInt8(x * 255 / 4), UInt8(y * 255 / 3), 128, UInt8((x + y) * 255 / 7)]
      }
    }
    let tile = try #require(RGBA8Image(width: 5, height: 4, bytes: codes))
    let bytes = try PNGEncoder.encode(tile)
    let idat = try #require(Files.chunks(bytes).first { $0.type == "IDAT" })
    var threw = 0
    for index in idat.data {
      for flip: UInt8 in [0x01, 0x10, 0x80, 0xFF] {
        var damaged = bytes
        damaged[index] ^= flip
        damaged = Files.fixingCRC(damaged, chunkAt: idat.start)
        do {
          _ = try PNGDecoder.decode(damaged)
        } catch {
          threw += 1
        }
      }
    }
    #expect(threw > 0)
  }

  /// Random multi-byte damage to a larger picture (with back-references in its compressed
  /// data), CRCs repaired: never a crash, and most damage is caught.
  @Test func randomDamageNeverCrashes() throws {
    var codes: [UInt8] = []
    for y in 0..<30 {
      for x in 0..<40 {
        let v = UInt8((x / 4 + y / 3) % 5 * 255 / 4)
        codes += [v, 255 - v, 128, v]
      }
    }
    let picture = try #require(RGBA8Image(width: 40, height: 30, bytes: codes))
    let bytes = try PNGEncoder.encode(picture)
    let idat = try #require(Files.chunks(bytes).first { $0.type == "IDAT" })
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33)
    }
    var threw = 0
    let trials = 3000
    for _ in 0..<trials {
      var damaged = bytes
      for _ in 0..<(1 + next() % 3) {
        let index = idat.data.lowerBound + next() % idat.data.count
        damaged[index] = UInt8(truncatingIfNeeded: next())
      }
      damaged = Files.fixingCRC(damaged, chunkAt: idat.start)
      do {
        let decoded = try PNGDecoder.decode(damaged)
        #expect(decoded.width == 40)
      } catch {
        threw += 1
      }
    }
    #expect(threw > trials / 2)
  }
}
