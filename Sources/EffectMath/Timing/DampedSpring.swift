// A damped harmonic oscillator with the parameters and conversions of SwiftUI's Spring.

/// A mass on a damped spring, with the parameters and conversions of SwiftUI's `Spring`
/// (named differently so both modules can be imported in one file).
///
/// The motion x(t) of the mass toward `target` obeys
///
/// ```
/// m·x″ + c·x′ + k·(x − target) = 0          m = mass, k = stiffness, c = damping
/// ω₀ = √(k / m)                              natural angular frequency
/// ζ  = c / (2√(k·m))                         damping ratio (1 = critical)
/// response = 2π / ω₀ = 2π·√(m / k)           period of the undamped oscillation
/// ```
///
/// The duration/bounce and response/dampingRatio forms use mass 1, as SwiftUI does:
///
/// ```
/// stiffness = (2π / response)²      damping = 4π · dampingRatio / response
/// duration  = response
/// dampingRatio = 1 − bounce          for bounce ≥ 0
/// dampingRatio = 1 / (1 + bounce)    for bounce < 0
/// bounce = 1 − ζ  (ζ ≤ 1),   1/ζ − 1  (ζ > 1)
/// ```
///
/// Seed springs: the holographic card eases its tilt with `DampedSpring(duration: 0.5,
/// bounce: 0.3)`, the tilt card with `(duration: 0.4, bounce: 0.3)`, and the product card
/// springs back with `(response: 0.4, dampingRatio: 0.7)` — the same spring as the tilt card.
///
/// Bad input never traps. Every initializer brings its arguments into these ranges, which
/// keep every property and every motion finite:
///
/// | parameter | NaN | too small | too large |
/// |---|---|---|---|
/// | duration, response | 0.5 s (SwiftUI's default duration) | ``minimumResponse`` (0, negatives, −∞) | ``maximumResponse`` (+∞) |
/// | bounce | 0 | ≤ −1: ratio ``maximumDampingRatio`` | > 1: 1 (undamped) |
/// | dampingRatio | 1 | < 0: 0 (undamped) | ``maximumDampingRatio`` |
/// | mass | 1 | ≤ 0: 1 | clamped to [1e-6, 1e6] |
/// | stiffness | that of response 0.5 s | response clamped to the range above | same |
/// | damping | critical (ratio 1) | < 0: 0 | ratio capped at 1, or at ``maximumDampingRatio`` with `allowOverDamping` |
///
/// An undamped spring (ratio 0) oscillates forever; its settling duration is +∞.
public struct DampedSpring: Hashable, Sendable {
  /// The moving mass m (1 for springs made from a duration or a response).
  public let mass: Double
  /// The spring constant k: the restoring force per unit of distance from the target.
  public let stiffness: Double
  /// The damping coefficient c: the opposing force per unit of velocity.
  public let damping: Double
  /// ω₀ = √(k/m), derived from the three stored values.
  let naturalFrequency: Double
  /// ζ = c / (2√(km)), derived from the three stored values.
  let ratio: Double

  // MARK: - Ranges

  /// The shortest response (and duration) a spring can have, in seconds: 1 µs, effectively
  /// instant. Zero, negative and −∞ responses become this.
  public static let minimumResponse = 1e-6

  /// The longest response (and duration) a spring can have, in seconds: 10⁶ s. +∞ becomes
  /// this.
  public static let maximumResponse = 1e6

  /// The largest damping ratio: 10⁶, reached by bounce ≤ −1 + 10⁻⁶ (bounce −1 would need an
  /// infinite ratio).
  public static let maximumDampingRatio = 1e6

  /// The smallest and largest mass, in the units of ``mass``.
  static let massRange = 1e-6...1e6

  // MARK: - Initializers

