import EffectProofBase
import LocatedJSON
import ShaderRegistry
import Testing

/// The OpenStep property list reader behind `project.pbxproj`, and the project's targets,
/// files and deployment targets read from it. Every expected value is written by hand.
@Suite struct XcodeProjectReaderTests {
  // MARK: - The property list

  @Test func quotedStringsCommentsAndTrailingCommasAreRead() throws {
    let plist = try OpenStepPlist.parse(
      """
      // !$*UTF8*$!
      {
        a = "say \\"hi\\"\\n\\ttab\\\\ \\U00e9 \\101"; /* a comment { ( ; */
        b = ( one, "two three", ); // line comment
        c = { d = "$(TARGET_NAME)"; e = "<group>"; };
        "key with space" = org.example.App-1_2;
      }
      """)
    #expect(plist["a"]?.string == "say \"hi\"\n\ttab\\ é A")
    #expect(plist["b"]?.array?.compactMap(\.string) == ["one", "two three"])
    #expect(plist["c"]?["d"]?.string == "$(TARGET_NAME)")
    #expect(plist["c"]?["e"]?.string == "<group>")
    #expect(plist["key with space"]?.string == "org.example.App-1_2")
    #expect(plist["b"]?.position == SourcePosition(line: 4, column: 7))
  }

