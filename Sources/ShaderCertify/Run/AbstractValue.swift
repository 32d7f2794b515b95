/// What one SSA value of the IR may be over a box: a float or half set, an integer set, a
/// truth value (with the comparison that made it, for narrowing), or lanes (a vector, or a
/// `double` that carries a `float2` or `half4` across the ABI, read as its lanes).
public indirect enum AbstractValue: Sendable, Hashable, CustomStringConvertible {
  /// A `float` or `half`.
  case float(AbstractFloat)
  /// An `iN` (N ≥ 2).
  case integer(AbstractInt)
  /// An `i1`, and the condition it stands for when it came from a comparison.
  case truth(AbstractBool, AbstractCondition?)
  /// A vector's lanes, or the lanes a bitcast `double` carries.
  case lanes([AbstractValue])
  /// A pointer the run only passes on (the layer a sample reads), by what it points to.
  case pointer(String)

  /// Each float lane tightened to its relation (``AbstractFloat/tightened(_:)``).
  func tightened(_ deltas: [Int: RealInterval]) -> AbstractValue {
    switch self {
    case .float(let set) where set.relation != nil: .float(set.tightened(deltas))
    case .lanes(let lanes): .lanes(lanes.map { $0.tightened(deltas) })
    default: self
    }
  }

  /// The smallest value holding both (lane by lane); nil when their shapes differ.
  public func union(_ other: AbstractValue) -> AbstractValue? {
    switch (self, other) {
    case (.float(let a), .float(let b)) where a.format == b.format: return .float(a.union(b))
    case (.integer(let a), .integer(let b)) where a.width == b.width: return .integer(a.union(b))
    case (.truth(let a, _), .truth(let b, _)):
      return .truth(
        AbstractBool(
          mayBeTrue: a.mayBeTrue || b.mayBeTrue, mayBeFalse: a.mayBeFalse || b.mayBeFalse),
        nil)
    case (.pointer(let a), .pointer(let b)) where a == b: return self
    case (.lanes(let a), .lanes(let b)) where a.count == b.count:
      var joined: [AbstractValue] = []
      for (x, y) in zip(a, b) {
        guard let lane = x.union(y) else { return nil }
        joined.append(lane)
      }
      return .lanes(joined)
    default: return nil
    }
  }

  /// The float set, when it is one.
  public var floatSet: AbstractFloat? {
    if case .float(let set) = self { return set }
    return nil
  }

  /// The lanes, when it has them.
  public var laneValues: [AbstractValue]? {
    if case .lanes(let lanes) = self { return lanes }
    return nil
  }

  /// The value, for messages.
  public var description: String {
    switch self {
    case .float(let set): set.description
    case .integer(let set): set.description
    case .truth(let set, _): set.description
    case .lanes(let lanes): "<" + lanes.map(\.description).joined(separator: ", ") + ">"
    case .pointer(let base): "ptr to \(base)"
    }
  }
}

/// The comparison an `i1` stands for, kept so that a branch or a select on it narrows the
/// compared values on each side: a compare of two operands (by SSA name when they are
/// values of the function), or a conjunction or disjunction of such.
public indirect enum AbstractCondition: Sendable, Hashable {
  /// `fcmp predicate left, right`: the operands' SSA names (nil for a constant) and values.
  case floatCompare(FloatPredicate, left: String?, AbstractFloat, right: String?, AbstractFloat)
  /// `icmp predicate left, right`.
  case integerCompare(
    IntegerPredicate, left: String?, AbstractInt, right: String?, AbstractInt)
  /// `and`: both hold.
  case both(AbstractCondition, AbstractCondition)
  /// `or`: either holds.
  case either(AbstractCondition, AbstractCondition)
  /// `xor … true`: the condition's opposite.
  case not(AbstractCondition)

  /// The values the named operands may have where the condition has `outcome`; a name with
  /// no narrowing is absent. Nil when the outcome is impossible.
  public func facts(_ outcome: Bool) -> [String: AbstractValue] {
    switch self {
    case .floatCompare(let predicate, let left, let a, let right, let b):
      var facts: [String: AbstractValue] = [:]
      if let left { facts[left] = .float(a.constrained(by: predicate, b, outcome: outcome)) }
      if let right {
        facts[right] = .float(b.constrained(by: predicate.swapped, a, outcome: outcome))
      }
      return facts
    case .integerCompare(let predicate, let left, let a, let right, let b):
      var facts: [String: AbstractValue] = [:]
      if let left { facts[left] = .integer(a.constrained(by: predicate, b, outcome: outcome)) }
      if let right {
        facts[right] = .integer(b.constrained(by: predicate.swapped, a, outcome: outcome))
      }
      return facts
    case .not(let condition): return condition.facts(!outcome)
    case .both(let x, let y):
      return outcome
        ? Self.meet(x.facts(true), y.facts(true)) : Self.join(x.facts(false), y.facts(false))
    case .either(let x, let y):
      return outcome
        ? Self.join(x.facts(true), y.facts(true)) : Self.meet(x.facts(false), y.facts(false))
    }
  }

  /// Both sets of facts hold: a name in both gets the narrower (its second fact narrowed the
  /// first's value already when they name one value; here the intersection).
  static func meet(_ a: [String: AbstractValue], _ b: [String: AbstractValue]) -> [String:
    AbstractValue]
  {
    a.merging(b) { x, y in
      switch (x, y) {
      case (.float(let p), .float(let q)): .float(p.intersection(q))
      default: x
      }
    }
  }

  /// Either set of facts holds: only a name narrowed in both keeps a fact, their union.
  static func join(_ a: [String: AbstractValue], _ b: [String: AbstractValue]) -> [String:
    AbstractValue]
  {
    var joined: [String: AbstractValue] = [:]
    for (name, x) in a {
      if let y = b[name], let union = x.union(y) { joined[name] = union }
    }
    return joined
  }
}

extension FloatPredicate {
  /// The predicate with its operands exchanged: `x < y` is `y > x`.
  public var swapped: FloatPredicate {
    switch self {
    case .ogt: .olt
    case .oge: .ole
    case .olt: .ogt
    case .ole: .oge
    case .ugt: .ult
    case .uge: .ule
    case .ult: .ugt
    case .ule: .uge
    default: self
    }
  }
}

extension IntegerPredicate {
  /// The predicate with its operands exchanged.
  public var swapped: IntegerPredicate {
    switch self {
    case .slt: .sgt
    case .sle: .sge
    case .sgt: .slt
    case .sge: .sle
    case .ult: .ugt
    case .ule: .uge
    case .ugt: .ult
    case .uge: .ule
    default: self
    }
  }
}
