import Foundation
import MetalCPU

/// Why a side-by-side case cannot run.
struct BareLoopProblem: Error {
  /// What went wrong, for the error line.
  let message: String
}

/// A case ready to run: the compiled program in its session, the bare loop's process reading
/// commands, and the frame both read.
final class Prepared {
  private let item: BareLoopSuite.Case
  private let compiled: MetalCompileResult
  private let runner: MetalRunner
  private let session: MetalSession
  private let layer: MetalRunImage
  private let bare: Process
  private let commands: FileHandle
  private let answers: FileHandle
  private let folder: String

  /// Compiles both sides, starts both children, and compares their pixels.
  init(_ item: BareLoopSuite.Case) throws(BareLoopProblem) {
    self.item = item
    let image = KernelInputs.image
    guard
      let layer = MetalRunImage(
        width: image.width, height: image.height,
        texels: image.pixels.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] })
    else { throw BareLoopProblem(message: "the input image does not convert") }
    self.layer = layer
    let compiler: MetalCompiler
    do throws(MetalCompileError) {
      compiler = try MetalCompiler()
      compiled = try compiler.compile(file: item.file)
    } catch {
      throw BareLoopProblem(message: "\(error)")
    }
    guard compiled.status == .compiled, let program = compiled.programPath,
      let function = compiled.functions.first(where: { $0.name == item.function })
    else {
      throw BareLoopProblem(
        message: "\(item.file) does not compile or has no \(item.function): "
          + compiled.diagnostics.map(\.description).joined(separator: "; "))
    }
    runner = MetalRunner(compiler: compiler)
    do throws(MetalRunError) {
      session = try MetalSession(program: program)
    } catch {
      throw BareLoopProblem(message: error.description)
    }
    folder = NSTemporaryDirectory() + "effectproof-bareloop-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let header = folder + "/bare_call.h"
    let executable = folder + "/bare_loop"
    let input = folder + "/input.bin"
    try Self.write(
      Data(try Self.callHeader(item, function: function).utf8), to: header)
    try Self.write(try Self.inputFile(item, layer: layer), to: input)
    let flags: [String]
    do throws(MetalCompileError) {
      flags = try compiler.preludeFlags(file: item.file)
    } catch {
      throw BareLoopProblem(message: "\(error)")
    }
    try Self.build(
      compiler.clang,
      flags + ["-include", header, "Benchmarks/BareLoop/bare_loop.cpp", "-o", executable])
    bare = Process()
    bare.executableURL = URL(fileURLWithPath: executable)
    bare.arguments = [input, folder + "/image.bin"]
    let toBare = Pipe()
    let fromBare = Pipe()
    bare.standardInput = toBare
    bare.standardOutput = fromBare
    do {
      try bare.run()
    } catch {
      throw BareLoopProblem(message: "cannot start the bare loop: \(error)")
    }
    commands = toBare.fileHandleForWriting
    answers = fromBare.fileHandleForReading
    try compare()
  }

  deinit {
    try? commands.close()
    bare.waitUntilExit()
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// One frame of `side`: its pixel loop's seconds, by its own clock.
  func frame(_ side: SideBySide.Side) throws(BareLoopProblem) -> Double {
    switch side {
    case .bare:
      let answer = try ask("f")
      guard let seconds = answer.split(separator: " ").first.flatMap({ Double($0) }) else {
        throw BareLoopProblem(message: "the bare loop answered \"\(answer)\"")
      }
      return seconds
    case .runtime, .checked:
      var request = request()
      request.returnsImage = false
      request.checksColours = side == .checked
      do throws(MetalRunError) {
        return try runner.run(compiled: compiled, request: request, in: session).seconds
      } catch {
        throw BareLoopProblem(message: error.description)
      }
    }
  }

  private func request() -> MetalRunRequest {
    var request = MetalRunRequest(
      function: item.function, usage: item.usage,
      width: Double(BareLoopSuite.width) / BareLoopSuite.scale,
      height: Double(BareLoopSuite.height) / BareLoopSuite.scale, scale: BareLoopSuite.scale,
      arguments: item.arguments, input: layer, jobs: 1, timeLimit: 300)
    request.layerID = 1
    return request
  }

  /// The bare loop's pixels and the runtime's, which must be equal bit for bit.
  private func compare() throws(BareLoopProblem) {
    let runtime: MetalRunResult
    do throws(MetalRunError) {
      runtime = try runner.run(compiled: compiled, request: request(), in: session)
    } catch {
      throw BareLoopProblem(message: error.description)
    }
    _ = try ask("i")
    guard let data = FileManager.default.contents(atPath: folder + "/image.bin") else {
      throw BareLoopProblem(message: "the bare loop wrote no image")
    }
    let bare = data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
    guard bare.count == runtime.image.texels.count else {
      throw BareLoopProblem(
        message: "the bare loop's image has \(bare.count) channels, the runtime's "
          + "\(runtime.image.texels.count)")
    }
    for (index, value) in bare.enumerated()
    where value.bitPattern != runtime.image.texels[index].bitPattern {
      let pixel = index / 4
      throw BareLoopProblem(
        message: "the bare loop and the runtime differ at pixel (\(pixel % BareLoopSuite.width), "
          + "\(pixel / BareLoopSuite.width)), channel \(index % 4): \(value) against "
          + "\(runtime.image.texels[index])")
    }
  }

  /// Sends one command to the bare loop and reads its answer line.
  private func ask(_ command: String) throws(BareLoopProblem) -> String {
    commands.write(Data(command.utf8))
    var line: [UInt8] = []
    while true {
      let byte = answers.readData(ofLength: 1)
      guard let first = byte.first else {
        throw BareLoopProblem(message: "the bare loop stopped")
      }
      if first == UInt8(ascii: "\n") { break }
      line.append(first)
    }
    return String(decoding: line, as: UTF8.self)
  }

  /// The header the bare loop is built with: the source, the usage, the arguments as locals
  /// of their parameters' types, and the call.
  static func callHeader(_ item: BareLoopSuite.Case, function: StitchableFunction)
    throws(BareLoopProblem) -> String
  {
    let leading = item.usage == .colorEffect || item.usage == .layerEffect ? 2 : 1
    let parameters = Array(function.parameters.dropFirst(leading))
    guard parameters.count == item.arguments.count else {
      throw BareLoopProblem(
        message: "\(item.function) takes \(parameters.count) arguments, the case gives "
          + "\(item.arguments.count)")
    }
    var locals: [String] = []
    for (index, parameter) in parameters.enumerated() {
      let types: [MetalParameterKind: String] = [
        .float: "float", .float2: "float2", .float3: "float3", .float4: "float4",
      ]
      guard let type = types[parameter.kind] else {
        throw BareLoopProblem(
          message: "the bare loop passes only float parameters, not \(parameter.type)")
      }
      locals.append("const \(type) a\(index) = ep_bare_value<\(type)>(s[\(index)]);")
    }
    let usage: Int
    switch item.usage {
    case .colorEffect: usage = 0
    case .distortionEffect: usage = 1
    case .layerEffect: usage = 2
    case .shapeStyle: usage = 3
    }
    let absolute = FileManager.default.currentDirectoryPath + "/" + item.file
    let values = parameters.indices.map { "a\($0)" }
    let call = ((leading == 2 ? ["p", "x"] : ["p"]) + values).joined(separator: ", ")
    return """
      #include "\(absolute)"
      #define EP_BARE_USAGE \(usage)
      #define EP_BARE_ARGUMENTS(s) \(locals.joined(separator: " "))
      #define EP_BARE_CALL(p, x) ::\(function.qualifiedName)(\(call))

      """
  }

  /// The bare loop's input: the frame's size and scale, one 16-byte slot of floats per
  /// argument, the layer's texels.
  static func inputFile(_ item: BareLoopSuite.Case, layer: MetalRunImage)
    throws(BareLoopProblem) -> Data
  {
    var data = Data()
    func append<T>(_ value: T) { withUnsafeBytes(of: value) { data.append(contentsOf: $0) } }
    append(Int32(BareLoopSuite.width))
    append(Int32(BareLoopSuite.height))
    append(Float(BareLoopSuite.scale))
    append(Int32(item.arguments.count))
    for argument in item.arguments {
      var floats: [Float]
      switch argument {
      case .float(let x): floats = [x]
      case .float2(let v): floats = [v.x, v.y]
      case .float3(let v): floats = [v.x, v.y, v.z]
      case .float4(let v): floats = [v.x, v.y, v.z, v.w]
      default:
        throw BareLoopProblem(message: "the bare loop passes only float arguments")
      }
      floats += Array(repeating: 0, count: 4 - floats.count)
      for f in floats { append(f) }
    }
    layer.texels.withUnsafeBytes { data.append(contentsOf: $0) }
    return data
  }

  private static func write(_ data: Data, to path: String) throws(BareLoopProblem) {
    guard FileManager.default.createFile(atPath: path, contents: data) else {
      throw BareLoopProblem(message: "cannot write \(path)")
    }
  }

  private static func build(_ clang: String, _ arguments: [String]) throws(BareLoopProblem) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: clang)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    do {
      try process.run()
    } catch {
      throw BareLoopProblem(message: "cannot start \(clang): \(error)")
    }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw BareLoopProblem(message: "the bare loop does not compile:\n\(text)")
    }
  }
}
