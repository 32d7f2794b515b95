import EffectMath
import ProofEngine

// MARK: - Curl plot

extension PictureBook {
  /// `CardCurl.hit(y:).sourceY − y` (how far each row samples from itself) over y at
  /// peels 0…0.6 and the quarter roll for ``curlHeight``, with the bend's promise as a
  /// reference line. The offset
  /// is plotted rather than `sourceY` itself, which lies within 12 pt of the diagonal and would
  /// hide the roll.
  func curlSourcePlot() -> BookPicture {
    let h = curlHeight
    let ys = (0...800).map { Double($0) / 800 * h }
    // The quarter roll, lift = r·π/2, is where the back's offset peaks (the promise's case);
    // past a half roll the underside hides the back and every offset is 0.
    let quarter = CardCurl.radius(height: h) * Double.pi / 2 / h
    let peels = [0, 0.1, 0.2, quarter, 0.3, 0.4, 0.6]
    let series = peels.map { peel in
      let curl = CardCurl(height: h, peel: peel)
      return SVGPlotSeries(
        name: "peel \(peel.formatted(digits: peel == quarter ? 3 : 1))"
          + (peel == quarter ? " (¼ roll)" : ""),
        points: ys.map { SIMD2($0, curl.hit(y: $0).sourceY - $0) })
    }
    let plot = SVGPlot(
      title: "Curl source row over the card (height \(h.formatted(digits: 0)) pt)",
      xAxis: SVGPlotAxis(label: "destination y", unit: "pt"),
      yAxis: SVGPlotAxis(label: "sourceY − y", unit: "pt"), series: series,
      referenceLines: [
        SVGPlotReferenceLine(
          y: CardCurl.maxSampleOffset(height: h).y,
          label: "promise \(CardCurl.maxSampleOffset(height: h).y.formatted(digits: 0)) pt")
      ])
    return svg(
      "curl-source.svg",
      "How far below itself each row of the curling back samples (cardCurlBend's sourceY − y): "
        + "flat rows sample themselves; the visible back peaks at the quarter roll, near the "
        + "promise r·(π/2 − 1); past half a roll the underside hides the back.", plot)
  }
}
