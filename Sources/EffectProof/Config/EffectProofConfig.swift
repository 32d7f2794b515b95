import EffectProofBase
import Foundation
import LocatedJSON
import ProofEngine
import ShaderProofs
import ShaderRegistry

/// What `effectproof check` proves, read from an `effectproof.json` file.
///
/// ```json
/// {
///   "shaders": ["Shaders"],
///   "swift": ["App"],
///   "registry": {"warmups": [{"name": "ripple", "usage": "layerEffect",
///                             "arguments": ["float2", "float", "float", "float", "float", "float"]}]},
///   "expectedFunctionCount": 9,
///   "ripple": {"amplitude": 6}
/// }
/// ```
/// Every key is optional, and nothing runs that the config does not select: the `registry.*`
/// proofs run when it has `shaders`, `registry` or `expectedFunctionCount` (without `shaders`
/// the sources are the `Shaders` folder beside the config), and an effect's proofs and pictures
/// when its section is there (`"ripple": {}` for the seed's values). The sections are read
/// through ``EffectCatalogue/entries``. Relative paths are resolved against the config file's
/// folder. `registry` is either the registry object inline or the path of a registry JSON file.
/// `swift` names the app's Swift sources (files and folders): with no `registry`, the registry is
/// derived from their warm-ups; with one, the two are cross-checked. Reading Swift needs the
/// toolchain's parser, which this library does not link: a ``Workspace`` opened with the tool's
/// reader reads them. The config is the decoded document only; the ``Workspace`` holds what
/// is read from the sources it names.
/// Unknown keys and wrong types are errors with the file, line, column and JSON path.
public struct EffectProofConfig: Hashable, Sendable {
  /// The config file, when loaded from one.
  public var file: String?
  /// Metal source files and folders to scan, already resolved; empty when the config has no
  /// `shaders`, `registry` or `expectedFunctionCount`, and then the `registry.*` proofs do not
  /// run.
  public var shaderPaths: [String]
  /// The warm-up registry to check, if any.
  public var registry: WarmupRegistry?
  /// The app's Swift source files and folders, already resolved; empty when the config has no
  /// `swift`. A ``Workspace`` reads them (through an ``AppSwiftReading``).
  public var swiftPaths: [String] = []
  /// How many stitchable functions the sources must declare, if pinned. The table article pins
  /// nine.
  public var expectedFunctionCount: Int?
  /// The largest Metal source read, in bytes.
  public var maxFileBytes: Int
  /// The app's own shaders to prove on their compiled source (`shaderProofs`,
  /// docs/shader-proofs.md), checked against the sources' functions when the config was read.
  public var shaderProofs: [ShaderProofEntry] = []
  /// What a shader run proof whose evidence is `sampled` means (`certify`, default `warn`;
  /// `check --certify` overrides it): ``CertifyPolicy``.
  public var certify: CertifyPolicy = .warn
  /// The effects' sections, by key, as their entries decoded them. An effect whose key is
  /// absent does not run.
  public var sections: [String: ConfigSection] = [:]

  /// Whether the `registry.*` proofs run: the config names shader sources.
  public var checksShaders: Bool { !shaderPaths.isEmpty }

  /// Creates a config directly.
  public init(
    file: String? = nil, shaderPaths: [String], registry: WarmupRegistry? = nil,
    expectedFunctionCount: Int? = nil, maxFileBytes: Int = MetalSourceScanner().maximumFileBytes
  ) {
    self.file = file
    self.shaderPaths = shaderPaths
    self.registry = registry
    self.expectedFunctionCount = expectedFunctionCount
    self.maxFileBytes = maxFileBytes
  }

  /// Loads and validates a config file.
  ///
  /// - Throws: ``EffectProofConfigError``: the file is missing or unreadable, is not JSON, has an
  ///   unknown key or a wrong type (with line, column and JSON path), or names a registry file
  ///   that cannot be loaded.
  public static func load(contentsOf path: String) throws(EffectProofConfigError)
    -> EffectProofConfig
  {
    try load(contentsOf: path) { paths, maximumFileBytes in
      MetalSourceScanner(maximumFileBytes: maximumFileBytes).scan(paths: paths)
    }
  }

  /// Loads and validates a config file, scanning its Metal sources with `scanning` (given the
  /// resolved `shaders` paths and `maxFileBytes`) when `shaderProofs` must be checked against
  /// them: ``Workspace/open(configAt:swiftReader:editing:)`` keeps that scan for the run.
  ///
  /// - Throws: ``EffectProofConfigError``, as ``load(contentsOf:)``.
  public static func load(
    contentsOf path: String, scanning: (_ paths: [String], _ maximumFileBytes: Int) -> ScanResult
  ) throws(EffectProofConfigError) -> EffectProofConfig {
    let data: [UInt8]
    do throws(FileReadError) {
      // A config is a few KiB; 16 MiB leaves room and keeps a wrong path from filling memory.
      data = try FileBytes.read(path, maximumBytes: 16 << 20)
    } catch {
      throw .unreadable(
        file: path, reason: error.kind == .isDirectory ? "is a folder" : error.reason)
    }
    // Relative paths inside resolve against the config's folder; "" for a bare file name keeps
    // them as written. (Not NSString.deletingLastPathComponent: it traps on `a`.)
    let folder = path.contains("/") ? PathComponents.parentFolder(of: path) : ""
    do throws(JSONError) {
      let root = try JSONParser().parse(data, file: path)
      return try parse(JSONReader(root: root), file: path, folder: folder, scanning: scanning)
    } catch {
      throw .invalid(error.file == nil ? error.inFile(path) : error)
    }
  }

