/// One row of a golden file: named numeric inputs and the outputs expected for them.
///
/// Values may be NaN or ±∞ (written `"nan"`, `"inf"`, `"-inf"` in the file). Equality follows
/// `Double`'s, so a case holding NaN is not `==` to itself; golden comparisons do not use `==`
/// (see ``GoldenVectors``).
public struct GoldenCase: Sendable, Hashable {
  /// Input name → value, e.g. `["y": 10, "peel": 0.5]`.
  public var inputs: [String: Double]
  /// Output name → value, e.g. `["sourceY": 12.3, "normalZ": 0.7]`.
  public var outputs: [String: Double]

  /// Creates a case.
  public init(inputs: [String: Double], outputs: [String: Double]) {
    self.inputs = inputs
    self.outputs = outputs
  }
}
