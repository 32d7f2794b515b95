import Foundation

/// The closed form of `texture2d::sample` on a tiny image, written from the graphics APIs'
/// published texel rules rather than from the prelude: the Vulkan specification's "Texel
/// Coordinate Systems" (nearest: texel ⌊u⌋; linear: texels ⌊u − ½⌋ and the next, weighted by
/// the fraction of u − ½) and its "Wrapping Operation" table on integer texel indices, which are
/// the same hardware rules Metal's sampler states name (docs/metal-on-cpu.md, "How texture2d
/// sampling is modelled").
struct TextureSamplingModel: Sendable {
  enum Address: String, Sendable, CaseIterable {
    case clampToEdge = "clamp_to_edge"
    case `repeat` = "repeat"
    case mirroredRepeat = "mirrored_repeat"
    case clampToZero = "clamp_to_zero"
    case clampToBorder = "clamp_to_border"
  }

  /// The image: `width`×`height` RGBA texels, texel (i, j) at `texels[j * width + i]`.
  var width: Int
  var height: Int
  var texels: [SIMD4<Double>]

  /// The test image: texel (i, j) is (1 + i + w·j, i, j, 1), every texel different.
  static func tiny(width: Int, height: Int) -> TextureSamplingModel {
    var texels: [SIMD4<Double>] = []
    for j in 0..<height {
      for i in 0..<width {
        texels.append(SIMD4(Double(1 + i + width * j), Double(i), Double(j), 1))
      }
    }
    return TextureSamplingModel(width: width, height: height, texels: texels)
  }

  /// The Vulkan table's wrap of integer index i over n texels; nil past the edge for the two
  /// modes that give a constant colour there.
  static func wrap(_ i: Int, _ n: Int, _ mode: Address) -> Int? {
    func modulo(_ a: Int, _ b: Int) -> Int { ((a % b) + b) % b }
    func mirror(_ a: Int) -> Int { a >= 0 ? a : -(1 + a) }
    switch mode {
    case .repeat: return modulo(i, n)
    case .mirroredRepeat: return (n - 1) - mirror(modulo(i, 2 * n) - n)
    case .clampToEdge: return min(max(i, 0), n - 1)
    case .clampToZero, .clampToBorder: return (0..<n).contains(i) ? i : nil
    }
  }

  /// Texel (i, j), or `outside` where an axis falls past the edge under clamp_to_zero or
  /// clamp_to_border.
  func texel(_ i: Int, _ j: Int, s: Address, t: Address, outside: SIMD4<Double>) -> SIMD4<Double> {
    guard let a = Self.wrap(i, width, s), let b = Self.wrap(j, height, t) else { return outside }
    return texels[b * width + a]
  }

  /// The sample at texel coordinates (x, y): float coordinates, as the shader's arithmetic left
  /// them.
  func sample(
    x: Float, y: Float, linear: Bool, s: Address, t: Address, outside: SIMD4<Double>
  ) -> SIMD4<Double> {
    if !linear {
      return texel(
        Int(x.rounded(.down)), Int(y.rounded(.down)), s: s, t: t, outside: outside)
    }
    let u = Double(x) - 0.5
    let v = Double(y) - 0.5
    let i0 = Int(u.rounded(.down))
    let j0 = Int(v.rounded(.down))
    let alpha = u - Double(i0)
    let beta = v - Double(j0)
    func at(_ i: Int, _ j: Int) -> SIMD4<Double> { texel(i, j, s: s, t: t, outside: outside) }
    let top = at(i0, j0) * (1 - alpha) + at(i0 + 1, j0) * alpha
    let bottom = at(i0, j0 + 1) * (1 - alpha) + at(i0 + 1, j0 + 1) * alpha
    return top * (1 - beta) + bottom * beta
  }
}
