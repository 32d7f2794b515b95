// The bend's geometry in any scalar: the one source of the curl's regions and source rows, run
// in Double by the app (through CardCurl.hit) and over intervals by the promise certificate.

/// One row of the bend in a scalar `S`: the region's raw value, the row it samples and the
/// angle on the cylinder. In `Double` each field is one number; over intervals each encloses
/// every value the rows and peels of a box can give.
public struct CurlBend<S: EffectScalar>: EffectJoinable, Sendable {
  /// ``CurlRegion``'s raw value: 0 none, 1 flat, 2 back, 3 underside.
  public var region: S
  /// The row the bend samples (the row itself wherever nothing moves).
  public var sourceY: S
  /// The angle θ on the cylinder in radians: `asin(u/r)` on the back, `π − asin(u/r)` on the
  /// underside above the fold, π below it, 0 elsewhere.
  public var theta: S

  /// A row's bend from its parts.
  @inlinable @inline(__always)
  public init(region: S, sourceY: S, theta: S) {
    self.region = region
    self.sourceY = sourceY
    self.theta = theta
  }

  /// Each field joined.
  @inlinable
  public static func joined(_ lhs: Self, _ rhs: Self) -> Self {
    Self(
      region: S.joined(lhs.region, rhs.region), sourceY: S.joined(lhs.sourceY, rhs.sourceY),
      theta: S.joined(lhs.theta, rhs.theta))
  }
}

extension CardCurl {
  /// The bend at row `y` of a card `height` points tall peeled by `peel`, in any scalar:
  ///
  /// ```
  /// lift = clamp(peel, 0, 1) · height
  /// r = radius(height), fold = height − lift, u = y − fold, sweep = lift / r
  /// lift ≤ 0                                          flat,   sourceY = y
  /// sweep > π/2 ∧ nearest ≤ u ≤ r                     underside, sourceY = y
  ///     nearest = r·sin(sweep) (sweep ≤ π), −(lift − π·r) (beyond)
  /// u < 0                                             flat,   sourceY = y
  /// u ≤ r·sin(min(sweep, π/2))                        back,   sourceY = fold + r·asin(u/r)
  /// otherwise                                         none,   sourceY = y
  /// ```
  ///
  /// ``hit(y:)`` calls this with `Double`; the curl's promise certificate calls it with
  /// intervals, so the bound it proves is a bound of this code. `height` is used as given
  /// (``CardCurl/init(height:peel:)`` sanitises it); a NaN `y` or peel belongs to ``hit(y:)``
  /// and the initialiser.
  @inlinable
  public static func bend<S: EffectScalar>(y: S, peel: S, height: Double) -> CurlBend<S> {
    let lift = S.clamped(peel, S(0), S(1)) * S(height)
    let r = radius(height: height)
    let radius = S(r)
    let fold = S(height) - lift
    let u = y - fold
    let sweep = lift / radius
    let flat = CurlBend(region: S(1), sourceY: y, theta: S(0))
    func rising() -> CurlBend<S> {
      S.select(
        u >= S(0),
        then: {
          let reach = radius * S.sin(radians: S.smaller(sweep, S(Double.pi / 2)))
          return S.select(
            u <= reach,
            then: {
              let theta = S.arcsine(u / radius)
              return CurlBend(region: S(2), sourceY: fold + radius * theta, theta: theta)
            },
            else: { CurlBend(region: S(0), sourceY: y, theta: S(0)) })
        },
        else: { flat })
    }
    return S.select(
      lift > S(0),
      then: {
        S.select(
          sweep > S(Double.pi / 2),
          then: {
            let nearest = S.select(
              sweep <= S(Double.pi), then: { radius * S.sin(radians: sweep) },
              else: { -(lift - S(Double.pi * r)) })
            return S.select(
              S.Truth.both(u >= nearest, u <= radius),
              then: {
                let theta = S.select(
                  u >= S(0), then: { S(Double.pi) - S.arcsine(u / radius) },
                  else: { S(Double.pi) })
                return CurlBend(region: S(3), sourceY: y, theta: theta)
              }, else: rising)
          }, else: rising)
      }, else: { flat })
  }
}
