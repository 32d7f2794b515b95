import EffectProofBase
import ShaderIR

/// Runs one function of clang's IR over sets of inputs (a box of pixel positions and argument
/// values), each instruction evaluated on every value it can take there, as any conforming GPU
/// computes it (``AbstractFloat``; docs/shader-proofs.md, "Certificates").
///
/// Blocks run in reverse postorder; a block's values are the union over its reachable incoming
/// edges, each edge narrowed by the comparison that decides it (``AbstractCondition``); a phi
/// takes each reachable predecessor's value. A loop is unrolled, pass by pass (up to
/// ``loopPassLimit``). Memory, or an instruction it does not model, stops the run with the
/// reason (``AbstractRunOutcome/unsupported``).
public struct AbstractRun: Sendable {
  /// The module (its metadata gives the user's lines).
  public let module: IRModule
  /// The function.
  public let function: IRFunction
  /// Which float precision table applies.
  public let mode: MetalMathMode

  /// Prepares a run of `function`.
  public init(module: IRModule, function: IRFunction, mode: MetalMathMode = .fast) {
    self.module = module
    self.function = function
    self.mode = mode
  }

  /// The values of one path: SSA name → value.
  typealias Environment = [String: AbstractValue]

  /// Thrown inside the run when it cannot go on.
  struct Stop: Error {
    var reason: String
    var instruction: IRInstruction?
  }

  /// Runs the function with its parameters bound to `arguments` (in order; a `double` that
  /// carries a `float2` is `.lanes` of two floats).
  public func run(_ arguments: [AbstractValue]) -> AbstractRunOutcome {
    run(arguments, deltas: [:])
  }

  /// Runs the function with arguments that carry ``InputRelation``s to the box's inputs, each
  /// input's `δ` ranging over `deltas`: every float result is tightened to what its relation
  /// allows (``AbstractFloat/tightened(_:)``).
  public func run(_ arguments: [AbstractValue], deltas: [Int: RealInterval]) -> AbstractRunOutcome {
    var outcome = AbstractRunOutcome()
    do throws(Stop) {
      try execute(arguments, deltas: deltas, into: &outcome)
    } catch {
      outcome.result = nil
      outcome.unsupported = (
        error.reason,
        error.instruction.flatMap { module.userLocation(of: $0, in: function) }
      )
    }
    return outcome
  }

  func execute(
    _ arguments: [AbstractValue], deltas: [Int: RealInterval],
    into outcome: inout AbstractRunOutcome
  ) throws(Stop) {
    guard arguments.count == function.parameters.count else {
      throw Stop(reason: "\(arguments.count) arguments for \(function.parameters.count) parameters")
    }
    let plan = try plan()
    let order = plan.order
    var entry: Environment = [:]
    for (index, parameter) in function.parameters.enumerated() {
      entry[parameter.name ?? "\(index)"] = arguments[index]
    }
    // The environments reaching each block, one per reachable incoming edge; a back edge's wait
    // for the loop's next pass.
    var incoming: [String: [(from: String?, values: Environment)]] = [:]
    var nextPass: [String: [(from: String?, values: Environment)]] = [:]
    var passes: [String: Int] = [:]
    incoming[order[0].label] = [(nil, entry)]
    func send(_ target: String, _ from: String, _ values: Environment) {
      if let loop = plan.loops[target], loop.body.contains(from) {
        nextPass[target, default: []].append((from, values))
      } else {
        incoming[target, default: []].append((from, values))
      }
    }
    // Loops innermost first, for the check after each block.
    let loops = plan.loops.values.sorted { $0.body.count < $1.body.count }
    var cursor = 0
    while cursor < order.count {
      let block = order[cursor]
      defer {
        cursor += 1
        // At a loop's last block: another pass when a back edge was taken.
        for loop in loops where loop.last == cursor - 1 {
          guard let carried = nextPass.removeValue(forKey: loop.header) else { continue }
          passes[loop.header, default: 0] += 1
          for label in loop.body {
            incoming[label] = nil
            if label != loop.header, plan.loops[label] != nil { passes[label] = nil }
          }
          incoming[loop.header] = carried
          cursor = plan.index[loop.header] ?? order.count
          break
        }
      }
      if let pass = passes[block.label], pass >= Self.loopPassLimit {
        throw Stop(
          reason: "a loop runs more than \(Self.loopPassLimit) times over the box",
          instruction: block.terminator)
      }
      guard let edges = incoming[block.label], !edges.isEmpty else { continue }  // unreachable
      var values = try Self.join(edges.map(\.values))
      for instruction in block.instructions {
        switch instruction.operation {
        case .phi(let type, let pairs):
          var joined: AbstractValue?
          for pair in pairs {
            for edge in edges where edge.from == pair.block {
              let value = try operand(pair.value, type, edge.values, instruction)
              joined = try Self.union(joined, value, instruction)
            }
          }
          guard let joined, let name = instruction.result else {
            throw Stop(reason: "a phi with no reachable incoming value", instruction: instruction)
          }
          values[name] = joined
        case .branch(let target):
          send(target, block.label, values)
        case .conditionalBranch(let condition, let ifTrue, let ifFalse):
          let value = try operand(condition.value, condition.type, values, instruction)
          guard case .truth(let truth, let because) = value else {
            throw Stop(
              reason: "a branch on a value that is not a truth value", instruction: instruction)
          }
          if truth.mayBeTrue && truth.mayBeFalse { outcome.undecidedBranches += 1 }
          for (outcomeValue, target) in [(true, ifTrue), (false, ifFalse)]
          where truth.contains(outcomeValue) {
            var narrowed = values
            for (name, fact) in because?.facts(outcomeValue) ?? [:] { narrowed[name] = fact }
            send(target, block.label, narrowed)
          }
        case .ret(let returned):
          if let returned {
            let value = try operand(returned.value, returned.type, values, instruction)
            outcome.result = try Self.union(outcome.result, value, instruction)
          }
        case .unreachable:
          break
        default:
          let value = try evaluate(instruction, values, &outcome)
          if let name = instruction.result, let value {
            values[name] = deltas.isEmpty ? value : value.tightened(deltas)
          }
        }
      }
    }
  }

  /// The union of each name over the edges that all have it.
  static func join(_ environments: [Environment]) throws(Stop) -> Environment {
    guard var joined = environments.first else { return [:] }
    for other in environments.dropFirst() {
      var next: Environment = [:]
      for (name, value) in joined {
        guard let theirs = other[name] else { continue }
        guard let union = value.union(theirs) else {
          throw Stop(reason: "two paths give %\(name) values of different shapes")
        }
        next[name] = union
      }
      joined = next
    }
    return joined
  }

  static func union(_ a: AbstractValue?, _ b: AbstractValue, _ at: IRInstruction) throws(Stop)
    -> AbstractValue
  {
    guard let a else { return b }
    guard let union = a.union(b) else {
      throw Stop(reason: "values of different shapes meet", instruction: at)
    }
    return union
  }
}
