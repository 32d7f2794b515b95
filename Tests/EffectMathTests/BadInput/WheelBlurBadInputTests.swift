// WheelBlur (angle, threshold, promise, pass-through, sample count and sample positions) over
// every hostile Double in every numeric parameter and every hostile Int in `maxSamples`,
// against its documented results.

import EffectMath
import EffectProofTestSupport
import Foundation
import Testing

@Suite("badInput.WheelBlur")
struct WheelBlurBadInputTests {
  /// The parameters of `angle(degreesPerSecond:outerRadius:shutter:)`.
  enum AngleParameter: String, CaseIterable, Sendable {
    case degreesPerSecond, outerRadius, shutter
  }

  /// The parameters of `passesThrough` (and `samples`' Double parameters).
  enum RingParameter: String, CaseIterable, Sendable {
    case radius, innerRadius, outerRadius, angle
  }

  /// The Double parameters of `samples(pixel:center:angle:innerRadius:outerRadius:…)`.
  enum SampleParameter: String, CaseIterable, Sendable {
    case pixelX, pixelY, centerX, centerY, angle, innerRadius, outerRadius, sampleSpacing
  }

  static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool {
    a == b || abs(a - b) <= tolerance * max(1, abs(a), abs(b))
  }

  /// `angle`: 300 °/s on the 132 pt ring at 1/60 s is 300·π/180/60 ≈ 0.087 rad. NaN speed,
  /// a bad radius or shutter give 0 (off); ±∞ and huge speeds and a huge shutter give the
  /// 0.35 cap; speeds and shutters too small for a 0.5 pt rim arc (±0, subnormals, −1 °/s)
  /// and a subnormal radius give 0; a huge radius keeps the angle.
  @Test(arguments: HostileDouble.allCases, AngleParameter.allCases)
  func angle(input: HostileDouble, parameter: AngleParameter) {
    let x = input.value
    let got = WheelBlur.angle(
      degreesPerSecond: parameter == .degreesPerSecond ? x : 300,
      outerRadius: parameter == .outerRadius ? x : 132,
      shutter: parameter == .shutter ? x : WheelBlur.shutter)
    let base = 300 * Double.pi / 180 / 60
    let want: Double
    switch (parameter, input) {
    case (.degreesPerSecond, .plusInfinity), (.degreesPerSecond, .minusInfinity),
      (.degreesPerSecond, .hugePositive), (.degreesPerSecond, .hugeNegative),
      (.shutter, .hugePositive):
      want = WheelBlur.maxAngle
    case (.outerRadius, .hugePositive):
      want = base
    default:
      want = 0
    }
    #expect(Self.close(got, want), "\(got)")
  }

  /// `offThresholdDegreesPerSecond`: 0.5 / 132 · 60 · 180/π ≈ 13.02 °/s. Bad radius or
  /// shutter, and subnormal ones (the quotient overflows), give +∞; huge ones give a finite
  /// positive (or, for the shutter, tiny) threshold.
  @Test(arguments: HostileDouble.allCases, [true, false])
  func offThreshold(input: HostileDouble, inRadius: Bool) {
    let got = WheelBlur.offThresholdDegreesPerSecond(
      outerRadius: inRadius ? input.value : 132, shutter: inRadius ? WheelBlur.shutter : input.value
    )
    switch input {
    case .hugePositive:
      #expect(got.isFinite && got >= 0 && got < 1e-300)
    default:
      #expect(got == .infinity)
    }
    #expect(Self.close(WheelBlur.offThresholdDegreesPerSecond(outerRadius: 132), 13.02, 1e-3))
  }

  /// `maxSampleOffset(outerRadius:maxAngle:)`: 24 pt for 132 pt and 0.35 rad. Bad radius or
  /// angle give zero; subnormal ones round to at most 1 pt; a huge angle counts as 2π (the
  /// diameter, 264 pt); a huge radius gives the finite chord 2R·sin(0.0875) (it used to
  /// overflow to +∞ at 2R), and at 2π the chord 2R itself is beyond Double: capped at
  /// `greatestFiniteMagnitude`.
  @Test(arguments: HostileDouble.allCases, [true, false])
  func promise(input: HostileDouble, inRadius: Bool) {
    let x = input.value
    let got = WheelBlur.maxSampleOffset(
      outerRadius: inRadius ? x : 132, maxAngle: inRadius ? WheelBlur.maxAngle : x)
    #expect(got.x == got.y && got.x.isFinite && got.x >= 0)
    switch (input, inRadius) {
    case (.hugePositive, true):
      #expect(Self.close(got.x, 2 * Foundation.sin(0.0875) * x, 1e-12))
      let full = WheelBlur.maxSampleOffset(outerRadius: x, maxAngle: 2 * Double.pi)
      #expect(full.x == .greatestFiniteMagnitude)
    case (.hugePositive, false):
      #expect(got.x == 264)
    case (.plusSubnormal, _):
      #expect(got.x <= 1)
    default:
      #expect(got == .zero)
    }
  }

