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
/// For a constant promise:
///
/// ```
/// supremum       = the witness: the largest max over samples |sₐ − pixelₐ| evaluated
/// certifiedBound = the branch-and-bound's upper bound of the true supremum (nil: none asked)
/// closedForm     = the supremum's closed form, when the effect has one (nil otherwise)
/// margin         = promise − supremum               (negative when the promise fails)
/// tightness      = promise ÷ supremum               (1 when 0 ÷ 0; +∞ when promise > 0 = supremum)
/// verdict        = fails     if supremum > promise + holdsTolerance
///                  certified if certifiedBound ≤ promise + holdsTolerance
///                  undecided if certifiedBound > promise + holdsTolerance
///                  searched  without a certificate
/// holds          = verdict is certified or searched
/// isLoose        = tightness > looseTightness        (a warning, never a failure)
/// consistent     = supremum ≤ closedForm + ε and closedForm ≤ certifiedBound + ε,
///                  ε = closedFormTolerance · max(1, closedForm)
/// ```
///
/// For a promise that depends on the arguments (``promiseDependsOnArguments``), the search looks
/// for the case with the least room, `promise(θ) − offset(θ, p)`, and the fields are that case's:
///
/// ```
/// supremum   = offset at the case with the least room          (the witness)
/// promise    = the promise at that case
/// margin     = promise − supremum                               (the least room found)
/// tightness  = the smallest promise(θ) ÷ offset(θ, p) among the cases evaluated with an
///              offset > 0 (swept, not polished: an estimate from above); as for a constant
///              when no case moves a pixel
/// verdict    = fails if supremum > promise + holdsTolerance, else searched (never certified)
/// ```
///
/// The supremum is a lower bound of the true supremum (GSL's polish drives it there) and the
/// certified bound an upper bound; a closed form must lie between them. With no successful case
/// at all the supremum is 0 and ``argmax`` is `nil`.
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
  /// The certified upper bound of the true supremum, in points; `nil` without a certificate,
  /// +∞ when the certificate found no finite bound.
  public let certifiedBound: Double?
  /// The supremum's closed form, in points, when the effect has one.
  public let closedForm: Double?
  /// Certified, fails, undecided or searched (see the type's documentation).
  public let verdict: PromiseVerdict
  /// Whether the verdict is certified or searched: no counterexample, and a certificate where
  /// one was asked for. An undecided axis does not hold.
  public let holds: Bool
  /// Whether `tightness` exceeds the loose limit the proof ran with.
  public let isLoose: Bool
  /// Whether the closed form lies between the witness and the certified bound (true when
  /// there is no closed form).
  public let isConsistent: Bool
  /// Whether the promise depends on the arguments: ``promise`` and ``supremum`` are then the
  /// promise and the offset at the case with the least room.
  public let promiseDependsOnArguments: Bool

  /// How far, relative to `max(1, closedForm)`, the witness may exceed the closed form or the
  /// closed form the bound: 10⁻⁵ (the polish reaches a supremum on a jump to about 10⁻⁶ pt).
  public static let closedFormTolerance = 1e-5

  /// The verdict for `supremum` found at `argmax` against `promise`, with the certificate's
  /// `certifiedBound` (nil: none) and the effect's `closedForm` (nil: none), holding within
  /// `holdsTolerance` points and loose above `looseTightness`. With
  /// `promiseDependsOnArguments`, `promise` and `supremum` are the least-room case's and
  /// `tightness` the smallest ratio found (nil: the ratio of `promise` to `supremum`).
  public init(
    axis: PromiseAxis, promise: Double, supremum: Double, argmax: PromiseCase?,
    certifiedBound: Double? = nil, closedForm: Double? = nil,
    looseTightness: Double = PromiseProofOptions.standard.looseTightness,
    holdsTolerance: Double = PromiseProofOptions.standard.holdsTolerance,
    promiseDependsOnArguments: Bool = false, tightness: Double? = nil
  ) {
    self.axis = axis
    self.promise = promise
    self.supremum = supremum
    self.argmax = argmax
    self.certifiedBound = certifiedBound
    self.closedForm = closedForm
    self.margin = promise - supremum
    self.promiseDependsOnArguments = promiseDependsOnArguments
    self.tightness =
      promiseDependsOnArguments
      ? tightness ?? Self.tightness(promise: promise, supremum: supremum)
      : Self.tightness(promise: promise, supremum: supremum)
    self.verdict = PromiseVerdict.of(
      witness: supremum, bound: certifiedBound, promise: promise, tolerance: holdsTolerance)
    self.holds = verdict == .certified || verdict == .searched
    self.isLoose = self.tightness > looseTightness
    if let closedForm {
      let slack = Self.closedFormTolerance * Swift.max(1, Swift.abs(closedForm))
      self.isConsistent =
        supremum <= closedForm + slack && closedForm <= (certifiedBound ?? .infinity) + slack
    } else {
      self.isConsistent = true
    }
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
    case certifiedBound, closedForm, verdict, isConsistent, promiseDependsOnArguments
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
    certifiedBound = try Self.decodeBound(container, .certifiedBound)
    closedForm = try container.decodeIfPresent(Double.self, forKey: .closedForm)
    // Reports written before certificates have neither field.
    verdict =
      try container.decodeIfPresent(PromiseVerdict.self, forKey: .verdict)
      ?? (holds ? .searched : .fails)
    isConsistent = try container.decodeIfPresent(Bool.self, forKey: .isConsistent) ?? true
    promiseDependsOnArguments =
      try container.decodeIfPresent(Bool.self, forKey: .promiseDependsOnArguments) ?? false
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
    if let certifiedBound, certifiedBound == .infinity {
      try container.encode(Self.infinitySpelling, forKey: .certifiedBound)
    } else {
      try container.encodeIfPresent(certifiedBound, forKey: .certifiedBound)
    }
    try container.encodeIfPresent(closedForm, forKey: .closedForm)
    try container.encode(verdict, forKey: .verdict)
    try container.encode(isConsistent, forKey: .isConsistent)
    // Written only when true: a constant promise's JSON has no such key.
    if promiseDependsOnArguments {
      try container.encode(true, forKey: .promiseDependsOnArguments)
    }
  }

  /// A bound that may be a number, `"inf"` or absent.
  private static func decodeBound(
    _ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys
  ) throws -> Double? {
    guard container.contains(key) else { return nil }
    if let number = try? container.decode(Double.self, forKey: key) { return number }
    let text = try container.decode(String.self, forKey: key)
    guard text == infinitySpelling else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription: "\(key.stringValue) is '\(text)'; expected a number or 'inf'")
    }
    return .infinity
  }
}
