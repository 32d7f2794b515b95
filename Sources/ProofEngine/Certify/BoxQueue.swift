/// A max-heap of boxes keyed by their upper bound: the branch-and-bound's work list, always
/// refining the box that could hold the largest offset.
struct BoxQueue {
  /// One box and its bound on the axis being certified.
  struct Entry {
    /// The box's intervals, parameters then pixel.
    var box: [ProofInterval]
    /// The box's upper bound on the offset.
    var bound: Double
    /// Each coordinate's smear on that bound (see ``OffsetBounds``); empty when unknown.
    var smear: [Double] = []
  }

  private var entries: [Entry] = []

  /// How many boxes are waiting.
  var count: Int { entries.count }
  /// The largest bound waiting, or −∞ when empty.
  var top: Double { entries.first?.bound ?? -.infinity }

  /// Adds a box.
  mutating func push(_ entry: Entry) {
    entries.append(entry)
    var child = entries.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard entries[parent].bound < entries[child].bound else { break }
      entries.swapAt(parent, child)
      child = parent
    }
  }

  /// Removes and returns the box with the largest bound.
  mutating func pop() -> Entry? {
    guard !entries.isEmpty else { return nil }
    entries.swapAt(0, entries.count - 1)
    let last = entries.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var largest = parent
      if left < entries.count && entries[left].bound > entries[largest].bound { largest = left }
      if right < entries.count && entries[right].bound > entries[largest].bound {
        largest = right
      }
      guard largest != parent else { break }
      entries.swapAt(parent, largest)
      parent = largest
    }
    return last
  }
}
