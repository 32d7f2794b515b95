import Foundation
import ShaderRegistry
import Testing

/// Seeded random inputs: byte soup and token soup never crash, always terminate and keep every
/// reported position inside the text; random well-formed sources are found exactly.
///
/// Every failure names its seed; replay one with `SHADER_REGISTRY_FUZZ_SEED=0x…` (and run more
/// seeds with `SHADER_REGISTRY_FUZZ_COUNT=…`).
@Suite struct RandomInputTests {
  /// Invariants every scan of `bytes` keeps, whatever the bytes.
  static func checkInvariants(
    _ bytes: [UInt8], seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let replay = FuzzSeeds.replay(seed)
    let result = MetalSourceScanner().scan(bytes: bytes, file: "fuzz.metal")
    let lines = lineCount(bytes)
    #expect(result.byteCount == bytes.count, "\(replay)", sourceLocation: sourceLocation)
    #expect(result.files == ["fuzz.metal"], "\(replay)", sourceLocation: sourceLocation)
    for diagnostic in result.diagnostics {
      let position = diagnostic.position
      let inside =
        diagnostic.registryKind == .parseError && diagnostic.file == "fuzz.metal"
        && (position.map { (1...lines).contains($0.line) && $0.column >= 1 } ?? false)
      #expect(
        inside, "\(diagnostic) with \(lines) lines; \(replay)", sourceLocation: sourceLocation)
    }
    var names = Set<String>()
    for function in result.functions {
      let isIdentifier =
        !function.name.isEmpty
        && function.name.unicodeScalars.allSatisfy {
          $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
        }
      #expect(isIdentifier, "name \(function.name); \(replay)", sourceLocation: sourceLocation)
      #expect(
        names.insert(function.name).inserted, "\(function.name) twice; \(replay)",
        sourceLocation: sourceLocation)
      #expect(
        (1...lines).contains(function.line) && function.position.column >= 1,
        "\(function.name) at \(function.position); \(replay)", sourceLocation: sourceLocation)
    }
    #expect(
      MetalSourceScanner().scan(bytes: bytes, file: "fuzz.metal") == result,
      "the scan is not deterministic; \(replay)", sourceLocation: sourceLocation)
    // The checker must cope with whatever the scanner found, with and without a registry.
    let registry = WarmupRegistry(
      result.functions.map { Warmup(name: $0.name, usage: .colorEffect, arguments: [.float]) }
        + [Warmup(name: "absent", usage: .layerEffect, arguments: [])])
    let checked = RegistryChecker.check(registry, against: result)
    #expect(
      checked.filter { $0.registryKind == .missingFunction }.map(\.subject) == ["absent"],
      "\(replay)", sourceLocation: sourceLocation)
    #expect(
      RegistryChecker.check(nil, against: result).count >= result.diagnostics.count, "\(replay)",
      sourceLocation: sourceLocation)
  }

  // MARK: - Byte soup

  static let metalBytes = Array("[[ stitchable ]] half4 float2 (){}<>,;*&:#/\"'\\\n\r\t ".utf8)

  static func byteSoup(_ generator: inout SplitMix64) -> [UInt8] {
    let count = Int.random(in: 0...4_096, using: &generator)
    let allowNul = Int.random(in: 0..<10, using: &generator) == 0
    return (0..<count).map { _ in
      if Bool.random(using: &generator) {
        return metalBytes.randomElement(using: &generator) ?? 0x20
      }
      let byte = UInt8.random(in: 0...255, using: &generator)
      return byte == 0 && !allowNul ? 0x0A : byte
    }
  }

  @Test func byteSoupNeverCrashes() {
    let seeds = FuzzSeeds.seeds(base: 0xB17E_5009)
    print("byte soup: \(seeds.count) seeds from 0x\(String(seeds[0], radix: 16))")
    for seed in seeds {
      var generator = SplitMix64(seed: seed)
      Self.checkInvariants(Self.byteSoup(&generator), seed: seed)
    }
  }

  // MARK: - Token soup

  static let vocabulary = [
    "[[", "]]", "[", "]", "stitchable", "visible", "half4", "float2", "float", "float4",
    "SwiftUI", "::", "Layer", "device", "const", "*", "int", "texture2d", "<", ">", "half",
    "(", ")", "{", "}", ",", ";", "position", "color", "f", "g", "return", "template",
    "typename", "static", "inline", "namespace", "#if 0", "#if 1", "#ifdef X", "#else",
    "#elif 1", "#endif", "#define M(x) \\", "#include <metal_stdlib>", "/*", "*/", "//", "\"",
    "'", "\\", "0x9E37'79B1u", "1.5e-3h", "'['", "\"]]\"", "é", "日本", "✓", "\u{FEFF}",
  ]
  static let separators = ["", " ", "  ", "\t", "\n", "\r\n", "\r", "\n#", " \\\n"]

  static func tokenSoup(_ generator: inout SplitMix64) -> [UInt8] {
    let count = Int.random(in: 0...600, using: &generator)
    var text = ""
    for _ in 0..<count {
      text += vocabulary.randomElement(using: &generator) ?? ""
      text += separators.randomElement(using: &generator) ?? ""
    }
    let bom = Int.random(in: 0..<8, using: &generator) == 0
    return (bom ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8)
  }

  @Test func tokenSoupNeverCrashes() {
    let seeds = FuzzSeeds.seeds(base: 0x70CE_5009)
    print("token soup: \(seeds.count) seeds from 0x\(String(seeds[0], radix: 16))")
    for seed in seeds {
      var generator = SplitMix64(seed: seed)
      Self.checkInvariants(Self.tokenSoup(&generator), seed: seed)
    }
  }

  // MARK: - Well-formed sources

  @Test func randomWellFormedSourcesAreFoundExactly() {
    let seeds = FuzzSeeds.seeds(base: 0x600D_5009, defaultCount: 60)
    print("well-formed: \(seeds.count) seeds from 0x\(String(seeds[0], radix: 16))")
    for seed in seeds {
      var generated = GeneratedSource(seed: seed)
      generated.build()
      let replay = FuzzSeeds.replay(seed)
      let result = MetalSourceScanner().scan(bytes: generated.bytes, file: "generated.metal")
      #expect(result.diagnostics == [], "\(replay)")
      #expect(result.names == generated.warmups.map(\.name), "\(replay)")
      #expect(
        result.functions.map(\.position.description) == generated.namePositions(), "\(replay)")
      let diagnostics = RegistryChecker.check(WarmupRegistry(generated.warmups), against: result)
      #expect(diagnostics == [], "\(replay)")
      if !diagnostics.isEmpty || result.names != generated.warmups.map(\.name) {
        print("source of \(replay):\n\(String(decoding: generated.bytes, as: UTF8.self))")
      }
    }
  }
}

