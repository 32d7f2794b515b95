internal import CPNG

/// Inflates a PNG's zlib image data with zlib itself, to prove that the stream is one libpng's
/// zlib accepts before libpng reads it (a zlib error inside libpng would be a libpng error,
/// which this module must never cause; see ``PNGSession``).
///
/// zlib checks the header (check bits, method 8, window ≤ 32 KiB), every block and Huffman code,
/// and the Adler-32; a preset dictionary is refused. On top of that, the stream must inflate to
/// exactly `expectedCount` bytes (output stops there, so a zip bomb cannot allocate more) with
/// nothing after it.
///
/// ## The window
///
/// Like libpng, the stream is opened with the window its header declares. zlib only checks a
/// back-reference against that window when the bytes it reaches are not in the current output
/// buffer, so the outcome depends on how the output is split across calls; libpng splits it
/// by rows and IDAT reads. When the declared window is smaller than the image data, the output
/// is therefore taken one byte per call, which rejects every distance beyond the window (and
/// so anything libpng could reject). Otherwise no distance can exceed the window and the output
/// is taken in one piece.
enum PNGInflate {
  /// The inflated bytes of the zlib stream `data`, which must hold exactly `expectedCount`.
  static func inflate(_ data: [UInt8], expectedCount: Int) throws(PNGError) -> [UInt8] {
    guard expectedCount > 0 else { throw malformed("no image data is expected") }
    guard expectedCount <= Int(UInt32.max) else {
      throw PNGError(
        kind: .imageTooLarge, message: "the image data cannot inflate to \(expectedCount) bytes")
    }
    let declaredWindow = data.first.map { 1 << (Int($0 >> 4) + 8) } ?? 0
    let step = expectedCount <= declaredWindow ? expectedCount : 1
    var output = [UInt8](repeating: 0, count: expectedCount)
    let outcome = data.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer { buffer in
        run(input: input, output: buffer, step: step)
      }
    }
    switch outcome {
    case .failure(let error): throw error
    case .success(let produced):
      guard produced == expectedCount else {
        throw PNGError(
          kind: .truncated,
          message: "the image data inflates to \(produced) bytes, not \(expectedCount)")
      }
      return output
    }
  }

  /// Runs zlib over `input` into `output`, at most `step` output bytes per call; the number of
  /// bytes produced by a complete stream with nothing after it, or the error.
  private static func run(
    input: UnsafeBufferPointer<UInt8>, output: UnsafeMutableBufferPointer<UInt8>, step: Int
  ) -> Result<Int, PNGError> {
    guard let outputBase = output.baseAddress else { return .failure(truncated) }
    var stream = z_stream()
    // windowBits 0: the window the zlib header declares, as libpng opens IDAT streams.
    let opened = inflateInit2_(&stream, 0, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
    guard opened == Z_OK else { return .failure(zlibFailure(opened, stream: stream)) }
    defer { inflateEnd(&stream) }
    stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
    var unfed = input.count
    var produced = 0
    while true {
      if stream.avail_in == 0 && unfed > 0 {
        let piece = min(unfed, 1 << 30)
        stream.avail_in = UInt32(piece)
        unfed -= piece
      }
      let room = min(step, output.count - produced)
      stream.next_out = outputBase + produced
      stream.avail_out = UInt32(room)
      let status = CPNG.inflate(&stream, Z_NO_FLUSH)
      produced += room - Int(stream.avail_out)
      switch status {
      case Z_OK:
        continue
      case Z_STREAM_END:
        guard stream.avail_in == 0, unfed == 0 else {
          return .failure(malformed("extra bytes after the compressed image data"))
        }
        return .success(produced)
      case Z_BUF_ERROR where stream.avail_in > 0 || unfed > 0:
        // No progress with input left: zlib needs room beyond `expectedCount`.
        return .failure(
          malformed("the image data inflates to more than \(output.count) bytes"))
      case Z_BUF_ERROR:
        return .failure(truncated)
      default:
        return .failure(zlibFailure(status, stream: stream))
      }
    }
  }

  /// The error for a zlib status other than `Z_OK`, `Z_STREAM_END` and `Z_BUF_ERROR`.
  private static func zlibFailure(_ status: Int32, stream: z_stream) -> PNGError {
    let detail = stream.msg.map { String(cString: $0) }
    switch status {
    case Z_DATA_ERROR where detail == "incorrect data check":
      return malformed("the image data fails its Adler-32 check")
    case Z_DATA_ERROR:
      return malformed("invalid compressed image data (zlib: \(detail ?? "data error"))")
    case Z_NEED_DICT:
      return malformed("the compressed image data needs a preset dictionary")
    case Z_MEM_ERROR:
      return PNGError(
        kind: .unsupported, message: "zlib ran out of memory inflating the image data")
    default:
      return PNGError(
        kind: .unsupported,
        message: "zlib failed with status \(status) inflating the image data"
          + (detail.map { " (\($0))" } ?? ""))
    }
  }

  private static let truncated = PNGError(
    kind: .truncated, message: "the compressed image data ends early")

  private static func malformed(_ message: String) -> PNGError {
    PNGError(kind: .malformed, message: message)
  }
}
