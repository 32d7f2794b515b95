import EffectKernels
import EffectMath
import ProofEngine

/// The curl's reveal and the ripple's guards, on pixels.
extension KernelProofs {
  /// The card back's transparent share after the CPU bend then shade at `peel`: the rows the
  /// face below shows through. Returns (transparent share, pixel rows).
  static func renderedRevealShare(height: Double, peel: Double) -> (share: Double, rows: Int) {
    let rows = Int(height.rounded())
    let width = max(1, Int((height * playingCardAspect).rounded()))
    let back = RasterImage(
      width: width, height: rows,
      fill: PremultipliedColor(red: 0.7, green: 0.1, blue: 0.12, alpha: 1))
    let h = Float(height)
    let r = Float(CardCurl.radius(height: height))
    let bent = KernelRenderer.render(
      CardCurlBendKernel(height: h, peel: Float(peel), radius: r), over: back)
    let shaded = KernelRenderer.render(
      CardCurlShadeKernel(
        height: h, peel: Float(peel), radius: r,
        stock: PremultipliedColor(red: 0.96, green: 0.94, blue: 0.9, alpha: 1)),
      over: bent)
    let clear = shaded.pixels.reduce(0) { $0 + ($1.alpha == 0 ? 1 : 0) }
    return (Double(clear) / Double(max(1, shaded.pixels.count)), rows)
  }

  /// `kernel.curlReveal`: at 60 % peel the rendered back is transparent exactly where the
  /// geometry uncovers the face (within one pixel row).
  static func curlReveal(_ config: CurlConfig) -> PropertyProof<FiniteSetDomain<Double>> {
    let heights = config.heights.filter { $0.isFinite && $0 >= 1 }
    return PropertyProof(
      id: "kernel.curlReveal",
      title: "At 60 % peel the rendered card back uncovers what the geometry says",
      fact:
        "Squeezed to 60 %, the curl shows part of the face beneath (article 002). The card back (opaque, 2.5/3.5 as wide as tall, 1 px per pt) is rendered by the CPU ports of cardCurlBend then cardCurlShade at peel 0.6 for heights \(heights.map { f($0) }.joined(separator: ", ")) pt; its share of transparent pixels is held against the geometric proof's uncovered share (CardCurl regions over 20 000 rows, curl.faceShowsAtSixtyPercent) within one pixel row. Margin: |difference| − 1/rows.",
      domain: FiniteSetDomain(heights, orElse: 131)
    ) { height in
      let (share, rows) = renderedRevealShare(height: height, peel: 0.6)
      let geometric = CurlProofs.uncoveredFraction(height: height, peel: 0.6)
      return .all([
        .expect(
          share, equals: geometric, within: 1 / Double(max(rows, 1)),
          "height \(f(height)): rendered \(f(share, digits: 5)) against geometric \(f(geometric, digits: 5))"
        ),
        .expect(-share, atMost: -1 / Double(max(rows, 1)), "the face shows at 60 % (\(f(share)))"),
      ])
    }
  }

  /// `kernel.rippleFinite`: the CPU ripple is finite everywhere near the origin, at every
  /// moment, at the configured amplitude and at 0, and amplitude 0 changes nothing.
  static func rippleFinite(_ config: RippleConfig)
    -> PropertyProof<
      ProductDomain2<
        ProductDomain3<IntervalDomain<Double>, IntervalDomain<Double>, IntervalDomain<Double>>,
        FiniteSetDomain<Double>
      >
    >
  {
    let style = config.style
    let duration = style.duration.isFinite && style.duration > 0 ? style.duration : 1
    let layer = checkedLayer(side: 64)
    let origin = SIMD2<Float>(32, 32)
    return PropertyProof(
      id: "kernel.rippleFinite",
      title: "The rendered ripple is finite at the origin and at zero amplitude",
      fact:
        "Right at the origin the direction is undefined and normalising a zero vector gives NaN, so the shader guards it; the crest shading divides by the amplitude, so amplitude 0 is guarded too (article 002). The CPU port of ripple over a checked layer, pixels within 2 pt of the origin (the origin itself and ±0 among the grid and edge draws), elapsed 0 … \(f(duration)) s, amplitude \(f(style.amplitude)) and 0: every output channel is finite and premultiplied (0 ≤ rgb ≤ a ≤ 1), and at amplitude 0 the output is the layer's own sample (rounded to half, as the shader holds it).",
      domain: ProductDomain2(
        ProductDomain3(
          IntervalDomain(-2.0...2.0, grid: .points(21)),
          IntervalDomain(-2.0...2.0, grid: .points(21)),
          IntervalDomain(0.0...duration, grid: .points(11))),
        FiniteSetDomain([style.amplitude, 0], orElse: 0)),
      strategy: .sequence([.grid, .edgeBiased(count: 4096, edgeShare: 0.5)])
    ) { value in
      let ((dx, dy, elapsed), amplitude) = value
      let kernel = RippleKernel(
        origin: origin, time: Float(elapsed), amplitude: Float(amplitude),
        frequency: Float(style.frequency), decay: Float(style.decay), speed: Float(style.speed))
      let position = origin + SIMD2(Float(dx), Float(dy))
      var reader = layer
      let out = kernel.color(at: position, layer: &reader)
      guard out.isFinite else {
        return .fail(
          "offset (\(dx), \(dy)), t \(elapsed), A \(amplitude): \(out)", margin: .infinity)
      }
      var outcomes: [PropertyOutcome] = [
        .expect(
          Double(max(out.red, out.green, out.blue) - out.alpha), atMost: 0, "rgb ≤ a: \(out)"),
        .expect(-Double(min(out.red, out.green, out.blue)), atMost: 0, "rgb ≥ 0: \(out)"),
      ]
      if amplitude == 0 {
        // The shader keeps the sample in half, so "unchanged" means the half-rounded sample.
        let own = PremultipliedColor(half4: layer.sample(position).half4)
        outcomes.append(out == own ? .pass : .fail("amplitude 0 changed \(own) to \(out)"))
      }
      return .all(outcomes)
    }
  }
}
