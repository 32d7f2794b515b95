import Foundation
import ShaderCertify

extension PromiseFormula {
  /// Every value the formula takes when each variable's components range over `values`
  /// (interval arithmetic, rounded outward): nil for a name not in `values`, a division by an
  /// interval holding 0, or a function of an interval where it is not defined (`sqrt` below 0).
  /// `sin` and `cos` are bounded by [−1, 1].
  func range(_ values: [String: [RealInterval]]) -> RealInterval? {
    switch self {
    case .number(let value): return RealInterval(value, value)
    case .variable(let name, let component):
      guard let components = values[name] else { return nil }
      let index = component ?? 0
      return index < components.count ? components[index] : nil
    case .negate(let inner): return inner.range(values)?.negated()
    case .binary(let op, let a, let b):
      guard let x = a.range(values), let y = b.range(values) else { return nil }
      switch op {
      case "+": return x.adding(y)
      case "-": return x.subtracting(y)
      case "*": return x.multiplying(y)
      default: return y.reciprocal().flatMap { x.multiplying($0) }
      }
    case .call(let name, let arguments):
      var list: [RealInterval] = []
      for argument in arguments {
        guard let value = argument.range(values) else { return nil }
        list.append(value)
      }
      guard let first = list.first else { return nil }
      switch name {
      case "abs":
        return first.contains(0)
          ? RealInterval(0, first.magnitude)
          : RealInterval(min(abs(first.lower), abs(first.upper)), first.magnitude)
      case "min":
        return RealInterval(
          list.map(\.lower).reduce(.infinity, min), list.map(\.upper).reduce(.infinity, min))
      case "max":
        return RealInterval(
          list.map(\.lower).reduce(-.infinity, max), list.map(\.upper).reduce(-.infinity, max))
      case "sqrt":
        guard first.lower >= 0 else { return nil }
        return RealInterval(sqrt(first.lower).nextDown, sqrt(first.upper).nextUp)
      case "floor": return RealInterval(first.lower.rounded(.down), first.upper.rounded(.down))
      case "ceil": return RealInterval(first.lower.rounded(.up), first.upper.rounded(.up))
      case "sin", "cos": return RealInterval(-1, 1)
      default: return nil
      }
    }
  }
}

extension PromiseFormula {
  /// The formula as a relation to a box's inputs (``InputRelation``), when it is built of
  /// numbers, variables, `-`, `+`, `−`, and `×` or `÷` by a part that does not depend on the
  /// inputs; nil otherwise (the caller keeps its ``range(_:)``). `values` gives each variable's
  /// components as a range and, for a component that is a box dimension, its relation (to the
  /// float the shader receives: within half an ulp of the `Double` the formula reads, which
  /// the relation is widened by). Each operation is widened by 10⁻⁹ pt for the formula's own
  /// `Double` rounding.
  func relation(_ values: [String: [(range: RealInterval, relation: InputRelation?)]])
    -> InputRelation?
  {
    let rounding = 1e-9
    switch self {
    case .number(let value): return .constant(RealInterval(exactly: value))
    case .variable(let name, let component):
      guard let components = values[name] else { return nil }
      let index = component ?? 0
      guard index < components.count else { return nil }
      let (range, relation) = components[index]
      guard let relation else { return .constant(range) }
      let halfUlp = MetalFloatFormat.float.spacing(at: range.magnitude) / 2
      return relation.plus(.constant(RealInterval(exactly: 0)), error: halfUlp)
    case .negate(let inner): return inner.relation(values)?.negated()
    case .binary(let op, let a, let b):
      guard let x = a.relation(values), let y = b.relation(values) else { return nil }
      switch op {
      case "+": return x.plus(y, error: rounding)
      case "-": return x.plus(y.negated(), error: rounding)
      case "*":
        if y.terms.isEmpty { return x.times(y.constant, error: rounding) }
        if x.terms.isEmpty { return y.times(x.constant, error: rounding) }
        return nil
      default:
        guard y.terms.isEmpty, let reciprocal = y.constant.reciprocal() else { return nil }
        return x.times(reciprocal, error: rounding)
      }
    case .call: return nil
    }
  }
}
