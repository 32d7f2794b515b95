import ShaderRegistry
import SwiftCallSites
import Testing

/// What `registry.buildMembership` and `registry.availability` read from the app's Swift and
/// its `Package.swift`: the library each call site reads, the guards around it, and the
/// manifest's targets and platforms. Expected values are written by hand from the sources.
@Suite struct BuildReadingTests {
  // MARK: - Libraries

  @Test func eachCallSiteRecordsTheLibraryItReads() {
    let model = ReaderProbe.read(
      """
      let a = ShaderLibrary.ripple(.float(1))
      let b = ShaderLibrary.default.ripple(.float(1))
      let c = ShaderLibrary.bundle(.module).ripple(.float(1))
      let d = ShaderLibrary.bundle(Bundle.main).ripple(.float(1))
      let e = ShaderLibrary.bundle(Bundle(for: Token.self)).ripple(.float(1))
      let f = ShaderLibrary(url: url).ripple(.float(1))
      let g = Shader(function: ShaderFunction(library: .bundle(.module), name: "ripple"), arguments: [.float(1)])
      """)
    #expect(
      model.callSites.map(\.library) == [
        .mainBundle, .mainBundle, .moduleBundle, .mainBundle,
        .otherBundle("Bundle(for: Token.self)"), .unknown, .moduleBundle,
      ])
  }

  @Test func aLibraryKeptInADeclarationOrAWrapperIsFollowed() {
    let model = ReaderProbe.read(
      files: [
        (
          "Kit.swift",
          """
          extension ShaderLibrary {
            static let kit: ShaderLibrary = .bundle(.module)
          }
          @dynamicMemberLookup
          enum Kit {
            static subscript(dynamicMember name: String) -> ShaderFunction {
              ShaderLibrary.bundle(.module)[dynamicMember: name]
            }
          }
          """
        ),
        (
          "V.swift",
          """
          let a = ShaderLibrary.kit.glow(.float(1))
          let b = Kit.glow(.float(1))
          """
        ),
      ])
    #expect(model.callSites.map(\.library) == [.moduleBundle, .moduleBundle])
  }

  // MARK: - Guards

  @Test func guardsAroundASiteAreRecorded() {
    let model = ReaderProbe.read(
      """
      func a() -> Shader {
        if #available(iOS 17, macOS 14.0, *) {
          return ShaderLibrary.one(.float(1))
        } else {
          return ShaderLibrary.two(.float(1))
        }
      }
      func b() -> Shader? {
        guard #available(iOS 17.2, *) else { return nil }
        return ShaderLibrary.three(.float(1))
      }
      @available(iOS, introduced: 17)
      struct C {
        @available(tvOS 17, *)
        var s: Shader { ShaderLibrary.four(.float(1)) }
      }
      #if os(iOS)
        let e = ShaderLibrary.five(.float(1))
      #elseif !os(watchOS)
        let f = ShaderLibrary.six(.float(1))
      #endif
      let g = ShaderLibrary.seven(.float(1))
      """)
    let guards = Dictionary(
      uniqueKeysWithValues: model.callSites.map { ($0.function ?? "?", $0.availability) })
    #expect(
      guards["one"]?.minimumVersions == [
        "iOS": PlatformVersion([17]), "macOS": PlatformVersion([14]),
      ])
    #expect(guards["two"] == AvailabilityGuard())
    #expect(guards["three"]?.minimumVersions == ["iOS": PlatformVersion([17, 2])])
    #expect(
      guards["four"]?.minimumVersions == [
        "iOS": PlatformVersion([17]), "tvOS": PlatformVersion([17]),
      ])
    #expect(guards["five"]?.excludedPlatforms == ["macOS", "tvOS", "watchOS", "visionOS"])
    // Not iOS (the first clause held there), not watchOS (its own condition).
    #expect(guards["six"]?.excludedPlatforms == ["iOS", "macCatalyst", "watchOS"])
    #expect(guards["seven"] == AvailabilityGuard())
  }

  @Test func versionsCompareByComponent() {
    #expect(PlatformVersion(parsing: "v17") == PlatformVersion([17, 0]))
    #expect(PlatformVersion(parsing: "v10_15") == PlatformVersion([10, 15]))
    #expect(PlatformVersion(parsing: "16.4")! < PlatformVersion([17]))
    #expect(PlatformVersion(parsing: "10.9")! < PlatformVersion(parsing: "10.10")!)
    #expect(PlatformVersion(parsing: "17.x") == nil)
    #expect(PlatformVersion(parsing: "") == nil)
    #expect(PlatformVersion(parsing: "-1") == nil)
  }

  // MARK: - Package.swift

  static let manifest = """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(
      name: "App",
      platforms: [.iOS(.v16), .macOS("13.0"), .tvOS("17.1")],
      targets: [
        .target(name: "Effects", exclude: ["Old", "Notes.md"], resources: [.copy("Raw")]),
        .executableTarget(name: "Tool", path: "Code/Tool"),
        .testTarget(name: "EffectsTests", dependencies: [.target(name: "Effects")]),
      ]
    )
    """

  @Test func theManifestsTargetsAndPlatformsAreRead() {
    let build = PackageManifestReader.read(
      text: Self.manifest, file: "/p/Package.swift", root: "/p")
    #expect(build.diagnostics.isEmpty, "\(build.diagnostics)")
    #expect(build.targets.map(\.name) == ["Effects", "Tool", "EffectsTests"])
    #expect(
      build.targets.map(\.folders) == [
        ["/p/Sources/Effects"], ["/p/Code/Tool"], ["/p/Tests/EffectsTests"],
      ])
    #expect(build.targets[0].excluded == ["/p/Sources/Effects/Old", "/p/Sources/Effects/Notes.md"])
    #expect(build.targets[0].copied == ["/p/Sources/Effects/Raw"])
    #expect(build.targets[0].position?.line == 8)
    #expect(
      build.deploymentTargets == [
        "iOS": PlatformVersion([16]), "macOS": PlatformVersion([13]),
        "tvOS": PlatformVersion([17, 1]),
      ])
    let effects = build.targets[0]
    #expect(effects.compilesMetal("/p/Sources/Effects/Shaders/A.metal"))
    #expect(!effects.compilesMetal("/p/Sources/Effects/Old/B.metal"))
    #expect(!effects.compilesMetal("/p/Sources/Effects/Raw/C.metal"))
    #expect(!effects.compilesMetal("/p/Sources/EffectsExtra/D.metal"))
  }

  @Test func whatTheManifestReaderCannotFollowIsAWarningAtItsLine() {
    let build = PackageManifestReader.read(
      text: """
        let names = ["A", "B"]
        let package = Package(
          name: "App",
          platforms: supported,
          targets: names.map { .target(name: $0) } + [
            .target(name: mainName),
            .target(name: "C", path: folder),
          ]
        )
        """, file: "/p/Package.swift", root: "/p")
    #expect(build.targets.isEmpty)
    let found = build.diagnostics.map { "\($0.id.name) \($0.line ?? 0)" }
    #expect(
      found == ["availability 4", "buildMembership 5", "buildMembership 6", "buildMembership 7"],
      "\(build.diagnostics)")
    #expect(build.diagnostics.allSatisfy { $0.severity == .warning })
    #expect(build.diagnostics[1].message.contains("loop"))
  }

  @Test func aManifestWithNoTargetWarns() {
    let build = PackageManifestReader.read(
      text: "let package = Package(name: \"Empty\")", file: "/p/Package.swift", root: "/p")
    #expect(build.targets.isEmpty)
    #expect(build.diagnostics.map(\.registryKind) == [.buildMembership])
    #expect(build.diagnostics.first?.message.contains("declares no .target") == true)
  }
}
