import Testing

/// The hostile floating-point values every bad-input table feeds to every numeric parameter
/// (a local copy of the idea behind EffectMathTests' `HostileDouble`; this target cannot
/// depend on the shared test support): NaN (quiet and signalling), ±infinity, ±0,
/// ±subnormals, an ordinary negative, and the largest magnitudes of both signs.
enum HostileValue: String, CaseIterable, Sendable, CustomTestStringConvertible {
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

  /// The value as a `Double`.
  var double: Double {
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
  var float: Float {
    switch self {
    case .plusSubnormal: return .leastNonzeroMagnitude
    case .minusSubnormal: return -.leastNonzeroMagnitude
    case .hugePositive: return .greatestFiniteMagnitude
    case .hugeNegative: return -.greatestFiniteMagnitude
    default: return Float(double)
    }
  }

  /// True for the two NaNs.
  var isNaN: Bool { double.isNaN }

  /// True for NaN and ±infinity.
  var isNonFinite: Bool { !double.isFinite }

  var testDescription: String { rawValue }
}

/// The hostile `Int`s for sizes, counts, indices and job counts.
enum HostileInteger: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case zero
  case minusOne
  case min
  case max
  /// 2³¹: a side whose square (2⁶²) fits `Int` but is far too many pixels to allocate.
  case twoToThe31

  /// The value itself.
  var value: Int {
    switch self {
    case .zero: return 0
    case .minusOne: return -1
    case .min: return .min
    case .max: return .max
    case .twoToThe31: return 1 << 31
    }
  }

  var testDescription: String { rawValue }
}
