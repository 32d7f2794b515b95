import EffectMath
import EffectProofTestSupport
import Foundation

extension SplitMix64 {
  /// A stream for a Roulette property test; the seed is `EFFECTPROOF_ROULETTE_SEED` when set.
  static func roulette(_ test: String) -> SplitMix64 {
    SplitMix64(
      test: test, variable: "EFFECTPROOF_ROULETTE_SEED", fallback: 0x5EED_2026_0000_0002,
      label: "roulette")
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
