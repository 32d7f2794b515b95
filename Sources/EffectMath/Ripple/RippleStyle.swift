/// The dolly ripple's style: a damped wave that spreads from the winning cell when the dolly
/// lands (article 002, "Halo on Fire — The Dolly Ripple").
///
/// A pixel at distance `r` from the origin starts moving when the wave reaches it, `r / speed`
/// seconds after the start:
///
/// ```
/// speed′       = max(speed, 1)                       (the shader's floor)
/// localTime    = max(0, t − r / speed′)
/// displacement = amplitude · sin(frequency · localTime) · exp(−decay · localTime)
/// sample       = pixel + displacement · (pixel − origin) / r      (r > 0.001, else pixel)
/// crest        = displacement / amplitude             (0 when amplitude is 0)
/// shading      = 0.18 · crest                         (added to rgb, times alpha)
/// ```
///
/// Seed facts: six points of amplitude at 650 points a second, gone within two seconds; a slow
/// diagnostic version at 120 points a second with low decay; `maxSampleOffset` is the amplitude
/// in both axes; the shading multiplier is 0.18 (Apple's sample uses 0.3). The article does not
/// give the dolly's frequency and decay; this type picks 30 rad/s and 5 /s (see ``dolly``).
///
/// Bad input never traps: a speed below 1, zero, negative or NaN is floored to 1 as the
/// shader's `max(speed, 1.0)` does; a negative or NaN decay counts as 0 (so the displacement
/// never exceeds the amplitude); a NaN or −∞ elapsed time is "not started" (displacement 0),
/// and a non-finite local time, amplitude or frequency gives displacement 0.
public struct RippleStyle: Hashable, Sendable {
  /// The largest displacement in points (the article's dolly: 6).
  public var amplitude: Double
  /// How fast the wave front spreads, in points per second (the dolly: 650); floored at 1.
  public var speed: Double
  /// The oscillation's angular frequency in radians per second of local time.
  public var frequency: Double
  /// The exponential decay rate per second of local time; negative or NaN counts as 0.
  public var decay: Double
  /// How long the effect runs, in seconds (the dolly: 2, "gone in two seconds").
  public var duration: Double

  /// A style with the given numbers, stored as given; the math applies the documented floors.
  public init(amplitude: Double, speed: Double, frequency: Double, decay: Double, duration: Double)
  {
    self.amplitude = amplitude
    self.speed = speed
    self.frequency = frequency
    self.decay = decay
    self.duration = duration
  }

  // MARK: - Presets

  /// The shipping dolly ripple: 6 pt at 650 pt/s, 2 s, frequency 30 rad/s, decay 5 /s.
  ///
  /// Frequency and decay are this package's choice (the article gives neither). With decay
  /// 5 /s, a pixel 900 pt away has been moving for 2 − 900/650 = 0.615 s when the effect
  /// stops, so its envelope is 6 · e^(−5 · 0.615) = 0.28 pt, under half a point. Frequency
  /// 30 rad/s (a ring every 2π · 650/30 ≈ 136 pt) keeps the first crest at
  /// 6 · sin(atan(6)) · e^(−atan(6)/6) ≈ 4.68 pt, so the promise of 6 pt is 1.28 × the truth.
  public static let dolly = RippleStyle(
    amplitude: 6, speed: 650, frequency: 30, decay: 5, duration: 2)

  /// The slow diagnostic ripple used to check where the origin is: 120 pt/s and low decay
  /// (1 /s), so the rings linger; 6 pt, frequency 10 rad/s, 12 s. Not what ships.
  public static let diagnostic = RippleStyle(
    amplitude: 6, speed: 120, frequency: 10, decay: 1, duration: 12)

  /// The crest shading multiplier, 0.18 (the article lowered Apple's 0.3).
  public static let crestShadingFactor = 0.18

  /// The shader's guard on the direction: below this distance (0.001 pt) there is none.
  public static let originRadius = 0.001

  // MARK: - Time

  /// `max(speed, 1)`; NaN gives 1, +∞ stays +∞ (the wave is everywhere at once).
  public var effectiveSpeed: Double { speed >= 1 ? speed : 1 }

  /// `max(decay, 0)`; NaN gives 0.
  public var effectiveDecay: Double { decay > 0 ? decay : 0 }

  /// Whether the effect is on at `elapsed` seconds: `0 ≤ elapsed < duration`. NaN, negative
  /// times and times at or past the duration are off; a duration ≤ 0 or NaN is never on.
  public func isRunning(elapsed: Double) -> Bool {
    elapsed >= 0 && elapsed < duration
  }

  /// How long the wave has been at `distance` at `elapsed`: `max(0, t − r / speed′)`.
  ///
  /// NaN elapsed or distance gives 0 (the shader's `max` returns the non-NaN operand), and so
  /// does a NaN difference (∞ − ∞: infinite elapsed and distance, or an infinite distance at
  /// infinite speed); +∞ elapsed gives +∞. A negative distance (a shader distance never is) is
  /// used as given: the wave reached it before the start, and −∞ gives +∞.
  public func localTime(distance: Double, elapsed: Double) -> Double {
    let since = elapsed - distance / effectiveSpeed
    return since > 0 ? since : 0
  }
}
