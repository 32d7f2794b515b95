import EffectProofBase
import Foundation
import ShaderProofs
import ShaderRegistry

/// Everything one run reads, read once: the decoded config, the one scan of its Metal sources,
/// the app's Swift and build files (read on first use through an ``AppSwiftReading``), the
/// one ``CompiledShaderLibrary`` (each source compiled on first use), and each `shaderProofs`
/// entry resolved against them (``ResolvedShaderEntry``). `check`, `render`, `bench` and `init`
/// open one; the registry proofs, the shader proofs, the effects' differential proofs and the
/// report's pictures all take it, so no consumer reads an input again.
///
/// ```
/// effectproof.json ─ EffectProofConfig.load ─┬─ config (the decoded document)
///                                      └─ scan (MetalSourceScanner, once; checks shaderProofs)
/// Workspace ─ library (over the scan; compiles each file once, on first use)
///           ─ swift, literals (AppSwiftReading, once, on first use)
///           ─ builds (AppSwiftReading, once, on first use)
///           ─ shaderEntries (ResolvedShaderEntry.resolve, once)
/// ```
public final class Workspace: Sendable {
  /// The decoded config.
  public let config: EffectProofConfig
  /// The one scan of the config's Metal sources (empty when it names none).
  public let scan: ScanResult
  /// The config's sources compiled for the CPU, each file on first use.
  public let library: CompiledShaderLibrary
  /// Reads the app's Swift; `nil` when the caller reads none (the `registry.*` proofs then say
  /// the Swift was not read).
  public let swiftReader: (any AppSwiftReading)?

  private let swiftRead = Locked<AppSwiftSources??>(nil)
  private let buildsRead = Locked<AppBuildSurvey??>(nil)
  private let entriesResolved = Locked<[ResolvedShaderEntry]?>(nil)

  /// A workspace over `config`. `scan`, when given, is the scan of its `shaderPaths` already
  /// made; `swift`, when given, is its Swift already read (else `swiftReader` reads it on
  /// first use).
  public init(
    config: EffectProofConfig, scan: ScanResult? = nil, swift: AppSwiftSources? = nil,
    swiftReader: (any AppSwiftReading)? = nil
  ) {
    self.config = config
    let scan =
      scan
      ?? (config.shaderPaths.isEmpty
        ? ScanResult()
        : MetalSourceScanner(maximumFileBytes: config.maxFileBytes).scan(paths: config.shaderPaths))
    self.scan = scan
    self.swiftReader = swiftReader
    library = CompiledShaderLibrary(
      shaderPaths: config.shaderPaths, scan: scan, maximumFileBytes: config.maxFileBytes)
    if let swift { swiftRead.withLock { $0 = .some(swift) } }
  }

  /// Reads the config at `path` and opens its workspace: the config's Metal sources are scanned
  /// once, for the config's checks and for every consumer. `editing` changes the decoded config
  /// before anything is resolved against it (a command line's `--run-time-limit`).
  ///
  /// - Throws: ``EffectProofConfigError``, as ``EffectProofConfig/load(contentsOf:)``.
  public static func open(
    configAt path: String, swiftReader: (any AppSwiftReading)? = nil,
    editing: (inout EffectProofConfig) -> Void = { _ in }
  ) throws(EffectProofConfigError) -> Workspace {
    var made: ScanResult?
    var config = try EffectProofConfig.load(contentsOf: path) { paths, maximumFileBytes in
      let scan = MetalSourceScanner(maximumFileBytes: maximumFileBytes).scan(paths: paths)
      made = scan
      return scan
    }
    editing(&config)
    // The config scans only when it has shaderProofs to check; the paths are the same.
    return Workspace(config: config, scan: made, swiftReader: swiftReader)
  }

  // MARK: - The app's Swift

  /// Whether the config names Swift sources.
  public var namesSwift: Bool { !config.swiftPaths.isEmpty }

  /// The app's Swift, read once on first use; `nil` when the config names none or there is no
  /// reader.
  public var swiftSources: AppSwiftSources? {
    swiftRead.withLock { read in
      if let read { return read }
      var made: AppSwiftSources?
      if namesSwift, let swiftReader {
        made = swiftReader.readSwift(
          paths: config.swiftPaths, maximumFileBytes: config.maxFileBytes,
          literals: config.shaderProofs.contains { $0.site != nil })
      }
      read = .some(made)
      return made
    }
  }

  /// The app's Swift model, when read.
  public var swift: SwiftShaderModel? { swiftSources?.model }

  /// The build files above the Swift and the config's folder, read once on first use; `nil`
  /// when the config names no Swift or there is no reader.
  public var builds: AppBuildSurvey? {
    buildsRead.withLock { read in
      if let read { return read }
      var made: AppBuildSurvey?
      if namesSwift, let swiftReader {
        let folder = config.file.map { ($0 as NSString).deletingLastPathComponent } ?? ""
        made = swiftReader.readBuilds(
          swiftPaths: config.swiftPaths, configFolder: folder.isEmpty ? "." : folder,
          maximumFileBytes: config.maxFileBytes)
      }
      read = .some(made)
      return made
    }
  }

  // MARK: - The app's shaders

  /// Each `shaderProofs` entry resolved against the scan and the Swift, once.
  public var shaderEntries: [ResolvedShaderEntry] {
    entriesResolved.withLock { resolved in
      if let resolved { return resolved }
      let sources = swiftSources
      let made = ResolvedShaderEntry.resolve(
        config.shaderProofs, scan: scan, swift: sources?.model, literals: sources?.literals)
      resolved = made
      return made
    }
  }
}
