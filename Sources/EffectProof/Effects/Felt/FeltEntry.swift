import LocatedJSON
import PNG
import ProofEngine
import ShaderProofs

/// The table's felt (`"felt": {}`): the `feltSurface` kernel's additive grain on a light and a
/// near-black cloth. Brings `kernel.grainInCodeValues` and the felt sheet. The section has no
/// keys yet.
public struct FeltEntry: EffectEntry {
  /// The section: no keys yet; its presence selects the felt's proofs.
  public struct Section: Hashable, Sendable {
    /// The empty section.
    public init() {}
  }
  /// The entry.
  public init() {}
  /// `felt`.
  public var key: String { "felt" }
  /// The prefixes of its proofs.
  public var prefixes: [String] { ["kernel.grain", "kernel.felt"] }
  /// What it proves.
  public var summary: String { "the felt kernel's grain survives a near-black cloth" }
  /// The section's keys: none.
  public var schema: ConfigSchema { ConfigSchema("felt", keys: []) }
  /// The section's help: it has no keys.
  public var help: String { "(no keys: {} selects the felt's proofs)" }
  /// Reads the section: an object with no keys.
  public func section(from reader: JSONReader) throws(JSONError) -> Section {
    _ = try schema.object(reader)
    return Section()
  }
  /// The empty section.
  public var defaultSection: Section { Section() }

  /// None: the felt has kernel proofs only.
  public func proofs(_ section: Section) -> [any Proof] { [] }
  /// The grain proof.
  public func kernelProofs(_ section: Section) -> [any Proof] {
    [KernelProofs.grainInCodeValues()]
  }
  /// The felt port against the compiled `feltSurface`.
  public func differentialProofs(_ section: Section, shaders: CompiledShaderLibrary)
    -> [DifferentialProof]
  {
    [KernelProofs.feltMatchesMetal(shaders: shaders)]
  }
  /// The felt on two themes.
  public func contactSheets(_ section: Section, book: PictureBook) throws(PNGError)
    -> [BookPicture]
  {
    [
      try book.png(
        "felt-themes.png", "Felt on a light and a dark theme",
        "feltSurface on a classic green cloth and on the near-black Midnight Neon cloth "
          + "(mean luma \(PictureBook.luma(book.feltTiles()[1]).formatted(digits: 1)) code values).",
        book.feltSheet())
    ]
  }
}
