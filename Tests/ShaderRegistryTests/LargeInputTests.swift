import Foundation
import ShaderRegistry
import Testing

/// Big and hostile inputs: a ~2 MB source with thousands of functions, files over the size
/// limit, and nesting far deeper than any real shader.
@Suite struct LargeInputTests {
  @Test func aTwoMegabyteSourceWithThousandsOfFunctions() {
    let count = 5_000
    var source = ""
    source.reserveCapacity(2_400_000)
    for index in 0..<count {
      source += "// Shader \(index): " + String(repeating: "padding text ", count: 25) + "\n"
      source +=
        "[[ stitchable ]] half4 shader\(index)(float2 position, half4 color, float amount) {\n"
      source += "    return color * half(amount);\n}\n"
    }
    #expect(source.utf8.count > 2_000_000)
    let result = scan(source, file: "big.metal")
    #expect(result.diagnostics == [])
    #expect(result.functions.count == count)
    #expect(result.names == (0..<count).map { "shader\($0)" })
    #expect(result.functions.map(\.line) == (0..<count).map { $0 * 4 + 2 })
    let registry = WarmupRegistry(
      (0..<count).map { Warmup(name: "shader\($0)", usage: .colorEffect, arguments: [.float]) })
    #expect(RegistryChecker.check(registry, against: result) == [])
  }

  @Test func aFileOverTheLimitIsOneParseErrorAtTheStart() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/Large.metal"
      let line = "[[ stitchable ]] half4 f(float2 p) {}\n"
      let bytes = Array(String(repeating: line, count: 1_001 / line.utf8.count + 1).utf8)
      write(bytes, to: path)
      let result = MetalSourceScanner(maximumFileBytes: 1_000).scan(paths: [path])
      #expect(result.functions == [])
      #expect(result.files == [path])
      #expect(
        result.diagnostics.map { "\($0.id.name) \($0.file ?? "-") \($0.place) \($0.message)" } == [
          "parseError \(path) 1:1 the file is \(bytes.count) bytes, over the 1000-byte limit for a Metal source; not scanned"
        ])
    }
  }

  @Test func aFileExactlyAtTheLimitIsScanned() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/Exact.metal"
      let text = "[[ stitchable ]] half4 exact(float2 p) {}\n"
      let bytes = Array((text + String(repeating: " ", count: 1_000 - text.utf8.count)).utf8)
      #expect(bytes.count == 1_000)
      write(bytes, to: path)
      let result = MetalSourceScanner(maximumFileBytes: 1_000).scan(paths: [path])
      #expect(result.diagnostics == [])
      #expect(result.names == ["exact"])
    }
  }

  @Test func aTenMegabyteFileIsOverTheDefaultLimit() throws {
    try withTemporaryDirectory { directory in
      let big = directory + "/Huge.metal"
      let small = directory + "/Small.metal"
      let line = Array("[[ stitchable ]] half4 huge(float2 p) { return half4(1); }\n".utf8)
      let size = 10 * 1_024 * 1_024
      var bytes: [UInt8] = []
      bytes.reserveCapacity(size)
      while bytes.count < size { bytes += line }
      bytes.removeLast(bytes.count - size)
      write(bytes, to: big)
      write(Array("[[ stitchable ]] half4 small(float2 p) {}\n".utf8), to: small)
      defer { try? FileManager.default.removeItem(atPath: big) }
      let scanner = MetalSourceScanner()
      #expect(scanner.maximumFileBytes == 8 << 20)
      let result = scanner.scan(paths: [directory])
      #expect(result.names == ["small"])
      #expect(
        result.diagnostics.map { "\($0.id.name) \($0.fileName) \($0.place) \($0.message)" } == [
          "parseError Huge.metal 1:1 the file is 10485760 bytes, over the 8388608-byte limit for a Metal source; not scanned"
        ])
      #expect(result.byteCount == 42)
    }
  }

  @Test func aHundredThousandOpenParenthesesDoNotOverflowTheStack() {
    let depth = 100_000
    let sources = [
      "[[ stitchable ]] half4 deep(" + String(repeating: "(", count: depth),
      "float x = " + String(repeating: "(", count: depth),
      String(repeating: "{", count: depth),
      String(repeating: "[", count: depth),
      "[[ stitchable ]] half4 deep(float2 p, texture2d" + String(repeating: "<", count: depth),
    ]
    for source in sources {
      let result = scan(source)
      #expect(result.functions == [])
      #expect(result.diagnostics.count == 1, "\(result.diagnostics)")
      #expect(result.diagnostics.allSatisfy { $0.registryKind == .parseError && $0.line == 1 })
    }
  }

  @Test func deepBalancedNestingInsideABodyKeepsTheFunction() {
    let depth = 100_000
    let nested = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
    let source = "[[ stitchable ]] half4 deep(float2 p, half4 c) { float x = \(nested); return c; }"
    let result = scan(source)
    #expect(result.names == ["deep"])
    #expect(result.diagnostics.count <= 1, "\(result.diagnostics)")
    #expect(result.diagnostics.allSatisfy { $0.registryKind == .parseError })
  }

  @Test func functionsAfterAModeratelyDeepHelperAreFound() {
    let depth = 5_000
    let nested = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
    let source = """
      float helper() { return \(nested); }
      [[ stitchable ]] half4 first(float2 p, half4 c) { return c; }
      [[ stitchable ]] half4 second(float2 p, half4 c) { return c; }
      """
    let result = scan(source)
    #expect(result.diagnostics == [])
    #expect(result.names == ["first", "second"])
  }

  @Test func functionsAfterAHostileDeepHelperAreStillFound() {
    let depth = 100_000
    let nested = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
    let source = """
      float helper() { return \(nested); }
      [[ stitchable ]] half4 first(float2 p, half4 c) { return c; }
      [[ stitchable ]] half4 second(float2 p, half4 c) { return c; }
      """
    let result = scan(source)
    #expect(result.diagnostics.count == 1)
    #expect(result.names.first == "first")
    #expect(result.names == ["first", "second"])
  }

  @Test(.timeLimit(.minutes(1)))
  func aHundredThousandNestedConditionalsScanInLinearTime() {
    let depth = 100_000
    let source =
      String(repeating: "#if 1\n", count: depth) + "[[ stitchable ]] half4 inner(float2 p) {}\n"
      + String(repeating: "#endif\n", count: depth)
    let result = scan(source)
    #expect(result.names == ["inner"])
    #expect(result.diagnostics == [])
  }
}
