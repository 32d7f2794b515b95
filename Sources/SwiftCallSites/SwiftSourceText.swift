import EffectProofBase
import LocatedJSON
import ShaderRegistry

/// One Swift file's bytes, with the table that turns a UTF-8 offset into a line and a column
/// counted in Unicode scalars (a UTF-8 byte order mark is not a column). The table is built only
/// for a file that is parsed (``indexed()``): most files of an app are only searched.
struct SwiftSourceText: Sendable {
  /// The file's path, as diagnostics name it.
  let file: String
  /// The file's bytes.
  let bytes: [UInt8]
  /// The offset each line starts at; a CRLF, a lone CR and an LF each end a line. Empty until
  /// ``indexed()``.
  private var lineStarts: [Int] = []
  /// How many Unicode scalars start before each multiple of ``stride`` bytes, so a column costs
  /// at most ``stride`` byte reads however long its line is.
  private var scalarCheckpoints: [Int] = []
  private static let stride = 1024

  init(file: String, bytes: [UInt8]) {
    self.file = file
    self.bytes = bytes
  }

  /// The same file with its line table built.
  func indexed() -> SwiftSourceText {
    var copy = self
    var starts = [0]
    var checkpoints = [0]
    var scalars = 0
    var index = 0
    while index < bytes.count {
      if index % Self.stride == 0, index > 0 { checkpoints.append(scalars) }
      let byte = bytes[index]
      if byte & 0xC0 != 0x80 { scalars += 1 }
      if byte == 0x0A {
        starts.append(index + 1)
      } else if byte == 0x0D {
        if index + 1 < bytes.count, bytes[index + 1] == 0x0A {
          index += 1
          if index % Self.stride == 0 { checkpoints.append(scalars) }
          scalars += 1
        }
        starts.append(index + 1)
      }
      index += 1
    }
    copy.lineStarts = starts
    copy.scalarCheckpoints = checkpoints
    return copy
  }

  /// How many Unicode scalars start in `bytes[0..<offset]`.
  private func scalars(before offset: Int) -> Int {
    let checkpoint = min(offset / Self.stride, scalarCheckpoints.count - 1)
    var count = scalarCheckpoints[checkpoint]
    var index = checkpoint * Self.stride
    while index < offset {
      if bytes[index] & 0xC0 != 0x80 { count += 1 }
      index += 1
    }
    return count
  }

  /// The line and column of a UTF-8 offset.
  func position(ofOffset offset: Int) -> SourcePosition {
    guard !lineStarts.isEmpty else { return indexed().position(ofOffset: offset) }
    let clamped = max(0, min(offset, bytes.count))
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
    }
    var start = lineStarts[low]
    if low == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = min(3, clamped) }
    return SourcePosition(
      line: low + 1, column: scalars(before: clamped) - scalars(before: start) + 1)
  }

  /// The location of a UTF-8 offset in this file.
  func location(ofOffset offset: Int) -> FileLocation {
    FileLocation(file: file, position: position(ofOffset: offset))
  }
}
