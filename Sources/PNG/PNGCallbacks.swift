internal import CPNG

/// The Swift side of one libpng session: the bytes written or still to read, and the messages
/// libpng reported. libpng holds an unretained pointer to it (its io and error pointers) for the
/// duration of one `encode` or `decode` call, which keeps it alive.
///
/// ## No longjmp across Swift frames
///
/// libpng's default error handling is `longjmp`, which would skip Swift frames (their
/// `defer` blocks, releases and ownership bookkeeping) and is undefined behaviour. This module
/// never calls `setjmp`, so it never arms that path. Instead:
///
/// 1. Everything libpng could object to is checked in Swift first: sizes against
///    ``PNGLimits`` when writing; when reading, the signature, IHDR fields, every chunk's length,
///    type and CRC through to IEND, the chunk order, PLTE and tRNS, and the complete zlib stream
///    of the image data (inflated by zlib in ``PNGInflate``, Adler-32 included), and every
///    row's filter byte. Malformed input throws ``PNGError`` and never reaches libpng.
/// 2. The error callback below records the message and returns. libpng treats a returning error
///    handler as final and, with no jump buffer armed, calls `abort()`: a libpng error that
///    slipped past the checks (or an out-of-memory) stops the process with libpng's message on
///    standard error instead of unwinding Swift frames. It is a bug to report, never undefined
///    behaviour.
/// 3. Warnings (and libpng's "benign" read errors, which it downgrades to warnings) are
///    recorded and otherwise ignored.
final class PNGSession {
  /// The bytes written so far (encoding).
  var output: [UInt8] = []
  /// The PNG being read (decoding).
  let input: [UInt8]
  /// The read position in ``input``.
  var readOffset = 0
  /// Reads libpng asked for past the end of ``input`` (filled with zeros; never expected).
  var overreads = 0
  /// Warnings libpng reported.
  var warnings: [String] = []

  init(input: [UInt8] = []) {
    self.input = input
  }

  /// The session behind a libpng pointer whose io pointer is a `PNGSession`.
  static func from(ioOf png: png_structp?) -> PNGSession? {
    guard let raw = png_get_io_ptr(png) else { return nil }
    return Unmanaged<PNGSession>.fromOpaque(raw).takeUnretainedValue()
  }

  /// The session behind a libpng pointer whose error pointer is a `PNGSession`.
  static func from(errorOf png: png_structp?) -> PNGSession? {
    guard let raw = png_get_error_ptr(png) else { return nil }
    return Unmanaged<PNGSession>.fromOpaque(raw).takeUnretainedValue()
  }
}

// MARK: - C callbacks

/// Appends libpng's output to the session buffer.
let pngWriteCallback: png_rw_ptr = { png, data, length in
  guard let session = PNGSession.from(ioOf: png), let data, length > 0 else { return }
  session.output.append(contentsOf: UnsafeBufferPointer(start: data, count: length))
}

/// Nothing to flush: the output is a Swift array.
let pngFlushCallback: png_flush_ptr = { _ in }

/// Copies the next `length` input bytes to libpng; past the end it gives zeros and counts an
/// overread (the chunk walk guarantees libpng never reads past IEND).
let pngReadCallback: png_rw_ptr = { png, data, length in
  guard let session = PNGSession.from(ioOf: png), let data else { return }
  let available = max(0, min(length, session.input.count - session.readOffset))
  session.input.withUnsafeBufferPointer { buffer in
    if available > 0, let base = buffer.baseAddress {
      data.update(from: base + session.readOffset, count: available)
    }
  }
  if available < length {
    (data + available).update(repeating: 0, count: length - available)
    session.overreads += 1
  }
  session.readOffset += available
}

/// Records the message and returns; libpng then aborts (see ``PNGSession``).
let pngErrorCallback: png_error_ptr = { png, message in
  let text = message.map { String(cString: $0) } ?? "unknown libpng error"
  PNGSession.from(errorOf: png)?.warnings.append("error: " + text)
}

/// Records the warning.
let pngWarningCallback: png_error_ptr = { png, message in
  let text = message.map { String(cString: $0) } ?? "unknown libpng warning"
  PNGSession.from(errorOf: png)?.warnings.append(text)
}
