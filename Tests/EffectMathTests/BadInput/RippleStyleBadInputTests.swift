// RippleStyle over every hostile Double in every numeric parameter, against its documented
// results.

import EffectMath
import EffectProofTestSupport
import Testing

@Suite("badInput.RippleStyle")
struct RippleStyleBadInputTests {
  /// The five stored numbers.
  enum Field: String, CaseIterable, Sendable { case amplitude, speed, frequency, decay, duration }

  /// The dolly with one field replaced.
  static func dolly(_ field: Field, _ value: Double) -> RippleStyle {
    var style = RippleStyle.dolly
    switch field {
    case .amplitude: style.amplitude = value
    case .speed: style.speed = value
    case .frequency: style.frequency = value
    case .decay: style.decay = value
    case .duration: style.duration = value
    }
    return style
  }

  static func numbers(_ style: RippleStyle) -> [Double] {
    [style.amplitude, style.speed, style.frequency, style.decay, style.duration]
  }

  /// The initialiser stores every number as given; `effectiveSpeed` is `max(speed, 1)` (NaN → 1,
  /// +∞ stays) and `effectiveDecay` `max(decay, 0)` (NaN → 0); `maxSampleOffset` is `|amplitude|`
  /// (0 when not finite).
  @Test(arguments: Field.allCases, HostileDouble.allCases)
  func storedAndDerived(field: Field, input: HostileDouble) {
    var given = Self.numbers(.dolly)
    let index = Field.allCases.firstIndex(of: field) ?? 0
    given[index] = input.value
    let style = RippleStyle(
      amplitude: given[0], speed: given[1], frequency: given[2], decay: given[3],
      duration: given[4])
    for (got, value) in zip(Self.numbers(style), given) {
      #expect(value.isNaN ? got.isNaN : (got == value && got.sign == value.sign))
    }
    let value = input.value
    switch field {
    case .speed:
      switch input {
      case .plusInfinity, .hugePositive: #expect(style.effectiveSpeed == value)
      default: #expect(style.effectiveSpeed == 1)  // NaN, −∞, ±0, ±subnormal, −1, −huge
      }
    case .decay:
      switch input {
      case .plusInfinity, .hugePositive, .plusSubnormal: #expect(style.effectiveDecay == value)
      default: #expect(style.effectiveDecay == 0)  // NaN, −∞, ±0, −subnormal, −1, −huge
      }
    case .amplitude:
      let bound = input.isNonFinite ? 0 : abs(value)
      #expect(style.maxSampleOffset == SIMD2(bound, bound))
    default:
      #expect(style.effectiveSpeed == 650 && style.effectiveDecay == 5)
    }
  }

  /// `isRunning(elapsed:)`: `0 ≤ elapsed < duration`; NaN is never on. First the elapsed time
  /// (duration 2), then the duration (elapsed 1).
  @Test(arguments: HostileDouble.allCases)
  func running(input: HostileDouble) {
    let value = input.value
    let startsNow = [HostileDouble.plusZero, .minusZero, .plusSubnormal].contains(input)
    #expect(RippleStyle.dolly.isRunning(elapsed: value) == startsNow)
    let endless = input == .plusInfinity || input == .hugePositive
    #expect(Self.dolly(.duration, value).isRunning(elapsed: 1) == endless)
  }

  /// `localTime(distance:elapsed:)` at 650 pt/s: `max(0, t − r / 650)`, NaN (from a NaN input or
  /// ∞ − ∞) giving 0; a negative distance is used as given. First the distance (t = 1), then
  /// the elapsed time (r = 325, arrival 0.5 s).
  @Test(arguments: HostileDouble.allCases)
  func localTime(input: HostileDouble) {
    let style = RippleStyle.dolly
    let value = input.value
    let atDistance = style.localTime(distance: value, elapsed: 1)
    let atTime = style.localTime(distance: 325, elapsed: value)
    let huge = Double.greatestFiniteMagnitude
    switch input {
    case .nan, .signalingNaN:
      #expect(atDistance == 0 && atTime == 0)
    case .plusInfinity:
      #expect(atDistance == 0 && atTime == .infinity)
    case .minusInfinity:
      #expect(atDistance == .infinity && atTime == 0)
    case .plusZero, .minusZero, .plusSubnormal, .minusSubnormal:
      #expect(atDistance == 1 && atTime == 0)
    case .negative:
      #expect(atDistance == 1 + 1.0 / 650 && atTime == 0)
    case .hugePositive:
      #expect(atDistance == 0 && atTime == huge)
    case .hugeNegative:
      #expect(atDistance == 1 + huge / 650 && atTime == 0)
    }
    #expect(atDistance >= 0 && atTime >= 0)
    #expect(style.localTime(distance: .infinity, elapsed: .infinity) == 0)
    #expect(Self.dolly(.speed, .infinity).localTime(distance: .infinity, elapsed: 1) == 0)
  }

  /// Every number of `displacement(distance:elapsed:)`: the style's five fields and the two
  /// arguments.
  enum Slot: String, CaseIterable, Sendable {
    case amplitude, speed, frequency, decay, duration, distance, elapsed
  }

