import EffectProofBase
import LocatedJSON

/// One target of an app's build: the files it compiles and the systems it deploys to.
///
/// A SwiftPM target builds every file under its folder that `exclude:` does not take out; an
/// Xcode target builds the files of its Compile Sources phase and of its synchronized folders
/// (less their membership exceptions).
public struct BuildTarget: Hashable, Sendable {
  /// The target's name.
  public var name: String
  /// Where the target is declared in the build file.
  public var position: SourcePosition?
  /// Folders every file of which the target builds (absolute, normalised).
  public var folders: [String]
  /// Files and folders taken out of ``folders`` (`exclude:`, membership exceptions).
  public var excluded: [String]
  /// Files the target builds by name (an Xcode Sources phase).
  public var files: Set<String>
  /// Files and folders copied into the bundle as they are (SwiftPM `.copy(…)`): a `.metal`
  /// there is not compiled.
  public var copied: [String]
  /// The lowest system version per platform (Swift's names: `iOS`, `macOS` …) the target
  /// deploys to, where its own settings say.
  public var deploymentTargets: [String: PlatformVersion]
  /// The file names of `.metal` files an Xcode Sources phase lists at a path the reader cannot
  /// resolve, or at a resolved path that holds no file (`*`: a listed file with no name). A
  /// `.metal` file of one of these names is not called missing from the target: the reader's
  /// path, not the project, may be wrong, so ``BuildMembershipChecker`` warns instead.
  public var unconfirmedMetalNames: Set<String> = []
  /// The platforms (Swift's names) the target builds for, where its own settings say (an Xcode
  /// target's `SUPPORTED_PLATFORMS`, else its `SDKROOT`); `nil`: not said here.
  public var platforms: Set<String>?

  /// Creates a target.
  public init(
    name: String, position: SourcePosition? = nil, folders: [String] = [], excluded: [String] = [],
    files: Set<String> = [], copied: [String] = [],
    deploymentTargets: [String: PlatformVersion] = [:]
  ) {
    self.name = name
    self.position = position
    self.folders = folders
    self.excluded = excluded
    self.files = files
    self.copied = copied
    self.deploymentTargets = deploymentTargets
  }

  /// Whether the target builds the file at `path` (absolute, normalised).
  public func builds(_ path: String) -> Bool {
    if files.contains(path) { return true }
    guard folders.contains(where: { BuildPath.isInside(path, $0) }) else { return false }
    return !excluded.contains { BuildPath.isInside(path, $0) }
  }

  /// Whether the target compiles the `.metal` file at `path` into its library: it builds it,
  /// and does not copy it as it is.
  public func compilesMetal(_ path: String) -> Bool {
    builds(path) && !copied.contains { BuildPath.isInside(path, $0) }
  }
}
