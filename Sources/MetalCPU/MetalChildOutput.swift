/// What a shader printed during one run (its stdout and stderr together), capped by
/// ``MetalChildLimits/outputBytes``: the first half and the last half of the limit are kept, and
/// the bytes between them are counted, never stored.
///
/// ```
/// text = first outputBytes / 2 bytes + "\n[… N bytes cut …]\n" + last outputBytes / 2 bytes
/// ```
///
/// A run whose output was cut (``bytesCut`` > 0) is a finding of its shader: a shader that
/// prints 10 KB a pixel would otherwise write gigabytes.
public struct MetalChildOutput: Hashable, Sendable {
  /// The kept output as UTF-8 (invalid bytes become U+FFFD), with the cut marked.
  public var text: String
  /// Every byte the run printed, kept or not.
  public var bytes: Int
  /// The bytes left out between the kept start and end.
  public var bytesCut: Int

  /// Output of `bytes` bytes of which `bytesCut` were left out of `text`.
  public init(text: String = "", bytes: Int = 0, bytesCut: Int = 0) {
    self.text = text
    self.bytes = bytes
    self.bytesCut = bytesCut
  }

  /// Whether the cap was reached.
  public var isCut: Bool { bytesCut > 0 }

  /// "printed 24000000 bytes, over the 65536-byte output limit (23934464 bytes cut)", or nil.
  public var finding: String? {
    guard isCut else { return nil }
    return
      "printed \(bytes) bytes, over the \(bytes - bytesCut)-byte output limit (\(bytesCut) bytes cut between its first and last part)"
  }
}

/// The output of one request as it arrives: the head up to half the limit, the tail in a ring
/// of the other half, and a count.
struct OutputCapture {
  private let headLimit: Int
  private let tailLimit: Int
  private var head: [UInt8] = []
  private var tail: [UInt8] = []
  /// Where the oldest byte of a full tail ring is.
  private var tailStart = 0
  private(set) var bytes = 0

  /// A capture keeping `limit` bytes (at least 2).
  init(limit: Int) {
    let kept = max(2, limit)
    headLimit = kept / 2
    tailLimit = kept - kept / 2
  }

  mutating func append(_ chunk: UnsafeRawBufferPointer) {
    bytes += chunk.count
    var rest = chunk[...]
    let intoHead = min(headLimit - head.count, rest.count)
    if intoHead > 0 {
      head.append(contentsOf: rest.prefix(intoHead))
      rest = rest.dropFirst(intoHead)
    }
    if rest.count >= tailLimit {
      tail = Array(rest.suffix(tailLimit))
      tailStart = 0
      return
    }
    for byte in rest {
      if tail.count < tailLimit {
        tail.append(byte)
      } else {
        tail[tailStart] = byte
        tailStart = (tailStart + 1) % tailLimit
      }
    }
  }

  /// The kept start and end, and how much was cut between them.
  var output: MetalChildOutput {
    guard bytes > 0 else { return MetalChildOutput() }
    let ordered = Array(tail[tailStart...] + tail[..<tailStart])
    let cut = bytes - head.count - ordered.count
    let middle = cut > 0 ? Array("\n[… \(cut) bytes cut …]\n".utf8) : []
    return MetalChildOutput(
      text: String(decoding: head + middle + ordered, as: UTF8.self), bytes: bytes, bytesCut: cut)
  }
}