  static func parse(
    _ root: JSONReader, file: String, folder: String,
    scanning: (_ paths: [String], _ maximumFileBytes: Int) -> ScanResult
  ) throws(JSONError) -> EffectProofConfig {
    let object = try root.object(allowedKeys: keys)
    var config = EffectProofConfig(file: file, shaderPaths: [])
    if let shaders = shadersKey.value(in: object) {
      config.shaderPaths = try paths(
        shaders, key: "shaders", in: folder, item: "shader", kind: "Metal", leaveOut: "check")
    }
    if let swift = swiftKey.value(in: object) {
      config.swiftPaths = try paths(
        swift, key: "swift", in: folder, item: "Swift", kind: "Swift", leaveOut: "read")
    }
    if let registry = registryKey.value(in: object) {
      config.registry = try loadRegistry(registry, file: file, folder: folder)
    }
    if let count = try expectedFunctionCountKey.integer(in: object) {
      config.expectedFunctionCount = count
    }
    for entry in EffectCatalogue.entries {
      if let reader = object.optional(entry.key) {
        config.sections[entry.key] = try entry.erasedSection(from: reader)
      }
    }
    // A registry, Swift sources, a pinned count or shader proofs without `shaders` check the
    // `Shaders` folder beside the config: the conventional place of an app's Metal sources.
    if config.shaderPaths.isEmpty
      && (registryKey.value(in: object) != nil || expectedFunctionCountKey.value(in: object) != nil
        || swiftKey.value(in: object) != nil || shaderProofsKey.value(in: object) != nil)
    {
      config.shaderPaths = [resolve("Shaders", in: folder)]
    }
    if let limit = try maxFileBytesKey.integer(in: object) { config.maxFileBytes = limit }
    if let word = try certifyKey.word(in: object) {
      config.certify = CertifyPolicy(rawValue: word) ?? .warn
    }
    if let proofs = shaderProofsKey.value(in: object) {
      // Checked against the sources now, so a misspelt function or parameter is an error here.
      let scan = scanning(config.shaderPaths, config.maxFileBytes)
      config.shaderProofs = try ShaderProofConfig.entries(proofs, scan: scan, folder: folder)
    }
    return config
  }

  /// A non-empty array of paths that exist, resolved against the config's folder. The words
  /// fill the errors: "a \(item) path must not be empty", "expected at least one \(kind)
  /// source file or folder; leave out \(key) to \(leaveOut) none".
  private static func paths(
    _ reader: JSONReader, key: String, in folder: String, item: String, kind: String,
    leaveOut: String
  ) throws(JSONError) -> [String] {
    var paths: [String] = []
    for element in try reader.array() {
      let path = try element.pathString()
      guard !path.isEmpty else {
        throw element.error("a \(item) path must not be empty")
      }
      let resolved = resolve(path, in: folder)
      guard FileManager.default.fileExists(atPath: resolved) else {
        throw element.error("no such file or folder: \(resolved)")
      }
      paths.append(resolved)
    }
    guard !paths.isEmpty else {
      throw reader.error(
        "expected at least one \(kind) source file or folder; leave out \(key) to \(leaveOut) none"
      )
    }
    return paths
  }

  private static func loadRegistry(
    _ reader: JSONReader, file: String, folder: String
  ) throws(JSONError) -> WarmupRegistry {
    guard case .string = reader.node.value else {
      guard case .object = reader.node.value else {
        throw reader.error(
          "expected a registry object or the path of a registry file, found \(reader.node.typeDescription)"
        )
      }
      return try WarmupRegistry(json: reader, file: file)
    }
    let relative = try reader.pathString()
    let path = resolve(relative, in: folder)
    do throws(RegistryLoadError) {
      return try WarmupRegistry.load(contentsOf: path)
    } catch {
      switch error {
      case .invalid(let inner): throw inner
      case .unreadable(_, let reason):
        throw reader.error("cannot read the registry file \(path): \(reason)")
      }
    }
  }

  static func resolve(_ path: String, in folder: String) -> String {
    if path.hasPrefix("/") || folder.isEmpty { return path }
    return (folder as NSString).appendingPathComponent(path)
  }
}

/// A config that could not be used.
public enum EffectProofConfigError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The config file is missing, a folder, or unreadable.
  case unreadable(file: String, reason: String)
  /// The config is not JSON or not a config: with file, line, column and JSON path.
  case invalid(JSONError)

  /// One line naming the file and what is wrong.
  public var description: String {
    switch self {
    case .unreadable(let file, let reason): "\(file): cannot read the config: \(reason)"
    case .invalid(let error): error.description
    }
  }
}
