import EffectProofBase
import ShaderIR

/// Runs one function of clang's IR over sets of inputs (a box of pixel positions and argument
/// values), each instruction evaluated on every value it can take there, as any conforming GPU
/// computes it (``AbstractFloat``; docs/shader-proofs.md, "Certificates").
///
/// Blocks run in reverse postorder; a block's values are the union over its reachable incoming
/// edges, each edge narrowed by the comparison that decides it (``AbstractCondition``); a phi
/// takes each reachable predecessor's value. A loop, memory, or an instruction it does not
/// model stops the run with the reason (``AbstractRunOutcome/unsupported``).
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
    let order = try reversePostorder()
    var entry: Environment = [:]
    for (index, parameter) in function.parameters.enumerated() {
      entry[parameter.name ?? "\(index)"] = arguments[index]
    }
    // The environments reaching each block, one per reachable incoming edge.
    var incoming: [String: [(from: String?, values: Environment)]] = [:]
    incoming[order[0].label] = [(nil, entry)]
    for block in order {
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
          incoming[target, default: []].append((block.label, values))
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
            incoming[target, default: []].append((block.label, narrowed))
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

  /// The blocks reachable from the entry, in reverse postorder; a loop stops the run.
  func reversePostorder() throws(Stop) -> [IRBlock] {
    guard let entry = function.blocks.first else { throw Stop(reason: "the function has no body") }
    let blocks = Dictionary(function.blocks.map { ($0.label, $0) }, uniquingKeysWith: { a, _ in a })
    var visited: Set<String> = []
    var onPath: Set<String> = []
    var post: [IRBlock] = []
    // An explicit stack: (block, next successor index).
    var stack: [(IRBlock, Int)] = [(entry, 0)]
    visited.insert(entry.label)
    onPath.insert(entry.label)
    while let (block, index) = stack.popLast() {
      let successors = block.successors
      if index < successors.count {
        stack.append((block, index + 1))
        let label = successors[index]
        if onPath.contains(label) {
          throw Stop(
            reason: "a loop (block \(label) is reached again); loops are not modelled yet",
            instruction: block.terminator)
        }
        guard !visited.contains(label), let next = blocks[label] else {
          if blocks[label] == nil {
            throw Stop(
              reason: "a branch to a block that is not there: \(label)",
              instruction: block.terminator)
          }
          continue
        }
        visited.insert(label)
        onPath.insert(label)
        stack.append((next, 0))
      } else {
        onPath.remove(block.label)
        post.append(block)
      }
    }
    return post.reversed()
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
