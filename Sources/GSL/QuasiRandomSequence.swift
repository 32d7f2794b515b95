import CGSL

/// A low-discrepancy sequence construction; the raw value is GSL's name for it.
public enum QuasiRandomKind: String, Sendable, CaseIterable {
  /// Sobol's sequence from Antonov–Saleev (`gsl_qrng_sobol`), up to 40 dimensions.
  case sobol
  /// Halton's sequence (`gsl_qrng_halton`): radical inverses in the first d primes, up to
  /// 1229 dimensions.
  case halton

  /// The largest dimension GSL supports for this construction.
  public var maximumDimension: Int { Int(generatorType.pointee.max_dimension) }
}

/// A quasi-random (low-discrepancy) sequence of points in the unit cube [0, 1)ᵈ (`gsl_qrng`).
///
/// Deterministic: every new sequence of the same kind and dimension yields the same points.
/// Not `Sendable`: `next()` advances shared state, so confine each instance to one task.
public final class QuasiRandomSequence {
  /// The construction this sequence uses.
  public let kind: QuasiRandomKind
  /// The number of coordinates of each point.
  public let dimension: Int
  private let generator: UnsafeMutablePointer<gsl_qrng>

  /// A sequence of `dimension`-dimensional points (`gsl_qrng_alloc`).
  ///
  /// Errors: `dimension` outside 1…`kind.maximumDimension` (40 for Sobol, 1229 for Halton):
  /// `GSL_EINVAL`, checked here because GSL's allocator ignores its own initialisation
  /// failure; allocation failure: `GSL_ENOMEM`. Both have operation `gsl_qrng_alloc`.
  public init(_ kind: QuasiRandomKind, dimension: Int) throws(GSLError) {
    let operation = "gsl_qrng_alloc"
    guard (1...kind.maximumDimension).contains(dimension) else {
      throw GSLError(
        code: GSL_EINVAL, operation: operation,
        reason: "dimension \(dimension) is outside 1...\(kind.maximumDimension) for \(kind)")
    }
    self.generator = try gslAllocate(operation) {
      gsl_qrng_alloc(kind.generatorType, UInt32(dimension))
    }
    self.kind = kind
    self.dimension = dimension
  }

  deinit { gsl_qrng_free(generator) }

  /// The next point of the sequence, `dimension` coordinates in [0, 1) (`gsl_qrng_get`).
  ///
  /// Errors: the sequence is exhausted (after about 2³⁰ Sobol points): GSL's status
  /// (operation `gsl_qrng_get`).
  public func next() throws(GSLError) -> [Double] {
    var point = [Double](repeating: 0, count: dimension)
    try gslCall("gsl_qrng_get") { gsl_qrng_get(generator, &point) }
    return point
  }

  /// Restarts the sequence from its first point (`gsl_qrng_init`).
  public func reset() {
    gsl_qrng_init(generator)
  }
}

@available(*, unavailable, message: "QuasiRandomSequence is stateful; give each task its own")
extension QuasiRandomSequence: Sendable {}
