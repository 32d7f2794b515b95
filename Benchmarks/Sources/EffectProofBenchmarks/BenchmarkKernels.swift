import EffectKernels
import EffectMath

/// The seed's kernels with their points scaled by 3, for a width × height image: the one set of
/// values the kernel table, the C references and the compiled shaders all render with
/// (KernelBenchmark's comment lists them).
struct BenchmarkKernels {
  let foil: HolographicFoilKernel
  let felt: FeltSurfaceKernel
  let die: DieMaterialKernel
  let flip: CardFlipShadingKernel
  let bend: CardCurlBendKernel
  let shade: CardCurlShadeKernel
  let shadow: CardCurlShadowKernel
  let wheel: WheelArcBlurKernel
  let ball: WheelArcBlurKernel
  let ripple: RippleKernel
  let blur: LinearMotionBlurKernel

  init(width: Int, height: Int) {
    let w = Float(width)
    let h = Float(height)
    let centre = SIMD2<Float>(w / 2, h / 2)
    let bounds = SIMD4<Float>(0, 0, w, h)
    let pocket = 0.45 * w
    let spacing = Float(WheelBlur.sampleSpacing) * 3
    let peel: Float = 0.6
    let curlRadius = Float(CardCurl.radius(height: Double(h)))
    let stock = PremultipliedColor(red: 0.96, green: 0.94, blue: 0.9, alpha: 1)
    let dolly = RippleStyle.dolly
    foil = HolographicFoilKernel(size: SIMD2(w, h), tilt: SIMD2(0.4, -0.3), intensity: 1)
    felt = FeltSurfaceKernel(
      bounds: bounds, felt: PremultipliedColor(red: 0.05, green: 0.36, blue: 0.16, alpha: 1),
      shadow: PremultipliedColor(red: 0.01, green: 0.12, blue: 0.05, alpha: 1), shade: 0.3)
    die = DieMaterialKernel(
      bounds: bounds, face: PremultipliedColor(red: 0.94, green: 0.94, blue: 0.88, alpha: 1),
      pip: PremultipliedColor(red: 0.06, green: 0.06, blue: 0.06, alpha: 1),
      pips: DiePips.packedPips(value: 5), pipValues: DiePips.packedPips(value: 5).count,
      corner: 0.18, pipRadius: 0.09)
    flip = CardFlipShadingKernel(bounds: bounds, degrees: 50)
    bend = CardCurlBendKernel(height: h, peel: peel, radius: curlRadius)
    shade = CardCurlShadeKernel(height: h, peel: peel, radius: curlRadius, stock: stock)
    shadow = CardCurlShadowKernel(height: h, peel: peel, radius: curlRadius)
    wheel = WheelArcBlurKernel(
      center: centre, angle: 0.2, innerRadius: pocket * 48 / 132, outerRadius: pocket,
      sampleSpacing: spacing, maxSamples: Float(WheelBlur.maxSamples))
    ball = WheelArcBlurKernel(
      center: centre, angle: 0.144, innerRadius: 0, outerRadius: pocket * 150 / 132,
      sampleSpacing: spacing, maxSamples: Float(WheelBlur.maxSamples))
    ripple = RippleKernel(
      origin: centre, time: 0.5, amplitude: Float(dolly.amplitude) * 3,
      frequency: Float(dolly.frequency), decay: Float(dolly.decay),
      speed: Float(dolly.speed) * 3)
    blur = LinearMotionBlurKernel(streak: SIMD2(30, 12), maxSamples: 16)
  }
}
