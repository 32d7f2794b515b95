/// Suggests the closest known name for a misspelt one (`feltSurfce` → `feltSurface`).
///
/// Closeness is the optimal-string-alignment distance (insertions, deletions, substitutions
/// and swaps of neighbours each cost 1), compared case-insensitively. A suggestion is made only
/// when the distance is at most a third of the longer name, and at least 1 edit is allowed, so
/// unrelated names are never suggested.
public enum NearestName {
  /// The closest name in `candidates`, or `nil` when none is close enough or `name` is itself a
  /// candidate. Ties go to the earliest candidate.
  public static func suggestion(for name: String, among candidates: [String]) -> String? {
    guard !candidates.contains(name) else { return nil }
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let limit = max(1, max(name.count, candidate.count) / 3)
      let distance = editDistance(name.lowercased(), candidate.lowercased())
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// The optimal-string-alignment distance between two strings, in Unicode scalars.
  public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs.unicodeScalars)
    let b = Array(rhs.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var row = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      row[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          row[j] = min(row[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, row) = (previous, row, previous2)
    }
    return previous[b.count]
  }
}