  /// `displacement`, `crest` and `crestShading` at r = 100 pt, t = 0.3 s with one number
  /// replaced: always finite, |d| ≤ |amplitude|, crest in [−1, 1], shading in [−0.18, 0.18];
  /// exactly 0 for a non-finite amplitude or frequency, a non-finite local time, a wave that has
  /// not arrived, and any product that overflows.
  @Test(arguments: Slot.allCases, HostileDouble.allCases)
  func displacement(slot: Slot, input: HostileDouble) {
    var style = RippleStyle.dolly
    var distance = 100.0
    var elapsed = 0.3
    switch slot {
    case .amplitude: style.amplitude = input.value
    case .speed: style.speed = input.value
    case .frequency: style.frequency = input.value
    case .decay: style.decay = input.value
    case .duration: style.duration = input.value
    case .distance: distance = input.value
    case .elapsed: elapsed = input.value
    }
    let d = style.displacement(distance: distance, elapsed: elapsed)
    let crest = style.crest(distance: distance, elapsed: elapsed)
    let shading = style.crestShading(distance: distance, elapsed: elapsed)
    #expect(d.isFinite && crest.isFinite && shading.isFinite)
    #expect(abs(crest) <= 1 && abs(shading) <= 0.18)
    if style.amplitude.isFinite {
      #expect(abs(d) <= abs(style.amplitude))
    }
    let tau = style.localTime(distance: distance, elapsed: elapsed)
    let zero =
      !style.amplitude.isFinite || !style.frequency.isFinite || !tau.isFinite || tau == 0
      || !(style.frequency * tau).isFinite
    if zero {
      #expect(d == 0 && crest == 0)
    }
    if style.amplitude == 0 || !style.amplitude.isFinite {
      #expect(crest == 0 && shading == 0)
    }
    // The duration does not enter the displacement.
    if slot == .duration {
      #expect(d == RippleStyle.dolly.displacement(distance: distance, elapsed: elapsed))
    }
  }

  /// The four numbers of `samplePosition(pixel:origin:elapsed:)`'s points.
  enum PointSlot: String, CaseIterable, Sendable { case pixelX, pixelY, originX, originY }

  /// `samplePosition`: a non-finite pixel or origin, or a pixel within 0.001 pt of the origin,
  /// samples the pixel itself; otherwise a finite point at most |amplitude| from the pixel.
  @Test(arguments: PointSlot.allCases, HostileDouble.allCases)
  func samplePosition(slot: PointSlot, input: HostileDouble) {
    var pixel = SIMD2(160.0, 120.0)
    var origin = SIMD2(100.0, 40.0)
    switch slot {
    case .pixelX: pixel.x = input.value
    case .pixelY: pixel.y = input.value
    case .originX: origin.x = input.value
    case .originY: origin.y = input.value
    }
    for amplitude in [6.0, .greatestFiniteMagnitude] {
      var style = RippleStyle.dolly
      style.amplitude = amplitude
      let sample = style.samplePosition(pixel: pixel, origin: origin, elapsed: 0.3)
      if input.isNonFinite {
        let same = zip([sample.x, sample.y], [pixel.x, pixel.y]).allSatisfy {
          $1.isNaN ? $0.isNaN : $0 == $1
        }
        #expect(same)
        continue
      }
      #expect(sample.x.isFinite && sample.y.isFinite)
      let offset = sample - pixel
      #expect(abs(offset.x) <= amplitude && abs(offset.y) <= amplitude)
    }
  }

  /// `samplePosition`'s elapsed time, for a pixel the wave reaches at 0.154 s: NaN, ±∞, times
  /// before the wave (−1, ±0, ±subnormal) and a phase that overflows (the huge times) all
  /// sample the pixel itself.
  @Test(arguments: HostileDouble.allCases)
  func samplePositionElapsed(input: HostileDouble) {
    let pixel = SIMD2(160.0, 120.0)
    let sample = RippleStyle.dolly.samplePosition(
      pixel: pixel, origin: [100, 40], elapsed: input.value)
    #expect(sample == pixel)
  }

  /// `peakDisplacement` with one field of the dolly replaced: finite, in [0, |amplitude|]; 0 for
  /// a non-finite amplitude or frequency, frequency 0, an infinite decay, and a subnormal
  /// frequency (the first crest's phase rounds to 0); |amplitude| when the decay counts as 0.
  @Test(arguments: Field.allCases, HostileDouble.allCases)
  func peak(field: Field, input: HostileDouble) {
    let style = Self.dolly(field, input.value)
    let peak = style.peakDisplacement
    #expect(peak.isFinite && peak >= 0)
    if style.amplitude.isFinite {
      #expect(peak <= abs(style.amplitude))
    }
    switch (field, input) {
    case (.amplitude, _) where input.isNonFinite: #expect(peak == 0)
    case (.frequency, _) where input.isNonFinite || abs(input.value) <= .leastNonzeroMagnitude:
      #expect(peak == 0)
    case (.decay, .plusInfinity): #expect(peak == 0)
    case (.decay, _) where !(input.value > 0): #expect(peak == 6)
    case (.amplitude, _) where abs(input.value) >= 1e-300:
      // The dolly's 4.683 pt scales with |amplitude|.
      #expect(abs(peak - abs(input.value) / 6 * 4.683) <= abs(input.value) * 1e-3)
    case (.amplitude, _):  // ±0 gives 0, ±subnormal at most itself
      #expect(peak <= abs(input.value))
    default: #expect(peak > 0)
    }
  }
}
