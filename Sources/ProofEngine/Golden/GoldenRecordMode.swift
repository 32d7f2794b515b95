/// When a golden check writes the golden file, following swift-snapshot-testing's record modes.
///
/// | mode      | golden missing         | golden matches | golden differs                 |
/// |-----------|------------------------|----------------|--------------------------------|
/// | `never`   | failure, nothing written | pass         | failure                        |
/// | `missing` | record, report it      | pass           | failure (golden untouched)     |
/// | `failed`  | record, report it      | pass           | failure, and re-record         |
/// | `all`     | record, report it      | re-record, report it | re-record, report it     |
///
/// As in swift-snapshot-testing, a run that records never passes: the report carries
/// ``GoldenIssue/recorded(path:mode:)`` so the new golden is looked at and the test re-run.
/// Recording is refused on CI (see ``GoldenSettings``). The default is ``missing``.
public enum GoldenRecordMode: String, Sendable, Hashable, Codable, CaseIterable,
  CustomStringConvertible
{
  /// Compare only; a missing golden is a failure.
  case never
  /// Record a golden that does not exist; otherwise compare. The default.
  case missing
  /// Record when the golden is missing or the comparison fails (still reporting the failure).
  case failed
  /// Always record, without comparing (except on CI, where it compares and refuses to write).
  case all

  /// The mode used when neither an argument nor `EFFECTPROOF_RECORD` chooses one.
  public static let defaultMode = GoldenRecordMode.missing

  /// The mode an environment value names: `never`, `missing`, `failed` or `all`, ignoring
  /// surrounding whitespace and letter case; `nil` for anything else.
  public init?(environmentValue: String) {
    let word = environmentValue.trimmingWhitespace().lowercased()
    guard let mode = GoldenRecordMode(rawValue: word) else { return nil }
    self = mode
  }

  /// The raw value: `"never"`, `"missing"`, `"failed"` or `"all"`.
  public var description: String { rawValue }
}

extension String {
  /// The string without leading and trailing spaces, tabs and line breaks.
  fileprivate func trimmingWhitespace() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let start = firstIndex(where: { !isSpace($0) }),
      let end = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[start...end])
  }
}
