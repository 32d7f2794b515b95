/// Where a pixel of a curling card lands: which part of the card covers it, where the bend
/// samples from and which way the surface faces.
///
/// - ``none``: the strip the card lifted off; the face below shows through.
/// - ``flat``: still lying on the table; the pixel samples itself.
/// - ``back``: the rising side of the roll, the card's back lit by its normal.
/// - ``underside``: rolled past vertical; the underside faces the viewer, painted as plain stock.
///
/// The raw values match the Metal fixture's `curl::Kind` (0 … 3).
public enum CurlRegion: Int, Hashable, Sendable, CaseIterable {
  /// Uncovered: the lifted strip's footprint, the face below shows.
  case none = 0
  /// Still flat on the table.
  case flat = 1
  /// The rising side of the cylinder (θ ≤ π/2), back facing the viewer.
  case back = 2
  /// Past vertical (θ > π/2): the outside of the roll, painted as plain stock.
  case underside = 3

  /// The order along the card from the fold outward: flat 0, back 1, underside 2, none 3.
  /// Along increasing `y` the rank never decreases.
  public var rank: Int {
    switch self {
    case .flat: 0
    case .back: 1
    case .underside: 2
    case .none: 3
    }
  }
}

/// One pixel row's answer from ``CardCurl/hit(y:)``.
public struct CurlHit: Hashable, Sendable {
  /// Which part of the card covers the row.
  public var region: CurlRegion
  /// The `y` the bend samples from (`y` itself wherever nothing moves).
  public var sourceY: Double
  /// The unit surface normal; `(0, 0, 1)` faces the viewer.
  public var normal: SIMD3<Double>
  /// The lighting multiplier the shade applies: 1 flat, `min(light, 1.25)` on the back,
  /// `min(light, 1.15)` on the underside, 0 where nothing covers the pixel.
  public var brightness: Double

  /// Creates a hit; the values are stored as given, unchecked (``CardCurl/hit(y:)`` is what
  /// makes well-formed hits).
  public init(region: CurlRegion, sourceY: Double, normal: SIMD3<Double>, brightness: Double) {
    self.region = region
    self.sourceY = sourceY
    self.normal = normal
    self.brightness = brightness
  }
}

/// The baccarat squeeze: a card lifting from its bottom edge and rolling round a cylinder.
///
/// ```
/// r    = max(0.16 · height, 0.5)          the cylinder's radius
/// lift = peel · height                    card that has left the table
/// fold = height − lift                    the fold line (continuous in peel)
/// u    = y − fold
/// back:      0 ≤ u ≤ r·sin(min(lift/r, π/2)),  θ = asin(u/r),  sourceY = fold + r·θ
/// underside: lift/r > π/2 and nearest ≤ u ≤ r,
///            nearest = r·sin(lift/r) (lift/r ≤ π) or −(lift − π·r) (beyond π)
/// ```
///
/// Seed fact (article 002, CardCurl.metal): the curl wraps a cylinder of radius 0.16 × the
/// card's height, and the bend's `maxSampleOffset` is `r·(π/2 − 1)`, about 12 points on a
/// large card, found where the rising quarter ends.
///
/// Edge cases: a NaN, infinite, zero or negative height is a zero-height card (nothing lifts,
/// every pixel is flat and samples itself, `maxSampleOffset` is zero); a NaN peel is 0 and a
/// peel outside [0, 1] is clamped, as the shader's `saturate` does. A NaN `y` is flat and
/// samples itself (NaN); `y = −∞` is flat and `y = +∞` is past the roll (``CurlRegion/none``),
/// both sampling themselves. A huge (finite) height is kept: radius, fold, sweep and
/// `maxSampleOffset` stay finite. Every hit has a unit normal and a brightness in
/// [0, ``backLightCap``].
public struct CardCurl: Hashable, Sendable {
  /// The radius as a share of the height, 0.16 (seed fact).
  public static let radiusFraction = 0.16
  /// The smallest radius, 0.5 pt, as in the shader (only cards under 3.125 pt hit it).
  public static let minimumRadius = 0.5
  /// The brightest the back gets, 1.25.
  public static let backLightCap = 1.25
  /// The brightest the underside gets, 1.15.
  public static let undersideLightCap = 1.15

  /// The card's height in points, after sanitising (0 for bad input).
  public let height: Double
  /// The peel in [0, 1] after clamping.
  public let peel: Double

  /// A card `height` points tall, peeled by `peel` (0 flat … 1 fully lifted).
  public init(height: Double, peel: Double) {
    self.height = height.isFinite && height > 0 ? height : 0
    self.peel = peel.isNaN ? 0 : min(max(peel, 0), 1)
  }

  /// The cylinder's radius `max(0.16 · height, 0.5)`.
  public var radius: Double { Self.radius(height: height) }

