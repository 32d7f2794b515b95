/// A floating-point constant as LLVM writes it, with the exact value it denotes.
///
/// LLVM writes a `float` or `double` in decimal (`1.000000e+00`) when the decimal reads back to
/// the same value, else as the sixteen hexadecimal digits of the *double* holding it
/// (`0x3F1A36E2E0000000`, also for a `float`); a `half` as `0xH` and its four hexadecimal bits
/// (`0xH3C00` = 1), a `bfloat` as `0xR` and its four. `value` is exact: a half, bfloat or float
/// is exactly a double. A NaN keeps its payload only in `spelling`.
public struct IRFloatLiteral: Hashable, Sendable, CustomStringConvertible {
  /// The value denoted (a NaN for NaN spellings).
  public var value: Double
  /// The literal as written in the IR, which `description` gives back.
  public var spelling: String

  /// A literal from its value and spelling.
  public init(value: Double, spelling: String) {
    self.value = value
    self.spelling = spelling
  }

  /// The literal as written.
  public var description: String { spelling }

  /// Equal when both spellings are equal (two NaNs with the same bits are the same literal).
  public static func == (lhs: IRFloatLiteral, rhs: IRFloatLiteral) -> Bool {
    lhs.spelling == rhs.spelling
  }

  /// Hashes the spelling.
  public func hash(into hasher: inout Hasher) { hasher.combine(spelling) }

  // MARK: - Decoding

  /// The value of a decimal literal (`-2.500000e-01`, `1.0`), or `nil` when it is not one.
  static func decimal(_ text: String) -> IRFloatLiteral? {
    guard let value = Double(text), value.isFinite else { return nil }
    return IRFloatLiteral(value: value, spelling: text)
  }

  /// The value of a hexadecimal literal: `0x` and 16 digits (a double's bits), `0xH` and 4
  /// digits (a half's), `0xR` and 4 (a bfloat's); `nil` for other forms (`0xK` x86_fp80,
  /// `0xL` fp128, `0xM` ppc_fp128, which the reader does not take) or digit counts.
  static func hexadecimal(prefix: Character?, digits: String) -> IRFloatLiteral? {
    guard let bits = UInt64(digits, radix: 16) else { return nil }
    let spelling = "0x" + (prefix.map(String.init) ?? "") + digits
    switch prefix {
    case nil:
      guard digits.count == 16 else { return nil }
      return IRFloatLiteral(value: Double(bitPattern: bits), spelling: spelling)
    case "H":
      guard digits.count == 4 else { return nil }
      return IRFloatLiteral(value: halfValue(UInt16(bits)), spelling: spelling)
    case "R":
      guard digits.count == 4 else { return nil }
      return IRFloatLiteral(
        value: Double(Float(bitPattern: UInt32(bits) << 16)), spelling: spelling)
    default:
      return nil
    }
  }

  /// The exact value of the IEEE binary16 with these bits.
  ///
  /// ```
  /// exponent 0:      ±m · 2^-24           (zero and subnormals)
  /// exponent 1...30: ±(1024 + m) · 2^(e - 25)
  /// exponent 31:     ±∞ when m = 0, else NaN
  /// ```
  public static func halfValue(_ bits: UInt16) -> Double {
    let sign: Double = bits & 0x8000 == 0 ? 1 : -1
    let exponent = Int((bits >> 10) & 0x1F)
    let mantissa = Double(bits & 0x3FF)
    switch exponent {
    case 0: return sign * mantissa * 0x1p-24
    case 31: return mantissa == 0 ? sign * .infinity : .nan
    default:
      return sign * (1024 + mantissa) * Double(sign: .plus, exponent: exponent - 25, significand: 1)
    }
  }

  /// Whether `value` is exactly a value of `type` (NaN and the infinities are in every type).
  func fits(_ type: IRType) -> Bool {
    // A 16-bit literal is written in its own hexadecimal form, never in decimal or as 64 bits.
    if spelling.hasPrefix("0xH") { return type == .half }
    if spelling.hasPrefix("0xR") { return type == .bfloat }
    switch type {
    case .double: return true
    case .float: return !value.isFinite || Double(Float(value)) == value
    default: return false
    }
  }
}