  @Test func aBuildSettingWithParenthesesMustBeQuoted() {
    // Xcode always quotes "$(TARGET_NAME)"; unquoted, `(` starts an array and `)` closes it
    // without a `,` problem, so the reader reports the missing `;`.
    #expect(throws: OpenStepPlistError.self) {
      try OpenStepPlist.parse("{ d = $(TARGET_NAME); }")
    }
  }

  @Test func malformedInputIsAnErrorAtItsLine() {
    func failure(_ text: String) -> String {
      do {
        _ = try OpenStepPlist.parse(text)
        return "parsed"
      } catch {
        return "\(error.position.line):\(error.position.column) \(error.message)"
      }
    }
    #expect(failure("{\n  a = b\n}") == "3:1 expected ';' after the value of 'a'")
    #expect(failure("{\n  a = \"open;\n}") == "2:7 a quoted string is not closed")
    #expect(failure("{ a = (x y); }") == "1:10 expected ',' or ')' in the array")
    #expect(failure("/* never closed\n{ }") == "1:1 a /* comment is not closed")
    #expect(failure("{ a = b; } c") == "1:12 unexpected 'c' after the property list's end")
    #expect(failure("") == "1:1 the file is empty: expected a property list")
    #expect(failure("{ a = \"\\U12\"; }") == "1:12 \\U needs four hex digits")
    #expect(failure("{ = b; }") == "1:3 unexpected '=' where a string, '{' or '(' should be")
    #expect(failure("{ a = b;") == "1:1 a { dictionary is not closed")
  }

  @Test func deepNestingStopsAtTheLimitWithoutTrapping() {
    let deep = String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)
    do {
      _ = try OpenStepPlist.parse(deep)
      Issue.record("parsed 100 000 levels")
    } catch {
      #expect(error.message == "the property list nests more than 200 deep; not read")
      #expect(error.position == SourcePosition(line: 1, column: 201))
    }
    #expect(throws: Never.self) {
      try OpenStepPlist.parse(
        String(repeating: "(", count: 150) + String(repeating: ")", count: 150))
    }
  }

  // MARK: - The project

  static let project = """
    // !$*UTF8*$!
    {
      objects = {
        F1 = {isa = PBXBuildFile; fileRef = R1; };
        F2 = {isa = PBXBuildFile; fileRef = R2; };
        F3 = {isa = PBXBuildFile; fileRef = R3; };
        R1 = {isa = PBXFileReference; path = A.metal; sourceTree = "<group>"; };
        R2 = {isa = PBXFileReference; path = Shared/B.metal; sourceTree = SOURCE_ROOT; };
        R3 = {isa = PBXFileReference; path = Gen.metal; sourceTree = BUILT_PRODUCTS_DIR; };
        G0 = {isa = PBXGroup; children = (G1, S1); sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (G2); path = App; sourceTree = "<group>"; };
        G2 = {isa = PBXGroup; children = (R1); name = Shaders; sourceTree = "<group>"; };
        S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X1, X2); path = Effects; sourceTree = "<group>"; };
        X1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Old.metal, "Sub/C.metal"); target = T1; };
        X2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (D.metal); target = T2; };
        P1 = {isa = PBXSourcesBuildPhase; files = (F1, F2, F3); };
        T1 = {isa = PBXNativeTarget; name = Phone; buildPhases = (P1); fileSystemSynchronizedGroups = (S1); buildConfigurationList = L1; };
        T2 = {isa = PBXNativeTarget; name = Watch; buildPhases = (); buildConfigurationList = L2; };
        L0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
        L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2); };
        L2 = {isa = XCConfigurationList; buildConfigurations = (); };
        C0 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; MACOSX_DEPLOYMENT_TARGET = 13.5; }; };
        C1 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 17.2; }; };
        C2 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = "17.0"; XROS_DEPLOYMENT_TARGET = 1.1; }; };
        PR = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); buildConfigurationList = L0; };
      };
      rootObject = PR;
    }
    """

  @Test func targetsCompileSourcesAndSynchronizedFoldersAreRead() {
    let build = XcodeProjectReader.read(
      text: Self.project, file: "/w/P.xcodeproj/project.pbxproj", root: "/w")
    #expect(build.targets.map(\.name) == ["Phone", "Watch"])
    let phone = build.targets[0]
    // G2 has a name and no path, so A.metal sits in App/; B.metal is SOURCE_ROOT-relative.
    #expect(phone.files == ["/w/App/A.metal", "/w/Shared/B.metal"])
    #expect(phone.folders == ["/w/Effects"])
    #expect(phone.excluded == ["/w/Effects/Old.metal", "/w/Effects/Sub/C.metal"])
    #expect(phone.compilesMetal("/w/Effects/D.metal"))
    #expect(!phone.compilesMetal("/w/Effects/Sub/C.metal"))
    #expect(!phone.compilesMetal("/w/App/Other.metal"))
    // Gen.metal's BUILT_PRODUCTS_DIR path cannot be resolved: a warning, not a guess.
    #expect(build.diagnostics.map(\.severity) == [.warning])
    #expect(build.diagnostics.first?.line == 6)
    // The lowest of the target's configurations, over the project's, per platform.
    #expect(
      build.deploymentTargets(of: phone) == [
        "iOS": PlatformVersion([17, 0]), "macOS": PlatformVersion([13, 5]),
        "visionOS": PlatformVersion([1, 1]),
      ])
    #expect(
      build.deploymentTargets(of: build.targets[1]) == [
        "iOS": PlatformVersion([16]), "macOS": PlatformVersion([13, 5]),
      ])
  }

  @Test func aFileThatDoesNotParseIsAWarningWithItsLine() {
    let build = XcodeProjectReader.read(
      text: "{\n objects = {\n  A = {isa = PBXGroup\n };\n}", file: "/w/project.pbxproj", root: "/w"
    )
    #expect(build.targets.isEmpty)
    #expect(build.diagnostics.count == 1)
    #expect(build.diagnostics.first?.severity == .warning)
    #expect(build.diagnostics.first?.registryKind == .buildMembership)
    #expect(build.diagnostics.first?.line == 4)
    #expect(build.diagnostics.first?.message.contains("build membership not checked") == true)
  }

  @Test func aProjectWithoutObjectsWarns() {
    let build = XcodeProjectReader.read(text: "{ archiveVersion = 1; }", file: "/w/p", root: "/w")
    #expect(build.targets.isEmpty)
    #expect(build.diagnostics.first?.message.contains("no objects or rootObject") == true)
  }

  /// An iPhone app's project settings may keep a MACOSX_DEPLOYMENT_TARGET of a template; a
  /// target that builds for iphoneos only deploys to iOS, so macOS 10.15 is none of its
  /// deployments. A target naming SUPPORTED_PLATFORMS deploys to those; with no SDK named
  /// anywhere, every deployment target counts.
  @Test func deploymentTargetsAreThoseOfThePlatformsATargetBuildsFor() {
    func project(target: String, project: String) -> String {
      """
      {
        objects = {
          T1 = {isa = PBXNativeTarget; name = App; buildPhases = (); buildConfigurationList = L1; };
          L0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
          L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
          C0 = {isa = XCBuildConfiguration; buildSettings = {\(project) IPHONEOS_DEPLOYMENT_TARGET = 17.0; MACOSX_DEPLOYMENT_TARGET = 10.15; XROS_DEPLOYMENT_TARGET = 1.0; }; };
          C1 = {isa = XCBuildConfiguration; buildSettings = {\(target) }; };
          PR = {isa = PBXProject; targets = (T1); buildConfigurationList = L0; };
        };
        rootObject = PR;
      }
      """
    }
    func targets(target: String, project text: String) -> [String: PlatformVersion] {
      let build = XcodeProjectReader.read(
        text: project(target: target, project: text), file: "/w/P.xcodeproj/project.pbxproj",
        root: "/w")
      return build.deploymentTargets(of: build.targets.first)
    }
    let iOS = PlatformVersion([17, 0])
    #expect(targets(target: "SDKROOT = iphoneos;", project: "") == ["iOS": iOS])
    #expect(targets(target: "", project: "SDKROOT = iphoneos;") == ["iOS": iOS])
    #expect(
      targets(
        target:
          "SDKROOT = auto; SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator xros xrsimulator\";",
        project: "")
        == ["iOS": iOS, "visionOS": PlatformVersion([1, 0])])
    #expect(
      targets(target: "", project: "SDKROOT = auto;")
        == ["iOS": iOS, "macOS": PlatformVersion([10, 15]), "visionOS": PlatformVersion([1, 0])])
  }
}
