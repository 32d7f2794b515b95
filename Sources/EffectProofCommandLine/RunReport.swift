import Foundation
import MetalCPU
import ProofEngine

/// `effectproof run`'s report. The JSON:
///
/// ```
/// {"file", "function", "usage", "size": [w, h], "scale", "status", "findings": [String],
///  "pixels", "nonFinite", "firstNonFinite": [x, y] | null,
///  "samples": {"count", "maxOffset": [dx, dy], "at": {"pixel": [x, y], "sample": [x, y]} | null,
///              "outsideLayer", "nonFinite"},
///  "seconds", "megapixelsPerSecond", "jobs"}
/// ```
///
/// `status` is `finished`, or for a run that gave no result `crashed`, `outOfBounds`,
/// `timedOut` or `failed`, with `message` and no pixel counts.
struct RunReport {
  enum Outcome {
    case finished(MetalRunResult)
    case failed(MetalRunError)
  }

  var file: String
  var request: MetalRunRequest
  var outcome: Outcome
  /// What makes the run fail: a non-finite pixel, a sample past the limit, or the error.
  var findings: [String]

  init(file: String, request: MetalRunRequest, result: MetalRunResult, limit: SIMD2<Double>?) {
    self.file = file
    self.request = request
    outcome = .finished(result)
    findings = []
    if result.nonFinite > 0, let first = result.firstNonFinite {
      findings.append(
        "\(result.nonFinite) pixel\(result.nonFinite == 1 ? " is" : "s are") not finite (NaN or infinity); the first is (\(first.x), \(first.y))"
      )
    }
    if result.samples.nonFinite > 0 {
      findings.append("\(result.samples.nonFinite) sample(s) at a NaN or infinite position")
    }
    if let printed = result.output.finding { findings.append(printed) }
    if let limit {
      // Per axis, the real sample farthest past the limit (beyond the float-rounding allowance,
      // docs/shader-proofs.md), so a correct 1 pt promise holds at any scale.
      for (axis, sample) in result.samples.axes(past: limit) {
        let offset = abs(
          axis == 0 ? sample.sample.x - sample.pixel.x : sample.sample.y - sample.pixel.y)
        findings.append(
          "on \(axis == 0 ? "x" : "y") a sample is \(offset) pt from its pixel, past maxSampleOffset (\(limit.x), \(limit.y)): pixel centre (\(sample.pixel.x), \(sample.pixel.y)) samples (\(sample.sample.x), \(sample.sample.y))"
        )
      }
    }
  }

  init(file: String, request: MetalRunRequest, error: MetalRunError) {
    self.file = file
    self.request = request
    outcome = .failed(error)
    findings = [error.description]
  }

  var status: String {
    guard case .failed(let error) = outcome else { return "finished" }
    switch error {
    case .crashed, .outOfMemory: return "crashed"
    case .outOfBounds: return "outOfBounds"
    case .timedOut: return "timedOut"
    case .tooSlow: return "tooSlow"
    default: return "failed"
    }
  }

  var text: String {
    var lines: [String] = []
    func number(_ value: Double) -> String { String(format: "%g", value) }
    let size =
      "\(number(request.width))×\(number(request.height)) pt at scale \(number(request.scale))"
    switch outcome {
    case .failed:
      lines.append("FAIL \(request.function) on \(file), \(size)")
    case .finished(let result):
      let samples = result.samples
      lines.append(
        "\(findings.isEmpty ? "OK  " : "FAIL") \(result.function) (\(result.usage.rawValue)) on \(file), \(size) = \(result.image.width)×\(result.image.height) pixels"
      )
      lines.append(
        "     pixels   \(result.pixels), \(result.nonFinite == 0 ? "all finite" : "\(result.nonFinite) not finite")"
      )
      var sampled = "     samples  \(samples.count)"
      if samples.count > 0 {
        sampled +=
          "; max offset (\(samples.maxOffset.x), \(samples.maxOffset.y)) pt; \(samples.outsideLayer) outside the layer"
        if let pixel = samples.worstPixel, let sample = samples.worstSample {
          sampled +=
            "; farthest: pixel centre (\(pixel.x), \(pixel.y)) samples (\(sample.x), \(sample.y))"
        }
      }
      lines.append(sampled)
      lines.append(
        "     time     \(String(format: "%.4f", result.seconds)) s on \(result.jobs) job\(result.jobs == 1 ? "" : "s") (\(String(format: "%.1f", result.megapixelsPerSecond)) Mpixel/s)"
      )
    }
    lines += findings.map { "     finding: \($0)" }
    return lines.joined(separator: "\n") + "\n"
  }

