// CardCurl (height, peel, rows, radius, promise and lighting) over every hostile Double in
// every numeric parameter, SIMD components included, against its documented results.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite("badInput.CardCurl")
struct CardCurlBadInputTests {
  /// Which component of a normal carries the hostile value.
  enum Component: String, CaseIterable, Sendable {
    case x, y, z
  }

  static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool {
    a == b || abs(a - b) <= tolerance * max(1, abs(a), abs(b))
  }

  /// Rows across any card: above, on the flat part, over the fold and the roll, below, ±∞.
  static func rows(_ curl: CardCurl) -> [Double] {
    let h = curl.height
    return [
      -.infinity, -10, 0, h * 0.2, curl.fold, curl.fold + curl.radius * 0.5, h, h + 50, .infinity,
    ]
  }

  /// A hit is well formed: a unit normal, a brightness in [0, backLightCap] (1 where flat, 0
  /// where nothing covers the row), and a source row that is `y` itself or finite.
  static func checkHit(_ hit: CurlHit, y: Double) {
    let length = (hit.normal * hit.normal).sum().squareRoot()
    #expect(close(length, 1), "normal \(hit.normal)")
    #expect(hit.brightness >= 0 && hit.brightness <= CardCurl.backLightCap)
    switch hit.region {
    case .flat: #expect(hit.brightness == 1 && hit.sourceY.bitPattern == y.bitPattern)
    case .none: #expect(hit.brightness == 0 && hit.sourceY.bitPattern == y.bitPattern)
    case .back, .underside: #expect(hit.sourceY.isFinite)
    }
  }

  /// `init(height:peel:)` and the static `radius(height:)`/`maxSampleOffset(height:)`, height
  /// hostile: NaN, ±∞, zero and negative heights are 0 (radius 0.5, nothing lifts, every row
  /// flat, promise zero); a subnormal height is kept (radius 0.5, promise 1 pt); a huge one
  /// is kept and radius, fold, sweep and promise stay finite (the promise is
  /// ceil(0.16·h·(π/2 − 1))).
  @Test(arguments: HostileDouble.allCases)
  func hostileHeight(input: HostileDouble) {
    let x = input.value
    let curl = CardCurl(height: x, peel: 0.6)
    let height = x.isFinite && x > 0 ? x : 0
    #expect(curl.height == height && curl.peel == 0.6)
    #expect(curl.radius == max(0.16 * height, 0.5) && CardCurl.radius(height: x) == curl.radius)
    #expect(curl.lift.isFinite && curl.fold.isFinite && curl.sweep.isFinite)
    let promise = CardCurl.maxSampleOffset(height: x)
    #expect(promise == curl.maxSampleOffset && promise.x == 0 && promise.y.isFinite)
    switch input {
    case .plusSubnormal: #expect(promise.y == 1)
    case .hugePositive: #expect(Self.close(promise.y, 0.16 * x * (Double.pi / 2 - 1)))
    default: #expect(promise == .zero)
    }
    for y in Self.rows(curl) {
      let hit = curl.hit(y: y)
      Self.checkHit(hit, y: y)
      if height == 0 { #expect(hit.region == .flat) }
    }
  }

  /// `init(peel:)` hostile: NaN and everything ≤ 0 are 0 (flat card), +∞ and huge are 1, a
  /// subnormal peel is kept; every row's hit is well formed.
  @Test(arguments: HostileDouble.allCases)
  func hostilePeel(input: HostileDouble) {
    let x = input.value
    let curl = CardCurl(height: 131, peel: x)
    let want: Double = x.isNaN || x <= 0 ? 0 : min(x, 1)
    #expect(curl.peel == want && curl.peel.sign == .plus)
    for y in Self.rows(curl) { Self.checkHit(curl.hit(y: y), y: y) }
    if want == 0 { #expect(Self.rows(curl).allSatisfy { curl.hit(y: $0).region == .flat }) }
  }

  /// `hit(y:)` at a hostile row of the 131 pt card at peel 0.6 (fold at 52.4): NaN is flat and
  /// samples itself; −∞, huge negative, −1, ±0 and subnormals lie above the fold: flat, the
  /// row itself; +∞ and huge lie past the roll: uncovered (`none`, brightness 0).
  @Test(arguments: HostileDouble.allCases)
  func hostileRow(input: HostileDouble) {
    let curl = CardCurl(height: 131, peel: 0.6)
    let hit = curl.hit(y: input.value)
    Self.checkHit(hit, y: input.value)
    switch input {
    case .plusInfinity, .hugePositive: #expect(hit.region == .none)
    default: #expect(hit.region == .flat)
    }
  }

  /// `rawLight(_:)` and `lighting(_:)` with one hostile component of the normal (0, −0.6,
  /// 0.8): a NaN or infinite component has no direction and gives 0.35 (and 0.35 / flat for
  /// `lighting`); finite ones, huge and subnormal included, give the light of the direction,
  /// checked against the same normal scaled to the unit range by hand.
  @Test(arguments: HostileDouble.allCases, Component.allCases)
  func hostileNormal(input: HostileDouble, component: Component) {
    var normal = SIMD3(0.0, -0.6, 0.8)
    switch component {
    case .x: normal.x = input.value
    case .y: normal.y = input.value
    case .z: normal.z = input.value
    }
    let raw = CardCurl.rawLight(normal)
    let relative = CardCurl.lighting(normal)
    #expect(raw >= 0.35 && raw <= 1.45)
    #expect(Self.close(relative, raw / CardCurl.rawLight([0, 0, 1])))
    if input.isNonFinite {
      #expect(raw == 0.35)
      return
    }
    // The direction by hand: a huge component dominates, a subnormal one vanishes.
    var direction = normal
    if abs(input.value) > 1e300 {
      direction = SIMD3(repeating: 0)
      switch component {
      case .x: direction.x = input.value.sign == .minus ? -1 : 1
      case .y: direction.y = input.value.sign == .minus ? -1 : 1
      case .z: direction.z = input.value.sign == .minus ? -1 : 1
      }
    }
    #expect(Self.close(raw, CardCurl.rawLight(direction), 1e-9), "\(normal)")
  }
}
