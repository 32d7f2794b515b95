/// The contents of a golden file: a name, a tolerance tier per output field and the cases.
///
/// On disk it is JSON under `Fixtures/Golden/` (format 1):
///
/// ```json
/// {
///   "format": 1,
///   "name": "curl.hit",
///   "note": "optional free text",
///   "defaultTolerance": "tol2",
///   "tolerances": {
///     "normalZ": {"absolute": 1e-06},
///     "sourceY": "tol2"
///   },
///   "cases": [
///     {"inputs": {"peel": 0.5, "y": 10.0}, "outputs": {"normalZ": 0.7, "sourceY": 12.3}}
///   ]
/// }
/// ```
///
/// - `format` (optional, must be 1), `name` (required, non-empty), `note` (optional),
///   `defaultTolerance` (optional), `tolerances` (optional object), `cases` (required array);
///   no other keys.
/// - A tolerance is a ``ToleranceTier`` name (`"tol0"`…`"tol6"`, `"sqrtTol0"`) or an object
///   with `absolute` and/or `relative` (finite, ≥ 0; relative < 1).
/// - Every output field of every case must have a tolerance, from `tolerances` or
///   `defaultTolerance`; a `tolerances` key that names no output field is an error (a typo).
/// - A value is a JSON number, or one of the strings `"nan"`, `"inf"`, `"-inf"` for what JSON
///   cannot carry. Numbers are read exactly (correctly rounded) and written in Swift's shortest
///   round-tripping form, so reading what was written gives the same bits.
/// - Duplicate keys, comments and trailing commas are errors.
public struct GoldenFile: Sendable, Hashable {
  /// The format version this code reads and writes.
  public static let formatVersion = 1

  /// The golden's name, e.g. `"curl.hit"`; usually the file name without `.json`.
  public var name: String
  /// Free text for readers of the file, or `nil`.
  public var note: String?
  /// Output field → tier.
  public var tolerances: [String: ToleranceTier]
  /// The tier for output fields not in ``tolerances``, or `nil` to require one per field.
  public var defaultTolerance: ToleranceTier?
  /// The cases, in file order.
  public var cases: [GoldenCase]

  /// Creates golden contents.
  public init(
    name: String, note: String? = nil, tolerances: [String: ToleranceTier] = [:],
    defaultTolerance: ToleranceTier? = nil, cases: [GoldenCase]
  ) {
    self.name = name
    self.note = note
    self.tolerances = tolerances
    self.defaultTolerance = defaultTolerance
    self.cases = cases
  }

  /// The tier for `field`: its own entry, else ``defaultTolerance``, else `nil`.
  public func tolerance(for field: String) -> ToleranceTier? {
    tolerances[field] ?? defaultTolerance
  }

  /// The output fields (over all cases) that have no tolerance, sorted.
  public var fieldsWithoutTolerance: [String] {
    Set(cases.flatMap(\.outputs.keys)).filter { tolerance(for: $0) == nil }.sorted()
  }
}
