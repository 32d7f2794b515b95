// The property FuzzMetalRuntime holds for every generated shader: compiling and running it
// gives a result or a typed finding, each finding names what it should, and a source that does
// not compile is reported at its own line.

import EffectProofBase
import Foundation
import MetalCPU

/// Compiles and runs generated shaders, and says what of the tool's promise a run broke.
public struct FuzzShaderRun: Sendable {
  /// The compiler, with its cache (every distinct source compiles once).
  public let compiler: MetalCompiler
  /// The folder the generated source is written to (one file, `Fuzzed.metal`, rewritten for
  /// each input).
  public let folder: String
  /// The time limit of one run, in seconds: a loop that never ends is a finding after it.
  public var timeLimit: Double

  /// A runner whose compile cache is `cacheFolder` and whose source goes into a folder of its
  /// own under the temporary folder.
  public init(cacheFolder: String, timeLimit: Double = 0.5) throws {
    compiler = try MetalCompiler(cacheFolder: cacheFolder)
    folder =
      NSTemporaryDirectory() + "effectproof-fuzz-metal-\(getpid())-" + UUID().uuidString.prefix(8)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    self.timeLimit = timeLimit
  }

  /// What one run gave.
  public enum Outcome: Sendable {
    /// The run finished.
    case finished(MetalRunResult)
    /// The source did not compile (on purpose): its diagnostics.
    case doesNotCompile([Diagnostic])
    /// A finding about the shader: a crash, an out-of-bounds access, a hang.
    case finding(MetalRunError)
  }

  /// Compiles and runs `shader`; returns the outcome and every way it broke the promise (empty
  /// when it kept it).
  public func check(_ shader: FuzzShader) -> (outcome: Outcome?, problems: [String]) {
    let file = folder + "/Fuzzed.metal"
    guard FileManager.default.createFile(atPath: file, contents: Data(shader.source.utf8)) else {
      return (nil, ["cannot write \(file)"])
    }
    let compiled: MetalCompileResult
    do {
      compiled = try compiler.compile(file: file)
    } catch {
      return (nil, ["the compiler failed: \(error)"])
    }
    guard compiled.status == .compiled else {
      return (.doesNotCompile(compiled.diagnostics), compileProblems(shader, compiled))
    }
    if !shader.errorLines.isEmpty {
      return (
        nil, ["line \(shader.errorLines[0]) has an error on purpose, but the source compiled"]
      )
    }
    var request = MetalRunRequest(
      function: shader.function, usage: shader.usage, width: shader.size.x, height: shader.size.y,
      scale: shader.scale, arguments: shader.arguments, jobs: shader.jobs, timeLimit: timeLimit)
    request.checksColours = true
    let runner = MetalRunner(compiler: compiler)
    do {
      let result = try runner.run(compiled: compiled, request: request)
      var problems: [String] = []
      let pixels = (request.pixelWidth ?? 0) * (request.pixelHeight ?? 0)
      if result.pixels != pixels || result.image.width * result.image.height != pixels {
        problems.append("the result has \(result.pixels) pixels, the layer \(pixels)")
      }
      if result.nonFinite > 0 && result.firstNonFinite == nil {
        problems.append("\(result.nonFinite) non-finite pixels, but no first one")
      }
      return (.finished(result), problems)
    } catch {
      return (.finding(error), findingProblems(error, shader))
    }
  }

  /// A source that does not compile must carry the error put in on purpose, at its line in the
  /// generated file; no error may be left only inside the prelude or the function table.
  func compileProblems(_ shader: FuzzShader, _ compiled: MetalCompileResult) -> [String] {
    let errors = compiled.diagnostics.filter { $0.severity == .error }
    let listing = errors.map(\.description).joined(separator: "\n")
    guard let expected = shader.errorLines.first else {
      return ["the generated source does not compile, but no error was put in:\n\(listing)"]
    }
    var problems: [String] = []
    let ours = errors.filter { $0.file?.hasSuffix("/Fuzzed.metal") == true }
    if !ours.contains(where: { $0.position?.line == expected }) {
      problems.append("no error at Fuzzed.metal:\(expected), the line put in:\n\(listing)")
    }
    for error in errors
    where error.file?.hasSuffix("/Fuzzed.metal") != true || error.position == nil {
      problems.append("an error outside the generated file's lines: \(error)")
    }
    return problems
  }

  /// Every finding is typed and names what it should: a crash and an out-of-bounds access their
  /// pixel; an out-of-bounds access a buffer parameter, its count and an index outside it.
  func findingProblems(_ error: MetalRunError, _ shader: FuzzShader) -> [String] {
    switch error {
    case .crashed(_, let signal, let pixel, _):
      return pixel == nil ? ["a crash (signal \(signal)) without a pixel: \(error)"] : []
    case .outOfBounds(_, let pixel, let parameter, let index, let count, _, let isWrite, _):
      var problems: [String] = []
      if pixel == nil { problems.append("an out-of-bounds access without a pixel: \(error)") }
      if shader.buffers[parameter] != count {
        problems.append("\(parameter) is not a buffer of \(count) elements: \(error)")
      }
      if index >= 0 && index < count { problems.append("an index inside the buffer: \(error)") }
      if isWrite { problems.append("a write, but the shader only reads: \(error)") }
      return problems
    case .indexOutOfRange(_, let pixel, let location, _):
      var problems: [String] = []
      if pixel == nil { problems.append("an index out of range without a pixel: \(error)") }
      if let location, !location.contains("Fuzzed.metal") {
        problems.append("the index out of range is placed outside the source: \(error)")
      }
      return problems
    case .timedOut:
      return []
    default:
      return ["not a finding about the shader: \(error)"]
    }
  }
}
