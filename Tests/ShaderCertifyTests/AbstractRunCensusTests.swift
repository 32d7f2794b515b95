import EffectProofBase
import EffectProofTestSupport
import Foundation
import MetalCPU
import ShaderIR
import Testing

@testable import ShaderCertify

/// How far the abstract run gets today over every stitchable function of the fixtures: each
/// run over a box (a 64 × 64 pt position box, scalar arguments in [0, 1], any colour) either
/// finishes or stops with its reason, never traps; the counts are printed, and the number that
/// finish may only grow (a floor, raised as the run learns more).
@Suite struct AbstractRunCensusTests {
  /// Stitchable names written in `text` (line comments removed; the fixtures' `#if 0` and
  /// comment decoys are skipped by clang's failure to emit them, counted apart).
  static func names(_ text: String) -> [String] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
    }
    let stitchable = #"\[\[\s*stitchable\s*\]\]\s*[\w:<>]+\s+(\w+)\s*\("#
    guard let pattern = try? NSRegularExpression(pattern: stitchable) else { return [] }
    let joined = lines.joined(separator: "\n")
    let range = NSRange(joined.startIndex..., in: joined)
    return pattern.matches(in: joined, range: range).compactMap {
      Range($0.range(at: 1), in: joined).map { String(joined[$0]) }
    }
  }

  /// The box for each parameter, from its IR type (a `double` is a `half4` colour when the
  /// function bitcasts it to `<4 x half>`, else a `float2`: the first one the position).
  static func arguments(_ function: IRFunction) -> [AbstractValue]? {
    var values: [AbstractValue] = []
    var positions = 0
    for (index, parameter) in function.parameters.enumerated() {
      let name = parameter.name ?? "\(index)"
      switch parameter.type {
      case .pointer: values.append(.pointer("parameter \(index)"))
      case .float: values.append(.float(AbstractFloat(.float, lower: 0, upper: 1)))
      case .half: values.append(.float(AbstractFloat(.half, lower: 0, upper: 1)))
      case .vector(let count, .float), .vector(let count, .half):
        let format: MetalFloatFormat = parameter.type.scalar == .half ? .half : .float
        values.append(
          .lanes(Array(repeating: .float(AbstractFloat(format, lower: 0, upper: 1)), count: count)))
      case .integer(let bits) where bits > 1:
        values.append(.integer(AbstractInt(width: bits, lower: 0, upper: 8)))
      case .double:
        let isColour = function.instructions.contains {
          if case .cast(.bitcast, let source, .vector(4, .half)) = $0.operation {
            return source.value == .local(name)
          }
          return false
        }
        if isColour {
          let channel = AbstractValue.float(AbstractFloat(.half, lower: 0, upper: 1))
          values.append(.lanes(Array(repeating: channel, count: 4)))
        } else {
          let side: Double = positions == 0 ? 64 : 1
          positions += 1
          let lane = AbstractValue.float(AbstractFloat(.float, lower: 0, upper: side))
          values.append(.lanes(Array(repeating: lane, count: 2)))
        }
      default: return nil
      }
    }
    return values
  }

  @Test func everyFixtureFunctionRunsOrSaysWhyNot() throws {
    let root = RepositoryFixtures.root
    var files: [String] = []
    let walker = FileManager.default.enumerator(atPath: root)
    while let path = walker?.nextObject() as? String {
      if path.hasSuffix(".metal"), !path.hasPrefix("Broken/") { files.append(path) }
    }
    let compiler = try MetalCompiler(cacheFolder: SharedCompilerCache.folder)
    var finished: [String] = []
    var reasons: [String: [String]] = [:]
    for relative in files.sorted() {
      let file = RepositoryFixtures.path(relative)
      guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
      for name in Self.names(text) {
        guard case .success(let emitted) = try compiler.emitIR(of: file, function: name) else {
          reasons["no IR (a decoy in a comment, a string or #if 0)", default: []].append(name)
          continue
        }
        let module = try IRReader.read(bytes: Array(emitted.text.utf8))
        let function = try #require(module.function(emitted.symbol))
        guard let arguments = Self.arguments(function) else {
          reasons["a parameter type the census does not box", default: []].append(name)
          continue
        }
        let outcome = AbstractRun(module: module, function: function).run(arguments)
        if let stop = outcome.unsupported {
          // Group by the reason's words without SSA names and numbers.
          let key = stop.reason.replacingOccurrences(
            of: #"%[\w.]+|\d+"#, with: "_", options: .regularExpression)
          reasons[key, default: []].append(name)
        } else {
          #expect(outcome.result != nil, "\(relative) \(name) finished with no result")
          finished.append(name)
        }
      }
    }
    let total = finished.count + reasons.values.reduce(0) { $0 + $1.count }
    print("AbstractRunCensusTests: \(finished.count) of \(total) functions run to the end")
    for (reason, names) in reasons.sorted(by: { $0.value.count > $1.value.count }) {
      print("  \(names.count)  \(reason)  (\(names.prefix(4).joined(separator: ", ")))")
    }
    // Measured on 2026-12-07 (the first slice of the run): raise as the run learns more.
    #expect(finished.count >= Self.floor, "\(finished.count) finish, fewer than \(Self.floor)")
  }

  /// The number of fixture functions the run finishes today.
  static let floor = 66
}
