// The one C math function the Raster slice needs (pow, for the sRGB transfer curve).
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

/// Elementary functions of `Double` for EffectKernels, wrapping the platform's C math library.
enum RasterElementary {
  /// xʸ.
  @inline(__always) static func pow(_ x: Double, _ y: Double) -> Double { cRasterPow(x, y) }
}

// The C function under a name the wrapper above cannot shadow.
@inline(__always) private func cRasterPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
