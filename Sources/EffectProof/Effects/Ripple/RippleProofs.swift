import EffectMath
import Foundation
import GSL
import ProofEngine

/// The `ripple.*` proofs: the dolly ripple's sample-offset promise, its guards at the origin and
/// at zero amplitude, and that the wave has settled when the effect turns off (article 002,
/// "Halo on Fire — The Dolly Ripple").
public enum RippleProofs {
  /// Every `ripple.*` proof for `config`: `ripple.samplePromise`, `ripple.guardsStayFinite`,
  /// `ripple.settledWhenStopped`.
  public static func proofs(for config: RippleConfig) -> [any Proof] {
    [samplePromise(config), guardsStayFinite(config), settledWhenStopped(config)]
  }

  /// How far from still the wave may be when the effect turns off, in points: half a point.
  static let settledLimit = 0.5

  // MARK: - Promise

  /// The promise options: a 17-point grid, 2048 Sobol points and one polished point per axis.
  /// The supremum is the first crest along an axis, which the grid's y = 0 (or x = 0) row already
  /// brackets, so one polish reaches it (to 10⁻⁹) at a quarter of the standard cost.
  static let promiseOptions = PromiseProofOptions(sobolPoints: 2048, polishedPerAxis: 1)

  /// `ripple.samplePromise`: `style.maxSampleOffset` (or `promise`, for tests) over the elapsed
  /// time 0 … duration and every pixel of the square ±widestLayout around the origin.
  static func samplePromise(_ config: RippleConfig, promise: SIMD2<Double>? = nil)
    -> PromiseProof
  {
    let style = config.style
    let wide = config.widestLayout
    let promised = promise ?? style.maxSampleOffset
    let duration = style.duration.isFinite && style.duration > 0 ? style.duration : 0
    return PromiseProof(
      title: "The ripple's maxSampleOffset (the amplitude in both axes) holds",
      fact:
        """
        maxSampleOffset is the amplitude in both axes, because the direction is a unit vector \
        and the displacement never goes past the amplitude; checked across \
        \(FactText.number(wide)) points of distance and the full duration. Promise \
        (\(FactText.number(promised.x)), \(FactText.number(promised.y))) pt; swept over elapsed \
        ∈ [0, \(FactText.number(duration))] s and every pixel of the square \
        ±\(FactText.number(wide)) pt around the origin. Per axis the supremum is reached along \
        that axis (the direction is (±1, 0) or (0, ±1)), at the first crest: the closed form \
        |A| · sin φ · e^(−(d/k)·φ), φ = atan2(k, d), is \
        \(FactText.number(style.peakDisplacement, digits: 7)) pt for A = \
        \(FactText.number(style.amplitude)), k = \(FactText.number(style.frequency)), d = \
        \(FactText.number(style.decay)); the promise is the envelope, so tightness is about \
        \(FactText.number(promised.x / style.peakDisplacement)). Margin: supremum − promise in \
        points.
        """,
      promise: SampleOffsetPromise(
        id: "ripple.samplePromise", parameters: [ParameterRange("elapsed", 0...duration)],
        pixels: PixelRegion(origin: SIMD2(-wide, -wide), size: SIMD2(2 * wide, 2 * wide)),
        promise: promised, geometry: RippleGeometry(style: style, origin: .zero),
        closedForm: SIMD2(repeating: style.peakDisplacement)),
      options: promiseOptions)
  }

  // MARK: - Guards

