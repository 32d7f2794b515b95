/// Which precision table bounds a `float` operation's error: Metal compiles with fast math
/// unless told otherwise (MSL §8.4, §1.6.3), so ``fast`` is the default. `half` has one table
/// (Table 8.3) whatever the mode.
public enum MetalMathMode: String, Sendable, Hashable, CaseIterable {
  /// Table 8.2: float division within 2.5 ulp for a divisor of magnitude in [2⁻¹²⁶, 2¹²⁶],
  /// undefined outside; NaN and infinity undefined.
  case fast
  /// Table 8.1: float +, −, ×, ÷ correctly rounded.
  case precise
}
