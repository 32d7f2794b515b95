import LocatedJSON
import PNG
import ProofEngine

/// The timing curves (`"timing": {}`): SwiftUI's `UnitCurve` presets as `TimingCurve`, and the
/// roulette wheel's shipped slowing curve beside the article's rejected one. Brings `timing.*`
/// and the timing plot. The section has no keys yet.
public struct TimingEntry: EffectEntry {
  /// The section: no keys yet; its presence selects the timing proofs.
  public struct Section: Hashable, Sendable {
    /// The empty section.
    public init() {}
  }
  /// The entry.
  public init() {}
  /// `timing`.
  public var key: String { "timing" }
  /// The prefixes of its proofs.
  public var prefixes: [String] { ["timing."] }
  /// What it proves.
  public var summary: String {
    "TimingCurve presets and the wheel's slowing curve against GSL oracles"
  }
  /// The section's keys: none.
  public var schema: ConfigSchema { ConfigSchema("timing", keys: []) }
  /// The section's help: it has no keys.
  public var help: String { "(no keys: {} selects the timing proofs)" }
  /// Reads the section: an object with no keys.
  public func section(from reader: JSONReader) throws(JSONError) -> Section {
    _ = try schema.object(reader)
    return Section()
  }
  /// The empty section.
  public var defaultSection: Section { Section() }

  /// The `timing.*` proofs.
  public func proofs(_ section: Section) -> [any Proof] { TimingProofs.proofs() }
  /// The curves.
  public func plots(_ section: Section, book: PictureBook) -> [BookPicture] {
    [book.timingPlot()]
  }
}
