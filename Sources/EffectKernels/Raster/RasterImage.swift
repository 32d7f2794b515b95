/// A width × height buffer of premultiplied RGBA pixels, row-major, top row first.
///
/// Pixel (x, y) is stored at index `y · width + x` and covers the square [x, x+1) × [y, y+1)
/// in texel space; its centre is (x + 0.5, y + 0.5).
///
/// Edge cases: a negative width or height becomes 0; a zero-size image holds no pixels, reads
/// from it give `.clear` and writes are ignored. A size of more than ``maximumPixelCount``
/// pixels (or one whose pixel count overflows `Int`) gives an empty 0 × 0 image instead of
/// trying to allocate it. Reads outside the image never trap: `pixel(x:y:)`
/// gives `.clear`, `clampedPixel(x:y:)` repeats the nearest edge pixel.
public struct RasterImage: Sendable, Hashable {
  /// Columns, never negative.
  public let width: Int
  /// Rows, never negative.
  public let height: Int
  /// The pixels, row-major (`y · width + x`), `width · height` of them.
  public private(set) var pixels: [PremultipliedColor]

  /// The most pixels an image made by ``init(width:height:fill:)`` holds: 16384 × 16384
  /// (2²⁸, Metal's largest 2-D texture, 4 GiB of pixels). Larger sizes give an empty image.
  public static let maximumPixelCount = 16384 * 16384

  /// An image filled with one colour (clear by default).
  ///
  /// Negative sizes become 0. A size whose pixel count would overflow `Int` or exceed
  /// ``maximumPixelCount`` gives an empty (0 × 0) image rather than trapping or allocating
  /// terabytes.
  public init(width: Int, height: Int, fill: PremultipliedColor = .clear) {
    var w = max(0, width)
    var h = max(0, height)
    let (product, wrapped) = w.multipliedReportingOverflow(by: h)
    let overflow = wrapped || product > Self.maximumPixelCount
    let count = product
    if overflow {
      w = 0
      h = 0
    }
    self.width = w
    self.height = h
    self.pixels = Array(repeating: fill, count: overflow ? 0 : count)
  }

  /// An image from row-major pixels.
  ///
  /// Returns nil when `pixels.count` is not `width · height` or a size is negative.
  public init?(width: Int, height: Int, pixels: [PremultipliedColor]) {
    guard width >= 0, height >= 0 else { return nil }
    let (count, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, count == pixels.count else { return nil }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Whether the image has no pixels (a zero width or height).
  public var isEmpty: Bool { pixels.isEmpty }

  /// Whether (x, y) names a pixel of the image.
  public func contains(x: Int, y: Int) -> Bool {
    x >= 0 && y >= 0 && x < width && y < height
  }

  // MARK: - Reading

  /// The pixel at (x, y), or `.clear` when (x, y) is outside the image.
  public func pixel(x: Int, y: Int) -> PremultipliedColor {
    contains(x: x, y: y) ? pixels[y * width + x] : .clear
  }

  /// The pixel at (x, y) with both coordinates clamped into the image, so reads outside repeat
  /// the edge (clamp-to-edge addressing). A zero-size image gives `.clear`.
  public func clampedPixel(x: Int, y: Int) -> PremultipliedColor {
    guard !isEmpty else { return .clear }
    let cx = min(max(x, 0), width - 1)
    let cy = min(max(y, 0), height - 1)
    return pixels[cy * width + cx]
  }

  // MARK: - Writing

  /// Stores `color` at (x, y).
  ///
  /// Returns whether the pixel was written; a write outside the image is ignored and gives false.
  @discardableResult
  public mutating func setPixel(x: Int, y: Int, to color: PremultipliedColor) -> Bool {
    guard contains(x: x, y: y) else { return false }
    pixels[y * width + x] = color
    return true
  }

  /// Sets every pixel to `color`.
  public mutating func fill(_ color: PremultipliedColor) {
    for i in pixels.indices { pixels[i] = color }
  }
}
