import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// What each side of the wire does with a message it must not read: a frame of another version,
/// a body cut short, a body longer than its fields say. Each is refused with a message naming
/// the problem, never read past and never a trap (docs/metal-on-cpu.md, "The version rule").
@Suite struct ChildWireRefusalTests {
  /// A result frame written by hand: "EPRS", `version`, `length`, in little-endian bytes.
  static func resultFrame(magic: String = "EPRS", version: UInt8, length: UInt8) -> [UInt8] {
    Array(magic.utf8) + [version, 0, 0, 0] + [length, 0, 0, 0, 0, 0, 0, 0]
  }

  /// The message of the `.runtime` error `body` throws; nil when it throws nothing.
  static func runtimeMessage(_ body: () throws(MetalRunError) -> Any) -> String? {
    do {
      _ = try body()
      return nil
    } catch {
      guard case .runtime(let message) = error else { return "not .runtime: \(error)" }
      return message
    }
  }

  @Test func theSessionRefusesAResultOfAnotherVersion() {
    #expect(
      Self.runtimeMessage { () throws(MetalRunError) in
        try ChildWire.resultLength(Self.resultFrame(version: 3, length: 16))
      }
        == "the child answered with wire version 3; this tool reads version 4 (a program built by another EffectProof)"
    )
    #expect(
      Self.runtimeMessage { () throws(MetalRunError) in
        try ChildWire.resultLength(Self.resultFrame(magic: "EPRQ", version: 4, length: 16))
      } == "the child answered with something that is not a result")
    #expect((try? ChildWire.resultLength(Self.resultFrame(version: 4, length: 16))) == 16)
  }

  /// The echo's 2 × 1 result (272 + 32 bytes) cut, grown, or asked for without its image.
  @Test func aTruncatedOrOversizeResultIsRefused() throws {
    let whole = Array(try ChildWireEcho.output(["result"]).dropFirst(16))
    #expect(whole.count == 304)
    func message(_ bytes: [UInt8], returnsImage: Bool = true) -> String? {
      Self.runtimeMessage { () throws(MetalRunError) in
        try ChildWire.result(
          bytes, function: "f", usage: .colorEffect, width: 2, height: 1, checksColours: true,
          returnsImage: returnsImage)
      }
    }
    #expect(message(whole) == nil)
    #expect(
      message(whole.dropLast(4)) == "the child's result is 300 bytes; its fields say 304 bytes")
    #expect(
      message(whole + [0, 0, 0, 0]) == "the child's result is 308 bytes; its fields say 304 bytes")
    #expect(
      message(Array(whole.prefix(100)))
        == "the child's result is 100 bytes, shorter than its fixed part (272 bytes)")
    #expect(
      message(whole, returnsImage: false)
        == "the child's result has a 2×1 image; the request asked for 0×0")
  }

  /// A real child, and a valid request body for its one function over a 2 × 2 layer.
  static func child() throws -> (MetalSession, [UInt8]) {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "Plain.metal",
      """
      #include <metal_stdlib>
      using namespace metal;
      [[ stitchable ]] half4 plain(float2 position, half4 color) { return color; }
      """)
    let compiler = try MetalCompiler(cacheFolder: SharedCompilerCache.folder)
    let compiled = try compiler.compile(file: file)
    let program = try #require(compiled.programPath, "\(compiled.diagnostics)")
    let marshal = try ArgumentMarshal(
      function: compiled.functions[0], usage: .colorEffect, arguments: [], layerSize: SIMD2(2, 2))
    let body = ChildWire.request(
      function: 0, usage: .colorEffect, width: 2, height: 2, scale: 1, jobs: 1, marshal: marshal,
      layer: .testPattern(width: 2, height: 2), layerMode: .sent, layerID: -1,
      checksColours: false, returnsImage: true)
    return (try MetalSession(program: program), body)
  }

  /// The child's answer to `body` framed with `version`: its exit status and reports when it
  /// ended, "result" when it answered.
  static func answer(_ session: MetalSession, _ body: [UInt8], version: UInt32 = 4) throws
    -> String
  {
    switch try session.send(body, keeping: nil, timeLimit: 30, version: version) {
    case .result: return "result"
    case .ended(let status, _, let reports, _): return "status \(status): \(reports)"
    case .timedOut: return "timed out"
    }
  }

  @Test func theChildRefusesARequestOfAnotherVersion() throws {
    let (session, body) = try Self.child()
    #expect(try Self.answer(session, body) == "result")
    #expect(
      try Self.answer(session, body, version: 3)
        == "status 2: EPERROR the request is wire version 3; this program reads version 4\n")
    #expect(try Self.answer(session, body) == "result")
  }

  @Test func theChildRefusesATruncatedOrOversizeRequest() throws {
    let (session, body) = try Self.child()
    #expect(
      try Self.answer(session, Array(body.dropLast(4)))
        == "status 2: EPERROR the request is truncated\n")
    #expect(
      try Self.answer(session, body + [0, 0, 0, 0])
        == "status 2: EPERROR the request is longer than its fields say\n")
    // The first slot's type (after the 40-byte request) made 9.
    var badSlot = body
    badSlot[40] = 9
    #expect(try Self.answer(session, badSlot) == "status 2: EPERROR bad slot type\n")
    #expect(try Self.answer(session, body) == "result")
  }
}
