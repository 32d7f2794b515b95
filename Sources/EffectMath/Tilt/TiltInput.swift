// How the tilt types clean up their inputs, in one place so every type agrees.

/// Input cleaning shared by the tilt types. Internal: each public entry point documents the
/// rule it applies.
enum TiltInput {
  /// The magnitude of a maximum angle in degrees: `|degrees|` when finite, else 0 (no tilt).
  static func maxAngle(_ degrees: Double) -> Double {
    degrees.isFinite ? abs(degrees) : 0
  }

  /// Whether a size can be divided by: both components finite and above 0.
  static func isUsable(size: SIMD2<Double>) -> Bool {
    size.x.isFinite && size.y.isFinite && size.x > 0 && size.y > 0
  }

  /// `value` clamped to `[lower, upper]`, with NaN replaced by `nan` (which must lie inside).
  static func clamp(_ value: Double, _ lower: Double, _ upper: Double, nan: Double) -> Double {
    if value.isNaN { return nan }
    return min(max(value, lower), upper)
  }

  /// A lean as a renderer may pass it (a spring can overshoot ±1): finite values unchanged,
  /// NaN → 0, ±∞ → ±1.
  static func lean(_ value: Double) -> Double {
    if value.isNaN { return 0 }
    if value.isInfinite { return value > 0 ? 1 : -1 }
    return value
  }

  /// An angle that may have overflowed, kept finite: ±∞ becomes ±`greatestFiniteMagnitude`,
  /// finite values (−0 included) are unchanged. Fed products of finite values, so never NaN.
  static func saturate(_ value: Double) -> Double {
    min(max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
  }
}
