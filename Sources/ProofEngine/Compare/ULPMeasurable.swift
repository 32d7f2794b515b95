/// A binary floating-point type whose values can be placed on the *ordered-integer line*, so the
/// distance between two values can be counted in units in the last place (ULPs).
///
/// The ordered-integer line numbers every non-NaN value of the type in increasing order, one step
/// per representable value, with both zeros at 0:
///
/// ```
/// index(x) =  magnitudeBits(x)   when x's sign bit is clear (+0, positive values, +∞)
/// index(x) = −magnitudeBits(x)   when x's sign bit is set   (−0, negative values, −∞)
/// magnitudeBits(x) = bit pattern of x with the sign bit cleared
/// ```
///
/// IEEE 754 orders the magnitudes of same-signed values exactly like their bit patterns, so
/// `index(x.nextUp) == index(x) + 1` for every value below `+∞`, `index(−0) == index(+0) == 0`,
/// `index(±leastNonzeroMagnitude) == ±1`, and `index(±∞) == ±(index(greatestFiniteMagnitude) + 1)`.
/// NaN has no place on the line.
///
/// `Double` (1 + 11 + 52 bits), `Float` (1 + 8 + 23 bits) and, where the platform has it,
/// `Float16` (1 + 5 + 10 bits) conform, each through its own bit pattern.
public protocol ULPMeasurable: BinaryFloatingPoint, Codable, Sendable, CustomStringConvertible
where Magnitude == Self {
  /// The value's index on the ordered-integer line, or `nil` for NaN.
  ///
  /// ```
  /// orderedIntegerIndex(of: x) = ±(bit pattern of |x|), negative when the sign bit is set
  /// ```
  /// Both zeros map to 0; `±∞` map to `±(greatest finite index + 1)`.
  static func orderedIntegerIndex(of value: Self) -> Int64?
}

// MARK: - Conformances

extension Double: ULPMeasurable {
  /// `Double`'s index on the ordered-integer line: the 63 low bits of its bit pattern, negated
  /// when the sign bit (bit 63) is set; `nil` for NaN.
  public static func orderedIntegerIndex(of value: Double) -> Int64? {
    guard !value.isNaN else { return nil }
    let bits = value.bitPattern
    let magnitude = Int64(bits & 0x7FFF_FFFF_FFFF_FFFF)
    return bits >> 63 == 0 ? magnitude : -magnitude
  }
}

extension Float: ULPMeasurable {
  /// `Float`'s index on the ordered-integer line: the 31 low bits of its bit pattern, negated
  /// when the sign bit (bit 31) is set; `nil` for NaN.
  public static func orderedIntegerIndex(of value: Float) -> Int64? {
    guard !value.isNaN else { return nil }
    let bits = value.bitPattern
    let magnitude = Int64(bits & 0x7FFF_FFFF)
    return bits >> 31 == 0 ? magnitude : -magnitude
  }
}

#if !(os(macOS) && arch(x86_64))
  extension Float16: ULPMeasurable {
    /// `Float16`'s index on the ordered-integer line: the 15 low bits of its bit pattern, negated
    /// when the sign bit (bit 15) is set; `nil` for NaN. (`Float16` does not exist on macOS on
    /// Intel, so this conformance is absent there.)
    public static func orderedIntegerIndex(of value: Float16) -> Int64? {
      guard !value.isNaN else { return nil }
      let bits = value.bitPattern
      let magnitude = Int64(bits & 0x7FFF)
      return bits >> 15 == 0 ? magnitude : -magnitude
    }
  }
#endif
