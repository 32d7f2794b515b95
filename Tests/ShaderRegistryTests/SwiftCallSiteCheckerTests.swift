import EffectProofBase
import LocatedJSON
import ShaderRegistry
import Testing

/// The call-site checker on hand-built Swift models, independent of the Swift parser: each kind
/// is reported at the Swift place the model names, and nothing is reported twice.
@Suite struct SwiftCallSiteCheckerTests {
  static let metal = MetalSourceScanner().scan(
    source: """
      [[ stitchable ]] half4 glow(float2 position, half4 color, float radius, half4 tint) { return color; }
      [[ stitchable ]] float2 wave(float2 position, float amplitude, float wavelength) { return position; }
      [[ stitchable ]] half4 blur(float2 position, SwiftUI::Layer layer, float2 direction, float radius) { return 0; }
      [[ stitchable ]] half4 wind(float2 position, half4 color, float strength, float windSize = 0.2) { return color; }
      """, file: "S.metal")

  static func at(_ line: Int, _ column: Int, _ file: String = "A.swift") -> FileLocation {
    FileLocation(file: file, position: SourcePosition(line: line, column: column))
  }

  static func site(
    _ name: String?, line: Int, _ kinds: [ShaderArgumentKind]?
  ) -> ShaderCallSite {
    ShaderCallSite(
      function: name, location: at(line, 20), callLocation: at(line, 5),
      arguments: kinds?.enumerated().map {
        ShaderCallArgument(kind: $1, location: at(line, 30 + 10 * $0))
      })
  }

  static func check(_ model: SwiftShaderModel) -> [String] {
    RegistryChecker.check(nil, swift: model, against: metal).map {
      "\($0.id.name) \($0.file ?? "-"):\($0.position.map(\.description) ?? "-") \($0.severity)"
    }
  }

  @Test func aCorrectModelGivesNothing() {
    let model = SwiftShaderModel(
      callSites: [
        Self.site("glow", line: 1, [.float, .color]), Self.site("wave", line: 2, [.float, .float]),
      ],
      uses: [
        ShaderUseSite(
          kind: .modifier, usage: .colorEffect, location: Self.at(10, 4), callSites: [0]),
        ShaderUseSite(
          kind: .modifier, usage: .distortionEffect, location: Self.at(11, 4), callSites: [1]),
      ])
    #expect(Self.check(model) == [])
  }

