/// Every value an LLVM integer `iN` (N from 1 to 64) may hold over a box: the two's-complement
/// values in `[lower, upper]` read as signed, and whether it may be poison (an operation whose
/// result LLVM leaves undefined: a float out of the integer's range converted to it, say).
public struct AbstractInt: Sendable, Hashable, CustomStringConvertible {
  /// Bits: 1 to 64.
  public let width: Int
  /// The least value, read as signed.
  public let lower: Int64
  /// The greatest value, read as signed.
  public let upper: Int64
  /// Whether it may be poison: a finding wherever it reaches a result.
  public let mayBePoison: Bool

  /// The signed values of `width` bits in `[lower, upper]` (clamped to the width's range), and
  /// poison when `mayBePoison`.
  public init(width: Int, lower: Int64, upper: Int64, mayBePoison: Bool = false) {
    let width = min(max(width, 1), 64)
    self.width = width
    self.lower = max(lower, Self.signedRange(width).lowerBound)
    self.upper = min(upper, Self.signedRange(width).upperBound)
    self.mayBePoison = mayBePoison
  }

  /// Exactly `value`, wrapped to `width` bits.
  public init(width: Int, _ value: Int64) {
    let wrapped = Self.wrapped(value, width: width)
    self.init(width: width, lower: wrapped, upper: wrapped)
  }

  /// Every value of `width` bits.
  public static func anything(width: Int) -> AbstractInt {
    let range = signedRange(width)
    return AbstractInt(width: width, lower: range.lowerBound, upper: range.upperBound)
  }

  /// The signed values of `width` bits: −2ᵂ⁻¹ … 2ᵂ⁻¹ − 1.
  public static func signedRange(_ width: Int) -> ClosedRange<Int64> {
    let width = min(max(width, 1), 64)
    if width == 64 { return Int64.min...Int64.max }
    let half = Int64(1) << (width - 1)
    return -half...(half - 1)
  }

  /// `value`'s low `width` bits, read as signed.
  public static func wrapped(_ value: Int64, width: Int) -> Int64 {
    let width = min(max(width, 1), 64)
    guard width < 64 else { return value }
    let shift = Int64(64 - width)
    return (value << shift) >> shift
  }

  /// Whether it holds a value.
  public var hasValues: Bool { lower <= upper }

  /// Whether `value` (read as signed, of this width) is in the set.
  public func contains(_ value: Int64) -> Bool { lower <= value && value <= upper }

  /// The values read as unsigned: one range when the signed values do not straddle zero, else
  /// every unsigned value (a hull of the two pieces).
  public var unsignedHull: ClosedRange<UInt64> {
    let mask: UInt64 = width == 64 ? .max : (UInt64(1) << width) - 1
    if lower >= 0 { return UInt64(lower)...UInt64(upper) }
    if upper < 0 { return (UInt64(bitPattern: lower) & mask)...(UInt64(bitPattern: upper) & mask) }
    return 0...mask
  }

  /// `[lower, upper] iN`, with `poison` when it may be.
  public var description: String {
    "[\(lower), \(upper)] i\(width)\(mayBePoison ? " ∪ poison" : "")"
  }
}