  var json: String { StableJSON.encode(Encoded(self)) }

  /// The JSON's shape.
  struct Encoded: Encodable {
    struct Samples: Encodable {
      struct At: Encodable {
        var pixel: [Float]
        var sample: [Float]
      }
      var count: Int
      var maxOffset: [Float]
      var at: At?
      var outsideLayer: Int
      var nonFinite: Int

      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(count, forKey: .count)
        try container.encode(maxOffset, forKey: .maxOffset)
        try container.encode(at, forKey: .at)
        try container.encode(outsideLayer, forKey: .outsideLayer)
        try container.encode(nonFinite, forKey: .nonFinite)
      }
      enum CodingKeys: String, CodingKey { case count, maxOffset, at, outsideLayer, nonFinite }
    }

    var file: String
    var function: String
    var usage: String?
    var size: [Double]
    var scale: Double
    var status: String
    var message: String?
    var findings: [String]
    var pixels: Int?
    var nonFinite: Int?
    var firstNonFinite: [Int]?
    var samples: Samples?
    var seconds: Double?
    var megapixelsPerSecond: Double?
    var jobs: Int?

    init(_ report: RunReport) {
      file = report.file
      function = report.request.function
      size = [report.request.width, report.request.height]
      scale = report.request.scale
      status = report.status
      findings = report.findings
      switch report.outcome {
      case .failed(let error):
        usage = report.request.usage?.rawValue
        message = error.description
      case .finished(let result):
        usage = result.usage.rawValue
        pixels = result.pixels
        nonFinite = result.nonFinite
        firstNonFinite = result.firstNonFinite.map { [$0.x, $0.y] }
        let audit = result.samples
        samples = Samples(
          count: audit.count, maxOffset: [audit.maxOffset.x, audit.maxOffset.y],
          at: audit.worstPixel.flatMap { pixel in
            audit.worstSample.map {
              Samples.At(pixel: [pixel.x, pixel.y], sample: [$0.x, $0.y])
            }
          }, outsideLayer: audit.outsideLayer, nonFinite: audit.nonFinite)
        seconds = result.seconds
        megapixelsPerSecond = result.megapixelsPerSecond
        jobs = result.jobs
      }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(file, forKey: .file)
      try container.encode(function, forKey: .function)
      try container.encode(usage, forKey: .usage)
      try container.encode(size, forKey: .size)
      try container.encode(scale, forKey: .scale)
      try container.encode(status, forKey: .status)
      try container.encodeIfPresent(message, forKey: .message)
      try container.encode(findings, forKey: .findings)
      if pixels != nil {
        try container.encode(pixels, forKey: .pixels)
        try container.encode(nonFinite, forKey: .nonFinite)
        try container.encode(firstNonFinite, forKey: .firstNonFinite)
        try container.encode(samples, forKey: .samples)
        try container.encode(seconds, forKey: .seconds)
        try container.encode(megapixelsPerSecond, forKey: .megapixelsPerSecond)
        try container.encode(jobs, forKey: .jobs)
      }
    }

    enum CodingKeys: String, CodingKey {
      case file, function, usage, size, scale, status, message, findings, pixels, nonFinite
      case firstNonFinite, samples, seconds, megapixelsPerSecond, jobs
    }
  }
}
