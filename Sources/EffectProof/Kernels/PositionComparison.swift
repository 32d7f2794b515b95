import MetalCPU

/// A distortion's returned positions, port against compiled, as far as the runner reports them:
/// the per-axis largest offset over every pixel (`MetalSampleAudit.maxOffset`), and the source
/// the compiled function returned at the pixel where that offset is largest
/// (`worstPixel` → `worstSample`), set beside the port's source at the same pixel.
///
/// ```
/// Δoffset = max over axes |portMaxOffset − compiledMaxOffset|
/// Δworst  = max over axes |port.source(worstPixel) − worstSample|
/// agrees  ⇔ both ≤ bound,   bound = 4 · ulp(the layer's longest side in points)
/// ```
///
/// The bound: a returned position is a `float` near the layer (|p| ≤ its longest side L), and
/// the two sides run the same float operations through C libraries that agree within an ulp
/// (`asinf`), so they land within a few ulps of L; four ulps is half an ulp of 8·L, far below
/// what a pixel can show (1.5·10⁻⁵ pt for L = 131).
package struct PositionComparison: Hashable, Sendable {
  /// The largest per-axis |offset| difference, in points.
  package var offsetDifference: Float
  /// The largest per-axis difference at the compiled side's worst pixel, in points (0 when the
  /// runner reports no worst pixel, as for a layer whose samples are all non-finite).
  package var worstDifference: Float
  /// The bound both are held to.
  package var bound: Float
  /// The port's largest per-axis offsets.
  package var portOffset: SIMD2<Float>
  /// The compiled function's.
  package var compiledOffset: SIMD2<Float>

  /// Whether both differences are within the bound.
  package var agrees: Bool { offsetDifference <= bound && worstDifference <= bound }

  /// Compares the port's `source` over the pixel centres of a `size`-point layer at `scale`
  /// with the compiled run's audit.
  package init(
    source: (SIMD2<Float>) -> SIMD2<Float>, size: SIMD2<Int>, scale: Int,
    audit: MetalSampleAudit
  ) {
    let s = Float(max(1, scale))
    var largest = SIMD2<Float>(0, 0)
    for y in 0..<(size.y * Int(s)) {
      for x in 0..<(size.x * Int(s)) {
        let position = SIMD2<Float>(Float(x) + 0.5, Float(y) + 0.5) / s
        let offset = Self.distance(source(position), position)
        if offset.x.isFinite { largest.x = Swift.max(largest.x, offset.x) }
        if offset.y.isFinite { largest.y = Swift.max(largest.y, offset.y) }
      }
    }
    portOffset = largest
    compiledOffset = audit.maxOffset
    let gap = Self.distance(largest, audit.maxOffset)
    offsetDifference = Swift.max(gap.x, gap.y)
    if let pixel = audit.worstPixel, let sample = audit.worstSample {
      let at = Self.distance(source(pixel), sample)
      worstDifference = at.x.isNaN || at.y.isNaN ? .infinity : Swift.max(at.x, at.y)
    } else {
      worstDifference = 0
    }
    bound = 4 * Float(Swift.max(size.x, size.y)).ulp
  }

  /// `(|a.x − b.x|, |a.y − b.y|)`.
  static func distance(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> SIMD2<Float> {
    SIMD2((a.x - b.x).magnitude, (a.y - b.y).magnitude)
  }
}
