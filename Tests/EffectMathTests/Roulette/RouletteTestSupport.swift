import EffectMath
import Foundation

/// A seeded splitmix64 stream for the Roulette property tests.
///
/// The seed is `EFFECTPROOF_ROULETTE_SEED` (decimal or 0x-hex) when set, otherwise a fixed
/// default; the seed and the replay line are printed when the stream is made.
struct RouletteRandom {
  /// The seed used when `EFFECTPROOF_ROULETTE_SEED` is not set.
  static let defaultSeed: UInt64 = 0x5EED_2026_0000_0002

  let seed: UInt64
  private var state: UInt64

  init(test: String) {
    let environment = ProcessInfo.processInfo.environment["EFFECTPROOF_ROULETTE_SEED"]
    let parsed = environment.flatMap { text in
      text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }
    seed = parsed ?? Self.defaultSeed
    state = seed
    print(
      "[roulette] \(test): seed 0x\(String(seed, radix: 16)) "
        + "(replay: EFFECTPROOF_ROULETTE_SEED=0x\(String(seed, radix: 16)) swift test "
        + "--filter \(test))")
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform Double in [lower, upper).
  mutating func uniform(_ lower: Double, _ upper: Double) -> Double {
    lower + (upper - lower) * Double(next() >> 11) * 0x1p-53
  }
}

/// The seed's wheel: 300 points across, pocket ring radius 132 pt (0.44 of the diameter).
enum SeedWheel {
  static let diameter = 300.0
  static let pocketRadius = 132.0
  /// The three starting angles every landing is tried from.
  static let startAngles: [Double] = [0, 137.5, -1234.25]

  /// Every landing of the seed: all pockets × 3 wheel types × 3 starting angles (342).
  static var landings: [(pocket: RoulettePocket, currentAngle: Double)] {
    RouletteWheelType.allCases.flatMap { wheel in
      wheel.pockets.flatMap { pocket in startAngles.map { (pocket, $0) } }
    }
  }
}
