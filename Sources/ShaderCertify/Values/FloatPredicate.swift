/// An LLVM `fcmp` predicate: an ordering relation, and whether NaN makes the comparison false
/// (ordered, `o…`) or true (unordered, `u…`).
public enum FloatPredicate: String, Sendable, Hashable, CaseIterable {
  /// Always false.
  case alwaysFalse = "false"
  /// Ordered and equal.
  case oeq
  /// Ordered and greater.
  case ogt
  /// Ordered and greater or equal.
  case oge
  /// Ordered and less.
  case olt
  /// Ordered and less or equal.
  case ole
  /// Ordered and not equal.
  case one
  /// Neither is NaN.
  case ord
  /// Unordered or equal.
  case ueq
  /// Unordered or greater.
  case ugt
  /// Unordered or greater or equal.
  case uge
  /// Unordered or less.
  case ult
  /// Unordered or less or equal.
  case ule
  /// Unordered or not equal.
  case une
  /// Either is NaN.
  case uno
  /// Always true.
  case alwaysTrue = "true"

  /// The relation between two numbers (NaN aside).
  public enum Relation: Sendable, Hashable {
    /// `x = y`.
    case equal
    /// `x ≠ y`.
    case notEqual
    /// `x < y`.
    case less
    /// `x ≤ y`.
    case lessOrEqual
    /// `x > y`.
    case greater
    /// `x ≥ y`.
    case greaterOrEqual
    /// Any two numbers.
    case any
    /// No two numbers.
    case none

    /// Whether `x` and `y` (not NaN) are so related.
    public func holds(_ x: Double, _ y: Double) -> Bool {
      switch self {
      case .equal: x == y
      case .notEqual: x != y
      case .less: x < y
      case .lessOrEqual: x <= y
      case .greater: x > y
      case .greaterOrEqual: x >= y
      case .any: true
      case .none: false
      }
    }
  }

  /// The relation the predicate tests between numbers.
  public var relation: Relation {
    switch self {
    case .alwaysFalse, .uno: .none
    case .oeq, .ueq: .equal
    case .ogt, .ugt: .greater
    case .oge, .uge: .greaterOrEqual
    case .olt, .ult: .less
    case .ole, .ule: .lessOrEqual
    case .one, .une: .notEqual
    case .ord, .alwaysTrue: .any
    }
  }

  /// What the comparison gives when either operand is NaN.
  public var whenUnordered: Bool {
    switch self {
    case .alwaysTrue, .ueq, .ugt, .uge, .ult, .ule, .une, .uno: true
    default: false
    }
  }

  /// The predicate that is true exactly when this one is false (the false edge of a branch).
  public var inverse: FloatPredicate {
    switch self {
    case .alwaysFalse: .alwaysTrue
    case .oeq: .une
    case .ogt: .ule
    case .oge: .ult
    case .olt: .uge
    case .ole: .ugt
    case .one: .ueq
    case .ord: .uno
    case .ueq: .one
    case .ugt: .ole
    case .uge: .olt
    case .ult: .oge
    case .ule: .ogt
    case .une: .oeq
    case .uno: .ord
    case .alwaysTrue: .alwaysFalse
    }
  }

  /// The comparison of two concrete values, as IEEE and LLVM define it.
  public func holds(_ x: Double, _ y: Double) -> Bool {
    x.isNaN || y.isNaN ? whenUnordered : relation.holds(x, y)
  }
}
