import Foundation
import ProofEngine

// MARK: - The app's own code, as its renderer writes it

/// The wave shader's source position: it pushes a pixel sideways by up to `amplitude` points.
public func waveSource(x: Double, y: Double, time: Double, amplitude: Double) -> SIMD2<Double> {
  SIMD2(x + amplitude * sin(y / 20 + 3 * time), y)
}

/// The `maxSampleOffset` the app's view passes to `.distortionEffect`, from the same argument.
public func waveMaxSampleOffset(amplitude: Double) -> CGSize {
  CGSize(width: amplitude, height: 0)
}

/// The sizes the app shows the wave at: in a list and full screen.
public let waveViewSizes = [CGSize(width: 150, height: 200), CGSize(width: 300, height: 400)]

// MARK: - Its proofs, shared by its tests and its gate

/// The shader's arguments, by name: the proofs read `wave.amplitude`, never `parameters[1]`.
public struct WaveArguments: ProofParameters {
  /// The animation time, in seconds.
  public var time = 0.0
  /// The wave's amplitude, in points.
  public var amplitude = 0.0
  /// Zero arguments; the engine sets each one through its key path.
  public init() {}
}

/// One row of the wave at one time and amplitude.
public struct WaveRow: ProofParameters {
  /// The row, in points from the top.
  public var y = 0.0
  /// The animation time, in seconds.
  public var time = 0.0
  /// The wave's amplitude, in points.
  public var amplitude = 0.0
  /// Zero values; the engine sets each one through its key path.
  public init() {}
}

/// The wave's promise at one view size, held to `promise` for each case's arguments.
public func wavePromise(
  _ id: String, size: CGSize, promise: @escaping @Sendable (WaveArguments) -> SIMD2<Double>
) -> SampleOffsetPromise {
  SampleOffsetPromise(
    id: id, parameters: [.init(\WaveArguments.time, 0...2), .init(\.amplitude, 4...8)],
    pixels: PixelRegion(size: size), promise: promise,
    distortion: { wave, pixel in
      waveSource(x: pixel.x, y: pixel.y, time: wave.time, amplitude: wave.amplitude)
    })
}

/// The app's own proofs: what its tests run with `expectProof`, and what its gate adds to
/// `effectproof check` with `EffectProofTool.main(adding: AppProofs.all)`.
public enum AppProofs {
  /// The wave never moves a pixel further than its amplitude.
  public static let waveStaysWithinAmplitude = PropertyProof(
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

  /// Every proof of the app: the property, and the promise the view ships at each size.
  @ProofListBuilder public static var all: [any Proof] {
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
