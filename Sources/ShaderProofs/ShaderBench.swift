import EffectProofBase
import Foundation
import MetalCPU
import ShaderRegistry

/// One `shaderProofs` entry ready to be timed by `effectproof bench --config`
/// (docs/benchmarks.md, "An app's shaders"): its measured case, run frame after frame in one
/// child, as the gate's sweep runs it (the colour checks and the sample audit on).
///
/// ```
/// the case   = every swept axis at its middle (a choice axis: its middle choice),
///              the first view size, the first scale, the built-in layer
/// one frame  = one run of that case over every pixel, on `jobs` threads in the child
/// samples per pixel = layer samples of one frame ÷ its pixels   (deterministic)
/// ```
public final class ShaderBench: Sendable {
  /// The entry.
  public let entry: ShaderProofEntry
  /// The measured case: `angle = 0.175, …; view 264×264 pt at scale 2, built-in layer`.
  public let label: String
  /// Pixels of one frame.
  public let pixels: Int
  /// Layer samples per pixel of one frame: deterministic, so CI can gate on it.
  public let samplesPerPixel: Double
  /// The child's own time for the pixel loop of the first frame, on 1 job, in seconds: the
  /// rest of a frame's time is the request, the guarded buffers and the checks.
  public let pixelLoopSeconds: Double
  private let sweep: ShaderSweep
  private let setup: ShaderSweep.Setup
  private let value: [Double]
  /// The child the frames run in; nil after a run failed, until the next frame starts another.
  private let session: Locked<MetalSession?>

  /// Compiles the entry's source, starts its child and runs the case once (which also gives
  /// the samples per pixel).
  ///
  /// - Returns: the bench, or why it cannot run: a compile error, no usable usage, a child
  ///   that does not start, or a case whose run fails (the message says how).
  public static func prepare(_ resolved: ResolvedShaderEntry, library: CompiledShaderLibrary)
    -> Result<ShaderBench, DiagnosticsError>
  {
    let first = resolved.with { first in
      first.viewSizes = Array(first.viewSizes.prefix(1))
      first.scales = Array(first.scales.prefix(1))
      first.images = []
    }
    let sweep = ShaderSweep(resolved: first, library: library)
    let setup: ShaderSweep.Setup
    let session: MetalSession
    switch sweep.started(jobs: 1) {
    case .success(let started): (setup, session) = started
    case .failure(let problem): return .failure(problem)
    }
    let value = ShaderPictures.middle(setup.layout.domain)
    let concrete = setup.layout.concrete(value)
    switch sweep.run(setup, value, in: session) {
    case .failure(let error):
      return .failure(
        .shaderRunFailed(
          "\(concrete.description): \(error.description)", function: resolved.entry.function))
    case .success(let result):
      let perPixel = result.pixels > 0 ? Double(result.samples.count) / Double(result.pixels) : 0
      return .success(
        ShaderBench(
          entry: resolved.entry, label: concrete.description, pixels: result.pixels,
          samplesPerPixel: perPixel, pixelLoopSeconds: result.seconds, sweep: sweep, setup: setup,
          value: value, session: session))
    }
  }

  private init(
    entry: ShaderProofEntry, label: String, pixels: Int, samplesPerPixel: Double,
    pixelLoopSeconds: Double, sweep: ShaderSweep, setup: ShaderSweep.Setup, value: [Double],
    session: MetalSession
  ) {
    self.entry = entry
    self.label = label
    self.pixels = pixels
    self.samplesPerPixel = samplesPerPixel
    self.pixelLoopSeconds = pixelLoopSeconds
    self.sweep = sweep
    self.setup = setup
    self.value = value
    self.session = Locked(session)
  }

  /// Runs one frame on `jobs` threads in the child; false when the run failed (a child that
  /// died is replaced on the next frame).
  @discardableResult
  public func frame(jobs: Int) -> Bool {
    session.withLock { session in
      if session == nil, case .success(let started) = sweep.session(setup) { session = started }
      guard let running = session else { return false }
      var request = sweep.request(setup, value)
      request.jobs = max(1, jobs)
      if case .success = sweep.run(setup, request, in: running) { return true }
      session = nil
      return false
    }
  }
}
