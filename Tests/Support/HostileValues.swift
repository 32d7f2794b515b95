import Testing

/// The hostile `Double`s a bad-input table feeds to every numeric parameter: NaN (quiet and
/// signalling), ±infinity, ±0, ±subnormals, an ordinary negative, and the largest magnitudes
/// of both signs. Shared by the test targets that depend on `EffectProofTestSupport`.
///
/// Each table pairs every case with the documented result for that parameter, so a table says
/// what the type promises, not merely that it did not trap.
public enum HostileDouble: String, CaseIterable, Sendable, CustomTestStringConvertible {
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
  public var value: Double {
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

  /// The value as a `Float`: the same class of value in single precision (the subnormals and
  /// huge values are `Float`'s own, not `Double`'s rounded).
  public var float: Float {
    switch self {
    case .plusSubnormal: return .leastNonzeroMagnitude
    case .minusSubnormal: return -.leastNonzeroMagnitude
    case .hugePositive: return .greatestFiniteMagnitude
    case .hugeNegative: return -.greatestFiniteMagnitude
    default: return Float(value)
    }
  }

  /// True for the two NaNs.
  public var isNaN: Bool { value.isNaN }

  /// True for NaN and ±infinity.
  public var isNonFinite: Bool { !value.isFinite }

  /// The case name, as test reports show the argument.
  public var testDescription: String { rawValue }
}

/// The hostile `Int`s for counts, sizes, indices and job counts.
public enum HostileInt: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case zero
  case minusOne
  case min
  case max

  /// The value itself.
  public var value: Int {
    switch self {
    case .zero: return 0
    case .minusOne: return -1
    case .min: return .min
    case .max: return .max
    }
  }

  /// The case name, as test reports show the argument.
  public var testDescription: String { rawValue }
}
