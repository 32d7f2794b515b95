import EffectProofBase

/// `registry.availability`: no shader API is used below the app's deployment targets without a
/// guard.
///
/// `ShaderLibrary`, `Shader`, `.colorEffect`, `.distortionEffect`, `.layerEffect` and a shader
/// as a `ShapeStyle` are iOS, iPadOS, tvOS and Mac Catalyst 17.0, macOS 14.0 and visionOS 1.0,
/// and none is on watchOS (Apple's documentation of each, cited in docs/registry.md).
public enum ShaderAvailabilityChecker {
  /// The first version of the shader APIs per platform (Swift's names); watchOS has none.
  public static let introduced: [String: PlatformVersion] = [
    "iOS": PlatformVersion([17, 0]), "macCatalyst": PlatformVersion([17, 0]),
    "macOS": PlatformVersion([14, 0]), "tvOS": PlatformVersion([17, 0]),
    "visionOS": PlatformVersion([1, 0]),
  ]

  /// The diagnostics for `swift`'s call sites, modifiers and shape styles against the
  /// deployment targets in `survey`.
  public static func check(_ swift: SwiftShaderModel, survey: AppBuildSurvey)
    -> [Diagnostic]
  {
    var diagnostics: [Diagnostic] = []
    var sites: [(api: String, location: FileLocation, guarded: AvailabilityGuard)] = []
    for site in swift.callSites {
      sites.append(("ShaderLibrary", site.location, site.availability))
    }
    for use in swift.uses where use.kind != .warmup {
      let api =
        use.kind == .shapeStyle
        ? "a Shader as a ShapeStyle" : ".\(use.usage?.rawValue ?? "shader modifier")"
      sites.append((api, use.location, use.availability))
    }
    var warned: Set<String> = []
    for site in sites {
      let file = BuildPath.normalized(site.location.file, base: survey.workingFolder)
      guard let build = survey.build(holding: file) else {
        if warned.insert("file:" + file).inserted {
          diagnostics.append(
            warning(
              site.location,
              "no Package.swift or .xcodeproj above \(site.location.file), so no deployment target: the shader APIs' availability rests on nothing here"
            ))
        }
        continue
      }
      let targets = build.targets(building: file)
      guard !targets.isEmpty else {
        if warned.insert("file:" + file).inserted {
          diagnostics.append(
            warning(
              site.location,
              "\(site.location.file) is in no target of \(build.file), so its deployment target is not known: the shader APIs' availability rests on nothing here"
            ))
        }
        continue
      }
      let deployments = targets.map { build.deploymentTargets(of: $0) }
      if deployments.allSatisfy(\.isEmpty) {
        if warned.insert("build:" + build.file).inserted {
          diagnostics.append(
            warning(
              site.location,
              "\(build.file) names no deployment target (\(build.kind == .swiftPackage ? "platforms:" : "IPHONEOS_DEPLOYMENT_TARGET, MACOSX_DEPLOYMENT_TARGET …")), so the shader APIs' availability rests on nothing"
            ))
        }
        continue
      }
      var problems: [String] = []
      for deployment in deployments {
        for (platform, version) in deployment.sorted(by: { $0.key < $1.key })
        where !site.guarded.excludedPlatforms.contains(platform) {
          let reached = max(version, site.guarded.minimumVersions[platform] ?? version)
          guard let first = introduced[platform] else {
            problems.append("\(platform) (deployment target \(version)) has no \(site.api) at all")
            continue
          }
          if reached < first {
            problems.append(
              "\(site.api) needs \(platform) \(first), but the deployment target is \(platform) \(version) and no #available(\(platform) \(first.components[0]), *) or @available guards this line"
            )
          }
        }
      }
      for problem in Set(problems).sorted() {
        diagnostics.append(
          Diagnostic.registry(
            kind: .availability, file: site.location.file, position: site.location.position,
            message: problem))
      }
    }
    return diagnostics.removingRepeats()
  }

  private static func warning(_ location: FileLocation, _ message: String) -> Diagnostic {
    Diagnostic.registry(
      severity: .warning, kind: .availability, file: location.file, position: location.position,
      message: message)
  }
}
