import Foundation
import ProofEngine

/// The app's own shader math, as its renderer would write it: a wave that pushes pixels
/// sideways by at most `amplitude` points.
public func waveSource(x: Double, y: Double, time: Double, amplitude: Double) -> SIMD2<Double> {
  SIMD2(x + amplitude * sin(y / 20 + 3 * time), y)
}

/// The app's own proofs: what its tests run with `expectProof`, and what its gate adds to
/// `effectproof check` with `EffectProofTool.main(adding: AppProofs.all)`.
public enum AppProofs {
  /// The wave never moves a pixel further than its amplitude.
  public static let waveStaysWithinAmplitude = PropertyProof(
    id: "myapp.waveWithinAmplitude",
    title: "The wave moves a pixel by at most its amplitude",
    fact: "offset = amplitude · sin(…), so |offset| ≤ amplitude",
    domain: ProductDomain2(IntervalDomain(0.0...400.0), IntervalDomain(0.0...2.0)),
    strategy: .sequence([.grid, .random(count: 2000)])
  ) { y, time in
    .expect(abs(waveSource(x: 0, y: y, time: time, amplitude: 8).x), atMost: 8)
  }

  /// The wave's `maxSampleOffset` promise with a given bound in points on x.
  public static func wavePromise(id: String, bound: Double) -> SampleOffsetPromise {
    SampleOffsetPromise(
      id: id, parameters: [ParameterRange("time", 0...2)],
      pixels: PixelRegion(width: 300, height: 400), promise: SIMD2(bound, 0),
      distortion: { parameters, pixel in
        waveSource(x: pixel.x, y: pixel.y, time: parameters[0], amplitude: 8)
      })
  }

  /// The promise the app makes: 8 pt on x, swept and polished by the engine.
  public static let wavePromiseHolds = PromiseProof(
    id: "myapp.wavePromise", fact: "the wave samples at most its 8 pt amplitude away on x",
    promise: wavePromise(id: "myapp.wavePromise", bound: 8))

  /// Every proof the app's gate adds.
  public static let all: [any Proof] = [waveStaysWithinAmplitude, wavePromiseHolds]
}
