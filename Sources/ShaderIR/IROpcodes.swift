/// A two-operand arithmetic or bitwise instruction's opcode (`fadd`, `add`, `shl`, …).
public enum IRBinaryOpcode: String, Hashable, Sendable, CaseIterable {
  /// Floating-point arithmetic.
  case fadd, fsub, fmul, fdiv, frem
  /// Integer arithmetic.
  case add, sub, mul, udiv, sdiv, urem, srem
  /// Shifts and bitwise operations.
  case shl, lshr, ashr, and, or, xor
}

/// A conversion's opcode (`bitcast`, `fptrunc`, `sitofp`, …).
public enum IRCastOpcode: String, Hashable, Sendable, CaseIterable {
  /// Integer width changes.
  case trunc, zext, sext
  /// Floating-point width changes.
  case fptrunc, fpext
  /// Between floating point and integers.
  case fptoui, fptosi, uitofp, sitofp
  /// Between pointers, integers and other types of the same size.
  case ptrtoint, inttoptr, bitcast, addrspacecast
}

/// An `fcmp` predicate: ordered (`o…`: false when either side is NaN) or unordered (`u…`: true
/// when either is NaN), and `ord`, `uno`, `true`, `false`.
public enum IRFloatPredicate: String, Hashable, Sendable, CaseIterable {
  /// Always false.
  case alwaysFalse = "false"
  /// Ordered comparisons.
  case oeq, ogt, oge, olt, ole, one, ord
  /// Unordered comparisons.
  case ueq, ugt, uge, ult, ule, une, uno
  /// Always true.
  case alwaysTrue = "true"
}

/// An `icmp` predicate: equality, unsigned (`u…`) or signed (`s…`) order.
public enum IRIntegerPredicate: String, Hashable, Sendable, CaseIterable {
  /// Equality.
  case eq, ne
  /// Unsigned order.
  case ugt, uge, ult, ule
  /// Signed order.
  case sgt, sge, slt, sle
}
