import EffectKernels
import MetalCPU

/// One argument set of a differential proof: a port (with the arguments it stands for), the
/// layer in points at a scale, and the layer's pixels (a colour effect's colours).
package struct DifferentialCase: Sendable {
  /// What the argument set covers, for the report: `peel 0.4: flat, back, underside, none`.
  package var label: String
  /// The port and the compiled function's arguments.
  package var port: ShaderPort
  /// The layer's size in points.
  package var size: SIMD2<Int>
  /// Pixels per point.
  package var scale: Int
  /// The layer, `size · scale` pixels; ``standardLayer(width:height:)`` by default.
  package var input: RasterImage

  /// A case over `size` points at `scale`, on `input` (the standard layer when nil).
  package init(
    _ label: String, _ port: ShaderPort, size: SIMD2<Int> = standardSize, scale: Int = 1,
    input: RasterImage? = nil
  ) {
    self.label = label
    self.port = port
    self.size = size
    self.scale = scale
    self.input =
      input ?? Self.standardLayer(width: size.x * max(1, scale), height: size.y * max(1, scale))
  }

  /// The differential proofs' usual layer, 64 × 48 points: small enough that a case costs a
  /// few milliseconds, large enough for a ripple ring, a die and a blur arm.
  package static let standardSize = SIMD2(64, 48)

  /// The runner's test pattern (a checkerboard of 8-texel squares under a red ramp across and a
  /// green ramp down, the bottom eighth half transparent) with its first three columns clear,
  /// so that the shaders' `alpha ≤ 0` branches run too.
  package static func standardLayer(width: Int, height: Int) -> RasterImage {
    let pattern = MetalRunImage.testPattern(width: width, height: height)
    var pixels: [PremultipliedColor] = []
    pixels.reserveCapacity(width * height)
    for y in 0..<pattern.height {
      for x in 0..<pattern.width {
        pixels.append(x < 3 ? .clear : PremultipliedColor(simd: pattern[x, y]))
      }
    }
    return RasterImage(width: pattern.width, height: pattern.height, pixels: pixels)
      ?? RasterImage(width: 0, height: 0)
  }

  /// `label (name = value, …)` with the compiled function's parameter names when known.
  func arguments(named parameters: [String]) -> String {
    var parts: [String] = []
    var index = 0
    for argument in port.arguments {
      let name = index < parameters.count ? parameters[index] : "argument \(parts.count + 1)"
      parts.append("\(name) = \(argument.exactSummary)")
      switch argument {
      case .floatArray, .colorArray, .data: index += 2
      default: index += 1
      }
    }
    return parts.joined(separator: ", ")
  }
}
