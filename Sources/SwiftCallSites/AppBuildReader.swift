import EffectProofBase
import Foundation
import LocatedJSON
import ShaderRegistry

/// Finds and reads an app's build description: from each folder given (the config's `swift`
/// folders and the config's own folder) it walks up to the first folder holding a
/// `Package.swift` or an `*.xcodeproj/project.pbxproj`, and reads what it finds there once
/// (``PackageManifestReader``, ``XcodeProjectReader``).
///
/// A folder with no build file above it is a warning ("no Package.swift or .xcodeproj above
/// …"), never a silent pass; so is a build file that cannot be read.
public struct AppBuildReader: Sendable {
  /// Build files larger than this many bytes are reported, not read. Default 8 MiB.
  public var maximumFileBytes: Int

  /// Creates a reader.
  public init(maximumFileBytes: Int = 8 << 20) {
    self.maximumFileBytes = maximumFileBytes
  }

  /// The builds above `paths` (files or folders, relative to the working folder) and above
  /// `configFolder`, whose build, when it has one, is the survey's primary build.
  public func survey(from paths: [String], configFolder: String? = nil) -> AppBuildSurvey {
    let working = FileManager.default.currentDirectoryPath
    var survey = AppBuildSurvey(workingFolder: BuildPath.normalized(working, base: "/"))
    var read: Set<String> = []
    var unfound: [String] = []
    for path in paths + (configFolder.map { [$0] } ?? []) {
      var folder = BuildPath.normalized(path, base: survey.workingFolder)
      var isFolder: ObjCBool = false
      if !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder)
        || !isFolder.boolValue
      {
        folder = BuildPath.normalized("..", base: folder)
      }
      guard let found = buildFiles(above: folder) else {
        unfound.append(path)
        continue
      }
      for file in found where read.insert(file).inserted {
        survey.builds.append(description(of: file))
      }
      if path == configFolder { survey.primaryFile = found.first }
    }
    // With a build found, the checks warn per Swift file it does not hold; with none, each
    // folder says so here.
    if survey.builds.isEmpty {
      for path in unfound {
        survey.diagnostics.append(
          Diagnostic.registry(
            severity: .warning, kind: .buildMembership, file: path,
            message: "no Package.swift or .xcodeproj above \(path); build membership not checked"))
      }
    }
    return survey
  }

  /// The build files in the first folder at or above `folder` that holds any.
  private func buildFiles(above start: String) -> [String]? {
    var folder = start
    for _ in 0..<256 {
      var found: [String] = []
      let manifest = folder == "/" ? "/Package.swift" : folder + "/Package.swift"
      if FileManager.default.fileExists(atPath: manifest) { found.append(manifest) }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for name in names.sorted() where name.hasSuffix(".xcodeproj") {
        let project = BuildPath.normalized(name + "/project.pbxproj", base: folder)
        if FileManager.default.fileExists(atPath: project) { found.append(project) }
      }
      if !found.isEmpty { return found }
      if folder == "/" { return nil }
      folder = BuildPath.normalized("..", base: folder)
    }
    return nil
  }

  private func description(of file: String) -> AppBuildDescription {
    let isProject = file.hasSuffix("/project.pbxproj")
    // The .xcodeproj's parent folder is the project's SOURCE_ROOT; the package's own folder.
    let root = BuildPath.normalized(isProject ? "../.." : "..", base: file)
    let text: String
    switch SourceFileRead.bytes(
      of: file, limit: maximumFileBytes, language: isProject ? "Xcode project" : "Swift")
    {
    case .success(let bytes):
      text = String(decoding: bytes, as: UTF8.self)
    case .failure(let problem):
      var description = AppBuildDescription(
        kind: isProject ? .xcodeProject : .swiftPackage, file: file, root: root)
      var warning = problem.diagnostic
      warning.severity = .warning
      warning.id = RegistryDiagnosticKind.buildMembership.id
      warning.message += "; build membership not checked"
      description.diagnostics = [warning]
      return description
    }
    if isProject {
      return XcodeProjectReader.read(text: text, file: file, root: root)
    }
    return PackageManifestReader.read(text: text, file: file, root: root) { path in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        && isFolder.boolValue
    }
  }
}
