// An axis-aligned box in points, for the footprint of a projected card.

/// An axis-aligned rectangle in points: where a projected card lands on screen.
///
/// `origin` is the minimum corner (smallest x and y) and `size` is non-negative for every
/// value built by ``init(enclosing:)``. Named so as not to clash with `CGRect`.
public struct ProjectedBounds: Hashable, Sendable {
  /// The corner with the smallest x and y, in points.
  public var origin: SIMD2<Double>
  /// The width and height in points.
  public var size: SIMD2<Double>

  /// Creates bounds from an origin and a size, stored as given.
  public init(origin: SIMD2<Double>, size: SIMD2<Double>) {
    self.origin = origin
    self.size = size
  }

  /// The smallest box that contains every point, or `nil` when there are no points, a
  /// point is not finite, or the extent overflows (`max − min` is infinite).
  ///
  /// ```
  /// origin = (min xᵢ, min yᵢ),   size = (max xᵢ − min xᵢ, max yᵢ − min yᵢ)
  /// ```
  public init?(enclosing points: [SIMD2<Double>]) {
    guard let first = points.first, first.x.isFinite, first.y.isFinite else { return nil }
    var low = first
    var high = first
    for point in points.dropFirst() {
      guard point.x.isFinite, point.y.isFinite else { return nil }
      low = pointwiseMin(low, point)
      high = pointwiseMax(high, point)
    }
    let extent = high - low
    guard extent.x.isFinite, extent.y.isFinite else { return nil }
    self.init(origin: low, size: extent)
  }

  // MARK: - Edges

  /// The left edge: `origin.x`.
  public var minX: Double { origin.x }
  /// The top edge: `origin.y`.
  public var minY: Double { origin.y }
  /// The right edge: `origin.x + size.x`, a plain IEEE sum (NaN or ±∞ in a stored value
  /// passes through, and a sum beyond ±`greatestFiniteMagnitude` is ±∞).
  public var maxX: Double { origin.x + size.x }
  /// The bottom edge: `origin.y + size.y`, a plain IEEE sum like ``maxX``.
  public var maxY: Double { origin.y + size.y }
}
