import EffectProofBase
import Foundation

/// `registry.buildMembership`: each shader call finds its function in a `.metal` file the
/// calling target builds into the library the call reads.
///
/// SwiftUI gives no error for a function missing from the library: the view renders black.
/// `ShaderLibrary.bundle(.module)` in a package target reads only the `.metal` files under that
/// target's folder; `ShaderLibrary.default` in an Xcode app reads the app target's Compile
/// Sources (docs/registry.md).
public enum BuildMembershipChecker {
  /// The diagnostics for `swift`'s call sites against `scan`'s declarations and `survey`'s
  /// builds: errors at each call's function name, warnings for what cannot be checked.
  public static func check(
    _ swift: SwiftShaderModel, scan: ScanResult, survey: AppBuildSurvey
  ) -> [Diagnostic] {
    var diagnostics = survey.diagnostics
    for build in survey.builds { diagnostics += build.diagnostics }
    guard !survey.builds.isEmpty else { return diagnostics.removingRepeats() }
    let base = survey.workingFolder
    var declared: [String: [String]] = [:]
    for function in scan.functions {
      declared[function.name, default: []].append(BuildPath.normalized(function.file, base: base))
    }
    var warnedFiles: Set<String> = []
    for site in swift.callSites {
      guard let name = site.function, let files = declared[name], !files.isEmpty else { continue }
      let swiftFile = BuildPath.normalized(site.location.file, base: base)
      guard let build = survey.build(holding: swiftFile) else {
        if warnedFiles.insert(swiftFile).inserted {
          diagnostics.append(
            warning(
              site, name,
              "no Package.swift or .xcodeproj above \(site.location.file); build membership not checked"
            ))
        }
        continue
      }
      let callers = build.targets(building: swiftFile)
      guard !callers.isEmpty else {
        if warnedFiles.insert(swiftFile).inserted {
          diagnostics.append(
            warning(
              site, name,
              "\(site.location.file) is in no target of \(build.file), so which library its shader calls read is not known; build membership not checked"
            ))
        }
        continue
      }
      switch (build.kind, site.library) {
      case (.swiftPackage, .moduleBundle), (.xcodeProject, .mainBundle):
        for target in callers where !files.contains(where: target.compilesMetal) {
          let unconfirmed = files.filter { file in
            let fileName = (file as NSString).lastPathComponent
            return target.unconfirmedMetalNames.contains(fileName)
              || target.unconfirmedMetalNames.contains("*")
          }
          if let file = unconfirmed.first {
            // The project lists a file of that name whose path the reader did not find: the
            // reader may have resolved the path wrongly, so this is not called a failure.
            diagnostics.append(
              warning(
                site, name,
                "'\(name)' is declared in \(BuildPath.relative(file, to: build.root)); the Compile Sources of target '\(target.name)' list a \((file as NSString).lastPathComponent) the reader could not find at its project path, so whether the target builds this file is not confirmed (\(BuildPath.relative(build.file, to: build.root)))"
              ))
            continue
          }
          diagnostics.append(missing(site, name, files: files, target: target, build: build))
        }
      case (.swiftPackage, .mainBundle):
        diagnostics.append(
          warning(
            site, name,
            "'\(name)' is looked up in the main bundle's library, which \(build.file) does not build (a package target's .metal files go into its own bundle, ShaderLibrary.bundle(.module)); build membership not checked"
          ))
      case (.xcodeProject, .moduleBundle):
        diagnostics.append(
          warning(
            site, name,
            "'\(name)' is looked up in ShaderLibrary.bundle(.module), a package's bundle, from a file of the Xcode project \(build.file); build membership not checked"
          ))
      default:
        diagnostics.append(
          warning(
            site, name,
            "'\(name)' is looked up in \(site.library); the reader cannot tell which .metal files that library holds, so build membership is not checked"
          ))
      }
    }
    return diagnostics.removingRepeats()
  }

  private static func missing(
    _ site: ShaderCallSite, _ name: String, files: [String], target: BuildTarget,
    build: AppBuildDescription
  ) -> Diagnostic {
    let places = files.map { file -> String in
      let shown = BuildPath.relative(file, to: build.root)
      let owners = build.targets.filter { $0.compilesMetal(file) }.map { "'\($0.name)'" }
      return owners.isEmpty
        ? "\(shown) (built by no target)" : "\(shown) (built by \(owners.joined(separator: ", ")))"
    }
    let library =
      site.library == .moduleBundle ? "ShaderLibrary.bundle(.module)" : "ShaderLibrary.default"
    return Diagnostic.registry(
      kind: .buildMembership, function: name, file: site.location.file,
      position: site.location.position,
      message:
        "'\(name)' is declared only in \(places.joined(separator: ", ")), which target '\(target.name)' does not build, so \(library) here has no '\(name)' and the view renders black: \(build.kind == .swiftPackage ? "move the file under the folder of target '\(target.name)'" : "add the file to the Compile Sources of target '\(target.name)'") (\(BuildPath.relative(build.file, to: build.root)))"
    )
  }

  private static func warning(_ site: ShaderCallSite, _ name: String, _ message: String)
    -> Diagnostic
  {
    Diagnostic.registry(
      severity: .warning, kind: .buildMembership, function: name, file: site.location.file,
      position: site.location.position, message: message)
  }
}
