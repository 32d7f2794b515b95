/// The card curl's shared geometry, a single-precision port of `curl::hit` in
/// `CardCurl.metal`: which part of the curling card covers a pixel row, where the bend samples
/// from and which way the surface faces.
///
/// ```
/// cardHeight = max(height, 0)      lift = saturate(peel) · cardHeight
/// r          = max(radius, 0.5)    fold = cardHeight − lift,   u = y − fold
/// sweep      = lift / r
/// underside: sweep > π/2 and nearest ≤ u ≤ r,
///            nearest = r·sin(sweep) (sweep ≤ π) or −(lift − π·r) (beyond π)
///            normal (0, sin θ, −cos θ), θ = π − asin(min(u/r, 1)) for u ≥ 0, else (0, 0, 1)
/// flat:      lift ≤ 0, or u < 0 (and not underside)
/// back:      0 ≤ u ≤ r·sin(min(sweep, π/2)),  θ = asin(min(u/r, 1)),
///            sourceY = fold + r·θ,  normal (0, −sin θ, cos θ)
/// none:      everything else (the strip the card lifted off)
/// ```
///
/// Metal's `max`, `min` and `saturate` ignore a NaN operand, and so does the port: a NaN
/// height is 0 (flat), a NaN peel is 0 (flat), a NaN radius is 0.5. Where NaN or ∞ survives
/// into the comparisons (a NaN `y`, or `0 · ∞` when an infinite height meets peel 0) every
/// comparison is false, which the Metal control flow turns into `none` with `sourceY = y`;
/// the port does the same. Nothing traps.
enum CurlGeometry {
  /// The Metal `curl::Kind`; raw values match the shader's (0 … 3) and EffectMath's
  /// `CurlRegion`.
  enum Kind: Int, Hashable, Sendable, CaseIterable {
    /// Uncovered strip: the face below shows through.
    case none = 0
    /// Still lying on the table.
    case flat = 1
    /// Rising side of the roll (θ ≤ π/2).
    case back = 2
    /// Rolled past vertical (θ > π/2): the underside faces the viewer.
    case underside = 3
  }

  /// The Metal `curl::Hit`.
  struct Hit: Hashable, Sendable {
    /// Which part of the card covers the row.
    var kind: Kind
    /// The `y` the bend samples from (`y` itself when nothing moves).
    var sourceY: Float
    /// The surface normal; `(0, 0, 1)` points at the viewer.
    var normal: SIMD3<Float>
    /// The `y` of the fold line.
    var fold: Float
  }

  /// `curl::hit(y, height, peel, radius)` in single precision (see the type for the math).
  static func hit(y: Float, height: Float, peel: Float, radius: Float) -> Hit {
    let cardHeight = ShaderMath.fmax(height, 0)
    let lift = ShaderMath.fsaturate(peel) * cardHeight
    let r = ShaderMath.fmax(radius, 0.5)

    var result = Hit(kind: .flat, sourceY: y, normal: SIMD3(0, 0, 1), fold: cardHeight - lift)
    if lift <= 0 {
      return result
    }

    let u = y - result.fold
    let sweep = lift / r  // total angle the lifted strip wraps, radians

    // Past vertical: the roll comes back toward the fold, then lies flat on top of it.
    if sweep > Float.pi / 2 {
      let nearest = sweep <= Float.pi ? r * RasterElementary.sin(sweep) : -(lift - Float.pi * r)
      if u >= nearest && u <= r {
        result.kind = .underside
        if u >= 0 {
          let theta = Float.pi - RasterElementary.asin(ShaderMath.fmin(u / r, 1))
          result.normal = SIMD3(0, RasterElementary.sin(theta), -RasterElementary.cos(theta))
        }
        return result
      }
    }

    if u < 0 {
      return result
    }

    // Rising side, as far up the cylinder as the paper reaches.
    let reach = r * RasterElementary.sin(ShaderMath.fmin(sweep, Float.pi / 2))
    if u <= reach {
      let theta = RasterElementary.asin(ShaderMath.fmin(u / r, 1))
      result.kind = .back
      result.sourceY = result.fold + r * theta
      result.normal = SIMD3(0, -RasterElementary.sin(theta), RasterElementary.cos(theta))
      return result
    }

    result.kind = .none
    return result
  }
}
