import ShaderIR

extension AbstractRun {
  /// The value of one instruction that is not a phi or a terminator; nil for one with no
  /// result (a `store` is not modelled: it stops the run).
  func evaluate(
    _ instruction: IRInstruction, _ values: Environment, _ outcome: inout AbstractRunOutcome
  ) throws(Stop) -> AbstractValue? {
    let result: AbstractValue
    switch instruction.operation {
    case .binary(let opcode, let left, let right):
      let a = try operand(left.value, left.type, values, instruction)
      let b = try operand(right, left.type, values, instruction)
      if opcode == .fmul, left.value == right, case .local = right {
        // One value times itself: a square, never below 0.
        result = try Self.laneWise(a, instruction) { lane throws(Stop) in
          guard case .float(let set) = lane else {
            throw Stop(reason: "fmul of \(lane)", instruction: instruction)
          }
          return .float(set.squared(mode: mode))
        }
      } else {
        result = try binary(opcode, a, b, instruction)
      }
    case .floatNegate(let operandValue):
      let a = try operand(operandValue.value, operandValue.type, values, instruction)
      result = try Self.laneWise(a, instruction) { value throws(Stop) in
        guard case .float(let set) = value else {
          throw Stop(reason: "fneg of \(value)", instruction: instruction)
        }
        return .float(set.negated())
      }
    case .floatCompare(let predicate, let left, let right):
      guard let compare = FloatPredicate(rawValue: predicate.rawValue) else {
        throw Stop(reason: "fcmp \(predicate)", instruction: instruction)
      }
      let a = try operand(left.value, left.type, values, instruction)
      let b = try operand(right, left.type, values, instruction)
      if case .float(let p) = a, case .float(let q) = b {
        result = .truth(
          p.compared(compare, q),
          .floatCompare(compare, left: Self.name(left.value), p, right: Self.name(right), q))
      } else {
        // Lane by lane; a lane's truth keeps no condition (no SSA name narrows a lane).
        result = try Self.laneWise(a, b, instruction) { x, y throws(Stop) in
          guard case .float(let p) = x, case .float(let q) = y else {
            throw Stop(reason: "fcmp on \(x) and \(y)", instruction: instruction)
          }
          return .truth(p.compared(compare, q), nil)
        }
      }
    case .integerCompare(let predicate, let left, let right):
      guard let compare = IntegerPredicate(rawValue: predicate.rawValue) else {
        throw Stop(reason: "icmp \(predicate)", instruction: instruction)
      }
      let a = try operand(left.value, left.type, values, instruction)
      let b = try operand(right, left.type, values, instruction)
      if case .integer(let p) = a, case .integer(let q) = b {
        result = .truth(
          p.compared(compare, q),
          .integerCompare(compare, left: Self.name(left.value), p, right: Self.name(right), q))
      } else {
        result = try Self.laneWise(a, b, instruction) { x, y throws(Stop) in
          guard case .integer(let p) = x, case .integer(let q) = y else {
            throw Stop(reason: "icmp on \(x) and \(y)", instruction: instruction)
          }
          return .truth(p.compared(compare, q), nil)
        }
      }
    case .cast(let opcode, let source, let target):
      let value = try operand(source.value, source.type, values, instruction)
      result = try cast(opcode, value, from: source.type, to: target, instruction)
    case .select(let condition, let ifTrue, let ifFalse):
      let chosen = try operand(condition.value, condition.type, values, instruction)
      let whenTrue = try operand(ifTrue.value, ifTrue.type, values, instruction)
      let whenFalse = try operand(ifFalse.value, ifFalse.type, values, instruction)
      if case .lanes(let conditions) = chosen {
        // A vector select: lane by lane, each lane's side from its own truth.
        guard case .lanes(let a) = whenTrue, case .lanes(let b) = whenFalse,
          a.count == conditions.count, b.count == conditions.count
        else { throw Stop(reason: "a vector select of other shapes", instruction: instruction) }
        var lanes: [AbstractValue] = []
        for (index, lane) in conditions.enumerated() {
          guard case .truth(let truth, _) = lane else {
            throw Stop(reason: "a select on \(lane)", instruction: instruction)
          }
          var picked: AbstractValue?
          if truth.mayBeTrue { picked = try Self.union(picked, a[index], instruction) }
          if truth.mayBeFalse { picked = try Self.union(picked, b[index], instruction) }
          guard let picked else {
            throw Stop(reason: "a select lane with no side", instruction: instruction)
          }
          lanes.append(picked)
        }
        result = .lanes(lanes)
        break
      }
      guard case .truth(let truth, let because) = chosen else {
        throw Stop(reason: "a select on \(chosen)", instruction: instruction)
      }
      var picked: AbstractValue?
      for (side, operandValue) in [(true, ifTrue), (false, ifFalse)] where truth.contains(side) {
        var value = side ? whenTrue : whenFalse
        if let name = Self.name(operandValue.value), let fact = because?.facts(side)[name] {
          value = fact
        }
        picked = try Self.union(picked, value, instruction)
      }
      guard let picked else {
        throw Stop(reason: "a select with no possible side", instruction: instruction)
      }
      result = picked
    case .extractElement(let vector, let index):
      let lanes = try operand(vector.value, vector.type, values, instruction).laneValues
      guard let lanes,
        case .integer(let i) = try operand(index.value, index.type, values, instruction),
        i.lower == i.upper, i.lower >= 0, Int(i.lower) < lanes.count
      else {
        throw Stop(
          reason: "extractelement at an index that is not one lane", instruction: instruction)
      }
      result = lanes[Int(i.lower)]
    case .insertElement(let vector, let element, let index):
      let lanes = try operand(vector.value, vector.type, values, instruction).laneValues
      let value = try operand(element.value, element.type, values, instruction)
      guard var lanes,
        case .integer(let i) = try operand(index.value, index.type, values, instruction),
        i.lower == i.upper, i.lower >= 0, Int(i.lower) < lanes.count
      else {
        throw Stop(
          reason: "insertelement at an index that is not one lane", instruction: instruction)
      }
      lanes[Int(i.lower)] = value
      result = .lanes(lanes)
    case .shuffleVector(let first, let second, let mask):
      let a = try operand(first.value, first.type, values, instruction).laneValues
      let b = try operand(second.value, second.type, values, instruction).laneValues
      guard let a, let b, case .vector(_, let element) = first.type else {
        throw Stop(reason: "shufflevector of non-vectors", instruction: instruction)
      }
      var lanes: [AbstractValue] = []
      for index in mask {
        guard let index else {
          lanes.append(try Self.poison(element, instruction))
          continue
        }
        guard index >= 0, index < a.count + b.count else {
          throw Stop(reason: "a shuffle mask past its vectors", instruction: instruction)
        }
        lanes.append(index < a.count ? a[index] : b[index - a.count])
      }
      result = .lanes(lanes)
    case .call(let call):
      guard let value = try self.call(call, instruction, values, &outcome) else { return nil }
      result = value
    default:
      throw Stop(
        reason: "the IR uses \(instruction.opcode), which the abstract run does not model",
        instruction: instruction)
    }
    note(result, of: instruction, &outcome)
    return result
  }

