import ShaderIR

/// Loops, unrolled: each pass through a loop's body is run on its own, with the values its back
/// edge carries, until no back edge is taken (every input of the box has left the loop) or the
/// pass count reaches ``AbstractRun/loopPassLimit`` (the run stops and says so). A pass's exit
/// edges join the blocks after the loop, so what follows the loop sees every pass's exit. No
/// widening: a loop whose count the box bounds (a blur's taps, `i < n` for n in [2, 16]) runs
/// exactly that many passes, each sample with its own position.
extension AbstractRun {
  /// The most passes one loop may take in one run.
  static let loopPassLimit = 64

  /// A natural loop: its header, its body (the header included), and where its blocks end in
  /// the run's order.
  struct Loop {
    var header: String
    var body: Set<String>
    var last = 0
  }

  /// The order the run visits blocks in, and the loops.
  struct Plan {
    var order: [IRBlock]
    var index: [String: Int]
    var loops: [String: Loop]
  }

  /// The blocks reachable from the entry, in an order where every block comes after its
  /// predecessors except along back edges, and each loop's body is contiguous after its header
  /// (nested loops inside). An irreducible or improperly nested loop stops the run.
  func plan() throws(Stop) -> Plan {
    guard let entry = function.blocks.first else { throw Stop(reason: "the function has no body") }
    let blocks = Dictionary(function.blocks.map { ($0.label, $0) }, uniquingKeysWith: { a, _ in a })
    var visited: Set<String> = [entry.label]
    var onPath: Set<String> = [entry.label]
    var post: [IRBlock] = []
    var backEdges: [(from: String, to: String)] = []
    var stack: [(IRBlock, Int)] = [(entry, 0)]
    while let (block, index) = stack.popLast() {
      let successors = block.successors
      if index < successors.count {
        stack.append((block, index + 1))
        let label = successors[index]
        guard let next = blocks[label] else {
          throw Stop(
            reason: "a branch to a block that is not there: \(label)", instruction: block.terminator
          )
        }
        if onPath.contains(label) {
          backEdges.append((block.label, label))
          continue
        }
        guard !visited.contains(label) else { continue }
        visited.insert(label)
        onPath.insert(label)
        stack.append((next, 0))
      } else {
        onPath.remove(block.label)
        post.append(block)
      }
    }
    let rpo = Array(post.reversed())
    let rank = Dictionary(uniqueKeysWithValues: rpo.enumerated().map { ($1.label, $0) })
    var predecessors: [String: [String]] = [:]
    for block in rpo {
      for successor in block.successors { predecessors[successor, default: []].append(block.label) }
    }
    // Each loop's body: the header and what reaches a back edge's source without the header.
    var loops: [String: Loop] = [:]
    for edge in backEdges {
      var body = loops[edge.to]?.body ?? [edge.to]
      var work = [edge.from]
      while let label = work.popLast() {
        guard !body.contains(label) else { continue }
        body.insert(label)
        work += predecessors[label] ?? []
      }
      loops[edge.to] = Loop(header: edge.to, body: body)
    }
    for loop in loops.values {
      for label in loop.body where label != loop.header {
        let outside = (predecessors[label] ?? []).filter { !loop.body.contains($0) }
        if !outside.isEmpty {
          throw Stop(
            reason:
              "a loop entered other than through its header (\(label)); irreducible loops are not modelled",
            instruction: blocks[label]?.terminator)
        }
      }
      for other in loops.values where other.header != loop.header {
        let shared = loop.body.intersection(other.body)
        if !shared.isEmpty && shared != loop.body && shared != other.body {
          throw Stop(
            reason: "two loops that share blocks without one inside the other",
            instruction: blocks[loop.header]?.terminator)
        }
      }
    }
    // The order: by the ranks of the enclosing loops' headers (outermost first), then the
    // block's own rank, so a loop's body follows its header before anything after the loop.
    func key(_ label: String) -> [Int] {
      let enclosing = loops.values.filter { $0.body.contains(label) }.sorted {
        $0.body.count > $1.body.count
      }
      return enclosing.map { rank[$0.header] ?? 0 } + [rank[label] ?? 0]
    }
    let order = rpo.sorted { key($0.label).lexicographicallyPrecedes(key($1.label)) }
    let index = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1.label, $0) })
    for (header, loop) in loops {
      loops[header]?.last = loop.body.compactMap { index[$0] }.max() ?? 0
    }
    return Plan(order: order, index: index, loops: loops)
  }
}
