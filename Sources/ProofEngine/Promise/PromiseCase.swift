/// One evaluated case of a promise proof: parameter values, a pixel, and the largest per-axis
/// distance between that pixel and the positions it samples.
///
/// ```
/// offset.x = max over samples s of |s.x − pixel.x|
/// offset.y = max over samples s of |s.y − pixel.y|
/// ```
///
/// Both components are finite and ≥ 0: cases whose samples are NaN or infinite become a
/// ``PromiseFailure`` instead.
public struct PromiseCase: Sendable, Hashable, Codable {
  /// The parameter values, in the order of the proof's ``ParameterRange`` list.
  public var parameters: [Double]
  /// The destination pixel, in points.
  public var pixel: SIMD2<Double>
  /// The largest per-axis sample offset at this case, in points.
  public var offset: SIMD2<Double>

  /// A case with the given values.
  public init(parameters: [Double], pixel: SIMD2<Double>, offset: SIMD2<Double>) {
    self.parameters = parameters
    self.pixel = pixel
    self.offset = offset
  }

  /// `name = value` for each parameter, then the pixel, e.g. `peel = 0.5, pixel (10, 86.3)`.
  public func describe(parameterNames: [String]) -> String {
    Self.describe(parameters: parameters, pixel: pixel, names: parameterNames)
  }

  /// `name = value, …, pixel (x, y)`; unnamed extra parameters print as `p<index>`.
  static func describe(parameters: [Double], pixel: SIMD2<Double>, names: [String]) -> String {
    let named = parameters.indices.map { index in
      let name = index < names.count ? names[index] : "p\(index)"
      return "\(name) = \(parameters[index])"
    }
    return (named + ["pixel (\(pixel.x), \(pixel.y))"]).joined(separator: ", ")
  }
}

/// A case the sampler got wrong: a NaN or infinite sample position, or no sample at all; or a
/// case whose own promise (``PromisedOffset/perCase(_:)``) is NaN, negative or infinite.
///
/// A failure makes the report's ``PromiseReport/holds`` false whatever the supremum is: a
/// shader that returns NaN samples garbage, and one that samples nothing has no defined
/// offset. Failing cases are left out of the supremum.
public struct PromiseFailure: Sendable, Hashable, Codable {
  /// What went wrong.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// A sample coordinate was NaN or ±infinity, or its distance from the pixel overflowed.
    case nonFiniteSample
    /// The sampler returned an empty list of positions.
    case noSamples
    /// A promise that depends on the arguments gave NaN, a negative number or ±infinity for
    /// this case.
    case invalidPromise
  }

  /// What went wrong.
  public var kind: Kind
  /// The parameter values of the failing case.
  public var parameters: [Double]
  /// The destination pixel of the failing case, in points.
  public var pixel: SIMD2<Double>
  /// One sentence naming the case and the offending sample, e.g.
  /// `sample 2 of 3 is (nan, 4.0) at peel = 0.75, pixel (3.0, 5.0)`.
  public var message: String

  /// A failure with the given values.
  public init(kind: Kind, parameters: [Double], pixel: SIMD2<Double>, message: String) {
    self.kind = kind
    self.parameters = parameters
    self.pixel = pixel
    self.message = message
  }
}