  /// Instructions that only move values: a NaN or infinite lane they carry was recorded where
  /// it was computed, or is a lane not yet written (`insertelement` into `poison`), which only a
  /// later computation or the result can make matter.
  static let moves: Set<String> = ["insertelement", "extractelement", "shufflevector", "select"]

  /// Records a result that may be NaN or infinite (lane by lane), once per instruction that
  /// computes one.
  func note(
    _ value: AbstractValue, of instruction: IRInstruction, _ outcome: inout AbstractRunOutcome
  ) {
    guard !Self.moves.contains(instruction.opcode) else { return }
    let lanes = value.laneValues ?? [value]
    let nonFinite = lanes.compactMap(\.floatSet).filter(\.mayBeNonFinite)
    guard let first = nonFinite.first else { return }
    var operation = instruction.opcode
    if case .call(let call) = instruction.operation { operation = call.callee.description }
    outcome.nonFinite.append(
      AbstractNonFiniteEvent(
        operation: operation, value: first.description,
        location: module.userLocation(of: instruction, in: function)))
  }

  /// The SSA name of a local operand.
  static func name(_ value: IRValue) -> String? {
    if case .local(let name) = value { return name }
    return nil
  }

  /// `transform` on each lane of a vector, or on the value itself.
  static func laneWise(
    _ value: AbstractValue, _ at: IRInstruction,
    _ transform: (AbstractValue) throws(Stop) -> AbstractValue
  ) throws(Stop) -> AbstractValue {
    if case .lanes(let lanes) = value {
      var mapped: [AbstractValue] = []
      for lane in lanes { mapped.append(try transform(lane)) }
      return .lanes(mapped)
    }
    return try transform(value)
  }

  /// `transform` on lane pairs of two vectors, or on the two values.
  static func laneWise(
    _ a: AbstractValue, _ b: AbstractValue, _ at: IRInstruction,
    _ transform: (AbstractValue, AbstractValue) throws(Stop) -> AbstractValue
  ) throws(Stop) -> AbstractValue {
    switch (a, b) {
    case (.lanes(let x), .lanes(let y)) where x.count == y.count:
      var mapped: [AbstractValue] = []
      for (p, q) in zip(x, y) { mapped.append(try transform(p, q)) }
      return .lanes(mapped)
    case (.lanes, _), (_, .lanes):
      throw Stop(reason: "a vector operation on operands of different shapes", instruction: at)
    default: return try transform(a, b)
    }
  }
}
