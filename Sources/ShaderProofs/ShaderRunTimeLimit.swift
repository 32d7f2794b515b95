/// The time one run of a shader proof's sweep may take: a base that scales with the run's work
/// (docs/shader-proofs.md, "Time limit").
///
/// ```
/// limit = base × max(1, pixels × samplesPerPixel / 2²²)
/// base  = --run-time-limit, else the entry's runTimeLimit, else 10 s
/// samplesPerPixel = the most a finished run of the sweep took so far (1 before the first)
/// ```
///
/// The limit decides only whether a run is too slow: a hang is a run that stops advancing
/// (no pixel finished for 3 s, ``MetalCPU/MetalRunError/hangSeconds``), whatever its limit.
enum ShaderRunTimeLimit {
  /// The work the base pays for: 2²² (about 4 million) pixel-samples.
  static let referenceWork = Double(1 << 22)

  /// The limit in seconds for a run of `pixels` pixels when runs take `samplesPerPixel`
  /// samples a pixel, from `base` seconds (nil: the default). Bad inputs (NaN, negative) count
  /// as no work; the result is at most a day.
  static func seconds(base: Double?, pixels: Int, samplesPerPixel: Double) -> Double {
    let given = base ?? ShaderProofEntry.defaultRunTimeLimit
    let seconds = given.isFinite && given > 0 ? given : ShaderProofEntry.defaultRunTimeLimit
    let perPixel = samplesPerPixel.isFinite ? max(1, samplesPerPixel) : 1
    let work = Double(max(1, pixels)) * perPixel
    return min(
      seconds * max(1, work / referenceWork), ShaderProofEntry.runTimeLimitRange.upperBound)
  }
}
