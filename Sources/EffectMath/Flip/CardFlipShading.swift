// The flip's shading: a darkening and a moving glint, both functions of the angle alone.

/// The shading of a flipping card: brightness and a moving glint from the angle alone.
///
/// With θ in degrees (normalised as in ``CardFlip/normalizedDegrees(_:)``) and x the
/// horizontal unit coordinate in the shaded face's own space (0 left, 1 right):
///
/// ```
/// brightness(θ)   = −D · (1 − |cos θ|)                    in [−D, 0], for SwiftUI .brightness
/// strength(θ)     =  P · |sin θ|                          in [0, P]
/// s(θ)            = (θn mod 180) / 180                    in [0, 1): progress of this half turn
/// center(θ)       = −w + (1 + 2w) · s(θ)                  left of the card → right of it
/// glint(θ, x)     = strength(θ) · b((x − center(θ)) / w)  b(z) = (1 − z²)² for |z| < 1, else 0
/// ```
///
/// Face-on (0, 180) there is no darkening and no glint; edge-on (90, 270) the card is
/// darkest (−D) and the glint strongest (P), with the band in the middle. Both faces get the
/// same shading at the same angle, so nothing jumps when the opacities swap at 90: the band's
/// centre is continuous there. It jumps only at multiples of 180, from just right of the
/// card to just left of it, where the strength is 0.
///
/// Continuity, as Lipschitz bounds per degree (used by the tests, true for every x):
///
/// ```
/// |brightness(θ₁) − brightness(θ₂)| ≤ D · π/180 · |θ₁ − θ₂|
/// |glint(θ₁, x) − glint(θ₂, x)|     ≤ P · (π/180 + (8 / (3√3)) · (1 + 2w) / (180 · w)) · |θ₁ − θ₂|
/// ```
///
/// (`8 / (3√3)` is the largest |b′|; across a multiple of 180 the glint is 0 on both sides.)
///
/// Seed fact: the table article's `CardFlipShading` works out brightness and a moving glint
/// from the angle alone each frame. The formulas and the defaults D = 0.35, P = 0.4,
/// w = 0.18 are this library's design, not the seed's.
public struct CardFlipShading: Sendable, Hashable {
  /// The default largest darkening, D = 0.35 (SwiftUI `.brightness(-0.35)` edge-on).
  public static let defaultMaxDarkening = 0.35
  /// The default glint peak, P = 0.4 (added light, e.g. white at that opacity).
  public static let defaultGlintPeak = 0.4
  /// The default glint half-width, w = 0.18 of the card's width.
  public static let defaultGlintHalfWidth = 0.18
  /// The narrowest glint half-width accepted; narrower bands would make the Lipschitz bound
  /// (and the frame-to-frame jump) grow without limit.
  public static let minimumGlintHalfWidth = 0.05

  /// D, as stored: clamped to [0, 1]; NaN gives the default 0.35.
  public let maxDarkening: Double
  /// P, as stored: clamped to [0, 1]; NaN gives the default 0.4.
  public let glintPeak: Double
  /// w, as stored: clamped to [0.05, 1]; NaN gives the default 0.18.
  public let glintHalfWidth: Double

  /// Shading with darkening D, glint peak P and glint half-width w, cleaned as documented on
  /// each stored property.
  public init(
    maxDarkening: Double = CardFlipShading.defaultMaxDarkening,
    glintPeak: Double = CardFlipShading.defaultGlintPeak,
    glintHalfWidth: Double = CardFlipShading.defaultGlintHalfWidth
  ) {
    self.maxDarkening = Self.clean(maxDarkening, 0, 1, default: Self.defaultMaxDarkening)
    self.glintPeak = Self.clean(glintPeak, 0, 1, default: Self.defaultGlintPeak)
    self.glintHalfWidth = Self.clean(
      glintHalfWidth, Self.minimumGlintHalfWidth, 1, default: Self.defaultGlintHalfWidth)
  }

  private static func clean(
    _ value: Double, _ lower: Double, _ upper: Double, default fallback: Double
  ) -> Double {
    value.isNaN ? fallback : min(max(value, lower), upper)
  }

  // MARK: - Brightness

  /// `−D · (1 − |cos θ|)`: 0 face-on, −D edge-on. NaN or ±∞ degrees read as 0 (gives 0).
  public func brightness(degrees: Double) -> Double {
    let radians = CardFlip.visibleFaceDegrees(degrees) * (Double.pi / 180)
    return -maxDarkening * (1 - abs(Elementary.cos(radians)))
  }

  /// The brightness's Lipschitz constant per degree: `D · π / 180`.
  public var brightnessLipschitzPerDegree: Double {
    maxDarkening * Double.pi / 180
  }

  // MARK: - Glint

  /// `P · |sin θ|`: 0 face-on, P edge-on. NaN or ±∞ degrees read as 0 (gives 0).
  public func glintStrength(degrees: Double) -> Double {
    let radians = CardFlip.visibleFaceDegrees(degrees) * (Double.pi / 180)
    return glintPeak * abs(Elementary.sin(radians))
  }

  /// The band's centre as a unit x: `−w + (1 + 2w) · (θn mod 180) / 180`, from just left of
  /// the card at 0 and 180 to the middle at 90 and 270, approaching just right of it before
  /// the next multiple of 180. NaN or ±∞ degrees read as 0 (gives −w).
  public func glintCenter(degrees: Double) -> Double {
    let halfTurn = CardFlip.normalizedDegrees(degrees).truncatingRemainder(dividingBy: 180) / 180
    return -glintHalfWidth + (1 + 2 * glintHalfWidth) * halfTurn
  }

  /// The glint's added light at unit x on the shaded face:
  /// `strength(θ) · b((x − center(θ)) / w)` with `b(z) = (1 − z²)²` inside the band.
  ///
  /// In [0, P]. A NaN or infinite x gives 0; NaN or ±∞ degrees read as 0 (gives 0).
  public func glint(degrees: Double, x: Double) -> Double {
    guard x.isFinite else { return 0 }
    let z = (x - glintCenter(degrees: degrees)) / glintHalfWidth
    guard abs(z) < 1 else { return 0 }
    let inside = 1 - z * z
    return glintStrength(degrees: degrees) * inside * inside
  }

  /// The glint's Lipschitz constant per degree, for every x:
  /// `P · (π/180 + (8 / (3√3)) · (1 + 2w) / (180 · w))`.
  public var glintLipschitzPerDegree: Double {
    let bumpSlope = 8 / (3 * 3.0.squareRoot())
    let centerSpeed = (1 + 2 * glintHalfWidth) / 180
    return glintPeak * (Double.pi / 180 + bumpSlope * centerSpeed / glintHalfWidth)
  }
}
