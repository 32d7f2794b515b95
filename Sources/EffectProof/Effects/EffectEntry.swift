import LocatedJSON
import PNG
import ProofEngine
import ShaderProofs

/// One effect of the catalogue: the config section that selects it and everything it brings,
/// its proofs, its kernel proofs, its pictures and its help text.
///
/// An effect runs only when its section is in the config (`"ripple": {}` runs the ripple with
/// the seed's values); with no section, nothing of it runs or is drawn. Adding an effect is one
/// folder under `Effects/` with a type conforming to this protocol, and one line in
/// ``EffectCatalogue/entries``. See `docs/architecture.md`, "Adding an effect".
public protocol EffectEntry: Sendable {
  /// What the section decodes into: the `EffectMath` values themselves where the effect has
  /// them (a ripple section holds a `RippleStyle`), plus the proof's own ranges.
  associatedtype Section: Hashable, Sendable

  /// The config key, e.g. `ripple`.
  var key: String { get }
  /// The id prefixes of the proofs it brings, e.g. `["ripple."]`, for `--list` and the docs.
  var prefixes: [String] { get }
  /// One line for `--list` and `effectproof help config`: what selecting it proves.
  var summary: String { get }
  /// The section's keys, declared once: its reader reads through them, and `effectproof help
  /// config` and the docs' key tables are printed from them.
  var schema: ConfigSchema { get }
  /// The section's keys, one per line (`key  meaning (default)`), for `effectproof help config`;
  /// by default ``schema``'s help lines.
  var help: String { get }

  /// Reads the section; unknown keys, wrong types and out-of-range values are errors with their
  /// JSON path.
  func section(from reader: JSONReader) throws(JSONError) -> Section
  /// The section with the seed's values: what `"key": {}` gives.
  var defaultSection: Section { get }

  /// The effect's math proofs for `section`, in a fixed order.
  func proofs(_ section: Section) -> [any Proof]
  /// The effect's `kernel.*` proofs over the CPU ports, in a fixed order.
  func kernelProofs(_ section: Section) -> [any Proof]
  /// The effect's differential proofs (`kernel.*MatchesMetal`): each CPU port against the
  /// compiled function it copies, found in `shaders` (the config's sources), in a fixed order.
  func differentialProofs(_ section: Section, shaders: CompiledShaderLibrary)
    -> [DifferentialProof]
  /// The effect's PNG contact sheets, drawn by `book` with `section`'s values.
  func contactSheets(_ section: Section, book: PictureBook) throws(PNGError) -> [BookPicture]
  /// The effect's SVG plots.
  func plots(_ section: Section, book: PictureBook) -> [BookPicture]
}

extension EffectEntry {
  /// ``schema``'s help lines.
  public var help: String { schema.helpLines().joined(separator: "\n") }
  /// No kernel proofs.
  public func kernelProofs(_ section: Section) -> [any Proof] { [] }
  /// No differential proofs.
  public func differentialProofs(_ section: Section, shaders: CompiledShaderLibrary)
    -> [DifferentialProof]
  { [] }
  /// No contact sheets.
  public func contactSheets(_ section: Section, book: PictureBook) throws(PNGError)
    -> [BookPicture]
  { [] }
  /// No plots.
  public func plots(_ section: Section, book: PictureBook) -> [BookPicture] { [] }

  /// The section `config` holds for this effect, when it has one.
  public func section(in config: EffectProofConfig) -> Section? {
    config.sections[key]?.value as? Section
  }

  /// Decodes the section into a type-erased value for ``EffectProofConfig/sections``.
  func erasedSection(from reader: JSONReader) throws(JSONError) -> ConfigSection {
    ConfigSection(key: key, value: try section(from: reader))
  }

  /// The contact sheets of the section `config` holds; none without a section.
  func selectedContactSheets(in config: EffectProofConfig, book: PictureBook) throws(PNGError)
    -> [BookPicture]
  {
    guard let section = section(in: config) else { return [] }
    return try contactSheets(section, book: book)
  }

  /// The plots of the section `config` holds; none without a section.
  func selectedPlots(in config: EffectProofConfig, book: PictureBook) -> [BookPicture] {
    guard let section = section(in: config) else { return [] }
    return plots(section, book: book)
  }

  /// The section `config` holds, or the default section: what pictures draw with when a
  /// picture of another effect reads this one's values.
  func sectionOrDefault(in config: EffectProofConfig) -> Section {
    section(in: config) ?? defaultSection
  }

  /// The proofs of the section the workspace's config holds, math then kernel; none without a
  /// section. The kernel proofs end with the differential proofs whose functions the
  /// workspace's library selects (all of them when the config names no sources: they fail and
  /// say so).
  func selectedProofs(in workspace: Workspace) -> (math: [any Proof], kernel: [any Proof]) {
    guard let section = section(in: workspace.config) else { return ([], []) }
    let library = workspace.library
    let differential = differentialProofs(section, shaders: library).filter { proof in
      proof.functions.allSatisfy { library.selects(function: $0) }
    }
    return (proofs(section), kernelProofs(section) + differential)
  }
}

/// One decoded config section, type-erased so that ``EffectProofConfig`` holds any effect's section
/// without a line per effect.
public struct ConfigSection: Hashable, Sendable {
  /// The config key it was read from.
  public let key: String
  /// The decoded section (an ``EffectEntry/Section``).
  public let value: any Hashable & Sendable

  /// A section for `key`.
  public init(key: String, value: any Hashable & Sendable) {
    self.key = key
    self.value = value
  }

  /// Equal when the keys and the values are.
  public static func == (lhs: ConfigSection, rhs: ConfigSection) -> Bool {
    lhs.key == rhs.key && AnyHashable(lhs.value) == AnyHashable(rhs.value)
  }

  /// Hashes the key and the value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(AnyHashable(value))
  }
}
