import Foundation
import ShaderRegistry
import Testing

/// The nine shaders of *Table Ready* (`Fixtures/TableReady`) and the holographic foil
/// (`Fixtures/Holographic`): found exactly, with the usages and argument slots their READMEs list.
@Suite struct TableReadyFixtureTests {
  struct Row: Equatable, CustomStringConvertible {
    var name: String
    var file: String
    var usage: ShaderUsage
    var arguments: [ShaderArgumentKind]

    var description: String {
      "\(name) \(file) \(usage) \(arguments.map(\.rawValue).joined(separator: ", "))"
    }
  }

  /// The table of `Fixtures/TableReady/README.md`.
  static let table: [Row] = [
    Row(
      name: "feltSurface", file: "Felt.metal", usage: .colorEffect,
      arguments: [.boundingRect, .color, .color, .float]),
    Row(
      name: "dieMaterial", file: "Dice.metal", usage: .colorEffect,
      arguments: [.boundingRect, .color, .color, .floatArray, .float, .float]),
    Row(
      name: "cardCurlBend", file: "CardCurl.metal", usage: .distortionEffect,
      arguments: [.float, .float, .float]),
    Row(
      name: "cardCurlShade", file: "CardCurl.metal", usage: .colorEffect,
      arguments: [.float, .float, .float, .color]),
    Row(
      name: "cardCurlShadow", file: "CardCurl.metal", usage: .colorEffect,
      arguments: [.float, .float, .float]),
    Row(
      name: "cardFlipShading", file: "CardFlip.metal", usage: .colorEffect,
      arguments: [.boundingRect, .float]),
    Row(
      name: "wheelArcBlur", file: "WheelBlur.metal", usage: .layerEffect,
      arguments: [.float2, .float, .float, .float, .float, .float]),
    Row(
      name: "ripple", file: "Ripple.metal", usage: .layerEffect,
      arguments: [.float2, .float, .float, .float, .float, .float]),
    Row(
      name: "linearMotionBlur", file: "MotionBlur.metal", usage: .layerEffect,
      arguments: [.float2, .float]),
  ]

  let scan = MetalSourceScanner().scan(paths: [FixturePaths.path("TableReady/Shaders")])

  var registry: WarmupRegistry {
    WarmupRegistry(
      Self.table.map { Warmup(name: $0.name, usage: $0.usage, arguments: $0.arguments) })
  }

  @Test func findsExactlyTheNineShadersWithoutDiagnostics() {
    #expect(scan.diagnostics == [])
    #expect(scan.functions.count == 9)
    #expect(Set(scan.names) == Set(Self.table.map(\.name)))
  }

  @Test(arguments: table)
  func eachShaderHasItsFileUsageAndSlots(row: Row) throws {
    let function = try #require(scan.function(named: row.name))
    #expect((function.file as NSString).lastPathComponent == row.file)
    let analysis = SignatureAnalysis(function)
    #expect(analysis.usage(declared: nil) == row.usage)
    #expect(analysis.candidateUsages.contains(row.usage))
    let slots = analysis.slots(for: row.usage)
    #expect(slots.count == row.arguments.count, "\(slots.map(\.spelling))")
    for (slot, kind) in zip(slots, row.arguments) {
      #expect(slot.accepts(kind), "\(slot.spelling) does not accept \(kind)")
      #expect(!slot.isMissingCount)
    }
  }

  @Test func theDiePipsAreOneFloatArraySlot() throws {
    let function = try #require(scan.function(named: "dieMaterial"))
    let slot = SignatureAnalysis(function).slots(for: .colorEffect)[3]
    #expect(slot.kind == .floatArray)
    #expect(slot.spelling == "device const float *pips, int pipValues")
  }

  @Test func theReadmeRegistryChecksClean() {
    #expect(RegistryChecker.check(registry, against: scan) == [])
    #expect(RegistryChecker.check(nil, against: scan) == [])
  }

  @Test func theReadmeTableMatchesThisTest() throws {
    let readme = try String(
      contentsOfFile: FixturePaths.path("TableReady/README.md"), encoding: .utf8)
    var rows: [String] = []
    for line in readme.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|").map {
        $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "")
      }
      rows.append(cells.joined(separator: " "))
    }
    #expect(rows == Self.table.map(\.description))
  }

  @Test func helpersAndCommentsAreNotReported() {
    // Helpers the fixtures declare that must never show up as shaders.
    let helpers = [
      "hit", "rawLight", "lighting", "roundedSquareDistance", "roundedSquareOutward",
      "cornerHash", "valueNoise", "fibers", "streakTaps", "rotateBy",
    ]
    for helper in helpers {
      #expect(scan.function(named: helper) == nil)
    }
    #expect(scan.names.allSatisfy { name in Self.table.contains { $0.name == name } })
  }

  @Test func holographicGivesOneColorEffect() throws {
    let result = MetalSourceScanner().scan(paths: [FixturePaths.path("Holographic/Shaders")])
    #expect(result.diagnostics == [])
    #expect(result.names == ["HolographicCardFoil"])
    let function = try #require(result.functions.first)
    #expect(function.line == 21)
    let analysis = SignatureAnalysis(function)
    #expect(analysis.usage(declared: nil) == .colorEffect)
    #expect(analysis.slots(for: .colorEffect).map(\.kind) == [.float2, .float2, .float])
    let registry = WarmupRegistry([
      Warmup(
        name: "HolographicCardFoil", usage: .colorEffect, arguments: [.float2, .float2, .float])
    ])
    #expect(RegistryChecker.check(registry, against: result) == [])
  }
}
