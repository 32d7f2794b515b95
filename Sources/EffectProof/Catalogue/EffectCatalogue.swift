import ProofEngine

/// The list of effects: one line per effect. An effect's proofs, kernel proofs and pictures run
/// only when the config has its section (see ``EffectEntry``).
public enum EffectCatalogue {
  /// Every effect, in report order.
  public static let entries: [any EffectEntry] = [
    CardsEntry(),
    TimingEntry(),
    FeltEntry(),
    RouletteEntry(),
    CurlEntry(),
    RippleEntry(),
    DiceEntry(),
  ]

  /// The effects' keys, comma-separated, for messages: `cards, timing, …, dice`.
  public static var keyList: String { entries.map(\.key).joined(separator: ", ") }

  /// The entry for `key`, if there is one.
  public static func entry(forKey key: String) -> (any EffectEntry)? {
    entries.first { $0.key == key }
  }

  /// The entries `config` selects, in list order.
  public static func selected(by config: EffectProofConfig) -> [any EffectEntry] {
    entries.filter { config.sections[$0.key] != nil }
  }
}
