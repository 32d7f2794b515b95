import ShaderRegistry
import SwiftCallSites

/// How `effectproof init` guesses a `floatArray` or `colorArray` argument's count and elements
/// (docs/init.md, "How it guesses"):
///
/// ```
/// only array literals reach it         → their exact counts and the elements' range
/// arrays of known length only          → that count exactly (a static let of 9 colours: 9),
///   (elements not literals)              elements from the type, widened to the literals
/// anything else                        → count 0 to 16 (or the longest seen), widened
/// ```
enum StarterArrayGuess {
  /// The domain of an array argument named by `key` (`arguments.palette`), from `hint`;
  /// `seen` describes what reaches it.
  static func array(key: String, isColour: Bool, hint: ArgumentValueHint, seen: String)
    -> StarterDomain
  {
    let width = isColour ? 4 : 1
    var counts = StarterDomainGuess.unique(hint.literals.map { [Double($0.numbers.count / width)] })
    counts = StarterDomainGuess.unique(counts + hint.counts.map(\.lower))
    var lower = Array(repeating: 0.0, count: width)
    var upper = Array(repeating: 1.0, count: width)
    for literal in hint.literals {
      for (index, value) in literal.numbers.enumerated() {
        lower[index % width] = min(lower[index % width], value)
        upper[index % width] = max(upper[index % width], value)
      }
    }
    let known = hint.others.isEmpty && hint.viewSizes.isEmpty && !counts.isEmpty
    let count: StarterJSON
    if known {
      count =
        counts.count == 1
        ? .number(counts[0][0]) : .object([("values", .array(counts.map { .number($0[0]) }))])
    } else {
      let most = max(16, counts.map { $0[0] }.max() ?? 0)
      count = .object([("range", .numbers([0, most]))])
    }
    let elements: StarterJSON = .object([("range", .array([.value(lower), .value(upper)]))])
    let from = seen.isEmpty ? "the Swift passes nothing init could follow" : seen
    let what =
      known
      ? (hint.counts.isEmpty
        ? "count and values from the array literals"
        : "count from the app's arrays, values guessed from the type\(hint.literals.isEmpty ? "" : " and widened to the literals")")
      : "count and values guessed from its type\(hint.literals.isEmpty ? "" : ", widened to the array literals")"
    return StarterDomain(
      json: .object([("count", count), ("values", elements)]),
      review: "\(key): \(what); \(from): set what the app passes")
  }
}
