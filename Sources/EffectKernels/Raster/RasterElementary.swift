// The C math functions EffectKernels needs: pow for the sRGB curve, and the single-precision
// functions the kernel ports call where their Metal code calls sin, cos, exp, asin or pow on
// a float.
//
// EffectMath's own wrappers are internal to that module, so this file imports the platform's
// C math (Glibc, Musl, Darwin or ucrt) for EffectKernels. Every other file calls the wrapper.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// Elementary functions for EffectKernels, wrapping the platform's C math library.
///
/// The `Float` overloads are the C `…f` functions (correctly rounded or within an ulp or two on
/// glibc); Metal's fast-math versions may differ in the last bits, which the kernel tests allow
/// for.
enum RasterElementary {
  /// xʸ.
  @inline(__always) static func pow(_ x: Double, _ y: Double) -> Double { cRasterPow(x, y) }
  /// xʸ in single precision.
  @inline(__always) static func pow(_ x: Float, _ y: Float) -> Float { cRasterPowf(x, y) }
  /// sin x in single precision.
  @inline(__always) static func sin(_ x: Float) -> Float { cRasterSinf(x) }
  /// cos x in single precision.
  @inline(__always) static func cos(_ x: Float) -> Float { cRasterCosf(x) }
  /// eˣ in single precision.
  @inline(__always) static func exp(_ x: Float) -> Float { cRasterExpf(x) }
  /// asin x in single precision (NaN outside [−1, 1]).
  @inline(__always) static func asin(_ x: Float) -> Float { cRasterAsinf(x) }
}

// The C functions under names the wrappers above cannot shadow.
@inline(__always) private func cRasterPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@inline(__always) private func cRasterPowf(_ x: Float, _ y: Float) -> Float { powf(x, y) }
@inline(__always) private func cRasterSinf(_ x: Float) -> Float { sinf(x) }
@inline(__always) private func cRasterCosf(_ x: Float) -> Float { cosf(x) }
@inline(__always) private func cRasterExpf(_ x: Float) -> Float { expf(x) }
@inline(__always) private func cRasterAsinf(_ x: Float) -> Float { asinf(x) }
