import EffectKernels
import MetalCPU
import ShaderProofs

/// One constructor per port in `EffectKernels/Kernels`: the port's stored values as the
/// arguments SwiftUI passes to the function it copies, in the Metal parameter order.
///
/// | port | function (file) | usage |
/// |---|---|---|
/// | `CardCurlBendKernel` | `cardCurlBend` (CardCurl.metal) | distortion |
/// | `CardCurlShadeKernel` | `cardCurlShade` (CardCurl.metal) | colour |
/// | `CardCurlShadowKernel` | `cardCurlShadow` (CardCurl.metal) | colour |
/// | `CardFlipShadingKernel` | `cardFlipShading` (CardFlip.metal) | colour |
/// | `DieMaterialKernel` | `dieMaterial` (Dice.metal) | colour |
/// | `FeltSurfaceKernel` | `feltSurface` (Felt.metal) | colour |
/// | `HolographicFoilKernel` | `HolographicCardFoil` (HolographicCard.metal) | colour |
/// | `LinearMotionBlurKernel` | `linearMotionBlur` (MotionBlur.metal) | layer |
/// | `RippleKernel` | `ripple` (Ripple.metal) | layer |
/// | `WheelArcBlurKernel` | `wheelArcBlur` (WheelBlur.metal) | layer |
///
/// A `float4 bounds` is passed as `.float4` of the port's bounds, not `.boundingRect`, so the
/// pairing holds for any bounds. The file is whichever of the config's sources declares the
/// function (``CompiledShaderLibrary``).
extension ShaderPort {
  /// `cardCurlBend(position, height, peel, radius)`.
  package init(_ kernel: CardCurlBendKernel) {
    self.init(
      kernel: "CardCurlBendKernel", function: "cardCurlBend", usage: .distortionEffect,
      arguments: [.float(kernel.height), .float(kernel.peel), .float(kernel.radius)],
      source: { kernel.sourcePosition(at: $0) }
    ) { image, scale, jobs in KernelRenderer.render(kernel, over: image, scale: scale, jobs: jobs) }
  }

  /// `cardCurlShade(position, color, height, peel, radius, stock)`.
  package init(_ kernel: CardCurlShadeKernel) {
    self.init(
      kernel: "CardCurlShadeKernel", function: "cardCurlShade", usage: .colorEffect,
      arguments: [
        .float(kernel.height), .float(kernel.peel), .float(kernel.radius),
        .color(premultiplied: kernel.stock),
      ]
    ) { image, scale, jobs in KernelRenderer.render(kernel, over: image, scale: scale, jobs: jobs) }
  }

  /// `cardCurlShadow(position, color, height, peel, radius)`.
  package init(_ kernel: CardCurlShadowKernel) {
    self.init(
      kernel: "CardCurlShadowKernel", function: "cardCurlShadow", usage: .colorEffect,
      arguments: [.float(kernel.height), .float(kernel.peel), .float(kernel.radius)]
    ) { image, scale, jobs in KernelRenderer.render(kernel, over: image, scale: scale, jobs: jobs) }
  }

  /// `cardFlipShading(position, color, bounds, degrees)`.
  package init(_ kernel: CardFlipShadingKernel) {
    self.init(
      kernel: "CardFlipShadingKernel", function: "cardFlipShading", usage: .colorEffect,
      arguments: [.float4(kernel.bounds), .float(kernel.degrees)]
    ) { image, scale, jobs in KernelRenderer.render(kernel, over: image, scale: scale, jobs: jobs) }
  }

  /// `dieMaterial(position, color, bounds, face, pip, pips, pipValues, corner, pipRadius)`.
  ///
  /// SwiftUI's `.floatArray` passes its own count, so the array is the port's `pips` cut or
  /// padded with zeros to `pipValues` floats (the port reads 0 past its array; none for a
  /// `pipValues` below 1). Nil for the measurement variant `.multiplied`, which is in no Metal
  /// file.
  package init?(_ kernel: DieMaterialKernel) {
    guard kernel.pipShading == .additive else { return nil }
    let count = max(0, kernel.pipValues)
    let pips =
      Array(kernel.pips.prefix(count))
      + Array(repeating: 0, count: max(0, count - kernel.pips.count))
    self.init(
      kernel: "DieMaterialKernel", function: "dieMaterial", usage: .colorEffect,
      arguments: [
        .float4(kernel.bounds), .color(premultiplied: kernel.face),
        .color(premultiplied: kernel.pip), .floatArray(pips), .float(kernel.corner),
        .float(kernel.pipRadius),
      ]
    ) { image, scale, jobs in KernelRenderer.render(kernel, over: image, scale: scale, jobs: jobs) }
  }

  /// `feltSurface(position, color, bounds, felt, shadow, shade)`. Nil for the measurement
  /// variants of `grain` (multiplied, none), which are in no Metal file.
  package init?(_ kernel: FeltSurfaceKernel) {
    guard kernel.grain == .additive else { return nil }
    self.init(
      kernel: "FeltSurfaceKernel", function: "feltSurface", usage: .colorEffect,
      arguments: [
        .float4(kernel.bounds), .color(premultiplied: kernel.felt),
        .color(premultiplied: kernel.shadow), .float(kernel.shade),
      ]
    ) { image, scale, jobs in KernelRenderer.render(kernel, over: image, scale: scale, jobs: jobs) }
  }

  /// `HolographicCardFoil(position, color, size, tilt, intensity)`.
  package init(_ kernel: HolographicFoilKernel) {
    self.init(
      kernel: "HolographicFoilKernel", function: "HolographicCardFoil", usage: .colorEffect,
      arguments: [.float2(kernel.size), .float2(kernel.tilt), .float(kernel.intensity)]
    ) { image, scale, jobs in KernelRenderer.render(kernel, over: image, scale: scale, jobs: jobs) }
  }

  /// `linearMotionBlur(position, layer, streak, maxSamples)`.
  package init(_ kernel: LinearMotionBlurKernel) {
    self.init(
      kernel: "LinearMotionBlurKernel", function: "linearMotionBlur", usage: .layerEffect,
      arguments: [.float2(kernel.streak), .float(kernel.maxSamples)]
    ) { image, scale, jobs in KernelRenderer.render(kernel, over: image, scale: scale, jobs: jobs) }
  }

  /// `ripple(position, layer, origin, time, amplitude, frequency, decay, speed)`.
  package init(_ kernel: RippleKernel) {
    self.init(
      kernel: "RippleKernel", function: "ripple", usage: .layerEffect,
      arguments: [
        .float2(kernel.origin), .float(kernel.time), .float(kernel.amplitude),
        .float(kernel.frequency), .float(kernel.decay), .float(kernel.speed),
      ]
    ) { image, scale, jobs in KernelRenderer.render(kernel, over: image, scale: scale, jobs: jobs) }
  }

  /// `wheelArcBlur(position, layer, center, angle, innerRadius, outerRadius, sampleSpacing,
  /// maxSamples)`.
  package init(_ kernel: WheelArcBlurKernel) {
    self.init(
      kernel: "WheelArcBlurKernel", function: "wheelArcBlur", usage: .layerEffect,
      arguments: [
        .float2(kernel.center), .float(kernel.angle), .float(kernel.innerRadius),
        .float(kernel.outerRadius), .float(kernel.sampleSpacing), .float(kernel.maxSamples),
      ]
    ) { image, scale, jobs in KernelRenderer.render(kernel, over: image, scale: scale, jobs: jobs) }
  }
}
