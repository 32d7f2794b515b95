import LocatedJSON

/// What `effectproof init` writes into an entry for the user to review (docs/init.md):
///
/// ```json
/// "review": ["viewSize: guessed: no .frame(width:height:) with numbers around …", …],
/// "note": "maxSampleOffset: the Swift's CGSize(width: 0, height: 8) at FlagView.swift:14 …",
/// "maxSampleOffset": {"measured": [31, 31]}
/// ```
///
/// `review` is a list of non-empty strings: `check` runs the entry as it is and warns, once,
/// while any is left. `note` is a string for people, which `check` reads past. A measured
/// `maxSampleOffset` holds two numbers of points, at least 0 (no formulas): `check` proves it
/// like any promise of the config and says it is measured, not proven.
extension ShaderProofConfig {
  /// `review`: the lines left to review, in order; none when absent.
  static func review(_ reader: JSONReader?) throws(JSONError) -> [String] {
    guard let reader else { return [] }
    guard case .array = reader.node.value else {
      throw reader.error(
        "expected an array of strings, one guess to review each (\"review\": [\"viewSize: …\"]), found \(reader.node.typeDescription)"
      )
    }
    var lines: [String] = []
    for element in try reader.array() {
      let line = try element.string()
      guard !line.allSatisfy(\.isWhitespace) else {
        throw element.error("a review line says what to review; delete the empty one")
      }
      lines.append(line)
    }
    return lines
  }

  /// `{"measured": [x, y]}`: a supremum measured by `effectproof init`, held as a promise.
  static func measuredPromise(_ reader: JSONReader) throws(JSONError) -> SampleOffsetFormula {
    let object = try measuredSchema.object(reader)
    guard let measured = measuredKey.value(in: object) else {
      throw reader.error(
        "expected {\"measured\": [x, y]} (written by effectproof init), or [x, y] for a promise of your own"
      )
    }
    let parts = try numbers(measured, count: 2, what: "a measured offset [x, y] in points")
    for (part, element) in zip(parts, try measured.array()) {
      try measuredKey.check(part, at: element)
    }
    return SampleOffsetFormula(x: .number(parts[0]), y: .number(parts[1]))
  }
}
