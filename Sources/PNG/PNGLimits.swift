/// The largest pictures the PNG encoder and decoder take.
///
/// The limits keep every call into libpng inside what libpng accepts without raising an error
/// (its default user limits are 1,000,000 pixels per side) and keep the decoded buffer in memory
/// reasonable. Anything larger throws ``PNGError/Kind/imageTooLarge`` before libpng is called.
public enum PNGLimits {
  /// The largest width or height, in pixels (libpng's default user limit).
  public static let maximumSide = 1_000_000

  /// The largest width · height: 2^26 pixels, 256 MiB as RGBA8.
  public static let maximumPixelCount = 1 << 26

  /// Whether a width × height picture is within the limits (and not empty).
  public static func accepts(width: Int, height: Int) -> Bool {
    guard width >= 1, height >= 1, width <= maximumSide, height <= maximumSide else {
      return false
    }
    return width * height <= maximumPixelCount
  }
}
