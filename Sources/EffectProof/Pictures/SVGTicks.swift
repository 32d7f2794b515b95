import Foundation
import ProofEngine

/// "Nice" axis ticks: steps of 1, 2 or 5 times a power of ten.
///
/// ```
/// raw  = span / maximumIntervals
/// step = the smallest of {1, 2, 5, 10} · 10^⌊log₁₀ raw⌋ that is ≥ raw
/// ticks = k · step  for k = ⌊lower / step⌋ … ⌈upper / step⌉
/// ```
///
/// Ticks are integer multiples of the step (no accumulated drift), so the first and last tick
/// enclose the range.
public enum SVGTicks {
  /// The nice step for a range of `span` split into at most `maximumIntervals` intervals.
  ///
  /// Edge cases: a span that is zero, negative or not finite gives 1; fewer than 1 interval
  /// counts as 1.
  public static func step(span: Double, maximumIntervals: Int = 5) -> Double {
    guard span.isFinite, span > 0 else { return 1 }
    let raw = span / Double(max(maximumIntervals, 1))
    let magnitude = pow(10, floor(log10(raw)))
    for factor in [1.0, 2, 5] where factor * magnitude >= raw * (1 - 1e-12) {
      return factor * magnitude
    }
    return 10 * magnitude
  }

  /// The ticks covering `lower…upper` (swapped when reversed).
  ///
  /// Edge cases: equal bounds are widened to ±1 around the value (±|value|/2 when that is
  /// larger); non-finite bounds give the ticks of 0…1.
  public static func ticks(from lower: Double, to upper: Double, maximumIntervals: Int = 5)
    -> [Double]
  {
    guard lower.isFinite, upper.isFinite, (upper - lower).isFinite else {
      return ticks(from: 0, to: 1, maximumIntervals: maximumIntervals)
    }
    var lo = min(lower, upper)
    var hi = max(lower, upper)
    if lo == hi {
      let pad = max(1, abs(lo) / 2)
      lo -= pad
      hi += pad
    }
    let s = step(span: hi - lo, maximumIntervals: maximumIntervals)
    let first = snapped(lo / s, floor)
    let last = snapped(hi / s, ceil)
    guard first <= last, last - first < 1000 else { return [lo, hi] }
    return stride(from: first, through: last, by: 1).map { k in
      let v = k * s
      return v == 0 ? 0 : v
    }
  }

  /// `q` rounded to the nearest integer when within 1e-9 of it, otherwise `rounding(q)`.
  private static func snapped(_ q: Double, _ rounding: (Double) -> Double) -> Double {
    abs(q - q.rounded()) < 1e-9 ? q.rounded() : rounding(q)
  }

  /// The label of tick `value` on an axis with `step`: as many decimals as the step needs.
  ///
  /// Non-finite values give "–".
  public static func label(_ value: Double, step: Double) -> String {
    guard value.isFinite else { return "–" }
    let decimals = step.isFinite && step > 0 ? min(12, max(0, -Int(floor(log10(step) + 1e-9)))) : 0
    let text = String(format: "%.\(decimals)f", value)
    return text.hasPrefix("-") && Double(text) == 0 ? String(text.dropFirst()) : text
  }
}
