import ShaderRegistry

/// A `shaderProofs` entry with everything the app's sources say about it resolved once: the
/// images its call sites name, the usage its modifiers apply, the promises its `samplePromise`
/// holds. The proofs, the pictures and the bench all run this, never the bare entry, so each
/// fact about an entry has one source.
///
/// ```
/// entry (decoded config)
///   + the Swift model  → images (ShaderImageResolution), the Swift's usage, the promises
///                        (ShaderPromiseSource), the site's literals (ShaderSiteLiterals)
///   + the Metal scan   → the signature's usage, when neither the config nor the Swift says
/// ```
public struct ResolvedShaderEntry: Sendable {
  /// The entry, its `.image` arguments replaced by the images the Swift names.
  public let entry: ShaderProofEntry
  /// The usage the app's Swift applies the function with, when its modifiers and warm-ups
  /// agree on one.
  public let swiftUsage: ShaderUsage?
  /// The usage the proofs take: the config's, else the Swift's, else the one the scanned
  /// signature fits (nil when no source declares the function).
  public let usage: ShaderUsage?
  /// The promises `samplePromise` holds, and the site's literals outside their domains.
  let promises: ShaderPromiseSource

  /// The usage a run asks the compiled function for: the config's, else the Swift's; `nil`
  /// lets the runner take the one clang's signature fits.
  var requestedUsage: ShaderUsage? { entry.usage ?? swiftUsage }

  /// Resolves `entries` against the app's sources. `scan` is the one scan of the config's Metal
  /// sources; `swift` the app's Swift model, when the config names Swift; `literals`, when
  /// read, the values each call site passes (an entry's `site` must cover its own).
  public static func resolve(
    _ entries: [ShaderProofEntry], scan: ScanResult, swift: SwiftShaderModel?,
    literals: SiteArgumentLiterals? = nil
  ) -> [ResolvedShaderEntry] {
    entries.map { given in
      let entry = ShaderImageResolution.resolve(given, swift: swift)
      let swiftUsage = Self.swiftUsage(of: entry.function, in: swift)
      // The sites the function's other entries prove are not this entry's.
      let claimed = entries.filter { $0.function == entry.function && $0.key != entry.key }
        .compactMap(\.site)
      var promises = ShaderPromiseSource(entry: entry, swift: swift, claimed: claimed)
      promises.literalFindings = ShaderSiteLiterals.findings(
        entry: entry, swift: swift, literals: literals)
      let declared = scan.function(named: entry.function).flatMap {
        SignatureAnalysis($0).usage(declared: nil)
      }
      return ResolvedShaderEntry(
        entry: entry, swiftUsage: swiftUsage, usage: entry.usage ?? swiftUsage ?? declared,
        promises: promises)
    }
  }

  /// The usage the app's modifiers and warm-ups apply `function` with, when they agree.
  static func swiftUsage(of function: String, in swift: SwiftShaderModel?) -> ShaderUsage? {
    guard let swift else { return nil }
    let usages = Set(
      swift.uses.filter { use in
        use.callSites.contains { swift.callSites[$0].function == function }
      }.compactMap(\.usage))
    return usages.count == 1 ? usages.first : nil
  }

  /// The same entry run with other view sizes, scales or images (a picture's, the bench's):
  /// the facts resolved from the sources are kept.
  func with(_ change: (inout ShaderProofEntry) -> Void) -> ResolvedShaderEntry {
    var entry = self.entry
    change(&entry)
    return ResolvedShaderEntry(
      entry: entry, swiftUsage: swiftUsage, usage: usage, promises: promises)
  }
}
