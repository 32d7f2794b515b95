/// The rectangle of destination pixels a promise proof sweeps, in points.
///
/// ```
/// pixel p with  origin.x ≤ p.x ≤ origin.x + size.x,  origin.y ≤ p.y ≤ origin.y + size.y
/// ```
///
/// The region is closed: its edges are swept too, because a shader sees positions on the
/// view's bounds. `x` is the width axis and `y` the height axis, as in Metal's `float2` and
/// the shader's `position` argument (measured from the view's top-leading corner).
///
/// ``SampleOffsetPromise/prove(_:)`` throws ``PromiseError/invalidPixelRegion(reason:)`` when
/// a coordinate of `origin` or `size` is NaN or infinite, when `origin + size` overflows, when
/// the width or height is zero or negative (a view with no width or no height has no pixels,
/// so there is nothing to prove), or when a corner lies beyond ±``maximumCoordinate``
/// (2⁴² points), where `Double`s are 1/1024 point or more apart and a sample offset
/// could round to 0: such a sweep would report a supremum it never measured.
///
/// Seed fact: the card curl sweeps "every quarter point down the card"; the wheel blur sweeps
/// points across the whole wheel's square frame.
public struct PixelRegion: Sendable, Hashable, Codable {
  /// The top-leading corner, in points.
  public var origin: SIMD2<Double>
  /// Width (`x`) and height (`y`), in points.
  public var size: SIMD2<Double>

  /// The largest magnitude a corner coordinate may have: 2⁴² points, where `Double`'s spacing
  /// is 2⁻¹⁰ point. (A view is at most a few thousand points across.)
  public static let maximumCoordinate: Double = 0x1p42

  /// A region with the given corner and size, in points; checked when the proof runs.
  public init(origin: SIMD2<Double> = .zero, size: SIMD2<Double>) {
    self.origin = origin
    self.size = size
  }

  /// A region at the origin, `width` × `height` points, e.g. a view's own bounds.
  public init(width: Double, height: Double) {
    self.init(size: SIMD2(width, height))
  }

  /// The bottom-trailing corner, `origin + size`.
  public var maximum: SIMD2<Double> { origin + size }

  /// Whether `point` lies in the closed rectangle; `false` for a NaN coordinate.
  public func contains(_ point: SIMD2<Double>) -> Bool {
    let upper = maximum
    return point.x >= origin.x && point.x <= upper.x && point.y >= origin.y && point.y <= upper.y
  }

  /// Why this region cannot be swept, or `nil` when it can.
  var problem: String? {
    let values = [origin.x, origin.y, size.x, size.y]
    if values.contains(where: { !$0.isFinite }) {
      return "origin \(origin) and size \(size) must be finite"
    }
    if size.x <= 0 || size.y <= 0 {
      return "size \(size) has no pixels; width and height must be greater than zero"
    }
    if !maximum.x.isFinite || !maximum.y.isFinite {
      return "origin + size overflows to infinity"
    }
    let extent = [origin.x, origin.y, maximum.x, maximum.y].map(abs).max() ?? 0
    if extent > Self.maximumCoordinate {
      return "a corner lies \(extent) points from zero, beyond ±2⁴² points, where Doubles are "
        + "1/1024 point or more apart and a sample offset could round away; move the region "
        + "nearer the origin"
    }
    return nil
  }
}
