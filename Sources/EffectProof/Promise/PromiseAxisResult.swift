/// The width (`x`) or height (`y`) axis of a sample offset.
public enum PromiseAxis: String, Sendable, Hashable, Codable, CaseIterable {
  /// The width axis, `maxSampleOffset.width`.
  case x
  /// The height axis, `maxSampleOffset.height`.
  case y

  /// 0 for `x`, 1 for `y`: the SIMD2 lane.
  var lane: Int { self == .x ? 0 : 1 }
}

/// The verdict of a promise on one axis.
///
/// ```
/// supremum  = sup over the domain of max over samples |sₐ − pixelₐ|   (the largest found)
/// margin    = promise − supremum                    (negative when the promise fails)
/// tightness = promise ÷ supremum                    (1 when 0 ÷ 0; +∞ when promise > 0 = supremum)
/// holds     = supremum ≤ promise + holdsTolerance    (rounding allowance, 10⁻⁹ points by default)
/// isLoose   = tightness > looseTightness             (a warning, never a failure)
/// ```
///
/// The supremum is the largest offset the sweep and the polish actually evaluated, so it is a
/// lower bound of the true supremum that GSL's polish drives to it; `holds` means no
/// counterexample was found. With no successful case at all the supremum is 0 and
/// ``argmax`` is `nil`.
///
/// JSON: a finite tightness encodes as a number, an infinite one as the string `"inf"` (the
/// spelling the comparison reports and golden files use for non-finite values).
public struct PromiseAxisResult: Sendable, Hashable {
  /// Which axis.
  public let axis: PromiseAxis
  /// The promised `maxSampleOffset` on this axis, in points.
  public let promise: Double
  /// The largest per-axis offset found, in points.
  public let supremum: Double
  /// Where the supremum was found; `nil` when no case succeeded.
  public let argmax: PromiseCase?
  /// `promise − supremum`, in points.
  public let margin: Double
  /// `promise ÷ supremum`: 1 for 0 ÷ 0, `+infinity` for a positive promise on a zero offset.
  public let tightness: Double
  /// Whether `supremum ≤ promise + holdsTolerance`.
  public let holds: Bool
  /// Whether `tightness` exceeds the loose limit the proof ran with.
  public let isLoose: Bool

  /// The verdict for `supremum` found at `argmax` against `promise`, holding within
  /// `holdsTolerance` points and loose above `looseTightness`.
  public init(
    axis: PromiseAxis, promise: Double, supremum: Double, argmax: PromiseCase?,
    looseTightness: Double = PromiseProofOptions.standard.looseTightness,
    holdsTolerance: Double = PromiseProofOptions.standard.holdsTolerance
  ) {
    self.axis = axis
    self.promise = promise
    self.supremum = supremum
    self.argmax = argmax
    self.margin = promise - supremum
    self.tightness = Self.tightness(promise: promise, supremum: supremum)
    self.holds = supremum <= promise + holdsTolerance
    self.isLoose = tightness > looseTightness
  }

  /// `promise ÷ supremum`, with `0 ÷ 0 = 1` (a zero promise on a zero offset is exact) and
  /// `p ÷ 0 = +infinity` for `p > 0`.
  public static func tightness(promise: Double, supremum: Double) -> Double {
    if supremum == 0 { return promise == 0 ? 1 : .infinity }
    return promise / supremum
  }
}

// MARK: - Codable

extension PromiseAxisResult: Codable {
  private enum CodingKeys: String, CodingKey {
    case axis, promise, supremum, argmax, margin, tightness, holds, isLoose
  }

  /// The spelling of an infinite tightness in JSON, which has no infinity.
  private static let infinitySpelling = "inf"

  /// Decodes the stored fields; `tightness` may be a number or `"inf"`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    axis = try container.decode(PromiseAxis.self, forKey: .axis)
    promise = try container.decode(Double.self, forKey: .promise)
    supremum = try container.decode(Double.self, forKey: .supremum)
    argmax = try container.decodeIfPresent(PromiseCase.self, forKey: .argmax)
    margin = try container.decode(Double.self, forKey: .margin)
    holds = try container.decode(Bool.self, forKey: .holds)
    isLoose = try container.decode(Bool.self, forKey: .isLoose)
    if let number = try? container.decode(Double.self, forKey: .tightness) {
      tightness = number
    } else {
      let text = try container.decode(String.self, forKey: .tightness)
      guard text == Self.infinitySpelling else {
        throw DecodingError.dataCorruptedError(
          forKey: .tightness, in: container,
          debugDescription:
            "tightness is '\(text)'; expected a number or '\(Self.infinitySpelling)'"
        )
      }
      tightness = .infinity
    }
  }

  /// Encodes every field; an infinite `tightness` becomes the string `"inf"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(axis, forKey: .axis)
    try container.encode(promise, forKey: .promise)
    try container.encode(supremum, forKey: .supremum)
    try container.encodeIfPresent(argmax, forKey: .argmax)
    try container.encode(margin, forKey: .margin)
    if tightness == .infinity {
      try container.encode(Self.infinitySpelling, forKey: .tightness)
    } else {
      try container.encode(tightness, forKey: .tightness)
    }
    try container.encode(holds, forKey: .holds)
    try container.encode(isLoose, forKey: .isLoose)
  }
}
