import ShaderRegistry
import SwiftCallSites
import Testing

/// `compile(as:)` is a warm-up, directly or for each entry of a list looped over.
@Suite struct WarmupTests {
  static let factories = """
    enum Fx {
      static func glow() -> Shader { ShaderLibrary.glow(.float(1)) }
      static func wave() -> Shader { ShaderLibrary.wave(.float(2)) }
    }
    """

  static func read(_ warmups: String) -> SwiftShaderModel {
    ReaderProbe.read(files: [("Fx.swift", factories), ("Warm.swift", warmups)])
  }

  @Test func aListOfWarmupValuesLoopedOver() {
    let model = Self.read(
      """
      struct Warmup {
        let name: String
        let shader: Shader
        let usage: Shader.UsageType
      }
      enum Warmups {
        static let all = [
          Warmup(name: "glow", shader: Fx.glow(), usage: .colorEffect),
          Warmup(name: "wave", shader: Fx.wave(), usage: .distortionEffect),
        ]
        static func run() async throws {
          for w in all { try await w.shader.compile(as: w.usage) }
        }
      }
      """)
    #expect(
      ReaderProbe.sites(model) == [
        "glow Fx.swift:2:48 call 2:34 [float]", "wave Fx.swift:3:48 call 3:34 [float]",
      ])
    #expect(
      ReaderProbe.uses(model) == [
        "warmup colorEffect Warm.swift:8:52 -> [0] listed glow",
        "warmup distortionEffect Warm.swift:9:52 -> [1] listed wave",
      ])
    #expect(model.hasWarmups)
    #expect(model.warmups.map(\.listedName) == ["glow", "wave"])
    #expect(model.diagnostics.isEmpty)
  }

  /// The TableReady layout: the list in an extension of the factory type in one file, written
  /// with `.init` and `Warmup.init`, looped over by another type in a third file.
  @Test func aListInAnExtensionLoopedOverFromAnotherFile() {
    let list = """
      extension Fx {
        static let warmups: [Warmup] = [
          .init(name: "glow", shader: glow(), usage: .colorEffect),
          Warmup.init(name: "wave", shader: Fx.wave(), usage: .layerEffect),
        ]
      }
      """
    let run = """
      struct ShaderWarmup {
        static func run() async throws {
          for warmup in Fx.warmups {
            try await warmup.shader.compile(as: warmup.usage)
          }
        }
      }
      """
    let model = ReaderProbe.read(files: [
      ("Fx.swift", Self.factories), ("List.swift", list), ("Run.swift", run),
    ])
    #expect(model.parsedFiles == ["Fx.swift", "List.swift", "Run.swift"])
    #expect(
      ReaderProbe.uses(model) == [
        "warmup colorEffect List.swift:3:48 -> [0] listed glow",
        "warmup layerEffect List.swift:4:57 -> [1] listed wave",
      ])
    #expect(model.diagnostics.isEmpty)
  }

  @Test func aListOfPairsLoopedOverWithATuplePattern() {
    let model = Self.read(
      """
      enum Warm {
        static let pairs: [(Shader, Shader.UsageType)] = [(Fx.glow(), .colorEffect), (Fx.wave(), .layerEffect)]
        static func run() async throws {
          for (shader, usage) in pairs { try await shader.compile(as: usage) }
        }
      }
      """)
    #expect(
      ReaderProbe.uses(model) == [
        "warmup colorEffect Warm.swift:2:65 -> [0]", "warmup layerEffect Warm.swift:2:92 -> [1]",
      ])
    #expect(model.diagnostics.isEmpty)
  }

  @Test func aListOfLabelledTuples() {
    let model = Self.read(
      """
      enum Warm {
        static let labelled = [
          (shader: Fx.wave(), usage: Shader.UsageType.distortionEffect),
          (shader: Fx.glow(), usage: .colorEffect),
        ]
        static func run() async throws {
          for w in labelled { try await w.shader.compile(as: w.usage) }
        }
      }
      """)
    #expect(
      ReaderProbe.uses(model) == [
        "warmup distortionEffect Warm.swift:3:32 -> [1]",
        "warmup colorEffect Warm.swift:4:32 -> [0]",
      ])
    #expect(model.warmups.map(\.listedName) == [nil, nil])
    #expect(model.diagnostics.isEmpty)
  }

  /// A loop over plain shaders with one usage warms each element up as that usage.
  @Test func aLoopOverPlainShaders() {
    let model = Self.read(
      """
      let shaders = [Fx.glow(), Fx.wave()]
      func run() async throws {
        for shader in shaders { try await shader.compile(as: .shapeStyle) }
      }
      """)
    #expect(ReaderProbe.diagnostics(model) == [])
    #expect(model.uses.map(\.kind) == [.warmup, .warmup])
    #expect(model.uses.map(\.usage) == [.shapeStyle, .shapeStyle])
    let functions = model.uses.map { $0.callSites.compactMap { model.callSites[$0].function } }
    #expect(functions.count == 2 && Set(functions.flatMap { $0 }).count == 2)
  }

  @Test func aDirectCompile() {
    let model = Self.read(
      """
      func run() async throws {
        try await Fx.wave().compile(as: .layerEffect)
        try await Fx.glow().compile(as: Shader.UsageType.colorEffect)
      }
      """)
    #expect(
      ReaderProbe.uses(model) == [
        "warmup layerEffect Warm.swift:2:35 -> [1]", "warmup colorEffect Warm.swift:3:35 -> [0]",
      ])
    #expect(model.diagnostics.isEmpty)
  }

  @Test func insideATaskGroupWithinTheLoop() {
    let model = Self.read(
      """
      enum Warm {
        static let list = [(shader: Fx.glow(), usage: Shader.UsageType.colorEffect)]
      }
      func warm() async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
          for w in Warm.list {
            group.addTask { try await w.shader.compile(as: w.usage) }
          }
          try await group.waitForAll()
        }
      }
      """)
    #expect(ReaderProbe.uses(model) == ["warmup colorEffect Warm.swift:2:49 -> [0]"])
    #expect(model.diagnostics.isEmpty)
  }

  @Test func aUsageThatIsNotWrittenInPlaceIsAWarning() {
    let model = Self.read(
      """
      func warmAs(_ usage: Shader.UsageType) async throws {
        try await Fx.glow().compile(as: usage)
      }
      """)
    #expect(ReaderProbe.uses(model) == ["warmup nil Warm.swift:2:35 -> [0]"])
    #expect(ReaderProbe.diagnostics(model) == ["warning unresolvedCallSite Warm.swift:2:35"])
    #expect(model.hasWarmups)
  }

  @Test func aListUsageThatIsNotWrittenInPlaceIsAWarning() {
    let model = Self.read(
      """
      let kind = Shader.UsageType.colorEffect
      let pairs = [(Fx.glow(), kind)]
      func run() async throws {
        for (shader, usage) in pairs { try await shader.compile(as: usage) }
      }
      """)
    #expect(ReaderProbe.uses(model) == ["warmup nil Warm.swift:2:26 -> [0]"])
    #expect(ReaderProbe.diagnostics(model) == ["warning unresolvedCallSite Warm.swift:2:26"])
  }

  @Test func noCompileMeansNoWarmups() {
    let model = Self.read("let s = Text(\"x\").colorEffect(Fx.glow())\n")
    #expect(!model.hasWarmups)
    #expect(model.warmups.isEmpty)
    #expect(ReaderProbe.uses(model) == ["modifier colorEffect Warm.swift:1:19 -> [0]"])
  }

  @Test func aCompileWithATrailingClosureOrAnotherLabelIsNotAWarmup() {
    let model = Self.read(
      """
      func run() async throws {
        try await Fx.glow().compile(as: .colorEffect) { _ in }
        try await Fx.glow().compile(for: .colorEffect)
      }
      """)
    #expect(model.uses.isEmpty)
  }

  /// `list.forEach { … }` is a loop too, with a named parameter or `$0`.
  @Test(arguments: [
    "Warmups.all.forEach { w in Task { try await w.shader.compile(as: w.usage) } }",
    "for w in Warmups.all { Task { try await w.shader.compile(as: w.usage) } }",
  ])
  func aForEachOverAWarmupList(loop: String) {
    let model = Self.read(
      """
      enum Warmups {
        static let all = [
          (shader: Fx.glow(), usage: Shader.UsageType.colorEffect),
          (shader: Fx.wave(), usage: Shader.UsageType.distortionEffect),
        ]
      }
      func run() { \(loop) }
      """)
    #expect(model.uses.map(\.usage) == [.colorEffect, .distortionEffect])
    #expect(
      model.uses.map { $0.callSites.map { model.callSites[$0].function } } == [["glow"], ["wave"]])
    #expect(ReaderProbe.diagnostics(model) == [])
  }

  @Test func aForEachWithDollarZero() {
    let model = Self.read(
      """
      let all = [(shader: Fx.glow(), usage: Shader.UsageType.colorEffect)]
      func run() async { all.forEach { _ = $0.shader.compile(as: $0.usage) } }
      """)
    #expect(model.uses.map(\.usage) == [.colorEffect])
    #expect(ReaderProbe.diagnostics(model) == [])
  }
}