/// A random but well-formed Metal source: stitchable functions of every usage and argument kind
/// in random layouts, among helpers and decoys in comments, literals and `#if 0` groups.
struct GeneratedSource {
  var generator: SplitMix64
  let lineEnd: String
  let byteOrderMark: Bool
  var text = ""
  var warmups: [Warmup] = []
  /// UTF-8 offsets of each stitchable function's name in ``text``.
  var nameOffsets: [Int] = []

  init(seed: UInt64) {
    generator = SplitMix64(seed: seed)
    lineEnd = ["\n", "\r\n", "\r"].randomElement(using: &generator) ?? "\n"
    byteOrderMark = Bool.random(using: &generator)
  }

  var bytes: [UInt8] { (byteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8) }

  mutating func pick<T>(_ choices: [T]) -> T {
    choices[Int.random(in: 0..<choices.count, using: &generator)]
  }

  /// Space between two tokens: at least one blank, maybe comments and line breaks.
  mutating func gap() -> String {
    pick([
      " ", " ", "  ", "\t", lineEnd, " /* c */ ", " // note" + lineEnd, lineEnd + "    ",
      " /* é日本 ✓ */ ",
    ])
  }

  mutating func emit(_ pieces: String...) {
    for piece in pieces { text += piece }
  }

  mutating func decoy(_ index: Int) {
    let fake =
      "[[ stitchable ]] half4 decoy\(index)(float2 position, half4 color) { return color; }"
    switch Int.random(in: 0..<6, using: &generator) {
    case 0: emit(lineEnd, "#if 0", lineEnd, fake, lineEnd, "#endif", lineEnd)
    case 1: emit("/* ", fake, " */", lineEnd)
    case 2: emit("// ", fake, lineEnd)
    case 3: emit("constant char label\(index)[] = \"", fake, "\";", lineEnd)
    case 4: emit("static float helper\(index)(float x) { return x * (x + 1.0); }", lineEnd)
    default: emit("namespace ns\(index) { inline half4 h(half4 c) { return c; } }", lineEnd)
    }
  }

