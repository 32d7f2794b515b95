// The elementary functions the timing math needs, from the platform's C library.
//
// The Swift standard library has `squareRoot()` but no exp, sin or cos, so this one file
// imports the platform's C math (Glibc, Musl, Darwin or ucrt). That is neither Foundation nor
// GSL nor SwiftUI: EffectMath still links nothing beyond the standard library and libc. The
// rest of the Timing folder calls these wrappers and needs no platform import.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// eˣ.
@inline(__always) func timingExp(_ x: Double) -> Double { exp(x) }

/// eˣ − 1, accurate for small x.
@inline(__always) func timingExpm1(_ x: Double) -> Double { expm1(x) }

/// The natural logarithm.
@inline(__always) func timingLog(_ x: Double) -> Double { log(x) }

/// sin x (radians).
@inline(__always) func timingSin(_ x: Double) -> Double { sin(x) }

/// cos x (radians).
@inline(__always) func timingCos(_ x: Double) -> Double { cos(x) }

/// The angle of the point (x, y), in (−π, π].
@inline(__always) func timingAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }

/// The inverse hyperbolic tangent, for |x| < 1.
@inline(__always) func timingAtanh(_ x: Double) -> Double { atanh(x) }
