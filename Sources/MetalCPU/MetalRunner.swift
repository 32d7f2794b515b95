import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a `[[ stitchable ]]` function of an app's `.metal` source over a layer on the CPU, in a
/// child process, so that a crash, an out-of-bounds read or a hang in the app's shader is a
/// finding and never takes the tool down (docs/metal-on-cpu.md, "The runner").
///
/// ```
/// compile (cached) → lay the arguments onto the parameters as SwiftUI does → request file
///   → child: guarded buffers, rows shared among `jobs` threads, every sample audited
///   → result file (image, non-finite pixels, sample audit, seconds)
/// crash      → "EPCRASH signal=… pixel=x,y [slot=… index=… count=…]"   → .crashed / .outOfBounds
/// time limit → SIGTERM: "EPHANG pixel=x,y …", then SIGKILL after 2 s   → .timedOut
/// ```
public struct MetalRunner: Sendable {
  /// The compiler that builds (or finds) the program.
  public var compiler: MetalCompiler

  /// A runner over `compiler`.
  public init(compiler: MetalCompiler) {
    self.compiler = compiler
  }

  /// Compiles `file` (or finds it in the cache) and runs `request` on it.
  public func run(file: String, request: MetalRunRequest) throws(MetalRunError) -> MetalRunResult {
    let compiled: MetalCompileResult
    do throws(MetalCompileError) {
      compiled = try compiler.compile(file: file)
    } catch {
      throw .compiler(error)
    }
    return try run(compiled: compiled, request: request)
  }

  /// Runs `request` on an already compiled source.
  public func run(compiled: MetalCompileResult, request: MetalRunRequest) throws(MetalRunError)
    -> MetalRunResult
  {
    guard compiled.status == .compiled, let program = compiled.programPath else {
      throw .doesNotCompile(
        file: compiled.file,
        errors: compiled.diagnostics.filter { $0.severity == "error" }.map(\.line))
    }
    let matches = compiled.functions.enumerated().filter { $0.element.name == request.function }
    guard let (index, function) = matches.first else {
      throw .noSuchFunction(
        name: request.function, file: compiled.file, available: compiled.functions.map(\.name))
    }
    guard matches.count == 1 else {
      throw .request(
        "\(compiled.file) declares \(request.function) \(matches.count) times (in different namespaces); SwiftUI cannot tell them apart"
      )
    }
    let usage = try self.usage(of: function, requested: request.usage)
    guard let width = request.pixelWidth, let height = request.pixelHeight else {
      throw .request(
        "the size \(request.width)×\(request.height) points at scale \(request.scale) is not 1…\(MetalRunRequest.maximumSide) pixels a side"
      )
    }
    guard request.jobs >= 1, request.timeLimit.isFinite, request.timeLimit > 0 else {
      throw .request("jobs must be at least 1 and the time limit a positive number of seconds")
    }
    let layer = request.input ?? MetalRunImage.testPattern(width: width, height: height)
    guard layer.width == width, layer.height == height else {
      throw .request(
        "the input is \(layer.width)×\(layer.height) pixels, but \(request.width)×\(request.height) points at scale \(request.scale) is \(width)×\(height)"
      )
    }
    let marshal = try ArgumentMarshal(
      function: function, usage: usage, arguments: request.arguments,
      layerSize: SIMD2(Float(request.width), Float(request.height)))
    let arguments = Self.summary(function: function, usage: usage, request: request)
    let folder = NSTemporaryDirectory() + "effectproof-run-" + UUID().uuidString
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .runtime("cannot create \(folder): \(error.localizedDescription)")
    }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let requestFile = folder + "/request.bin"
    let resultFile = folder + "/result.bin"
    let data = RunFiles.request(
      function: index, usage: usage, width: width, height: height, scale: request.scale,
      jobs: min(request.jobs, 64), marshal: marshal, layer: layer)
    guard FileManager.default.createFile(atPath: requestFile, contents: data) else {
      throw .runtime("cannot write \(requestFile)")
    }
    let child = try ChildProcess.run(
      program: program, arguments: [requestFile, resultFile], timeLimit: request.timeLimit,
      messages: folder + "/messages.txt")
    if child.timedOut {
      throw .timedOut(
        function: function.name, seconds: request.timeLimit,
        pixels: RunFiles.pixels(after: "EPHANG", in: child.messages), arguments: arguments)
    }
    if let crash = child.messages.split(separator: "\n").first(where: {
      $0.hasPrefix("EPCRASH")
    }) {
      throw RunFiles.crash(
        String(crash), function: function.name, marshal: marshal, arguments: arguments)
    }
    if let signal = child.signal {
      throw .crashed(function: function.name, signal: signal, pixel: nil, arguments: arguments)
    }
    guard child.status == 0 else {
      let message =
        child.messages.split(separator: "\n").first { $0.hasPrefix("EPERROR ") }.map {
          String($0.dropFirst(8))
        } ?? "exit status \(child.status): \(child.messages)"
      throw .runtime(message)
    }
    guard let bytes = FileManager.default.contents(atPath: resultFile),
      let result = RunFiles.result(
        bytes, function: function.name, usage: usage, width: width, height: height)
    else {
      throw .runtime("the result file is missing or truncated")
    }
    return result
  }

  /// The usage asked for, checked against the signature, or the one the signature fits.
  func usage(of function: MetalFunction, requested: MetalUsage?) throws(MetalRunError)
    -> MetalUsage
  {
    if let requested {
      if let problem = function.leadingProblem(for: requested) { throw .request(problem) }
      return requested
    }
    guard let inferred = function.inferredUsage else {
      throw .request(
        "\(function.name) (\(function.returnType) with \(function.parameters.count) parameter(s)) fits no SwiftUI usage: a shader takes float2 position first and returns half4, or float2 for a distortion"
      )
    }
    return inferred
  }

  /// `name = value, …` for every argument, by parameter name.
  static func summary(function: MetalFunction, usage: MetalUsage, request: MetalRunRequest)
    -> String
  {
    var index = usage.leadingKinds.count
    var parts: [String] = []
    for argument in request.arguments {
      let name = index < function.parameters.count ? function.parameters[index].name : "?"
      parts.append("\(name) = \(argument.summary)")
      switch argument {
      case .floatArray, .colorArray, .data: index += 2
      default: index += 1
      }
    }
    return parts.isEmpty ? "(none)" : parts.joined(separator: ", ")
  }
}
