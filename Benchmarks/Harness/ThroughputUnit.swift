/// What one item of a benchmark's work is, for throughput ("26.3 Mpixel/s").
public enum ThroughputUnit: String, Codable, Sendable {
  /// Pixels rendered.
  case pixels
  /// Proof cases run.
  case cases
  /// Bytes processed.
  case bytes
  /// Function evaluations.
  case evaluations
  /// Anything else counted.
  case items

  /// The singular symbol used after an SI prefix, as in "Mpixel/s".
  public var symbol: String {
    switch self {
    case .pixels: "pixel"
    case .cases: "case"
    case .bytes: "B"
    case .evaluations: "eval"
    case .items: "item"
    }
  }
}
