// MARK: - Vectors

extension Compare {
  /// Compares two arrays component-wise through a norm (see ``VectorComparison``).
  ///
  /// - Parameters:
  ///   - first: The first vector, e.g. the expected one.
  ///   - second: The second vector; a different count fails with `.countMismatch`.
  ///   - absoluteTolerance: Finite and ≥ 0; default 0.
  ///   - relativeTolerance: In 0 ≤ r < 1; default `√T.ulpOfOne`.
  ///   - norm: How lengths are measured; default ``VectorNorm/euclidean``.
  public static func vectors<T: ULPMeasurable>(
    _ first: [T], _ second: [T], absoluteTolerance: T = 0,
    relativeTolerance: T = T.ulpOfOne.squareRoot(), norm: VectorNorm = .euclidean
  ) -> VectorComparison<T> {
    VectorComparison(
      first, second, absoluteTolerance: absoluteTolerance, relativeTolerance: relativeTolerance,
      norm: norm)
  }

  /// Compares two SIMD vectors (`SIMD2<Double>`, `SIMD3<Float>`, …) through a norm; the lanes
  /// become the components (see ``VectorComparison``).
  public static func vectors<V: SIMD>(
    _ first: V, _ second: V, absoluteTolerance: V.Scalar = 0,
    relativeTolerance: V.Scalar = V.Scalar.ulpOfOne.squareRoot(), norm: VectorNorm = .euclidean
  ) -> VectorComparison<V.Scalar> where V.Scalar: ULPMeasurable {
    vectors(
      first.indices.map { first[$0] }, second.indices.map { second[$0] },
      absoluteTolerance: absoluteTolerance, relativeTolerance: relativeTolerance, norm: norm)
  }

  /// Compares two arrays with a tolerance tier scaled to `T` (see ``ToleranceTier``).
  public static func vectors<T: ULPMeasurable>(
    _ first: [T], _ second: [T], tolerance: ToleranceTier, norm: VectorNorm = .euclidean
  ) -> VectorComparison<T> {
    vectors(
      first, second, absoluteTolerance: tolerance.absoluteTolerance(for: T.self),
      relativeTolerance: tolerance.relativeTolerance(for: T.self), norm: norm)
  }
}
