import EffectKernels
import EffectMath
import ShaderProofs

/// The three curl ports against the compiled `cardCurlBend`, `cardCurlShade` and
/// `cardCurlShadow` of the config's sources.
extension KernelProofs {
  /// The peels every curl comparison runs: nothing lifted; a low lift (flat, back, none);
  /// past vertical (flat, back, underside, none); past half a turn (underside from above the
  /// fold, none); the whole card.
  static let curlDifferentialPeels: [Float] = [0, 0.15, 0.4, 0.8, 1]

  /// The curl's comparison layer: 16 pt wide (the curl depends on y alone) and as tall as the
  /// smallest configured card (131 pt for the seeds), at most 1024 pt.
  static func curlDifferentialHeight(_ config: CurlConfig) -> Float {
    let height = config.heights.filter { $0.isFinite && $0 > 0 }.min() ?? 131
    return Float(min(height, 1024))
  }

  /// `peel 0.4: flat, back, underside, none`: the regions the rows' centres fall in, in order
  /// from the top (EffectMath's `CardCurl`).
  static func curlRegionLabel(height: Float, peel: Float, rows: Int) -> String {
    let curl = CardCurl(height: Double(height), peel: Double(peel))
    var regions: [CurlRegion] = []
    for row in 0..<rows {
      let region = curl.hit(y: Double(row) + 0.5).region
      if regions.last != region { regions.append(region) }
    }
    let names = regions.map { "\($0)" }
    return "peel \(FactText.number(Double(peel))): " + names.joined(separator: ", ")
  }

  /// One case per peel for `port(height, peel, radius)` over the curl's layer, and one with a
  /// NaN peel.
  static func curlDifferentialCases(
    _ config: CurlConfig, _ port: (Float, Float, Float) -> ShaderPort
  ) -> [DifferentialCase] {
    let height = curlDifferentialHeight(config)
    let radius = Float(CardCurl.radius(height: Double(height)))
    let rows = Int(height.rounded(.up))
    return curlDifferentialPeels.map { peel in
      DifferentialCase(
        curlRegionLabel(height: height, peel: peel, rows: rows), port(height, peel, radius),
        size: SIMD2(16, rows))
    } + [
      DifferentialCase(
        "a NaN peel lifts nothing (Metal's saturate ignores NaN): flat",
        port(height, .nan, radius), size: SIMD2(16, rows))
    ]
  }

  /// The stock the shade paints the underside with.
  static let curlDifferentialStock = PremultipliedColor(
    red: 0.96, green: 0.94, blue: 0.9, alpha: 1)

  /// The fact shared by the three curl comparisons.
  static func curlDifferentialFact(_ port: String, _ function: String, _ config: CurlConfig)
    -> String
  {
    let height = curlDifferentialHeight(config)
    return """
      \(port) is a hand copy of \(function) in the app's CardCurl.metal, and a copy can drift. \
      Both run over the same 16 × \(FactText.number(Double(height.rounded(.up)))) pt layer (a \
      patterned, partly transparent test layer) for a card of height \
      \(FactText.number(Double(height))) pt with the Swift side's radius 0.16 · height, at \
      peels \(curlDifferentialPeels.map { FactText.number(Double($0)) }.joined(separator: ", ")) \
      (between them every region: flat, back, underside, none), and NaN; the .metal is compiled for the \
      CPU with clang and run in a child process. Every premultiplied channel of every pixel \
      agrees within one 8-bit code value (1/255)\(function == "cardCurlBend" ? "; the bend is a distortion, so the colours sampled at the positions it returns are compared" : ""). \
      Margin: the largest difference − 1/255.
      """
  }

  /// `kernel.curlBendMatchesMetal`.
  static func curlBendMatchesMetal(_ config: CurlConfig, shaders: CompiledShaderLibrary)
    -> DifferentialProof
  {
    DifferentialProof(
      id: "kernel.curlBendMatchesMetal", title: "The curl's bend port matches the compiled shader",
      fact: curlDifferentialFact("CardCurlBendKernel", "cardCurlBend", config), shaders: shaders,
      cases: curlDifferentialCases(config) { height, peel, radius in
        ShaderPort(CardCurlBendKernel(height: height, peel: peel, radius: radius))
      })
  }

  /// `kernel.curlShadeMatchesMetal`.
  static func curlShadeMatchesMetal(_ config: CurlConfig, shaders: CompiledShaderLibrary)
    -> DifferentialProof
  {
    DifferentialProof(
      id: "kernel.curlShadeMatchesMetal",
      title: "The curl's lighting port matches the compiled shader",
      fact: curlDifferentialFact("CardCurlShadeKernel", "cardCurlShade", config),
      shaders: shaders,
      cases: curlDifferentialCases(config) { height, peel, radius in
        ShaderPort(
          CardCurlShadeKernel(
            height: height, peel: peel, radius: radius, stock: curlDifferentialStock))
      })
  }

  /// `kernel.curlShadowMatchesMetal`.
  static func curlShadowMatchesMetal(_ config: CurlConfig, shaders: CompiledShaderLibrary)
    -> DifferentialProof
  {
    DifferentialProof(
      id: "kernel.curlShadowMatchesMetal",
      title: "The curl's shadow port matches the compiled shader",
      fact: curlDifferentialFact("CardCurlShadowKernel", "cardCurlShadow", config),
      shaders: shaders,
      cases: curlDifferentialCases(config) { height, peel, radius in
        ShaderPort(CardCurlShadowKernel(height: height, peel: peel, radius: radius))
      })
  }
}
