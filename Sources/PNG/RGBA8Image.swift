/// A picture of straight (not premultiplied) 8-bit RGBA code values, row-major, top row first,
/// as stored in a PNG file.
public struct RGBA8Image: Sendable, Hashable {
  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  /// The code values, four per pixel (red, green, blue, alpha), pixel (x, y) at
  /// `4 · (y · width + x)`.
  public let bytes: [UInt8]

  /// A picture from its bytes; nil when `bytes.count` is not `4 · width · height` or a size is
  /// negative.
  public init?(width: Int, height: Int, bytes: [UInt8]) {
    guard width >= 0, height >= 0 else { return nil }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, pixels <= Int.max / 4, bytes.count == 4 * pixels else { return nil }
    self.width = width
    self.height = height
    self.bytes = bytes
  }

  /// The code values (red, green, blue, alpha) of pixel (x, y); (0, 0, 0, 0) outside the picture.
  public func pixel(x: Int, y: Int) -> SIMD4<UInt8> {
    guard x >= 0, y >= 0, x < width, y < height else { return .zero }
    let i = 4 * (y * width + x)
    return SIMD4(bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
  }
}
