// The elementary functions EffectMath needs, from the platform's C library.
//
// The Swift standard library has `squareRoot()` but no exp, sin or cos, so this one file
// imports the platform's C math (Glibc, Musl, Darwin or ucrt). That is neither Foundation nor
// GSL nor SwiftUI: EffectMath links nothing beyond the standard library and libc. Every other
// file calls these wrappers and needs no platform import.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// Elementary functions of `Double`, wrapping the platform's C math library.
enum Elementary {
  /// eˣ.
  @inline(__always) static func exp(_ x: Double) -> Double { cMathExp(x) }

  /// eˣ − 1, accurate for small x.
  @inline(__always) static func expm1(_ x: Double) -> Double { cMathExpm1(x) }

  /// The natural logarithm.
  @inline(__always) static func log(_ x: Double) -> Double { cMathLog(x) }

  /// ln(1 + x), accurate for small x.
  @inline(__always) static func log1p(_ x: Double) -> Double { cMathLog1p(x) }

  /// sin x (radians).
  @inline(__always) static func sin(_ x: Double) -> Double { cMathSin(x) }

  /// cos x (radians).
  @inline(__always) static func cos(_ x: Double) -> Double { cMathCos(x) }

  /// The hyperbolic tangent.
  @inline(__always) static func tanh(_ x: Double) -> Double { cMathTanh(x) }

  /// The inverse hyperbolic tangent, for |x| < 1.
  @inline(__always) static func atanh(_ x: Double) -> Double { cMathAtanh(x) }

  /// The angle of the point (x, y), in (−π, π].
  @inline(__always) static func atan2(_ y: Double, _ x: Double) -> Double { cMathAtan2(y, x) }

  /// xʸ.
  @inline(__always) static func pow(_ x: Double, _ y: Double) -> Double { cMathPow(x, y) }

  /// The IEEE remainder x − n·y with n the integer nearest x/y (exact).
  @inline(__always) static func remainder(_ x: Double, _ y: Double) -> Double {
    cMathRemainder(x, y)
  }
}

// The C functions under names that the wrappers above cannot shadow.
@inline(__always) private func cMathExp(_ x: Double) -> Double { exp(x) }
@inline(__always) private func cMathExpm1(_ x: Double) -> Double { expm1(x) }
@inline(__always) private func cMathLog(_ x: Double) -> Double { log(x) }
@inline(__always) private func cMathLog1p(_ x: Double) -> Double { log1p(x) }
@inline(__always) private func cMathSin(_ x: Double) -> Double { sin(x) }
@inline(__always) private func cMathCos(_ x: Double) -> Double { cos(x) }
@inline(__always) private func cMathTanh(_ x: Double) -> Double { tanh(x) }
@inline(__always) private func cMathAtanh(_ x: Double) -> Double { atanh(x) }
@inline(__always) private func cMathAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inline(__always) private func cMathPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@inline(__always) private func cMathRemainder(_ x: Double, _ y: Double) -> Double {
  remainder(x, y)
}
