/// The sRGB transfer function (IEC 61966-2-1), to measure a result in code values as a person
/// sees them on screen.
///
/// ```
/// encode(L) = 12.92·L                    L ≤ 0.0031308
///           = 1.055·L^(1/2.4) − 0.055    otherwise
/// decode(V) = V / 12.92                  V ≤ 0.04045
///           = ((V + 0.055) / 1.055)^2.4  otherwise
/// code(L)   = round(255 · encode(L))     (0…255)
/// ```
///
/// Known values: linear 0.5 encodes to code 188 (255·0.7354 = 187.52); linear 0.214 is about
/// code 128 (255·encode = 127.49, so it rounds to 127; code 128 decodes to 0.21586). Inputs are clamped to [0, 1] first; NaN is taken as 0 and never traps.
public enum SRGBTransfer {
  /// The linear value below which encoding is the straight segment 12.92·L.
  public static let linearThreshold = 0.0031308

  /// The encoded value below which decoding is the straight segment V / 12.92.
  public static let encodedThreshold = 0.04045

  /// Linear light in [0, 1] to the sRGB-encoded value in [0, 1].
  ///
  /// Inputs outside [0, 1] are clamped; NaN gives 0.
  public static func encode(_ linear: Double) -> Double {
    let l = unit(linear)
    if l <= linearThreshold { return 12.92 * l }
    return 1.055 * RasterElementary.pow(l, 1 / 2.4) - 0.055
  }

  /// An sRGB-encoded value in [0, 1] to linear light in [0, 1].
  ///
  /// Inputs outside [0, 1] are clamped; NaN gives 0.
  public static func decode(_ encoded: Double) -> Double {
    let v = unit(encoded)
    if v <= encodedThreshold { return v / 12.92 }
    return RasterElementary.pow((v + 0.055) / 1.055, 2.4)
  }

  /// The 8-bit code value `round(255 · encode(linear))` (half away from zero).
  ///
  /// Inputs outside [0, 1] are clamped (so give 0 or 255); NaN gives 0.
  public static func codeValue(linear: Double) -> UInt8 {
    UInt8((255 * encode(linear)).rounded(.toNearestOrAwayFromZero))
  }

  /// The linear light of an 8-bit code value: `decode(code / 255)`.
  public static func linear(codeValue: UInt8) -> Double {
    decode(Double(codeValue) / 255)
  }

  /// The 8-bit code values of a premultiplied colour's straight red, green and blue (alpha
  /// ignored after unpremultiplying), as a screen shows the colour over nothing.
  ///
  /// Edge cases: alpha ≤ 0 or NaN gives (0, 0, 0); NaN channels give 0.
  public static func codeValues(of color: PremultipliedColor) -> SIMD3<UInt8> {
    let s = color.straight
    return SIMD3(
      codeValue(linear: Double(s.x)), codeValue(linear: Double(s.y)),
      codeValue(linear: Double(s.z)))
  }

  // MARK: - Clamping

  /// `x` clamped to [0, 1], NaN → 0.
  private static func unit(_ x: Double) -> Double {
    guard !x.isNaN else { return 0 }
    return min(max(x, 0), 1)
  }
}