  /// `passesThrough` for a pixel at 100 pt in the ring 30 … 132 with angle 0.1 (blurred):
  /// NaN anywhere and a +∞ angle pass through; so does every radius outside the ring, every
  /// inner radius above 100, every outer radius below 100 and every angle ≤ 0.
  @Test(arguments: HostileDouble.allCases, RingParameter.allCases)
  func passesThrough(input: HostileDouble, parameter: RingParameter) {
    let x = input.value
    let got = WheelBlur.passesThrough(
      radius: parameter == .radius ? x : 100, innerRadius: parameter == .innerRadius ? x : 30,
      outerRadius: parameter == .outerRadius ? x : 132, angle: parameter == .angle ? x : 0.1)
    let want: Bool
    switch parameter {
    case .radius: want = true
    case .innerRadius: want = x.isNaN || x > 100
    case .outerRadius: want = x.isNaN || x < 100
    case .angle: want = !(x.isFinite && x > 0)
    }
    #expect(got == want)
  }

  /// `sampleCount` at radius 100 and angle 0.1 (ceil(10 / 1.5) = 7): NaN products give 2, +∞
  /// and huge ones the cap 24, −∞, negative, zero and subnormal ones 2; a NaN, zero, negative
  /// or subnormal spacing counts as 0.25 (40 → 24), a huge or +∞ one gives 2.
  @Test(arguments: HostileDouble.allCases, ["radius", "angle", "sampleSpacing"])
  func sampleCount(input: HostileDouble, parameter: String) {
    let x = input.value
    let got = WheelBlur.sampleCount(
      radius: parameter == "radius" ? x : 100, angle: parameter == "angle" ? x : 0.1,
      sampleSpacing: parameter == "sampleSpacing" ? x : 1.5)
    let want: Int
    if parameter == "sampleSpacing" {
      want = x.isNaN || x <= 0.25 ? 24 : 2
    } else {
      want = x == .infinity || x == .greatestFiniteMagnitude ? 24 : 2
    }
    #expect(got == want)
  }

  /// `sampleCount(maxSamples:)`: 0, −1 and `Int.min` count as 2; `Int.max` leaves 7 samples
  /// alone but caps a huge arc at `sampleLimit`, 4096, as the kernel port does.
  @Test(arguments: HostileInt.allCases)
  func sampleCountCap(maxSamples: HostileInt) {
    let n = maxSamples.value
    let ordinary = WheelBlur.sampleCount(radius: 100, angle: 0.1, maxSamples: n)
    let huge = WheelBlur.sampleCount(radius: 100, angle: .greatestFiniteMagnitude, maxSamples: n)
    #expect(ordinary == (maxSamples == .max ? 7 : 2))
    #expect(huge == (maxSamples == .max ? WheelBlur.sampleLimit : 2))
    #expect(WheelBlur.sampleLimit == 4096)
  }

  /// `samples`: for a pixel 50 pt right of the centre in the ring 30 … 132 at angle 0.1. The
  /// documented rule decides pass-through (`[pixel]`: a non-finite pixel or centre, a distance
  /// beyond Double, NaN anywhere, a +∞ angle, outside the ring, angle ≤ 0); otherwise there are
  /// `sampleCount` finite positions, all at the pixel's distance from the centre.
  @Test(arguments: HostileDouble.allCases, SampleParameter.allCases)
  func samples(input: HostileDouble, parameter: SampleParameter) {
    let x = input.value
    let pixel = SIMD2(parameter == .pixelX ? x : 150, parameter == .pixelY ? x : 100)
    let center = SIMD2(parameter == .centerX ? x : 100, parameter == .centerY ? x : 100)
    let angle = parameter == .angle ? x : 0.1
    let inner = parameter == .innerRadius ? x : 30
    let outer = parameter == .outerRadius ? x : 132
    let spacing = parameter == .sampleSpacing ? x : 1.5
    let got = WheelBlur.samples(
      pixel: pixel, center: center, angle: angle, innerRadius: inner, outerRadius: outer,
      sampleSpacing: spacing)
    let distance = hypot(pixel.x - center.x, pixel.y - center.y)
    let passes =
      !distance.isFinite || inner.isNaN || outer.isNaN || !angle.isFinite || angle <= 0
      || distance < inner || distance > outer
    if passes {
      // Bit for bit, so that a NaN pixel counts as itself.
      let same =
        got.count == 1 && got[0].x.bitPattern == pixel.x.bitPattern
        && got[0].y.bitPattern == pixel.y.bitPattern
      #expect(same, "\(got)")
      return
    }
    #expect(
      got.count
        == WheelBlur.sampleCount(radius: distance, angle: angle, sampleSpacing: spacing))
    for position in got {
      #expect(position.x.isFinite && position.y.isFinite)
      #expect(Self.close(hypot(position.x - center.x, position.y - center.y), distance, 1e-9))
    }
  }

  /// `samples(maxSamples:)` with a huge arc: `Int.max` once asked `reserveCapacity(Int.max)`
  /// and trapped; now at most `sampleLimit` positions, and 2 for the non-positive caps.
  @Test(arguments: HostileInt.allCases)
  func samplesCap(maxSamples: HostileInt) {
    let got = WheelBlur.samples(
      pixel: [150, 100], center: [100, 100], angle: .greatestFiniteMagnitude, innerRadius: 30,
      outerRadius: 132, maxSamples: maxSamples.value)
    #expect(got.count == (maxSamples == .max ? WheelBlur.sampleLimit : 2))
    #expect(got.allSatisfy { $0.x.isFinite && $0.y.isFinite })
  }
}
