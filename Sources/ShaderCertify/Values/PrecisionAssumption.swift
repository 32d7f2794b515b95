/// What an enclosure rests on beyond the Metal Shading Language specification's precision
/// tables, where the specification gives no number. A certificate that used one names it.
public enum PrecisionAssumption: String, Sendable, Hashable, CaseIterable, Comparable {
  /// Fast `sin` and `cos` of an argument outside [−π, π]: Table 8.2 bounds the error there only
  /// as "larger otherwise"; 2⁻¹³ absolute is assumed, as inside.
  case fastSineOutsidePi
  /// Fast `asin` of a value of magnitude below 2⁻¹²⁵: Table 8.2 gives its 5 ulp only from
  /// 2⁻¹²⁵ up; the same 5 ulp is assumed below.
  case fastArcSineNearZero

  /// One sentence for the report.
  public var statement: String {
    switch self {
    case .fastSineOutsidePi:
      "fast sin and cos outside [-pi, pi] are assumed within 2^-13 of the exact value, as inside (MSL Table 8.2 gives no bound there)"
    case .fastArcSineNearZero:
      "fast asin below 2^-125 in magnitude is assumed within 5 ulp, as above it (MSL Table 8.2 gives no bound there)"
    }
  }

  /// In declaration order.
  public static func < (lhs: PrecisionAssumption, rhs: PrecisionAssumption) -> Bool {
    (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
  }
}
