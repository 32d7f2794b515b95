import EffectKernels
import EffectMath
import ProofEngine

/// The curl kernel on pixels: the face it reveals.
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
        "Squeezed to 60 %, the curl shows part of the face beneath (article 002). The card back (opaque, 2.5/3.5 as wide as tall, 1 px per pt) is rendered by the CPU ports of cardCurlBend then cardCurlShade at peel 0.6 for heights \(heights.map { FactText.number($0) }.joined(separator: ", ")) pt; its share of transparent pixels is held against the geometric proof's uncovered share (CardCurl regions over 20 000 rows, curl.faceShowsAtSixtyPercent) within one pixel row. Margin: |difference| − 1/rows.",
      domain: FiniteSetDomain(heights, orElse: 131)
    ) { height in
      let (share, rows) = renderedRevealShare(height: height, peel: 0.6)
      let geometric = CurlProofs.uncoveredFraction(height: height, peel: 0.6)
      return .all([
        .expect(
          share, equals: geometric, within: 1 / Double(max(rows, 1)),
          "height \(FactText.number(height)): rendered \(FactText.number(share, digits: 5)) against geometric \(FactText.number(geometric, digits: 5))"
        ),
        .expect(
          -share, atMost: -1 / Double(max(rows, 1)),
          "the face shows at 60 % (\(FactText.number(share)))"),
      ])
    }
  }
}