  /// The spring with the given perceptual duration and bounce, like SwiftUI's
  /// `Spring(duration:bounce:)`.
  ///
  /// ```
  /// response = duration,   dampingRatio = 1 − bounce (bounce ≥ 0),  1 / (1 + bounce) (bounce < 0)
  /// ```
  ///
  /// bounce 0 is critically damped, 0 < bounce < 1 overshoots (underdamped), bounce < 0 is
  /// overdamped. Bad input (see the type's table): NaN duration → 0.5, duration ≤ 0 →
  /// ``minimumResponse``; NaN bounce → 0, bounce > 1 → 1 (undamped), bounce ≤ −1 → ratio
  /// ``maximumDampingRatio``.
  public init(duration: Double = 0.5, bounce: Double = 0) {
    let bounce = bounce.isNaN ? 0 : min(bounce, 1)
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + max(bounce, -1))
    self.init(response: duration, dampingRatio: ratio)
  }

  /// The spring with the given response and damping ratio, like SwiftUI's
  /// `Spring(response:dampingRatio:)`.
  ///
  /// ```
  /// mass = 1,   stiffness = (2π / response)²,   damping = 4π · dampingRatio / response
  /// ```
  ///
  /// Bad input: NaN response → 0.5, response outside [``minimumResponse``,
  /// ``maximumResponse``] → clamped; NaN ratio → 1, ratio < 0 → 0, ratio above
  /// ``maximumDampingRatio`` → clamped. Ratios above 1 (overdamped) are kept.
  public init(response: Double, dampingRatio: Double) {
    let response = Self.clampResponse(response)
    let ratio = Self.clampRatio(dampingRatio, maximum: Self.maximumDampingRatio)
    let omega = 2 * Double.pi / response
    self.init(validMass: 1, stiffness: omega * omega, damping: 2 * ratio * omega)
  }

  /// The spring with the given physical constants, like SwiftUI's
  /// `Spring(mass:stiffness:damping:allowOverDamping:)`.
  ///
  /// With `allowOverDamping` false (the default, as in SwiftUI) a damping above critical is
  /// lowered to critical, `c ≤ 2√(k·m)`: the spring is then critically damped rather than
  /// overdamped. With true the damping is kept (up to ratio ``maximumDampingRatio``).
  ///
  /// Bad input: NaN, zero or negative mass → 1, otherwise mass clamped to [10⁻⁶, 10⁶]; NaN
  /// stiffness → the stiffness of response 0.5 s, otherwise stiffness clamped so the
  /// response 2π√(m/k) lies in [``minimumResponse``, ``maximumResponse``] (stiffness ≤ 0
  /// gives the longest response); NaN damping → critical, negative damping → 0.
  public init(
    mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false
  ) {
    let mass =
      mass.isNaN || mass <= 0
      ? 1 : min(max(mass, Self.massRange.lowerBound), Self.massRange.upperBound)
    var validStiffness = stiffness
    let response =
      stiffness.isNaN
      ? 0.5 : stiffness > 0 ? 2 * Double.pi * (mass / stiffness).squareRoot() : .infinity
    if stiffness.isNaN || Self.clampResponse(response) != response {
      let omega = 2 * Double.pi / Self.clampResponse(response)
      validStiffness = mass * omega * omega
    }
    let critical = 2 * (validStiffness * mass).squareRoot()
    let maximum = allowOverDamping ? Self.maximumDampingRatio : 1
    let validDamping =
      damping.isNaN ? critical : damping <= 0 ? 0 : min(damping, maximum * critical)
    self.init(validMass: mass, stiffness: validStiffness, damping: validDamping)
  }

  /// Stores already valid constants and derives ω₀ and ζ from them.
  private init(validMass mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    naturalFrequency = (stiffness / mass).squareRoot()
    ratio = damping / (2 * (stiffness * mass).squareRoot())
  }

  /// NaN → 0.5, otherwise clamped to [minimumResponse, maximumResponse].
  private static func clampResponse(_ response: Double) -> Double {
    response.isNaN ? 0.5 : min(max(response, minimumResponse), maximumResponse)
  }

  /// NaN → 1, otherwise clamped to [0, maximum].
  private static func clampRatio(_ ratio: Double, maximum: Double) -> Double {
    ratio.isNaN ? 1 : min(max(ratio, 0), maximum)
  }

  // MARK: - Derived parameters

  /// The response 2π·√(m/k) in seconds: the period the spring would oscillate with if it had
  /// no damping.
  public var response: Double { 2 * Double.pi / naturalFrequency }

  /// The damping ratio ζ = c / (2√(k·m)): 0 undamped, below 1 overshoots, 1 critical, above
  /// 1 overdamped.
  public var dampingRatio: Double { ratio }

  /// The perceptual duration in seconds, which SwiftUI defines as the response.
  public var duration: Double { response }

  /// The bounce: `1 − ζ` for ζ ≤ 1 (0 critical, up to 1 undamped), `1/ζ − 1` for ζ > 1
  /// (negative, overdamped, above −1).
  public var bounce: Double { ratio <= 1 ? 1 - ratio : 1 / ratio - 1 }
}
