/// How a workspace (`EffectProof`'s `Workspace`) reads the app's Swift: `SwiftCallSites`'s
/// `ToolchainSwiftReader`, on the toolchain's SwiftParser. Declared here, below the catalogue,
/// so that `EffectProof` never links SwiftParser.
public protocol AppSwiftReading: Sendable {
  /// Reads the Swift sources `paths` (files and folders) once: the shader model, and when
  /// `literals`, the literal values each call site passes, from the same parse.
  func readSwift(paths: [String], maximumFileBytes: Int, literals: Bool) -> AppSwiftSources

  /// Reads the build files (Package.swift, project.pbxproj) above `swiftPaths` and
  /// `configFolder`: which target builds which `.metal`, and the deployment targets.
  func readBuilds(swiftPaths: [String], configFolder: String, maximumFileBytes: Int)
    -> AppBuildSurvey
}

/// What the app's Swift holds for a run, read once.
public struct AppSwiftSources: Sendable {
  /// The call sites, modifiers, shape styles and warm-ups, and what the reader could not
  /// follow.
  public var model: SwiftShaderModel
  /// The literal values each call site passes, when they were read (an entry that names a
  /// `site` must cover its site's).
  public var literals: SiteArgumentLiterals?

  /// Swift already read.
  public init(model: SwiftShaderModel, literals: SiteArgumentLiterals? = nil) {
    self.model = model
    self.literals = literals
  }
}