  mutating func argument(_ kind: ShaderArgumentKind, _ index: Int) -> String {
    let comma = "," + gap()
    switch kind {
    case .float, .float2, .float3, .float4: return "\(kind.rawValue)\(gap())a\(index)"
    case .boundingRect: return "float4\(gap())a\(index)"
    case .color: return "half4\(gap())a\(index)"
    case .image: return "texture2d<half>\(gap())a\(index)"
    case .floatArray: return "device const float *a\(index)\(comma)int n\(index)"
    case .colorArray: return "device const half4\(gap())*\(gap())a\(index)\(comma)int n\(index)"
    case .data: return "device const void* a\(index)\(comma)int32_t n\(index)"
    }
  }

  mutating func function(_ index: Int) {
    let usage = pick(ShaderUsage.allCases)
    var kinds: [ShaderArgumentKind] = []
    for _ in 0..<Int.random(in: 0...5, using: &generator) {
      let kind = pick(ShaderArgumentKind.allCases)
      if kind == .image && kinds.contains(.image) { continue }
      kinds.append(kind)
    }
    let name = "shader\(index)_\(pick(["a", "bb", "Ccc", "d_"]))"
    var parameters = ["float2\(gap())position"]
    switch usage {
    case .colorEffect: parameters.append("half4\(gap())color")
    case .layerEffect: parameters.append("SwiftUI::Layer\(gap())layer")
    case .distortionEffect, .shapeStyle: break
    }
    for (argumentIndex, kind) in kinds.enumerated() {
      parameters.append(argument(kind, argumentIndex))
    }
    let attribute = pick(["[[stitchable]]", "[[ stitchable ]]", "[[ stitchable, other ]]"])
    let returnType = usage == .distortionEffect ? "float2" : "half4"
    var list = ""
    for (parameterIndex, parameter) in parameters.enumerated() {
      list += (parameterIndex == 0 ? "" : "," + gap()) + parameter
    }
    if Int.random(in: 0..<4, using: &generator) == 0 {
      emit(attribute, gap(), returnType, gap(), name, "(", list, ");", lineEnd)
    }
    emit(attribute, gap(), returnType, gap())
    nameOffsets.append(text.utf8.count)
    emit(name, gap(), "(", gap(), list, gap(), ")", gap(), "{", gap())
    emit("if (position.x > 0.5) { float t[2] = {0, (1)}; }", gap())
    emit("return ", usage == .distortionEffect ? "position" : "half4(1)", ";", gap(), "}", lineEnd)
    // shapeStyle functions whose first argument is a colour read as colorEffect unless the
    // registry says shapeStyle, which it does here.
    warmups.append(Warmup(name: name, usage: usage, arguments: kinds))
  }

  mutating func build() {
    emit(
      "// generated", lineEnd, "#include <metal_stdlib>", lineEnd, "using namespace metal;", lineEnd
    )
    for index in 0..<Int.random(in: 1...12, using: &generator) {
      if Bool.random(using: &generator) { decoy(index) }
      function(index)
    }
    if Bool.random(using: &generator) { decoy(99) }
  }

  /// Line and column of each name, computed independently of the scanner.
  func namePositions() -> [String] {
    let utf8 = Array(text.utf8)
    return nameOffsets.map { offset in
      var line = 1
      var column = 1
      var index = 0
      while index < offset {
        let byte = utf8[index]
        if byte == 0x0A || (byte == 0x0D && utf8[index + 1] != 0x0A) {
          line += 1
          column = 1
        } else if byte != 0x0D && byte & 0xC0 != 0x80 {
          column += 1
        }
        index += 1
      }
      return "\(line):\(column)"
    }
  }
}