  /// `ripple.guardsStayFinite`: pixels within 1 pt of the origin (the origin itself, ±0 and
  /// the smallest offsets among the edges), the whole duration, the configured amplitude and 0.
  static func guardsStayFinite(_ config: RippleConfig) -> some Proof {
    let base = config.style
    let duration = base.duration.isFinite && base.duration > 0 ? base.duration : 1
    return PropertyProof(
      id: "ripple.guardsStayFinite",
      title: "No NaN or ∞ at the origin or at zero amplitude",
      fact:
        """
        Right at the origin position − origin is a zero vector and normalising it gives NaN, so \
        the direction is guarded (r ≤ 0.001 samples the pixel itself); the crest shading \
        divides by the amplitude, so zero amplitude is guarded too. For pixels within 1 pt of \
        the origin, elapsed 0 … \(FactText.number(duration)) s, amplitude \
        \(FactText.number(base.amplitude)) and 0 (grid, then edge-biased draws over the \
        domains' finite edges: 0, ±0, the ends and their neighbours): the sample, the crest and \
        the shading are finite, the offset is at most the amplitude per axis, the crest is in \
        [−1, 1], the shading in [−0.18, 0.18]; at r ≤ 0.001 and at amplitude 0 the pixel \
        samples itself with crest 0 at amplitude 0. Margin: the worst of those checks, in \
        points.
        """,
      domain: ProductDomain2(
        ProductDomain3(
          IntervalDomain(-1.0...1.0), IntervalDomain(-1.0...1.0),
          IntervalDomain(0.0...duration)),
        FiniteSetDomain([0, base.amplitude], orElse: 0)),
      strategy: .sequence([.grid, .edgeBiased(count: 2048, edgeShare: 0.5)])
    ) { value in
      let ((x, y, elapsed), amplitude) = value
      var style = base
      style.amplitude = amplitude
      let pixel = SIMD2(x, y)
      let sample = style.samplePosition(pixel: pixel, origin: .zero, elapsed: elapsed)
      let radius = (x * x + y * y).squareRoot()
      let crest = style.crest(distance: radius, elapsed: elapsed)
      let shading = style.crestShading(distance: radius, elapsed: elapsed)
      guard sample.x.isFinite, sample.y.isFinite, crest.isFinite, shading.isFinite else {
        return .fail(
          "pixel \(pixel), t \(elapsed), A \(amplitude): sample \(sample), crest \(crest), shading \(shading)",
          margin: .infinity)
      }
      let offset = SIMD2(abs(sample.x - pixel.x), abs(sample.y - pixel.y))
      let bound = style.maxSampleOffset
      var outcomes: [PropertyOutcome] = [
        .expect(offset.x, atMost: bound.x, "x offset at \(pixel), t \(elapsed)"),
        .expect(offset.y, atMost: bound.y, "y offset at \(pixel), t \(elapsed)"),
        .expect(abs(crest), atMost: 1, "crest \(crest)"),
        .expect(abs(shading), atMost: RippleStyle.crestShadingFactor, "shading \(shading)"),
      ]
      if radius <= RippleStyle.originRadius || amplitude == 0 {
        outcomes.append(
          .expect(max(offset.x, offset.y), atMost: 0, "guarded pixel \(pixel) moved to \(sample)"))
      }
      if amplitude == 0 {
        outcomes.append(.expect(abs(crest), atMost: 0, "crest \(crest) at amplitude 0"))
      }
      return .all(outcomes)
    }
  }

  // MARK: - Settling

  /// The distances of the settling sweep: every 0.5 pt across the widest layout (at most
  /// 20 001 grid points).
  static func settlingGrid(_ config: RippleConfig) -> Int {
    let wide = config.widestLayout.isFinite && config.widestLayout > 0 ? config.widestLayout : 1
    return min(20_001, Int((2 * wide).rounded(.up)) + 1)
  }

  /// `ripple.settledWhenStopped`: at the first time `isRunning` is false, the largest
  /// |displacement| in each cell of a dense distance grid, polished by GSL Brent, is under
  /// half a point.
  static func settledWhenStopped(_ config: RippleConfig) -> PropertyProof<IntervalDomain<Double>> {
    let style = config.style
    let wide = config.widestLayout.isFinite && config.widestLayout > 0 ? config.widestLayout : 1
    let points = settlingGrid(config)
    let cell = wide / Double(points - 1)
    let stop = style.duration
    let envelope =
      abs(style.amplitude)
      * exp(-style.effectiveDecay * max(0, stop - wide / style.effectiveSpeed))
    return PropertyProof(
      id: "ripple.settledWhenStopped",
      title: "The wave has settled under half a point when the effect turns off",
      fact:
        """
        By the time isEnabled turns the effect off (isRunning(elapsed:) false from t = duration \
        = \(FactText.number(stop)) s on, true just before), the wave has settled across the \
        widest layout (\(FactText.number(wide)) pt): |displacement| ≤ \
        \(FactText.number(settledLimit)) pt at every distance. Dense sweep of \(points) \
        distances, each cell [r, r + \(FactText.number(cell))] sampled at 17 points and \
        polished by GSL's Brent maximisation of |displacement| (the samples stand when Brent \
        finds no interior maximum); the envelope at the farthest pixel is \
        \(FactText.number(envelope)) pt. Margin: the cell's maximum − 0.5 pt.
        """,
      domain: IntervalDomain(0.0...wide, grid: .points(points)),
      strategy: .grid
    ) { distance in
      var outcomes: [PropertyOutcome] = [
        style.isRunning(elapsed: stop)
          ? .fail("still running at t = duration = \(stop)", margin: .infinity) : .pass,
        style.isRunning(elapsed: stop.nextDown) || !(stop > 0)
          ? .pass : .fail("not running just before t = duration = \(stop)", margin: .infinity),
      ]
      let upper = min(distance + cell, wide)
      func size(_ r: Double) -> Double { abs(style.displacement(distance: r, elapsed: stop)) }
      var largest = -Double.infinity
      var at = distance
      for step in 0...16 {
        let r = step == 16 ? upper : distance + (upper - distance) * Double(step) / 16
        if size(r) > largest {
          largest = size(r)
          at = r
        }
      }
      if upper > distance {
        do throws(GSLError) {
          let found = try Minimization.maximum(
            between: distance, and: upper, absoluteTolerance: 1e-9 * max(1, upper), size)
          if found.value > largest {
            largest = found.value
            at = found.location
          }
        } catch {
          // No interior maximum to polish: the 17 sampled points of the cell stand.
        }
      }
      outcomes.append(
        .expect(
          largest, atMost: settledLimit,
          "|displacement| \(largest) pt at r = \(at) pt, t = \(stop) s"))
      return .all(outcomes)
    }
  }
}