  @Test func eachKindStandsWhereTheModelSays() {
    let model = SwiftShaderModel(
      callSites: [
        Self.site("glwo", line: 1, [.float, .color]),
        Self.site("wave", line: 2, [.float]),
        Self.site("blur", line: 3, [.float, .float]),
        Self.site("wave", line: 4, [.float, .float]),
      ],
      uses: [
        ShaderUseSite(
          kind: .modifier, usage: .colorEffect, location: Self.at(20, 8), callSites: [3]),
        ShaderUseSite(kind: .warmup, usage: .layerEffect, location: Self.at(21, 9), callSites: [2]),
      ])
    #expect(
      Self.check(model).sorted()
        == [
          "missingFunction A.swift:1:20 error",
          "argumentCountMismatch A.swift:2:5 error",
          "argumentTypeMismatch A.swift:3:30 error",
          "usageMismatch A.swift:20:8 error",
          // The warm-ups exist, and glow, wave and wind are not among them: each is reported
          // at the warm-up (a model without a list location stands at the usage).
          "unregisteredFunction A.swift:21:9 error",
          "unregisteredFunction A.swift:21:9 error",
          "unregisteredFunction A.swift:21:9 error",
        ].sorted())
  }

  @Test func aCallSiteUsedTwiceIsReportedOnce() {
    let model = SwiftShaderModel(
      callSites: [Self.site("blur", line: 3, [.float, .float])],
      uses: [
        ShaderUseSite(
          kind: .modifier, usage: .layerEffect, location: Self.at(10, 4), callSites: [0]),
        ShaderUseSite(
          kind: .modifier, usage: .layerEffect, location: Self.at(12, 4), callSites: [0]),
      ])
    #expect(Self.check(model) == ["argumentTypeMismatch A.swift:3:30 error"])
  }

  @Test func anUnusedCallSiteIsCheckedAgainstItsImpliedUsage() {
    // No modifier: wave is a distortion, so one float is one short.
    let model = SwiftShaderModel(callSites: [Self.site("wave", line: 2, [.float])])
    #expect(Self.check(model) == ["argumentCountMismatch A.swift:2:5 error"])
  }

  @Test func aMetalDefaultValueDoesNotStandInForAnArgument() throws {
    let model = SwiftShaderModel(callSites: [Self.site("wind", line: 5, [.float])])
    let diagnostics = RegistryChecker.check(nil, swift: model, against: Self.metal)
    let only = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(only.registryKind == .argumentCountMismatch)
    #expect(only.message.contains("float windSize = 0.2"))
    // Passing it is right, and the default is not a type mismatch.
    let full = SwiftShaderModel(callSites: [Self.site("wind", line: 5, [.float, .float])])
    #expect(RegistryChecker.check(nil, swift: full, against: Self.metal) == [])
  }

  @Test func withoutWarmupsNoFunctionIsUnregistered() {
    let model = SwiftShaderModel(callSites: [Self.site("glow", line: 1, [.float, .color])])
    #expect(Self.check(model) == [])
  }

  /// `compile(as: usage)` with a usage the reader cannot read still compiles its function: the
  /// reader warns that the usage is unchecked, and the function is warmed up, here and in a
  /// registry's cross-check.
  @Test func aWarmupWhoseUsageIsUnreadStillWarmsItsFunction() {
    let model = SwiftShaderModel(
      callSites: [
        Self.site("glow", line: 1, [.float, .color]), Self.site("wave", line: 2, [.float, .float]),
        Self.site("blur", line: 3, [.float2, .float]),
        Self.site("wind", line: 4, [.float, .float]),
      ],
      uses: [
        ShaderUseSite(kind: .warmup, usage: nil, location: Self.at(10, 4), callSites: [0]),
        ShaderUseSite(
          kind: .warmup, usage: .distortionEffect, location: Self.at(11, 4), callSites: [1]),
        ShaderUseSite(kind: .warmup, usage: .layerEffect, location: Self.at(12, 4), callSites: [2]),
        ShaderUseSite(kind: .warmup, usage: .colorEffect, location: Self.at(13, 4), callSites: [3]),
      ])
    #expect(model.warmedUpFunctions == ["glow", "wave", "blur", "wind"])
    #expect(Self.check(model) == [])
    let registry = WarmupRegistry([
      Warmup(name: "glow", usage: .colorEffect, arguments: [.float, .color]),
      Warmup(name: "wave", usage: .distortionEffect, arguments: [.float, .float]),
      Warmup(name: "blur", usage: .layerEffect, arguments: [.float2, .float]),
      Warmup(name: "wind", usage: .colorEffect, arguments: [.float, .float]),
    ])
    #expect(
      RegistryChecker.check(registry, swift: model, against: Self.metal).filter {
        $0.message.contains("never warms it up")
      } == [])
  }

  @Test func anUnresolvedSiteIsNotCheckedButItsWarningStays() {
    let warning = Diagnostic.registry(
      severity: .warning, kind: .unresolvedCallSite, file: "A.swift",
      position: SourcePosition(line: 7, column: 3), message: "not static")
    let model = SwiftShaderModel(
      callSites: [Self.site(nil, line: 7, [.float]), Self.site("glow", line: 8, nil)],
      diagnostics: [warning])
    #expect(Self.check(model) == ["unresolvedCallSite A.swift:7:3 warning"])
  }

  @Test func theDerivedRegistryListsEachWarmedFunctionOnce() {
    let model = SwiftShaderModel(
      callSites: [
        Self.site("glow", line: 1, [.float, .color]), Self.site("wave", line: 2, nil),
      ],
      uses: [
        ShaderUseSite(kind: .warmup, usage: .colorEffect, location: Self.at(10, 4), callSites: [0]),
        ShaderUseSite(kind: .warmup, usage: .colorEffect, location: Self.at(11, 4), callSites: [0]),
        ShaderUseSite(
          kind: .warmup, usage: .distortionEffect, location: Self.at(12, 4), callSites: [1]),
        ShaderUseSite(kind: .warmup, usage: nil, location: Self.at(13, 4), callSites: [0]),
        ShaderUseSite(
          kind: .modifier, usage: .layerEffect, location: Self.at(14, 4), callSites: [0]),
      ])
    let registry = WarmupRegistry(derivedFrom: model)
    #expect(registry.warmups.map(\.name) == ["glow"])
    #expect(registry.warmups.first?.usage == .colorEffect)
    #expect(registry.warmups.first?.arguments == [.float, .color])
    #expect(registry.warmups.first?.origin?.file == "A.swift")
    #expect(
      registry.jsonText
        == "{\"warmups\": [\n  {\"name\": \"glow\", \"usage\": \"colorEffect\", \"arguments\": [\"float\", \"color\"]}\n]}\n"
    )
    // The JSON reads back as the same registry.
    let reread = try? WarmupRegistry(
      json: JSONReader(root: JSONParser().parse(Array(registry.jsonText.utf8), file: "r.json")))
    #expect(reread?.warmups.map(\.name) == ["glow"])
    #expect(reread?.warmups.first?.arguments == [.float, .color])
  }

  @Test func aHandWrittenRegistryIsCrossCheckedWithTheSwift() {
    let model = SwiftShaderModel(
      callSites: [
        Self.site("glow", line: 1, [.float, .color]), Self.site("wave", line: 2, [.float, .float]),
      ],
      uses: [
        ShaderUseSite(kind: .warmup, usage: .colorEffect, location: Self.at(10, 4), callSites: [0]),
        ShaderUseSite(
          kind: .warmup, usage: .distortionEffect, location: Self.at(11, 4), callSites: [1]),
      ])
    let origin = { (line: Int) in
      Warmup.Origin(
        file: "r.json", position: SourcePosition(line: line, column: 14), path: JSONPath())
    }
    let registry = WarmupRegistry([
      Warmup(name: "glow", usage: .colorEffect, arguments: [.float, .float], origin: origin(2)),
      Warmup(name: "blur", usage: .layerEffect, arguments: [.float2, .float], origin: origin(3)),
      Warmup(name: "wind", usage: .colorEffect, arguments: [.float, .float], origin: origin(4)),
    ])
    let rows = RegistryChecker.check(registry, swift: model, against: Self.metal).map {
      "\($0.id.name) \($0.file ?? "-"):\($0.position?.line ?? 0)"
    }
    #expect(
      rows.sorted()
        == [
          // The registry against the Metal: glow's second argument is a colour.
          "argumentTypeMismatch S.metal:1",
          // The registry against the Swift.
          "argumentTypeMismatch r.json:2", "unregisteredFunction r.json:3",
          "unregisteredFunction r.json:4", "unregisteredFunction A.swift:11",
          // wave has no registry warm-up.
          "unregisteredFunction S.metal:2",
        ].sorted())
  }
}

/// A Metal default value is kept apart from the parameter's type.
@Suite struct MetalDefaultValueTests {
  @Test func theDefaultIsNotPartOfTheType() throws {
    let scan = MetalSourceScanner().scan(
      source:
        "[[ stitchable ]] half4 wind(float2 position, half4 color, float windSize = 0.2, float2 gust = float2(1, 0)) { return color; }",
      file: "W.metal")
    let wind = try #require(scan.function(named: "wind"))
    #expect(wind.parameters.map(\.type) == ["float2", "half4", "float", "float2"])
    #expect(wind.parameters.map(\.name) == ["position", "color", "windSize", "gust"])
    #expect(wind.parameters.map(\.defaultValue) == [nil, nil, "0.2", "float2(1, 0)"])
    #expect(wind.parameters[2].description == "float windSize = 0.2")
    // No false argumentTypeMismatch: the slots are a float and a float2.
    #expect(RegistryChecker.check(nil, against: scan) == [])
    #expect(SignatureAnalysis(wind).slots(for: .colorEffect).map(\.kind) == [.float, .float2])
  }
}
