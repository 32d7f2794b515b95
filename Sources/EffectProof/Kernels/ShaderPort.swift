import EffectKernels
import MetalCPU
import ShaderProofs

/// A hand-written CPU port (`EffectKernels`) paired with the `[[ stitchable ]]` function it
/// copies: the function's name, how SwiftUI applies it, the port's values as the `Shader`
/// arguments SwiftUI would pass, and the port itself, ready to render.
///
/// ```
/// ShaderPort(RippleKernel(origin: (32, 24), time: 0.05, …))
///   function  "ripple"              the file comes from CompiledShaderLibrary.function(named:)
///   usage     .layerEffect
///   arguments [.float2(origin), .float(time), .float(amplitude), …]   Metal parameter order
///   render    KernelRenderer.render(kernel, over:scale:jobs:)
/// ```
///
/// The differential proofs run both over the same layer and compare the pixels; a benchmark
/// can run the compiled shader beside the port with the same mapping. The constructors, one
/// per port, are in `ShaderPort+Kernels.swift`.
package struct ShaderPort: Sendable {
  /// The port's type name, e.g. `RippleKernel`.
  package var kernel: String
  /// The Metal function it copies, e.g. `ripple`.
  package var function: String
  /// How SwiftUI applies it.
  package var usage: ShaderUsage
  /// The port's stored values as SwiftUI's arguments, in the Metal parameter order. A test may
  /// change one to show that a wrong argument is caught.
  package var arguments: [MetalArgument]
  /// Renders the port over a layer (a colour effect's colours) of `image`'s pixels at `scale`
  /// pixels per point, with `jobs` workers.
  package var render: @Sendable (_ image: RasterImage, _ scale: Double, _ jobs: Int) -> RasterImage
  /// For a distortion, the source position the port returns for a position (points).
  package var source: (@Sendable (SIMD2<Float>) -> SIMD2<Float>)?

  /// A pairing, given in full.
  package init(
    kernel: String, function: String, usage: ShaderUsage, arguments: [MetalArgument],
    source: (@Sendable (SIMD2<Float>) -> SIMD2<Float>)? = nil,
    render: @escaping @Sendable (_ image: RasterImage, _ scale: Double, _ jobs: Int) -> RasterImage
  ) {
    self.kernel = kernel
    self.function = function
    self.usage = usage
    self.arguments = arguments
    self.source = source
    self.render = render
  }
}

// MARK: - Arguments

extension MetalArgument {
  /// SwiftUI's `.color` for a port's premultiplied colour: the runner takes straight RGBA and
  /// premultiplies it again (exact for alpha 1; for other alphas `r/a·a` may differ from `r` in
  /// the last float bit, far below the half the shader rounds it to). A colour of alpha 0 or
  /// less is clear.
  package static func color(premultiplied color: PremultipliedColor) -> MetalArgument {
    .color(color.straight)
  }

  /// The value as the findings print it: numbers as Swift prints a `Float` (so a finding can
  /// be replayed exactly), arrays in full.
  package var exactSummary: String {
    func list(_ values: [Float]) -> String {
      "(" + values.map { "\($0)" }.joined(separator: ", ") + ")"
    }
    switch self {
    case .float(let x): return "\(x)"
    case .float2(let v): return list([v.x, v.y])
    case .float3(let v): return list([v.x, v.y, v.z])
    case .float4(let v): return list([v.x, v.y, v.z, v.w])
    case .color(let c): return "color" + list([c.x, c.y, c.z, c.w]) + " straight"
    case .floatArray(let values): return "floatArray" + list(values)
    case .colorArray(let colors): return "colorArray[\(colors.count)]"
    case .boundingRect, .image, .data: return summary
    }
  }
}

// MARK: - Images

extension RasterImage {
  /// The image as the runner's layer: the same premultiplied floats, row by row.
  package var metalRunImage: MetalRunImage? {
    MetalRunImage(
      width: width, height: height,
      texels: pixels.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] })
  }
}
