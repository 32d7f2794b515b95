import Testing

/// The hostile `Double`s every bad-input table feeds to every parameter: NaN (quiet and
/// signalling), ±infinity, ±0, ±subnormals, an ordinary negative, and huge values of both signs.
///
/// Each table pairs every case with the documented result for that parameter, so a table test
/// says what the type promises, not merely that it did not trap.
enum HostileDouble: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case nan
  case signalingNaN
  case plusInfinity
  case minusInfinity
  case plusZero
  case minusZero
  case plusSubnormal
  case minusSubnormal
  case negative
  case hugePositive
  case hugeNegative

  /// The value itself.
  var value: Double {
    switch self {
    case .nan: return .nan
    case .signalingNaN: return .signalingNaN
    case .plusInfinity: return .infinity
    case .minusInfinity: return -.infinity
    case .plusZero: return 0
    case .minusZero: return -0.0
    case .plusSubnormal: return .leastNonzeroMagnitude
    case .minusSubnormal: return -.leastNonzeroMagnitude
    case .negative: return -1
    case .hugePositive: return .greatestFiniteMagnitude
    case .hugeNegative: return -.greatestFiniteMagnitude
    }
  }

  /// True for the two NaNs.
  var isNaN: Bool { value.isNaN }

  /// True for NaN and ±infinity.
  var isNonFinite: Bool { !value.isFinite }

  var testDescription: String { rawValue }
}

/// The hostile `Int`s for integer parameters (counts, indices, pocket numbers).
enum HostileInt: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case zero
  case minusOne
  case min
  case max

  /// The value itself.
  var value: Int {
    switch self {
    case .zero: return 0
    case .minusOne: return -1
    case .min: return .min
    case .max: return .max
    }
  }

  var testDescription: String { rawValue }
}
