/// Exact rescaling by powers of two, used to keep GSL's closed forms (squares, cubes,
/// running variances) away from overflow and underflow.
enum PowerOfTwo {
  /// `value · 2^shift`: exact unless the result overflows or underflows; 0, ±∞ and NaN are
  /// returned unchanged.
  static func scaled(_ value: Double, _ shift: Int) -> Double {
    guard shift != 0, value != 0, value.isFinite else { return value }
    return Double(
      sign: value.sign, exponent: value.exponent + shift, significand: value.significand)
  }

  /// The shift that brings `magnitude` near 1, or 0 when `magnitude` is 0 or already lies in
  /// `range`.
  static func shift(toNormalise magnitude: Double, unless range: ClosedRange<Double>) -> Int {
    magnitude == 0 || range.contains(magnitude) ? 0 : -magnitude.exponent
  }
}
