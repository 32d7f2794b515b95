import EffectKernels
import EffectMath
import ProofEngine

/// The holographic foil on pixels: it only adds light, and it moves continuously with tilt.
extension KernelProofs {
  /// The holographic card in points: the widest configured screen less its padding, at the
  /// configured aspect ratio (width ÷ height).
  static func foilCardSize(_ cards: CardsConfig) -> SIMD2<Float> {
    let screen = cards.screenWidths.filter(\.isFinite).max() ?? 430
    let width = max(1, screen - 2 * cards.horizontalPadding)
    let aspect = cards.aspectRatio.isFinite && cards.aspectRatio > 0 ? cards.aspectRatio : 0.68
    return SIMD2(Float(width), Float(width / aspect))
  }

  /// The domain of a foil case: position (x, y), look (tilt x, tilt y, intensity) and colour
  /// ((red, green, blue) straight, alpha).
  typealias FoilDomain = ProductDomain3<
    ProductDomain2<IntervalDomain<Double>, IntervalDomain<Double>>,
    ProductDomain3<IntervalDomain<Double>, IntervalDomain<Double>, IntervalDomain<Double>>,
    ProductDomain2<
      ProductDomain3<IntervalDomain<Double>, IntervalDomain<Double>, IntervalDomain<Double>>,
      IntervalDomain<Double>
    >
  >

  /// The foil's case domain over a card of `size` points.
  static func foilDomain(_ size: SIMD2<Float>) -> FoilDomain {
    let unit = IntervalDomain(0.0...1.0, grid: .points(3))
    return ProductDomain3(
      ProductDomain2(
        IntervalDomain(0.0...Double(size.x), grid: .points(3)),
        IntervalDomain(0.0...Double(size.y), grid: .points(3))),
      ProductDomain3(
        IntervalDomain(-1.0...1.0, grid: .points(3)), IntervalDomain(-1.0...1.0, grid: .points(3)),
        unit),
      ProductDomain2(ProductDomain3(unit, unit, unit), unit))
  }

  /// `kernel.foilOnlyAddsLight`: every output channel ≥ the input's, alpha unchanged, clear
  /// pixels untouched, intensity 0 the identity.
  static func foilOnlyAddsLight(_ cards: CardsConfig) -> PropertyProof<FoilDomain> {
    let size = foilCardSize(cards)
    return PropertyProof(
      id: "kernel.foilOnlyAddsLight",
      title: "The holographic foil only ever adds light",
      fact:
        """
        The foil is a screen blend on straight colour, 1 − (1 − c)(1 − foil), so it can only \
        add light; the shader returns transparent pixels as they are. The CPU port of \
        HolographicCardFoil on a \(FactText.number(Double(size.x))) × \
        \(FactText.number(Double(size.y))) pt card, over positions, tilts in [−1, 1]², \
        intensities 0 … 1 and straight colours with alpha 0 … 1 (the input rounded to half, as \
        SwiftUI hands it over): each output channel is ≥ the input's, alpha is unchanged, no \
        channel exceeds alpha, a clear pixel comes back untouched and intensity 0 is the \
        identity. Margin: the worst shortfall (input − output) in channel units.
        """,
      domain: foilDomain(size),
      strategy: .sequence([.grid, .sobol(count: 16_384), .edgeBiased(count: 4096, edgeShare: 0.3)])
    ) { value in
      let ((x, y), (tiltX, tiltY, intensity), ((r, g, b), a)) = value
      let kernel = HolographicFoilKernel(
        size: size, tilt: SIMD2(Float(tiltX), Float(tiltY)), intensity: Float(intensity))
      let input = PremultipliedColor(
        straightRed: Float(r), green: Float(g), blue: Float(b), alpha: Float(a))
      let seen = PremultipliedColor(half4: input.half4)
      let out = kernel.color(at: SIMD2(Float(x), Float(y)), color: input)
      let context =
        "at (\(FactText.number(x)), \(FactText.number(y))), tilt (\(FactText.number(tiltX)), \(FactText.number(tiltY))), intensity \(FactText.number(intensity))"
      if seen.alpha <= 0 || intensity == 0 {
        return out == seen ? .pass : .fail("\(seen) became \(out) \(context)", margin: 1)
      }
      let shortfall = (seen.simd - out.simd).max()
      let excess = max(out.red, out.green, out.blue) - out.alpha
      return .all([
        .expect(Double(shortfall), atMost: 0, "channel darkened: \(seen) → \(out) \(context)"),
        .expect(abs(Double(out.alpha - seen.alpha)), atMost: 0, "alpha changed \(context)"),
        .expect(Double(excess), atMost: 0, "a channel exceeds alpha: \(out) \(context)"),
      ])
    }
  }

  /// The largest rate, per unit of tilt and per unit intensity, at which any foil channel can
  /// change: the sparkle's ≤ 2π · 1.5/0.45 ≈ 20.9, the rainbow's ≤ π · 0.54 ≈ 1.7 and the
  /// glare's ≤ 0.35 · 12 · max(g·e^(−6g²)) · 1.1 ≈ 0.81, rounded up to 24.
  static let foilTiltLipschitz = 24.0

  /// The tilt step of the continuity check.
  static let foilTiltStep = 1e-4

  /// `kernel.foilTiltContinuous`: a tilt step of δ moves no channel by more than L·δ plus half
  /// rounding.
  static func foilTiltContinuous(_ cards: CardsConfig) -> PropertyProof<FoilDomain> {
    let size = foilCardSize(cards)
    let bound = foilTiltLipschitz * foilTiltStep * 2.squareRoot() + 2 * 0.000_488_281_25
    return PropertyProof(
      id: "kernel.foilTiltContinuous",
      title: "The foil moves continuously with tilt",
      fact:
        """
        The rainbow bands drift across the card as it leans and the glitter flashes one speck \
        after another, all through smooth functions of the tilt (cos, exp, smoothstep, \
        saturate): no threshold may jump. The CPU port of HolographicCardFoil: stepping the \
        tilt by δ = \(foilTiltStep) on both axes changes no output channel by more than L·|δ| + \
        2 half-ulps = \(FactText.number(bound, digits: 3)), with L = 24 the analytic bound on \
        the foil's slope per unit tilt (sparkle 20.9, rainbow 1.7, glare 0.81). Margin: the \
        largest change − the bound.
        """,
      domain: foilDomain(size),
      strategy: .sequence([.grid, .sobol(count: 16_384)])
    ) { value in
      let ((x, y), (tiltX, tiltY, intensity), ((r, g, b), a)) = value
      let input = PremultipliedColor(
        straightRed: Float(r), green: Float(g), blue: Float(b), alpha: Float(a))
      let position = SIMD2(Float(x), Float(y))
      let tilt = SIMD2(Float(tiltX), Float(tiltY))
      let here = HolographicFoilKernel(size: size, tilt: tilt, intensity: Float(intensity))
      let there = HolographicFoilKernel(
        size: size, tilt: tilt + Float(foilTiltStep), intensity: Float(intensity))
      let change =
        (here.color(at: position, color: input).simd
          - there.color(at: position, color: input).simd)
      let largest = max(abs(change.x), abs(change.y), abs(change.z), abs(change.w))
      return .expect(
        Double(largest), atMost: bound,
        "at (\(FactText.number(x)), \(FactText.number(y))), tilt (\(FactText.number(tiltX)), \(FactText.number(tiltY))), intensity \(FactText.number(intensity)): Δ \(largest)"
      )
    }
  }
}
