// The circular curves behind `TimingCurve.circularEaseIn`, `circularEaseOut`,
// `circularEaseInOut`, and the inverse of the last one.

/// Closed forms of the circular easing curves on x ∈ [0, 1] (callers clamp x first).
///
/// ```
/// in(x)  = 1 − √(1 − x²)   = x² / (1 + √((1 − x)(1 + x)))    in′(x)  = x / √((1 − x)(1 + x))
/// out(x) = √(1 − (1 − x)²) = √(x(2 − x))                     out′(x) = (1 − x) / √(x(2 − x))
/// ```
///
/// The right-hand forms avoid the cancellation of 1 − √(1 − x²) near 0 and of 1 − x² near 1.
/// in′(1) = +∞ and out′(0) = +∞ (IEEE 1/0), the vertical tangents of the quarter circles.
/// `in` and `out` are inverses of each other on [0, 1]: y = 1 − √(1 − x²) ⇔ x = √(1 − (1 − y)²).
enum TimingCircular {
  /// 1 − √(1 − x²).
  @inline(__always) static func easeIn(_ x: Double) -> Double {
    x * x / (1 + ((1 - x) * (1 + x)).squareRoot())
  }

  /// d/dx (1 − √(1 − x²)) = x / √(1 − x²).
  @inline(__always) static func easeInSlope(_ x: Double) -> Double {
    x / ((1 - x) * (1 + x)).squareRoot()
  }

  /// √(1 − (1 − x)²).
  @inline(__always) static func easeOut(_ x: Double) -> Double {
    (x * (2 - x)).squareRoot()
  }

  /// d/dx √(1 − (1 − x)²) = (1 − x) / √(1 − (1 − x)²).
  @inline(__always) static func easeOutSlope(_ x: Double) -> Double {
    (1 - x) / (x * (2 - x)).squareRoot()
  }

  /// in(2x)/2 on [0, ½), ½ + out(2x − 1)/2 on [½, 1].
  @inline(__always) static func easeInOut(_ x: Double) -> Double {
    x < 0.5 ? 0.5 * easeIn(2 * x) : 0.5 + 0.5 * easeOut(2 * x - 1)
  }

  /// in′(2x) on [0, ½), out′(2x − 1) on [½, 1]; +∞ at x = ½.
  @inline(__always) static func easeInOutSlope(_ x: Double) -> Double {
    x < 0.5 ? easeInSlope(2 * x) : easeOutSlope(2 * x - 1)
  }

  /// The inverse of `easeInOut`: out(2x)/2 on [0, ½), ½ + in(2x − 1)/2 on [½, 1].
  @inline(__always) static func easeOutIn(_ x: Double) -> Double {
    x < 0.5 ? 0.5 * easeOut(2 * x) : 0.5 + 0.5 * easeIn(2 * x - 1)
  }

  /// out′(2x) on [0, ½), in′(2x − 1) on [½, 1]; 0 at x = ½, +∞ at 0 and 1.
  @inline(__always) static func easeOutInSlope(_ x: Double) -> Double {
    x < 0.5 ? easeOutSlope(2 * x) : easeInSlope(2 * x - 1)
  }
}
