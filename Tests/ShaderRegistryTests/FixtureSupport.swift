import EffectProofBase
import EffectProofTestSupport
import Foundation
import ShaderRegistry
import Testing

/// Paths into the repository's `Fixtures/` folder, found from this file's location.
enum FixturePaths {
  static let root = RepositoryFixtures.root

  static func path(_ relative: String) -> String { RepositoryFixtures.path(relative) }
}

extension ScanResult {
  /// `name → (file name, line)` for quick assertions.
  var summary: [String: String] {
    Dictionary(
      uniqueKeysWithValues: functions.map { function in
        (function.name, "\((function.file as NSString).lastPathComponent):\(function.line)")
      })
  }

  /// The names of the functions found, in scan order.
  var names: [String] { functions.map(\.name) }
}

extension Diagnostic {
  /// The last path component of ``file``, or `-`.
  var fileName: String { file.map { ($0 as NSString).lastPathComponent } ?? "-" }

  /// `kind function file:line`, the form the exact-list assertions compare.
  var summary: String {
    "\(id.name) \(subject ?? "-") \(fileName):\(line.map(String.init) ?? "-")"
  }

  /// `line:column`, or `-` when the position is unknown.
  var place: String { position.map(\.description) ?? "-" }
}

/// Scans an in-memory source.
func scan(_ source: String, file: String = "test.metal") -> ScanResult {
  MetalSourceScanner().scan(source: source, file: file)
}

/// Scans a source that must hold exactly one stitchable function and no diagnostics.
func onlyFunction(
  in source: String, sourceLocation: SourceLocation = #_sourceLocation
) throws -> StitchableFunction {
  let result = scan(source)
  #expect(result.diagnostics == [], sourceLocation: sourceLocation)
  #expect(result.functions.count == 1, "\(result.names)", sourceLocation: sourceLocation)
  return try #require(result.functions.first, sourceLocation: sourceLocation)
}

/// The parameters of a function as `type|name` strings.
func spelled(_ parameters: [MetalParameter]) -> [String] {
  parameters.map { "\($0.type)|\($0.name)" }
}

/// The kinds of the argument slots of the only function in `source` for `usage`.
func slotKinds(_ source: String, usage: ShaderUsage) throws -> [ShaderArgumentKind?] {
  SignatureAnalysis(try onlyFunction(in: source)).slots(for: usage).map(\.kind)
}

/// Checks a registry given as Swift warm-ups against one in-memory source; returns summaries
/// of the form `kind function line:column`.
func check(_ source: String, _ warmups: [Warmup]?) -> [String] {
  let result = scan(source)
  return RegistryChecker.check(warmups.map(WarmupRegistry.init), against: result).map {
    "\($0.id.name) \($0.subject ?? "-") \($0.place)"
  }
}

/// Runs `body` with a fresh temporary directory, removed afterwards.
func withTemporaryDirectory<T>(_ body: (String) throws -> T) throws -> T {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "ShaderRegistryTests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: url) }
  return try body(url.path)
}

/// Writes `bytes` to `path`, failing the test when the file cannot be created.
func write(
  _ bytes: [UInt8], to path: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let created = FileManager.default.createFile(atPath: path, contents: Data(bytes))
  #expect(created, "cannot create \(path)", sourceLocation: sourceLocation)
}

/// A small, fast, seedable generator (SplitMix64) for reproducible random inputs.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Seeds for the random tests. Set `SHADER_REGISTRY_FUZZ_SEED` (decimal or `0x` hex) to replay
/// one seed printed by a failure; `SHADER_REGISTRY_FUZZ_COUNT` runs more seeds.
enum FuzzSeeds {
  static let environmentKey = "SHADER_REGISTRY_FUZZ_SEED"

  static func seeds(base: UInt64, defaultCount: Int = 150) -> [UInt64] {
    let environment = ProcessInfo.processInfo.environment
    if let text = environment[environmentKey], let seed = parse(text) { return [seed] }
    let count = environment["SHADER_REGISTRY_FUZZ_COUNT"].flatMap { Int($0) } ?? defaultCount
    var generator = SplitMix64(seed: base)
    return (0..<count).map { _ in generator.next() }
  }

  static func parse(_ text: String) -> UInt64? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("0x") { return UInt64(trimmed.dropFirst(2), radix: 16) }
    return UInt64(trimmed)
  }

  /// The text a failure message carries so the case can be replayed.
  static func replay(_ seed: UInt64) -> String {
    "seed 0x\(String(seed, radix: 16)); replay with \(environmentKey)=0x\(String(seed, radix: 16))"
  }
}

/// The number of lines in `bytes` (`\n`, `\r\n` and lone `\r` end a line).
func lineCount(_ bytes: [UInt8]) -> Int {
  var lines = 1
  for (index, byte) in bytes.enumerated() {
    if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
      lines += 1
    }
  }
  return lines
}
