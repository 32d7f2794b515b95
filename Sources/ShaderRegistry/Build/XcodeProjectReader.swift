import EffectProofBase
import Foundation
import LocatedJSON

/// Reads an Xcode `project.pbxproj` into an ``AppBuildDescription``: each native target's
/// Compile Sources (`PBXSourcesBuildPhase` → `PBXBuildFile` → `PBXFileReference`, with paths
/// resolved through `PBXGroup` children and `sourceTree`), its Xcode 16 synchronized folders
/// (`PBXFileSystemSynchronizedRootGroup`, less the `membershipExceptions` of its exception sets)
/// and its deployment targets (`IPHONEOS_DEPLOYMENT_TARGET` and the others, the target's build
/// configurations over the project's).
public enum XcodeProjectReader {
  /// The build settings that hold deployment targets, with Swift's platform names.
  public static let deploymentSettings: [String: String] = [
    "IPHONEOS_DEPLOYMENT_TARGET": "iOS", "MACOSX_DEPLOYMENT_TARGET": "macOS",
    "TVOS_DEPLOYMENT_TARGET": "tvOS", "WATCHOS_DEPLOYMENT_TARGET": "watchOS",
    "XROS_DEPLOYMENT_TARGET": "visionOS",
  ]

  /// The SDK names of `SDKROOT` and `SUPPORTED_PLATFORMS`, with Swift's platform names.
  public static let sdkPlatforms: [String: String] = [
    "iphoneos": "iOS", "iphonesimulator": "iOS", "macosx": "macOS", "appletvos": "tvOS",
    "appletvsimulator": "tvOS", "watchos": "watchOS", "watchsimulator": "watchOS",
    "xros": "visionOS", "xrsimulator": "visionOS",
  ]

  /// The description of the project in `text`, read from `file`; `root` is the folder that
  /// holds the `.xcodeproj` (`SOURCE_ROOT`). A file that does not parse, or parses to no
  /// project, gives a description with no target and a warning at the line at fault.
  public static func read(text: String, file: String, root: String) -> AppBuildDescription {
    var description = AppBuildDescription(kind: .xcodeProject, file: file, root: root)
    func warn(_ message: String, _ position: SourcePosition?) {
      description.diagnostics.append(
        Diagnostic.registry(
          severity: .warning, kind: .buildMembership, file: file, position: position,
          message: message))
    }
    let plist: OpenStepPlist
    do throws(OpenStepPlistError) {
      plist = try OpenStepPlist.parse(text)
    } catch {
      warn(
        "the project file cannot be read: \(error.message); build membership not checked",
        error.position)
      return description
    }
    guard case .dictionary(let objects)? = plist["objects"]?.content,
      let rootID = plist["rootObject"]?.string, let project = objects[rootID]
    else {
      warn(
        "the project file has no objects or rootObject, so no target is known; build membership not checked",
        plist.position)
      return description
    }
    let reader = ObjectGraph(objects: objects, root: root)
    description.deploymentTargets = reader.deploymentTargets(project)
    description.platforms = reader.platforms(project)
    for targetID in project["targets"]?.array ?? [] {
      guard let id = targetID.string, let object = objects[id],
        object["isa"]?.string == "PBXNativeTarget"
      else { continue }
      var target = BuildTarget(
        name: object["name"]?.string ?? id, position: object.position,
        deploymentTargets: reader.deploymentTargets(object))
      target.platforms = reader.platforms(object)
      for phaseID in object["buildPhases"]?.array ?? [] {
        guard let phase = phaseID.string.flatMap({ objects[$0] }),
          phase["isa"]?.string == "PBXSourcesBuildPhase"
        else { continue }
        for fileID in phase["files"]?.array ?? [] {
          guard let buildFile = fileID.string.flatMap({ objects[$0] }),
            let reference = buildFile["fileRef"]?.string
          else { continue }
          let listed = objects[reference]
          let name =
            listed?["path"]?.string.map { ($0 as NSString).lastPathComponent }
            ?? listed?["name"]?.string ?? "*"
          if let path = reader.path(of: reference) {
            target.files.insert(path)
            if name.hasSuffix(".metal"), !FileManager.default.fileExists(atPath: path) {
              target.unconfirmedMetalNames.insert(name)
            }
          } else {
            if name.hasSuffix(".metal") || name == "*" { target.unconfirmedMetalNames.insert(name) }
            warn(
              "a file of \(target.name)'s Compile Sources (\(reference)) has a path the reader cannot resolve (a sourceTree other than <group>, SOURCE_ROOT or <absolute>); it is left out",
              buildFile.position)
          }
        }
      }
      for groupID in object["fileSystemSynchronizedGroups"]?.array ?? [] {
        guard let gid = groupID.string, let group = objects[gid], let folder = reader.path(of: gid)
        else {
          warn(
            "a synchronized folder of \(target.name) has a path the reader cannot resolve; it is left out",
            groupID.position)
          continue
        }
        target.folders.append(folder)
        for exceptionID in group["exceptions"]?.array ?? [] {
          guard let exception = exceptionID.string.flatMap({ objects[$0] }),
            exception["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
            exception["target"]?.string == id
          else { continue }
          for name in exception["membershipExceptions"]?.array ?? [] {
            if let relative = name.string {
              target.excluded.append(BuildPath.normalized(relative, base: folder))
            }
          }
        }
      }
      description.targets.append(target)
    }
    if description.targets.isEmpty {
      warn("the project declares no native target; build membership not checked", project.position)
    }
    return description
  }
}

/// The project's objects, and the paths of its file references and groups.
private struct ObjectGraph {
  let objects: [String: OpenStepPlist]
  let root: String
  /// Each group's or file's parent group.
  let parents: [String: String]

