import Testing

/// The hostile `Int`s for sizes, counts, indices and job counts: the shared `HostileInt` cases
/// plus 2³¹, a side whose square fits `Int` but is far too many pixels to allocate. (The
/// hostile Doubles and Floats are the shared `HostileDouble`, in EffectProofTestSupport.)
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
