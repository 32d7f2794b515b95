import EffectProofBase
import Foundation
import ProofEngine
import ShaderRegistry

/// A promise a shader's samples are held against: where it comes from and its value per axis.
public struct ShaderPromiseTarget: Hashable, Sendable {
  /// `the Swift at LoupeView.swift:14 (maxSampleOffset: .zero)`, `the config`.
  public var label: String
  /// The promise on x.
  public var x: PromiseFormula
  /// The promise on y.
  public var y: PromiseFormula
  /// Where the Swift writes this promise (its `maxSampleOffset:` argument), for a promise read
  /// from the Swift; `nil` for the config's. A failure against it is reported there.
  public var site: FileLocation? = nil
  /// The promise as the Swift writes it, `maxSampleOffset: .zero`, for a promise read from the
  /// Swift.
  public var written: String? = nil
  /// The modifier (`.layerEffect`, `.distortionEffect`) that applies it, for a promise read
  /// from the Swift: the layer `layerFits` sizes is that modifier's.
  public var modifier: FileLocation? = nil
}

/// Which promises an entry's `samplePromise` proves (docs/shader-proofs.md, "Where the promise
/// comes from"):
///
/// ```
/// each modifier site with a static maxSampleOffset (a literal, .zero, a constant)  → the Swift's
/// any site that is not static, or only warm-ups, or no Swift read                  → the config's
/// Swift and config both given and different                     → the Swift's, and a warning
/// neither                                        → the supremum is measured, and a warning
/// ```
///
/// One proof per site ("One proof per site"): an entry with a `site` proves that modifier only;
/// an entry without one proves every site that no other entry of the function names (`claimed`).
/// So two sites with their own promises and arguments are two entries, and a promise is never
/// held against another site's arguments.
struct ShaderPromiseSource {
  var targets: [ShaderPromiseTarget] = []
  var warnings: [ProofFinding] = []
  /// The modifiers whose promise is not static (the config's, or none, is proven for them):
  /// where `layerFits` reports a layer sized with the config's promise.
  var dynamicModifiers: [FileLocation] = []
  /// Literals the entry's `site` passes outside its domains (``ShaderSiteLiterals``), reported
  /// under `compiles`.
  var literalFindings: [ProofFinding] = []

  init(entry: ShaderProofEntry, swift: SwiftShaderModel?, claimed: [ShaderSiteReference] = []) {
    var staticSites: [(value: SIMD2<Double>, site: ShaderUseSite, text: String)] = []
    var dynamicSites: [ShaderUseSite] = []
    if let swift {
      let applying = swift.uses.filter { use in
        use.kind == .modifier && [.distortionEffect, .layerEffect].contains(use.usage)
          && use.callSites.contains(where: { swift.callSites[$0].function == entry.function })
      }
      let proven: [ShaderUseSite]
      if let site = entry.site {
        proven = applying.filter { site.names($0) }
        if proven.isEmpty {
          let known = applying.map { Self.place($0.location) }
          warnings.append(
            ProofFinding(
              kind: ShaderFindingKind.unknownSite.finding,
              message:
                "\(site.path): \(site) is no .distortionEffect or .layerEffect applying \(entry.function) in the Swift read; "
                + (swift.files.isEmpty
                  ? "the config reads no Swift (\"swift\")"
                  : known.isEmpty
                    ? "no modifier the reader follows applies it"
                    : "the sites that apply it are \(known.joined(separator: ", "))")))
        }
      } else {
        proven = applying.filter { use in !claimed.contains { $0.names(use) } }
      }
      for use in proven {
        if let offset = use.maxSampleOffset, let width = offset.width, let height = offset.height {
          staticSites.append((SIMD2(width, height), use, offset.text))
        } else {
          dynamicSites.append(use)
        }
      }
    }
    if let swift, entry.site == nil {
      // A call site no modifier reaches is one whose promise the proof cannot know: say so.
      let unapplied = swift.callSites.indices.filter { index in
        swift.callSites[index].function == entry.function
          && !swift.uses.contains { $0.callSites.contains(index) }
      }
      if !unapplied.isEmpty {
        let places = unapplied.map { Self.place(swift.callSites[$0].location) }
        warnings.append(
          ProofFinding(
            severity: .warning, kind: ShaderFindingKind.unappliedCallSite.finding,
            message:
              "the app builds \(entry.function) at \(places.joined(separator: ", ")), but no .distortionEffect or .layerEffect the reader follows applies it there, so the maxSampleOffset it ships with is not known; "
              + (entry.maxSampleOffset == nil
                ? "nothing is promised for it" : "the config's is proven for it")))
      }
    }
    var seen: Set<SIMD2<Double>> = []
    for site in staticSites where seen.insert(site.value).inserted {
      let place = site.site.maxSampleOffset?.location ?? site.site.location
      targets.append(
        ShaderPromiseTarget(
          label: "the Swift at \(Self.place(place)) (maxSampleOffset: \(site.text))",
          x: .number(site.value.x), y: .number(site.value.y), site: place,
          written: "maxSampleOffset: \(site.text)", modifier: site.site.location))
    }
    dynamicModifiers = dynamicSites.map(\.location)
    let config = entry.maxSampleOffset
    if let config, !staticSites.isEmpty {
      let differs = staticSites.contains {
        config.x.constant != $0.value.x || config.y.constant != $0.value.y
      }
      if differs {
        warnings.append(
          ProofFinding(
            severity: .warning, kind: ShaderFindingKind.promiseDiffers.finding,
            message:
              "the config's maxSampleOffset [\(config.x), \(config.y)] differs from the Swift's "
              + staticSites.map {
                "\(ShaderFacts.vector([$0.value.x, $0.value.y])) at \(Self.place($0.site.maxSampleOffset?.location ?? $0.site.location))"
              }
              .joined(separator: ", ")
              + "; the Swift's is what the app ships, so it is the one proven"
              + (dynamicSites.isEmpty
                ? "" : " (the config's is proven for the sites that are not static)")))
      }
    }
    if let config, staticSites.isEmpty || !dynamicSites.isEmpty {
      let sites = dynamicSites.map { Self.place($0.maxSampleOffset?.location ?? $0.location) }
      let source =
        entry.isMeasuredPromise ? "the measured (not proven) promise in the config" : "the config"
      let label =
        sites.isEmpty
        ? source
        : "\(source) (for \(sites.joined(separator: ", ")), not static in the Swift)"
      targets.append(ShaderPromiseTarget(label: label, x: config.x, y: config.y))
    } else if config == nil, !dynamicSites.isEmpty || staticSites.isEmpty,
      !warnings.contains(where: { $0.id == ShaderFindingKind.unknownSite.id })
    {
      let why: String
      if !dynamicSites.isEmpty {
        let sites = dynamicSites.map { Self.place($0.maxSampleOffset?.location ?? $0.location) }
        why =
          "the maxSampleOffset at \(sites.joined(separator: ", ")) is not static, and the config gives none"
      } else if swift == nil {
        why = "the config names no Swift (\"swift\") to read it from and gives no maxSampleOffset"
      } else {
        why =
          "no modifier in the app's Swift applies \(entry.function) with a static maxSampleOffset, and the config gives none"
      }
      warnings.append(
        ProofFinding(
          severity: .warning, kind: ShaderFindingKind.noPromise.finding,
          message:
            "no promise to hold the samples against: \(why); the supremum is measured and reported. Add \"maxSampleOffset\": [x, y] to \(entry.path)"
        ))
    }
  }

  static func place(_ location: FileLocation) -> String {
    "\((location.file as NSString).lastPathComponent):\(location.positionOrStart.line)"
  }
}