  init(objects: [String: OpenStepPlist], root: String) {
    self.objects = objects
    self.root = root
    var parents: [String: String] = [:]
    for (id, object) in objects {
      for child in object["children"]?.array ?? [] {
        if let childID = child.string { parents[childID] = id }
      }
    }
    self.parents = parents
  }

  /// The absolute path of a file reference or group, or `nil` when its `sourceTree` is one the
  /// reader cannot resolve (`BUILT_PRODUCTS_DIR`, `SDKROOT`, a build setting) or the chain of
  /// parents does not end.
  func path(of id: String, depth: Int = 0) -> String? {
    guard depth < 64, let object = objects[id] else { return nil }
    let own = object["path"]?.string
    switch object["sourceTree"]?.string ?? "<group>" {
    case "<absolute>":
      return own.map { BuildPath.normalized($0, base: "/") }
    case "SOURCE_ROOT":
      return BuildPath.normalized(own ?? "", base: root)
    case "<group>":
      let base: String
      if let parent = parents[id] {
        guard let parentPath = path(of: parent, depth: depth + 1) else { return nil }
        base = parentPath
      } else {
        base = root
      }
      return BuildPath.normalized(own ?? "", base: base)
    default:
      return nil
    }
  }

  /// The lowest deployment target per platform over `object`'s build configurations.
  /// The platforms `object`'s configurations build for: each one's `SUPPORTED_PLATFORMS`, else
  /// its `SDKROOT`, together; `nil` when no configuration names an SDK the table knows
  /// (`SDKROOT = auto` alone, a build setting).
  func platforms(_ object: OpenStepPlist) -> Set<String>? {
    guard let listID = object["buildConfigurationList"]?.string, let list = objects[listID]
    else { return nil }
    var result: Set<String> = []
    for configurationID in list["buildConfigurations"]?.array ?? [] {
      guard let configuration = configurationID.string.flatMap({ objects[$0] }),
        let settings = configuration["buildSettings"]
      else { continue }
      let names =
        settings["SUPPORTED_PLATFORMS"]?.string?.split(separator: " ").map(String.init)
        ?? settings["SDKROOT"]?.string.map { [$0] } ?? []
      result.formUnion(names.compactMap { XcodeProjectReader.sdkPlatforms[$0] })
    }
    return result.isEmpty ? nil : result
  }

  func deploymentTargets(_ object: OpenStepPlist) -> [String: PlatformVersion] {
    var result: [String: PlatformVersion] = [:]
    guard let listID = object["buildConfigurationList"]?.string, let list = objects[listID]
    else { return result }
    for configurationID in list["buildConfigurations"]?.array ?? [] {
      guard let configuration = configurationID.string.flatMap({ objects[$0] }),
        let settings = configuration["buildSettings"]
      else { continue }
      for (key, platform) in XcodeProjectReader.deploymentSettings {
        guard let text = settings[key]?.string, let version = PlatformVersion(parsing: text)
        else { continue }
        if let existing = result[platform], existing <= version { continue }
        result[platform] = version
      }
    }
    return result
  }
}
