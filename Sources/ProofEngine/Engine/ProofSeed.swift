/// The seed of a proof run: every generated case follows from the seed and the case's index
/// alone, so the same seed replays the whole run on any machine, in any shard, with any number
/// of jobs.
///
/// Printed as 16 hex digits (`0x00000000C0FFEE01`); parsed from hex (`0x…`) or decimal.
public struct ProofSeed: Hashable, Sendable, Codable, CustomStringConvertible,
  ExpressibleByIntegerLiteral
{
  /// The seed's bits.
  public var value: UInt64

  /// The seed used when none is given: runs are reproducible by default.
  public static let standard = ProofSeed(0x5EED_CA5E_F00D_0001)

  /// Creates a seed.
  public init(_ value: UInt64) {
    self.value = value
  }

  /// Creates a seed from an integer literal.
  public init(integerLiteral value: UInt64) {
    self.value = value
  }

  /// Parses `0x`-prefixed hex (underscores allowed between digits) or decimal, with spaces
  /// and tabs around it; `nil` for anything else: an empty string, a sign (`+5`, `-0`,
  /// `0x-1`), other characters, or a value over 64 bits.
  public init?(parsing text: String) {
    let trimmed = text.trimmingCharacters(in: " \t")
    if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") {
      let digits = trimmed.dropFirst(2).filter { $0 != "_" }
      guard digits.allSatisfy(\.isHexDigit), let value = UInt64(digits, radix: 16) else {
        return nil
      }
      self.value = value
    } else {
      guard trimmed.allSatisfy({ $0.isASCII && $0.isNumber }), let value = UInt64(trimmed)
      else { return nil }
      self.value = value
    }
  }

  /// A seed from the system's random source, for runs that should explore.
  public static func random() -> ProofSeed {
    var generator = SystemRandomNumberGenerator()
    return ProofSeed(generator.next())
  }

  /// `0x` and 16 upper-case hex digits.
  public var description: String {
    let hex = String(value, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// The 64-bit seed of case `index` of the proof `id`: a SplitMix64 finalisation of the run's
  /// seed, the id's FNV-1a hash and the index, so cases and proofs draw independent streams.
  public func caseSeed(proof id: String, index: Int) -> UInt64 {
    caseSeed(proofHash: Self.hash(id), index: index)
  }

  /// ``caseSeed(proof:index:)`` with the id's hash computed once per run.
  func caseSeed(proofHash: UInt64, index: Int) -> UInt64 {
    Self.mix(value ^ Self.mix(proofHash &+ UInt64(truncatingIfNeeded: index)))
  }

  /// FNV-1a of the id's UTF-8 bytes.
  static func hash(_ id: String) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in id.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    return hash
  }

  /// SplitMix64's finaliser: a bijective 64-bit mix.
  package static func mix(_ input: UInt64) -> UInt64 {
    var z = input &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: String) -> String {
    var slice = Substring(self)
    while let first = slice.first, set.contains(first) { slice.removeFirst() }
    while let last = slice.last, set.contains(last) { slice.removeLast() }
    return String(slice)
  }
}
