/// A splitmix64 generator: the same stream for the same seed on every platform and toolchain,
/// so bootstrap intervals are reproducible.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator starting from `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform index in `0..<count` (multiply-high, no toolchain-dependent algorithm).
  public mutating func index(below count: Int) -> Int {
    Int(next().multipliedFullWidth(by: UInt64(count)).high)
  }
}
