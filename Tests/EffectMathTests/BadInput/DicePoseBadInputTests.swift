// DicePose (speed, blur switch and streak) over every hostile Double in every numeric field,
// SIMD components included, against its documented results.

import EffectMath
import EffectProofTestSupport
import Foundation
import Testing

@Suite("badInput.DicePose")
struct DicePoseBadInputTests {
  /// Which field of the pose carries the hostile value.
  enum Field: String, CaseIterable, Sendable {
    case offsetX, offsetY, degrees, velocityX, velocityY, shutter
  }

  static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool {
    a == b || abs(a - b) <= tolerance * max(1, abs(a), abs(b))
  }

  /// The pose (velocity (300, −400), 30°, 1/60 s) with one hostile field. The initialiser
  /// stores every value as given. `speed` is |velocity| (NaN for NaN, +∞ for ±∞, exact for
  /// huge and subnormal components); the blur runs for a finite, non-zero velocity; the
  /// streak is finite: zero for a non-finite velocity or shutter or an overflowing product,
  /// unrotated for a non-finite angle, and otherwise velocity · shutter turned back by the
  /// angle (turning it forward again gives velocity · shutter, checked with Foundation).
  @Test(arguments: HostileDouble.allCases, Field.allCases)
  func hostileField(input: HostileDouble, field: Field) {
    let x = input.value
    let velocity = SIMD2(field == .velocityX ? x : 300, field == .velocityY ? x : -400)
    let degrees = field == .degrees ? x : 30
    let shutter = field == .shutter ? x : 1.0 / 60
    let offset = SIMD2(field == .offsetX ? x : 5, field == .offsetY ? x : -7)
    let pose = DicePose(offset: offset, degrees: degrees, velocity: velocity, shutter: shutter)
    #expect(pose.offset.x.bitPattern == offset.x.bitPattern)
    #expect(pose.offset.y.bitPattern == offset.y.bitPattern)
    #expect(
      pose.degrees.bitPattern == degrees.bitPattern && pose.shutter.bitPattern == shutter.bitPattern
    )

    let length = hypot(velocity.x, velocity.y)
    if length.isNaN {
      #expect(pose.speed.isNaN)
    } else {
      #expect(Self.close(pose.speed, length))
    }
    let velocityFinite = velocity.x.isFinite && velocity.y.isFinite
    #expect(pose.isBlurEnabled == (velocityFinite && length > 0))

    let streak = pose.streak()
    #expect(streak.x.isFinite && streak.y.isFinite)
    let exposed = velocity * shutter
    guard exposed.x.isFinite && exposed.y.isFinite else {
      #expect(streak == .zero)
      return
    }
    let radians = degrees.isFinite ? Foundation.remainder(degrees, 360) * Double.pi / 180 : 0
    let turned = SIMD2(
      Foundation.cos(radians) * streak.x - Foundation.sin(radians) * streak.y,
      Foundation.sin(radians) * streak.x + Foundation.cos(radians) * streak.y)
    #expect(
      hypot(turned.x - exposed.x, turned.y - exposed.y)
        <= 1e-12 * max(1, hypot(exposed.x, exposed.y)), "\(streak)")
  }

  /// `rest`: no offset, no rotation, no velocity, no blur, a zero streak.
  @Test func restIsStill() {
    #expect(
      DicePose.rest.speed == 0 && !DicePose.rest.isBlurEnabled && DicePose.rest.streak() == .zero)
  }
}
