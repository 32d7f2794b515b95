// libFuzzer target: the Metal lexer and stitchable parser (`MetalSourceScanner.scan(bytes:file:)`).
//
// Built with `-DFUZZING -sanitize=fuzzer,address` (see `make fuzz`) it runs libFuzzer's driver.
// In a normal build the `@main` below replays the files named on the command line, so a saved
// crash input can be rerun without the fuzzer: `FuzzMetalScanner crash-1234`.

import Foundation
import ShaderRegistry

/// Scans one input; any crash, hang or memory error is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMetalScanner(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let result = MetalSourceScanner().scan(bytes: bytes, file: "fuzz.metal")
  // Touch the result so the work cannot be optimised away.
  precondition(result.byteCount == bytes.count)
  for function in result.functions { _ = function.name.utf8.count }
  for diagnostic in result.diagnostics { _ = diagnostic.description.utf8.count }
  return 0
}

#if FUZZING
  /// libFuzzer's driver (`-sanitize=fuzzer` links it). SwiftPM renames an executable's entry
  /// point, so libFuzzer's own `main` is not used: this target's `main` hands over instead.
  @_silgen_name("LLVMFuzzerRunDriver")
  private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  @main
  struct RunMetalScanner {
    static func main() {
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(runFuzzerDriver(&argc, &argv, fuzzMetalScanner))
    }
  }
#else
  /// Replays inputs without libFuzzer: each file named on the command line is fed to the target.
  @main
  struct ReplayMetalScanner {
    static func main() {
      for path in CommandLine.arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
          print("\(path): cannot read")
          continue
        }
        let bytes = [UInt8](data)
        _ = bytes.withUnsafeBufferPointer { fuzzMetalScanner($0.baseAddress, $0.count) }
        print("\(path): ok (\(bytes.count) bytes)")
      }
    }
  }
#endif
