/// A strict zlib (RFC 1950) and DEFLATE (RFC 1951) decoder in Swift, used to prove that a PNG's
/// image data is a stream zlib accepts before libpng inflates it (a zlib error inside libpng
/// would be a libpng error, which this module must never cause; see ``PNGSession``).
///
/// It is at least as strict as zlib: header check bits, method 8, window ≤ 32 KiB, no preset
/// dictionary; block type 3, stored-length complements, over-subscribed or incomplete Huffman
/// codes (zlib's one exception, a single code of length 1, is allowed), too many symbols, bad
/// repeats, a missing end-of-block code, invalid symbols, distances beyond the data so far or
/// the window; the Adler-32; and exactly `expectedCount` output bytes with nothing after the
/// stream.
struct PNGInflate {
  private let data: [UInt8]
  private var position = 0
  private var bitBuffer: UInt32 = 0
  private var bitCount = 0
  private var output: [UInt8] = []
  private let expectedCount: Int

  /// The inflated bytes of the zlib stream `data`, which must hold exactly `expectedCount`.
  static func inflate(_ data: [UInt8], expectedCount: Int) throws(PNGError) -> [UInt8] {
    var inflater = PNGInflate(data: data, expectedCount: expectedCount)
    try inflater.run()
    return inflater.output
  }

  private init(data: [UInt8], expectedCount: Int) {
    self.data = data
    self.expectedCount = expectedCount
    output.reserveCapacity(expectedCount)
  }

  // MARK: - Stream

  private mutating func run() throws(PNGError) {
    guard data.count >= 2 else { throw Self.truncated }
    let cmf = Int(data[0])
    let flg = Int(data[1])
    guard (cmf * 256 + flg) % 31 == 0, cmf & 0x0F == 8, cmf >> 4 <= 7, flg & 0x20 == 0 else {
      throw Self.bad("invalid zlib header")
    }
    let window = 1 << ((cmf >> 4) + 8)
    position = 2
    var last = false
    while !last {
      last = try bits(1) == 1
      switch try bits(2) {
      case 0: try stored()
      case 1: try compressed(Self.fixedLengths, Self.fixedDistances, window: window)
      case 2:
        let (lengths, distances) = try dynamicCodes()
        try compressed(lengths, distances, window: window)
      default: throw Self.bad("invalid deflate block type")
      }
    }
    bitBuffer = 0
    bitCount = 0
    guard data.count - position >= 4 else { throw Self.truncated }
    guard PNGChunkWalk.bigEndian32(data, position) == adler32() else {
      throw Self.bad("the image data fails its Adler-32 check")
    }
    guard data.count - position == 4 else {
      throw Self.bad("extra bytes after the compressed image data")
    }
    guard output.count == expectedCount else {
      throw PNGError(
        kind: .truncated,
        message: "the image data inflates to \(output.count) bytes, not \(expectedCount)")
    }
  }