  /// The radius for a card `height` points tall (bad heights as 0: 0.5).
  public static func radius(height: Double) -> Double {
    let h = height.isFinite && height > 0 ? height : 0
    return max(radiusFraction * h, minimumRadius)
  }

  /// The length of card off the table, `peel · height`.
  public var lift: Double { peel * height }

  /// The fold line's `y`, `height − peel · height`: the card lifts from its bottom edge.
  public var fold: Double { height - lift }

  /// The angle the lifted strip wraps, `lift / r` radians.
  public var sweep: Double { lift / radius }

  /// The bend's promise, `(0, ceil(r · (π/2 − 1)))`: 12 pt at height 131, 0 for bad heights.
  public var maxSampleOffset: SIMD2<Double> { Self.maxSampleOffset(height: height) }

  /// `(0, ceil(r · (π/2 − 1)))` for a card `height` points tall; `(0, 0)` when the height is
  /// NaN, infinite, zero or negative.
  public static func maxSampleOffset(height: Double) -> SIMD2<Double> {
    guard height.isFinite, height > 0 else { return .zero }
    return SIMD2(0, (radius(height: height) * (Double.pi / 2 - 1)).rounded(.up))
  }

  /// The region, source row and normal at row `y` (see the type for the math). The region and
  /// the source row are ``bend(y:peel:height:)``'s, the code a promise certificate runs too.
  public func hit(y: Double) -> CurlHit {
    let flat = CurlHit(region: .flat, sourceY: y, normal: SIMD3(0, 0, 1), brightness: 1)
    guard !y.isNaN else { return flat }
    let bend = Self.bend(y: y, peel: peel, height: height)
    switch CurlRegion(rawValue: Int(bend.region)) ?? .flat {
    case .flat:
      return flat
    case .none:
      return CurlHit(region: .none, sourceY: y, normal: SIMD3(0, 0, 1), brightness: 0)
    case .back:
      let normal = SIMD3(0, -Elementary.sin(bend.theta), Elementary.cos(bend.theta))
      return CurlHit(
        region: .back, sourceY: bend.sourceY, normal: normal,
        brightness: min(Self.lighting(normal), Self.backLightCap))
    case .underside:
      // Paper past θ = π lies flat on top of the roll with its underside toward the viewer:
      // the fixture keeps the flat normal (0, 0, 1) there, which is also θ = π's normal.
      let normal =
        y - fold >= 0
        ? SIMD3(0, Elementary.sin(bend.theta), -Elementary.cos(bend.theta))
        : SIMD3<Double>(0, 0, 1)
      return CurlHit(
        region: .underside, sourceY: bend.sourceY, normal: normal,
        brightness: min(Self.lighting(normal), Self.undersideLightCap))
    }
  }

  // MARK: - Lighting

  /// The shader's uncapped light: `0.35 + 0.8·max(n·lamp, 0) + 0.3·max(n·half, 0)²⁴` with
  /// lamp = normalize(−0.3, −0.5, 0.8), half = normalize(lamp + (0, 0, 1)). A zero normal gives
  /// 0.35, and so does a normal with a NaN or infinite component (no direction). Normals whose
  /// squared length overflows or underflows (components near `greatestFiniteMagnitude` or
  /// subnormal) are scaled first, so only the direction counts; the result is always in
  /// [0.35, 1.45].
  public static func rawLight(_ normal: SIMD3<Double>) -> Double {
    func unit(_ v: SIMD3<Double>) -> SIMD3<Double> {
      let length = (v * v).sum().squareRoot()
      if length > 0 && length.isFinite { return v / length }
      // Zero, non-finite, or a length that overflowed or underflowed: scale by the largest
      // component, which is exact in direction and leaves a length in [1, √3].
      let largest = max(abs(v.x), abs(v.y), abs(v.z))
      guard largest > 0, largest.isFinite, !v.x.isNaN, !v.y.isNaN, !v.z.isNaN else {
        return .zero
      }
      let scaled = v / largest
      return scaled / (scaled * scaled).sum().squareRoot()
    }
    let lamp = unit(SIMD3(-0.3, -0.5, 0.8))
    let halfway = unit(lamp + SIMD3(0, 0, 1))
    let n = unit(normal)
    let diffuse = max((n * lamp).sum(), 0)
    let sheen = Elementary.pow(max((n * halfway).sum(), 0), 24)
    return 0.35 + 0.8 * diffuse + 0.3 * sheen
  }

  /// Light relative to the flat card, `rawLight(n) / rawLight((0, 0, 1))`, uncapped (1 flat,
  /// so the curl meets the flat part without a seam).
  public static func lighting(_ normal: SIMD3<Double>) -> Double {
    rawLight(normal) / rawLight(SIMD3(0, 0, 1))
  }
}
