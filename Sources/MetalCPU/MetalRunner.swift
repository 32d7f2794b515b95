import EffectProofBase
import Foundation
import MetalCPUSources

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
/// compile (cached) → lay the arguments onto the parameters as SwiftUI does → request (ChildWire)
///   → child: guarded buffers, rows shared among `jobs` threads, every sample audited
///   → result (image, non-finite pixels, sample audit, seconds)
/// crash      → "EPCRASH signal=… pixel=x,y [slot=… index=… count=…]"   → .crashed / .outOfBounds
/// progress   → "EPPROGRESS rows=… pixel=x,y …" on SIGUSR1; no pixel for 3 s → .timedOut (a hang)
/// time limit → still advancing → .tooSlow; else SIGTERM: "EPHANG pixel=x,y …" → .timedOut
/// memory     → "EPMEMORY pixel=x,y" (the limit: `limits`)                → .outOfMemory
/// ```
public struct MetalRunner: Sendable {
  /// The compiler that builds (or finds) the program.
  public var compiler: MetalCompiler
  /// What the child of a run in a session of its own may print and allocate (a session's own
  /// limits apply in ``run(compiled:request:in:)``).
  public var limits: MetalChildLimits

  /// A runner over `compiler` whose children get `limits`.
  public init(compiler: MetalCompiler, limits: MetalChildLimits = .standard) {
    self.compiler = compiler
    self.limits = limits
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

  /// Runs `request` on an already compiled source, in a child of its own.
  public func run(compiled: MetalCompileResult, request: MetalRunRequest) throws(MetalRunError)
    -> MetalRunResult
  {
    guard compiled.status == .compiled, let program = compiled.programPath else {
      throw .doesNotCompile(
        file: compiled.file,
        errors: compiled.diagnostics.filter { $0.severity == .error }.map(\.description))
    }
    return try run(
      compiled: compiled, request: request, in: MetalSession(program: program, limits: limits))
  }

  /// Runs `request` on an already compiled source in `session`'s child (started on first use,
  /// and again after a crash or a hang), so that many requests share one child.
  public func run(
    compiled: MetalCompileResult, request: MetalRunRequest, in session: MetalSession
  ) throws(MetalRunError) -> MetalRunResult {
    guard compiled.status == .compiled, compiled.programPath == session.program else {
      throw .doesNotCompile(
        file: compiled.file,
        errors: compiled.diagnostics.filter { $0.severity == .error }.map(\.description))
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
    let mode: ep_wire_layer_mode
    if let id = request.layerID {
      mode = session.hasLayer(id) ? .kept : .keep
    } else {
      mode = .sent
    }
    let body = ChildWire.request(
      function: index, usage: usage, width: width, height: height, scale: request.scale,
      jobs: min(request.jobs, 64), marshal: marshal, layer: layer, layerMode: mode,
      layerID: request.layerID ?? -1, checksColours: request.checksColours,
      returnsImage: request.returnsImage)
    let answer = try session.send(
      body, keeping: mode == .keep ? request.layerID : nil, timeLimit: request.timeLimit)
    switch answer {
    case .result(let bytes, let output):
      var result = try ChildWire.result(
        bytes, function: function.name, usage: usage, width: width, height: height,
        checksColours: request.checksColours, returnsImage: request.returnsImage)
      result.output = output
      return result
    case .timedOut(_, _, let slow?):
      throw .tooSlow(
        function: function.name, seconds: request.timeLimit, rowsDone: slow.rows,
        rows: slow.height, width: slow.width, elapsed: slow.seconds, arguments: arguments)
    case .timedOut(let reports, _, nil):
      throw .timedOut(
        function: function.name, seconds: request.timeLimit,
        pixels: ChildWire.pixels(after: EP_WIRE_HANG_TAG, in: reports), arguments: arguments)
    case .ended(let status, let signal, let reports, let output):
      if let memory = reports.split(separator: "\n").first(where: {
        $0.hasPrefix(EP_WIRE_MEMORY_TAG)
      }) {
        throw .outOfMemory(
          function: function.name, limitBytes: session.limits.memoryBytes,
          pixel: ChildWire.pixels(after: EP_WIRE_MEMORY_TAG, in: String(memory)).first,
          arguments: arguments)
      }
      if let crash = ChildWire.crashReport(in: reports) {
        throw ChildWire.crash(
          crash, function: function.name, marshal: marshal, arguments: arguments,
          symbolize: { offset in symbolize(program: session.program, offset: offset) })
      }
      if let signal {
        throw .crashed(function: function.name, signal: signal, pixel: nil, arguments: arguments)
      }
      let message =
        reports.split(separator: "\n").first { $0.hasPrefix(EP_WIRE_ERROR_TAG + " ") }.map {
          String($0.dropFirst(EP_WIRE_ERROR_TAG.count + 1))
        } ?? "exit status \(status): \(output.text)"
      throw .runtime(message)
    }
  }

  /// `file:line` of an offset into `program`, from the toolchain's llvm-symbolizer beside
  /// clang (nil when there is none or it cannot tell).
  func symbolize(program: String, offset: Int) -> String? {
    let folder = URL(fileURLWithPath: compiler.clang).resolvingSymlinksInPath()
      .deletingLastPathComponent().path
    let tool = folder + "/llvm-symbolizer"
    guard FileManager.default.isExecutableFile(atPath: tool) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = ["--obj=" + program, String(format: "0x%llx", offset)]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = MetalCompiler.readToEnd(pipe.fileHandleForReading.fileDescriptor)
    process.waitUntilExit()
    // Pairs of lines, innermost frame first: "function" then "file:line:column". The trap's own
    // frame (`__clang_trap_msg…`, line 0) and the runtime's headers are skipped.
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    for index in stride(from: 1, to: lines.count, by: 2) {
      let place = lines[index].split(separator: ":")
      guard place.count >= 2, place[0] != "??", let line = Int(place[1]), line > 0,
        !place[0].hasSuffix(MetalPrelude.fileName),
        !place[0].hasSuffix(MetalRuntimeSource.entriesFileName)
      else { continue }
      return "\(place[0]):\(line)"
    }
    return nil
  }

  /// The usage asked for, checked against the signature, or the one the signature fits.
  func usage(of function: StitchableFunction, requested: ShaderUsage?) throws(MetalRunError)
    -> ShaderUsage
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
  static func summary(function: StitchableFunction, usage: ShaderUsage, request: MetalRunRequest)
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
