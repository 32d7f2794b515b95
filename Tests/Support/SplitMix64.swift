import Foundation

/// SplitMix64, the seeded generator of the EffectMath and certificate property tests: small and fully
/// specified, so a printed seed replays a run on any machine.
public struct SplitMix64: RandomNumberGenerator {
  /// The seed the stream started from.
  public let seed: UInt64
  /// The generator's state.
  public private(set) var state: UInt64

  /// A stream starting from `seed`.
  public init(seed: UInt64) {
    self.seed = seed
    state = seed
  }

  /// A stream for the property test `test`: the seed is the environment variable `variable`
  /// (decimal or 0x-hex) when set, else `fallback`, and is printed with the line that replays
  /// the run.
  public init(test: String, variable: String, fallback: UInt64, label: String) {
    let parsed = ProcessInfo.processInfo.environment[variable].flatMap { text in
      text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }
    let seed = parsed ?? fallback
    let hex = "0x" + String(seed, radix: 16)
    print(
      "[\(label)] \(test): seed \(hex) (replay: \(variable)=\(hex) swift test --filter \(test))")
    self.init(seed: seed)
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform Double in [lower, upper).
  public mutating func uniform(_ lower: Double, _ upper: Double) -> Double {
    lower + (upper - lower) * Double(next() >> 11) * 0x1p-53
  }
}
