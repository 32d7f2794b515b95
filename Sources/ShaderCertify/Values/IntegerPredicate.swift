/// An LLVM `icmp` predicate: equality, or an order read as signed (`s…`) or unsigned (`u…`).
public enum IntegerPredicate: String, Sendable, Hashable, CaseIterable {
  /// Equal.
  case eq
  /// Not equal.
  case ne
  /// Signed less.
  case slt
  /// Signed less or equal.
  case sle
  /// Signed greater.
  case sgt
  /// Signed greater or equal.
  case sge
  /// Unsigned less.
  case ult
  /// Unsigned less or equal.
  case ule
  /// Unsigned greater.
  case ugt
  /// Unsigned greater or equal.
  case uge

  /// Whether the order reads the bits as unsigned.
  public var isUnsigned: Bool { [.ult, .ule, .ugt, .uge].contains(self) }

  /// The predicate true exactly when this one is false.
  public var inverse: IntegerPredicate {
    switch self {
    case .eq: .ne
    case .ne: .eq
    case .slt: .sge
    case .sle: .sgt
    case .sgt: .sle
    case .sge: .slt
    case .ult: .uge
    case .ule: .ugt
    case .ugt: .ule
    case .uge: .ult
    }
  }

  /// The comparison of two values of `width` bits, given as signed.
  public func holds(_ x: Int64, _ y: Int64, width: Int) -> Bool {
    let mask: UInt64 = width >= 64 ? .max : (UInt64(1) << width) - 1
    let (ux, uy) = (UInt64(bitPattern: x) & mask, UInt64(bitPattern: y) & mask)
    switch self {
    case .eq: return x == y
    case .ne: return x != y
    case .slt: return x < y
    case .sle: return x <= y
    case .sgt: return x > y
    case .sge: return x >= y
    case .ult: return ux < uy
    case .ule: return ux <= uy
    case .ugt: return ux > uy
    case .uge: return ux >= uy
    }
  }
}
