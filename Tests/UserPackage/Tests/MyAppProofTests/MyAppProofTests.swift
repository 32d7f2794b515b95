import EffectProofTesting
import Foundation
import ProofEngine
import Testing

// An app's own shader math, as its renderer would write it: a wave that pushes pixels
// sideways by at most `amplitude` points.
func waveSource(x: Double, y: Double, time: Double, amplitude: Double) -> SIMD2<Double> {
  SIMD2(x + amplitude * sin(y / 20 + 3 * time), y)
}

/// The app's own property: the wave never moves a pixel further than its amplitude.
let waveStaysWithinAmplitude = PropertyProof(
  id: "myapp.waveWithinAmplitude",
  title: "The wave moves a pixel by at most its amplitude",
  fact: "offset = amplitude · sin(…), so |offset| ≤ amplitude",
  domain: ProductDomain2(IntervalDomain(0.0...400.0), IntervalDomain(0.0...2.0)),
  strategy: .sequence([.grid, .random(count: 2000)])
) { y, time in
  .expect(abs(waveSource(x: 0, y: y, time: time, amplitude: 8).x), atMost: 8)
}

@Test(.proofSeed(0x5EED_0001))
func theWaveStaysWithinItsAmplitude() {
  expectProof(waveStaysWithinAmplitude)
}

/// The app's own `maxSampleOffset` promise, swept and polished by the engine.
@Test func theWavePromiseHolds() throws {
  let promise = SampleOffsetPromise(
    id: "myapp.wavePromise", parameters: [ParameterRange("time", 0...2)],
    pixels: PixelRegion(width: 300, height: 400), promise: SIMD2(8, 0),
    distortion: { parameters, pixel in
      waveSource(x: pixel.x, y: pixel.y, time: parameters[0], amplitude: 8)
    })
  let report = try promise.prove()
  #expect(report.holds, "\(report)")
  #expect(report.x.supremum > 7.99)
}

/// The same promise one point too small fails: the proof can fail.
@Test func aPromiseTooSmallFails() throws {
  let promise = SampleOffsetPromise(
    id: "myapp.wavePromiseTooSmall", parameters: [ParameterRange("time", 0...2)],
    pixels: PixelRegion(width: 300, height: 400), promise: SIMD2(7, 0),
    distortion: { parameters, pixel in
      waveSource(x: pixel.x, y: pixel.y, time: parameters[0], amplitude: 8)
    })
  #expect(!(try promise.prove()).holds)
}
