/// What an enclosure rests on beyond the Metal Shading Language specification's precision
/// tables, where the specification gives no number. A certificate that used one names it.
public enum PrecisionAssumption: String, Sendable, Hashable, CaseIterable, Comparable {
  /// Fast `sin` and `cos` of an argument outside [−π, π]: Table 8.2 bounds the error there only
  /// as "larger otherwise"; 2⁻¹³ absolute is assumed, as inside.
  case fastSineOutsidePi

  /// One sentence for the report.
  public var statement: String {
    switch self {
    case .fastSineOutsidePi:
      "fast sin and cos outside [-pi, pi] are assumed within 2^-13 of the exact value, as inside (MSL Table 8.2 gives no bound there)"
    }
  }

  /// In declaration order.
  public static func < (lhs: PrecisionAssumption, rhs: PrecisionAssumption) -> Bool {
    (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
  }
}
