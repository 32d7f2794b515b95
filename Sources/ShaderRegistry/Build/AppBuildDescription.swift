import EffectProofBase

/// An app's build as its `Package.swift` or `project.pbxproj` describes it: targets, the files
/// each builds, and deployment targets.
public struct AppBuildDescription: Hashable, Sendable {
  /// What kind of build file it came from.
  public enum Kind: String, Hashable, Sendable {
    /// A SwiftPM `Package.swift`: `ShaderLibrary.bundle(.module)` reads a target's own
    /// `.metal` files.
    case swiftPackage
    /// An Xcode `project.pbxproj`: `ShaderLibrary.default` reads the app target's Compile
    /// Sources.
    case xcodeProject
  }

  /// The kind of build file.
  public var kind: Kind
  /// The build file (`Package.swift` or `…/project.pbxproj`).
  public var file: String
  /// The folder the build file describes: the package's folder, or the folder holding the
  /// `.xcodeproj`.
  public var root: String
  /// The targets, in the file's order.
  public var targets: [BuildTarget]
  /// Deployment targets for every target that does not set its own: SwiftPM's `platforms:`,
  /// the Xcode project's build settings.
  public var deploymentTargets: [String: PlatformVersion]
  /// The platforms every target builds for that does not say its own (an Xcode project's
  /// `SUPPORTED_PLATFORMS` or `SDKROOT`); `nil`: not said, so every deployment target counts.
  public var platforms: Set<String>?
  /// What the reader could not follow in the file (warnings).
  public var diagnostics: [Diagnostic]

  /// Creates a description.
  public init(
    kind: Kind, file: String, root: String, targets: [BuildTarget] = [],
    deploymentTargets: [String: PlatformVersion] = [:], diagnostics: [Diagnostic] = []
  ) {
    self.kind = kind
    self.file = file
    self.root = root
    self.targets = targets
    self.deploymentTargets = deploymentTargets
    self.diagnostics = diagnostics
  }

  /// The targets that build the file at `path`.
  public func targets(building path: String) -> [BuildTarget] {
    targets.filter { $0.builds(path) }
  }

  /// The deployment targets that hold for `target`: its own, else the file's, per platform.
  public func deploymentTargets(of target: BuildTarget?) -> [String: PlatformVersion] {
    let merged = deploymentTargets.merging(target?.deploymentTargets ?? [:]) { _, own in own }
    // A deployment target of a platform the target does not build for (a MACOSX_DEPLOYMENT_TARGET
    // left in an iPhone app's project settings) is not one of its deployments.
    guard let platforms = target?.platforms ?? platforms else { return merged }
    return merged.filter { platforms.contains($0.key) }
  }
}

/// The build descriptions found above an app's Swift folders, and what was not found.
public struct AppBuildSurvey: Hashable, Sendable {
  /// Each build file found, once.
  public var builds: [AppBuildDescription]
  /// The folder relative paths are read against.
  public var workingFolder: String
  /// Folders with no build file above them, and build files that could not be read
  /// (warnings).
  public var diagnostics: [Diagnostic]
  /// The build file found above the config's own folder: the app the config describes, which
  /// answers first for a Swift file it builds.
  public var primaryFile: String?

  /// Creates a survey.
  public init(
    builds: [AppBuildDescription] = [], workingFolder: String = "/",
    diagnostics: [Diagnostic] = [], primaryFile: String? = nil
  ) {
    self.builds = builds
    self.workingFolder = workingFolder
    self.diagnostics = diagnostics
    self.primaryFile = primaryFile
  }

  /// The build that answers for the file at `path`: the primary build when one of its targets
  /// builds the file, else the build whose root holds `path` most closely.
  public func build(holding path: String) -> AppBuildDescription? {
    if let primary = builds.first(where: { $0.file == primaryFile }),
      !primary.targets(building: path).isEmpty
    {
      return primary
    }
    return builds.filter { BuildPath.isInside(path, $0.root) }.max {
      $0.root.count < $1.root.count
    }
  }
}
