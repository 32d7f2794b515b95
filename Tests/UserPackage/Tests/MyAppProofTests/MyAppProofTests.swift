import EffectProofTesting
import Foundation
import Testing

// MARK: - The app's own code, as its renderer writes it

/// The wave shader's source position: it pushes a pixel sideways by up to `amplitude` points.
func waveSource(x: Double, y: Double, time: Double, amplitude: Double) -> SIMD2<Double> {
  SIMD2(x + amplitude * sin(y / 20 + 3 * time), y)
}

/// The `maxSampleOffset` the app's view passes to `.distortionEffect`, from the same argument.
func waveMaxSampleOffset(amplitude: Double) -> CGSize {
  CGSize(width: amplitude, height: 0)
}

/// The sizes the app shows the wave at: in a list and full screen.
let waveViewSizes = [CGSize(width: 150, height: 200), CGSize(width: 300, height: 400)]

// MARK: - Its proofs

/// The shader's arguments, by name: the proofs read `wave.amplitude`, never `parameters[1]`.
struct WaveArguments: ProofParameters {
  var time = 0.0
  var amplitude = 0.0
}

/// One row of the wave at one time and amplitude.
struct WaveRow: ProofParameters {
  var y = 0.0
  var time = 0.0
  var amplitude = 0.0
}

/// The app's own property: the wave never moves a pixel further than its amplitude.
let waveStaysWithinAmplitude = PropertyProof(
  id: "myapp.waveWithinAmplitude",
  title: "The wave moves a pixel by at most its amplitude",
  fact: "offset = amplitude · sin(…), so |offset| ≤ amplitude",
  parameters: [.init(\WaveRow.y, 0...400), .init(\.time, 0...2), .init(\.amplitude, 4...8)],
  strategy: .sequence([.grid, .random(count: 2000)])
) { row in
  .expect(
    abs(waveSource(x: 0, y: row.y, time: row.time, amplitude: row.amplitude).x),
    atMost: row.amplitude)
}

/// The wave's promise at one view size, held to `promise` for each case's arguments.
func wavePromise(
  _ id: String, size: CGSize, promise: @escaping @Sendable (WaveArguments) -> SIMD2<Double>
) -> SampleOffsetPromise {
  SampleOffsetPromise(
    id: id, parameters: [.init(\WaveArguments.time, 0...2), .init(\.amplitude, 4...8)],
    pixels: PixelRegion(size: size), promise: promise,
    distortion: { wave, pixel in
      waveSource(x: pixel.x, y: pixel.y, time: wave.time, amplitude: wave.amplitude)
    })
}

/// Every proof of the app: the property, and the promise the view ships at each size.
enum MyAppProofs {
  @ProofListBuilder static var all: [any Proof] {
    waveStaysWithinAmplitude
    for size in waveViewSizes {
      PromiseProof(
        fact: "maxSampleOffset is (amplitude, 0), as the view computes it",
        promise: wavePromise("myapp.wavePromise\(Int(size.width))", size: size) { wave in
          SIMD2(waveMaxSampleOffset(amplitude: wave.amplitude))
        })
    }
  }
}

@Test(.proofSeed(0x5EED_0001))
func everyProofOfTheAppHolds() {
  #expect(MyAppProofs.all.map(\.id).count == 3)
  for proof in MyAppProofs.all {
    expectProof(proof)
  }
}

/// The promise depends on the amplitude, and is exact: at |sin| = 1 the wave samples the full
/// amplitude away, so the least room left is 0 (to the polish's precision).
@Test func theWavePromiseFollowsTheAmplitudeWithNoRoomToSpare() throws {
  let report = try wavePromise("myapp.wavePromise", size: waveViewSizes[1]) { wave in
    SIMD2(waveMaxSampleOffset(amplitude: wave.amplitude))
  }.prove()
  #expect(report.holds, "\(report)")
  #expect(report.x.promiseDependsOnArguments)
  #expect(report.x.margin >= -1e-9 && report.x.margin < 1e-6, "\(report)")
}

/// A promise of 90 % of the amplitude fails: the least room is 0.9·A − A = −0.1·A, so −0.8 pt
/// at the largest amplitude, 8, and that is the counterexample the report names.
@Test func aPromiseOfNinetyPercentFailsAtTheLargestAmplitude() throws {
  let report = try wavePromise("myapp.wavePromiseTooSmall", size: waveViewSizes[1]) { wave in
    SIMD2(0.9 * wave.amplitude, 0)
  }.prove()
  #expect(!report.holds)
  #expect(abs(report.x.margin - -0.8) < 1e-6, "\(report)")
  let counterexample = try #require(report.x.argmax)
  #expect(abs(counterexample.parameters[1] - 8) < 1e-9, "\(counterexample)")
  #expect(report.parameterNames == ["time", "amplitude"])
}
