import EffectProofBase

/// The literal values the app's Swift passes to each argument of each call site, as the tool
/// reads them (`SwiftShaderReader.values(for:)`): what an entry that names a `site` must cover
/// (docs/shader-proofs.md, "One proof per site").
public struct SiteArgumentLiterals: Hashable, Sendable {
  /// One literal: its numbers (a scalar's one, a vector's components, a colour's straight
  /// r, g, b, a) and where it is written.
  public struct Literal: Hashable, Sendable {
    /// The numbers.
    public var numbers: [Double]
    /// Where the literal is written.
    public var location: FileLocation

    /// A literal.
    public init(numbers: [Double], location: FileLocation) {
      self.numbers = numbers
      self.location = location
    }
  }

  /// Per call site (the indices of ``SwiftShaderModel/callSites``), per argument, in order: the
  /// literals that reach it. A call site or argument the reader has no literal for is empty.
  public var callSites: [[[Literal]]]

  /// The literals.
  public init(callSites: [[[Literal]]]) {
    self.callSites = callSites
  }
}
