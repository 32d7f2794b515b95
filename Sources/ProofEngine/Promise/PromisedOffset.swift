/// The `maxSampleOffset` a promise proof holds the sampler to: one value, or a function of the
/// case's parameters (a wave whose offset is its `amplitude` promises `(amplitude, 0)`).
///
/// ```
/// constant:  promiseₐ(θ) = c                      the same bound for every case
/// per case:  promiseₐ(θ) = f(θ)ₐ                  each case's own bound, f called per case
/// a case holds on axis a when offsetₐ(θ, p) ≤ promiseₐ(θ)   (room = promiseₐ(θ) − offsetₐ(θ, p))
/// ```
///
/// For a per-case promise the sweep and the polish look for the case with the least room, not
/// the largest offset, and the report's witness, promise, margin and tightness are that
/// case's (``PromiseAxisResult``). A per-case value that is NaN, negative or infinite makes
/// that case a ``PromiseFailure/Kind/invalidPromise`` failure, so the proof fails; a constant
/// that is NaN, negative or infinite is thrown before any case runs
/// (``PromiseError/invalidPromise(reason:)``). A per-case promise cannot be certified (the
/// branch and bound holds whole boxes against one number, and `f` is a `Double` function):
/// with a ``OffsetBounding`` geometry it is refused with ``PromiseError/invalidPromise(reason:)``.
public struct PromisedOffset: Sendable, CustomStringConvertible {
  /// The value when it is constant; `nil` when it depends on the parameters.
  public let constantValue: SIMD2<Double>?
  /// The per-case function; `nil` for a constant.
  private let function: (@Sendable ([Double]) -> SIMD2<Double>)?

  private init(
    constantValue: SIMD2<Double>?, function: (@Sendable ([Double]) -> SIMD2<Double>)?
  ) {
    self.constantValue = constantValue
    self.function = function
  }

  /// The same promise for every case, `(width, height)` in points.
  public static func constant(_ value: SIMD2<Double>) -> PromisedOffset {
    PromisedOffset(constantValue: value, function: nil)
  }

  /// A promise computed from each case's parameter values (in the order of the promise's
  /// ``SampleOffsetPromise/parameters``), `(width, height)` in points. It must be a pure
  /// function: it is called once for every case evaluated.
  public static func perCase(_ function: @escaping @Sendable ([Double]) -> SIMD2<Double>)
    -> PromisedOffset
  {
    PromisedOffset(constantValue: nil, function: function)
  }

  /// Whether the promise depends on the parameters.
  public var dependsOnArguments: Bool { constantValue == nil }

  /// The promise for a case with these parameter values.
  public func value(for parameters: [Double]) -> SIMD2<Double> {
    if let constantValue { return constantValue }
    return function?(parameters) ?? .zero
  }

  /// `(8.0, 0.0)` for a constant; `depends on the arguments` otherwise.
  public var description: String {
    constantValue.map { "(\($0.x), \($0.y))" } ?? "depends on the arguments"
  }
}
