import ProofEngine

extension EffectProofConfig {
  /// Selects `entry`'s effect with `section`, or with the seed's values when `section` is nil:
  /// what writing `"key": {…}` in the file does.
  public mutating func select<Entry: EffectEntry>(_ entry: Entry, _ section: Entry.Section? = nil) {
    sections[entry.key] = ConfigSection(key: entry.key, value: section ?? entry.defaultSection)
  }

  /// A config that selects every effect of ``EffectCatalogue/entries`` with the seed's values
  /// and checks `shaderPaths` (none when empty): what TableReady's config says.
  public static func everyEffect(shaderPaths: [String] = []) -> EffectProofConfig {
    var config = EffectProofConfig(shaderPaths: shaderPaths)
    for entry in EffectCatalogue.entries {
      config.sections[entry.key] = entry.defaultConfigSection
    }
    return config
  }
}

extension EffectEntry {
  /// The seed's section, type-erased for ``EffectProofConfig/sections``.
  var defaultConfigSection: ConfigSection { ConfigSection(key: key, value: defaultSection) }
}
