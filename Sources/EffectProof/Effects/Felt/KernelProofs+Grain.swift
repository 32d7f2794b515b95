import EffectKernels
import EffectMath
import ProofEngine

/// The felt's grain measured in 8-bit code values, added (the shader) and multiplied in at
/// 4.5 % (the article's first version), across themes from near-black to mid-grey.
extension KernelProofs {
  /// One felt theme: the lit felt colour; the shadow is 55 % of it.
  struct FeltTheme: Sendable, Hashable {
    /// The straight felt colour.
    var felt: SIMD3<Float>
    /// The felt's shadow colour.
    var shadow: SIMD3<Float> { felt * 0.55 }
  }

  /// The themes, a green felt scaled from near-black (mean luma about 4) to about 77: the
  /// article's range 6.5 … 76 and a little past its dark end.
  static let grainThemeScales: [Double] = [0.05, 0.078, 0.1, 0.15, 0.25, 0.4, 0.55, 0.7, 0.92]

  /// The felt patch measured: 192 × 128 pt at 1 px per pt.
  static let grainPatch = SIMD2(192, 128)

  /// What one theme measures, in code values.
  struct GrainMeasurement: Sendable, Hashable {
    /// Mean Rec. 709 luma of the grain-free felt, in code values.
    var meanLuma: Double
    /// Mean |code(with grain) − code(without)| per channel, additive grain (the shader).
    var additive: Double
    /// The same for grain multiplied in at 4.5 %.
    var multiplied: Double
    /// The additive figure if colorEffect output were linear light and the screen encoded it.
    var additiveIfLinear: Double
  }

  /// Renders the patch without grain, with additive grain and with 4.5 % multiplied grain, and
  /// measures each against the grain-free render.
  static func measureGrain(scale: Double) -> GrainMeasurement {
    let felt = SIMD3<Float>(0.2, 0.55, 0.36) * Float(scale)
    let theme = FeltTheme(felt: felt)
    let bounds = SIMD4<Float>(0, 0, Float(grainPatch.x), Float(grainPatch.y))
    let canvas = RasterImage(width: grainPatch.x, height: grainPatch.y, fill: .white)
    func render(_ grain: FeltGrain) -> RasterImage {
      KernelRenderer.render(
        FeltSurfaceKernel(
          bounds: bounds,
          felt: PremultipliedColor(
            straightRed: theme.felt.x, green: theme.felt.y, blue: theme.felt.z, alpha: 1),
          shadow: PremultipliedColor(
            straightRed: theme.shadow.x, green: theme.shadow.y, blue: theme.shadow.z, alpha: 1),
          shade: 0.3, grain: grain),
        over: canvas)
    }
    let plain = render(.none)
    let added = render(.additive)
    let multiplied = render(.multiplied(fraction: 0.045))
    var luma = 0.0
    var addSum = 0.0
    var mulSum = 0.0
    var linearSum = 0.0
    for i in plain.pixels.indices {
      let p = plain.pixels[i].simd
      let codes = encodedCodes(p)
      luma += 0.2126 * codes.x + 0.7152 * codes.y + 0.0722 * codes.z
      let a = encodedCodes(added.pixels[i].simd)
      let m = encodedCodes(multiplied.pixels[i].simd)
      let la = linearCodes(added.pixels[i].simd)
      let lp = linearCodes(p)
      for c in 0..<3 {
        addSum += abs(a[c] - codes[c])
        mulSum += abs(m[c] - codes[c])
        linearSum += abs(la[c] - lp[c])
      }
    }
    let n = Double(plain.pixels.count)
    return GrainMeasurement(
      meanLuma: luma / n, additive: addSum / (3 * n), multiplied: mulSum / (3 * n),
      additiveIfLinear: linearSum / (3 * n))
  }

  /// Code values of an opaque colour taken as already sRGB-encoded: round(255·v).
  static func encodedCodes(_ v: SIMD4<Float>) -> SIMD3<Double> {
    SIMD3(code(v.x), code(v.y), code(v.z))
  }

  /// Code values of an opaque colour taken as linear light: round(255·encode(v)).
  static func linearCodes(_ v: SIMD4<Float>) -> SIMD3<Double> {
    SIMD3(
      Double(SRGBTransfer.codeValue(linear: Double(v.x))),
      Double(SRGBTransfer.codeValue(linear: Double(v.y))),
      Double(SRGBTransfer.codeValue(linear: Double(v.z))))
  }

  /// round(255 · clamp(v, 0, 1)), NaN → 0.
  static func code(_ v: Float) -> Double {
    guard !v.isNaN else { return 0 }
    return (255 * Double(min(max(v, 0), 1))).rounded(.toNearestOrAwayFromZero)
  }

  /// The article's dark themes: mean luma up to 13 code values (Midnight Neon sat at 7–13).
  static let darkLuma = 13.0

  /// `kernel.grainInCodeValues`: additive grain moves pixels by about 1.6 code values at every
  /// luma from about 6 to 76; grain multiplied in at 4.5 % moves dark themes by under one.
  static func grainInCodeValues() -> MeasuredTableProof {
    MeasuredTableProof(
      id: "kernel.grainInCodeValues",
      title:
        "Added grain keeps about 1.6 code values on every theme; multiplied grain vanishes on dark ones",
      fact:
        """
        Multiplied in at 4.5 %, the grain moved pixels by 0.2 to 0.7 code values and was gone \
        on Midnight Neon, whose felt sits at mean luma 7–13; added, it gave about 1.6 code \
        values of texture in every theme, flat across mean luma from 6.5 to 76, which says \
        colorEffect output behaves gamma-encoded (article 002). The CPU port of feltSurface on \
        a 192 × 128 pt patch for a green felt at \(grainThemeScales.count) brightnesses, each \
        rendered without grain, with the shader's additive grain and with grain multiplied in \
        at 4.5 %; code value = round(255·v) (the output taken as encoded, as the article \
        found). Per theme: additive mean |Δcode| within 1.6 ± 0.35; multiplied under 1 code \
        value, and under 0.25 on dark themes (mean luma ≤ 13). The details also give what \
        additive grain would measure if the output were linear light (it would not be flat). \
        Margin: the worst distance past those bounds in code values.
        """,
      values: grainThemeScales
    ) { scale in
      let m = measureGrain(scale: scale)
      let label = "luma \(FactText.number(m.meanLuma, digits: 3))"
      var outcomes: [PropertyOutcome] = [
        .expect(
          m.additive, equals: 1.6, within: 0.35,
          "\(label): additive grain \(FactText.number(m.additive, digits: 3)) code values (if linear: \(FactText.number(m.additiveIfLinear, digits: 3)))"
        ),
        .expect(
          m.multiplied, atMost: 1,
          "\(label): 4.5 % multiplied \(FactText.number(m.multiplied, digits: 3))"),
      ]
      if m.meanLuma <= darkLuma {
        outcomes.append(
          .expect(
            m.multiplied, atMost: 0.25,
            "\(label): multiplied grain on a dark theme \(FactText.number(m.multiplied, digits: 3))"
          ))
      }
      return MeasuredTableProof.Row(
        line:
          "felt × \(FactText.number(scale)): mean luma \(FactText.number(m.meanLuma, digits: 3)); additive grain \(FactText.number(m.additive, digits: 3)) code values, 4.5 % multiplied \(FactText.number(m.multiplied, digits: 3)); additive if the output were linear \(FactText.number(m.additiveIfLinear, digits: 3))",
        outcome: .all(outcomes))
    }
  }
}
