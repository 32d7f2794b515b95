import MetalCPU
import PNG

extension MetalRunImage {
  /// A PNG's straight 8-bit code values as the runner's premultiplied floats: code value ÷ 255,
  /// each colour channel times alpha.
  public init(premultiplying png: RGBA8Image) {
    var texels = [Float](repeating: 0, count: png.bytes.count)
    for pixel in 0..<(png.width * png.height) {
      let alpha = Float(png.bytes[4 * pixel + 3]) / 255
      for channel in 0..<3 {
        texels[4 * pixel + channel] = Float(png.bytes[4 * pixel + channel]) / 255 * alpha
      }
      texels[4 * pixel + 3] = alpha
    }
    // An RGBA8Image always holds width × height × 4 bytes.
    self =
      MetalRunImage(width: png.width, height: png.height, texels: texels)
      ?? MetalRunImage.testPattern(width: 0, height: 0)
  }

  /// The image as a PNG's straight 8-bit code values (clamped to 0…1, NaN as 0; a clear
  /// texel's colour as 0).
  public var straightPNG: RGBA8Image? {
    var bytes = [UInt8](repeating: 0, count: texels.count)
    func code(_ value: Float) -> UInt8 {
      guard value.isFinite else { return 0 }
      return UInt8((min(max(value, 0), 1) * 255).rounded())
    }
    for pixel in 0..<(width * height) {
      let alpha = texels[4 * pixel + 3]
      let visible = alpha.isFinite && alpha > 0
      for channel in 0..<3 {
        bytes[4 * pixel + channel] = visible ? code(texels[4 * pixel + channel] / alpha) : 0
      }
      bytes[4 * pixel + 3] = code(alpha)
    }
    return RGBA8Image(width: width, height: height, bytes: bytes)
  }
}