  private func adler32() -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    var i = 0
    while i < output.count {
      let end = min(i + 5552, output.count)
      while i < end {
        a += UInt32(output[i])
        b += a
        i += 1
      }
      a %= 65521
      b %= 65521
    }
    return b << 16 | a
  }

  // MARK: - Bits

  private mutating func bits(_ n: Int) throws(PNGError) -> Int {
    while bitCount < n {
      guard position < data.count else { throw Self.truncated }
      bitBuffer |= UInt32(data[position]) << UInt32(bitCount)
      position += 1
      bitCount += 8
    }
    let value = Int(bitBuffer & ((1 << UInt32(n)) - 1))
    bitBuffer = n == 32 ? 0 : bitBuffer >> UInt32(n)
    bitCount -= n
    return value
  }

  private mutating func emit(_ byte: UInt8) throws(PNGError) {
    guard output.count < expectedCount else { throw Self.bad("too much image data") }
    output.append(byte)
  }

  // MARK: - Blocks

  private mutating func stored() throws(PNGError) {
    bitBuffer = 0
    bitCount = 0
    guard data.count - position >= 4 else { throw Self.truncated }
    let length = Int(data[position]) | Int(data[position + 1]) << 8
    let complement = Int(data[position + 2]) | Int(data[position + 3]) << 8
    guard length == complement ^ 0xFFFF else { throw Self.bad("invalid stored block lengths") }
    position += 4
    guard data.count - position >= length else { throw Self.truncated }
    for i in 0..<length { try emit(data[position + i]) }
    position += length
  }

  private mutating func compressed(
    _ lengths: Huffman, _ distances: Huffman, window: Int
  ) throws(PNGError) {
    while true {
      let symbol = try decode(lengths)
      if symbol < 256 {
        try emit(UInt8(symbol))
        continue
      }
      if symbol == 256 { return }
      let index = symbol - 257
      guard index < 29 else { throw Self.bad("invalid literal/length code") }
      let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
      let d = try decode(distances)
      guard d < 30 else { throw Self.bad("invalid distance code") }
      let distance = Self.distanceBase[d] + (try bits(Self.distanceExtra[d]))
      guard distance <= output.count, distance <= window else {
        throw Self.bad("invalid distance too far back")
      }
      guard expectedCount - output.count >= length else { throw Self.bad("too much image data") }
      let start = output.count - distance
      for i in 0..<length { output.append(output[start + i]) }
    }
  }

  private mutating func dynamicCodes() throws(PNGError) -> (Huffman, Huffman) {
    let literalCount = try bits(5) + 257
    let distanceCount = try bits(5) + 1
    let codeCount = try bits(4) + 4
    guard literalCount <= 286, distanceCount <= 30 else {
      throw Self.bad("too many length or distance symbols")
    }
    var codeLengths = [Int](repeating: 0, count: 19)
    for i in 0..<codeCount { codeLengths[Self.codeOrder[i]] = try bits(3) }
    let codeCode = Huffman(lengths: codeLengths)
    guard codeCode.left == 0 else { throw Self.bad("invalid code lengths set") }
    var lengths: [Int] = []
    while lengths.count < literalCount + distanceCount {
      let symbol = try decode(codeCode)
      var repeatValue = 0
      var repeatCount = 0
      switch symbol {
      case 0..<16:
        lengths.append(symbol)
        continue
      case 16:
        guard let previous = lengths.last else { throw Self.bad("invalid bit length repeat") }
        repeatValue = previous
        repeatCount = 3 + (try bits(2))
      case 17: repeatCount = 3 + (try bits(3))
      default: repeatCount = 11 + (try bits(7))
      }
      guard lengths.count + repeatCount <= literalCount + distanceCount else {
        throw Self.bad("invalid bit length repeat")
      }
      lengths += Array(repeating: repeatValue, count: repeatCount)
    }
    guard lengths[256] != 0 else { throw Self.bad("invalid code -- missing end-of-block") }
    let literal = Huffman(lengths: Array(lengths[0..<literalCount]))
    let distance = Huffman(lengths: Array(lengths[literalCount...]))
    guard literal.isAcceptable else { throw Self.bad("invalid literal/lengths set") }
    guard distance.isAcceptable else { throw Self.bad("invalid distances set") }
    return (literal, distance)
  }

  // MARK: - Huffman codes

  /// A canonical Huffman code as counts per length and symbols in code order.
  private struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []
    /// Unused codes: negative when over-subscribed, positive when incomplete.
    var left = 1

    init(lengths: [Int]) {
      for l in lengths { counts[l] += 1 }
      for len in 1...15 {
        left <<= 1
        left -= counts[len]
        if left < 0 { break }
      }
      var offsets = [Int](repeating: 0, count: 16)
      for len in 1..<15 { offsets[len + 1] = offsets[len] + counts[len] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, l) in lengths.enumerated() where l != 0 {
        symbols[offsets[l]] = symbol
        offsets[l] += 1
      }
    }

    /// Complete, empty, or zlib's allowed single code of length 1.
    var isAcceptable: Bool {
      if left == 0 { return true }
      if left < 0 { return false }
      let used = counts[1...].reduce(0, +)
      return used == 0 || (used == 1 && counts[1] == 1)
    }
  }

  private mutating func decode(_ code: Huffman) throws(PNGError) -> Int {
    var value = 0
    var first = 0
    var index = 0
    for len in 1...15 {
      value |= try bits(1)
      let count = code.counts[len]
      if value - first < count { return code.symbols[index + value - first] }
      index += count
      first += count
      first <<= 1
      value <<= 1
    }
    throw Self.bad("invalid Huffman code")
  }

  // MARK: - Tables

  private static let codeOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
  private static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  private static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]
  private static let fixedLengths = Huffman(
    lengths: Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112)
      + Array(repeating: 7, count: 24) + Array(repeating: 8, count: 8))
  private static let fixedDistances = Huffman(lengths: Array(repeating: 5, count: 30))

  private static let truncated = PNGError(
    kind: .truncated, message: "the compressed image data ends early")

  private static func bad(_ message: String) -> PNGError {
    PNGError(kind: .malformed, message: message)
  }
}
