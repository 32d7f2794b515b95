// The entry point every fuzz target shares.
//
// Built with `-DFUZZING -sanitize=fuzzer,address` (see `make fuzz`) it hands over to libFuzzer's
// driver. SwiftPM renames an executable's entry point, so libFuzzer's own `main` is not used.
// In a normal build it replays the files named on the command line, so a saved crash input can
// be rerun without the fuzzer: `FuzzMetalScanner crash-1234`.

import Foundation

/// The signature of `LLVMFuzzerTestOneInput`: one input; return 0 to keep it, −1 to reject it.
public typealias FuzzTarget = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

#if FUZZING
  /// libFuzzer's driver (`-sanitize=fuzzer` links it).
  @_silgen_name("LLVMFuzzerRunDriver")
  private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: FuzzTarget
  ) -> CInt
#endif

/// Runs a fuzz target: under libFuzzer in a fuzzing build, else as a replay of the files named
/// on the command line. Never returns.
public func runFuzzTarget(_ target: FuzzTarget) -> Never {
  #if FUZZING
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(runFuzzerDriver(&argc, &argv, target))
  #else
    for path in CommandLine.arguments.dropFirst() {
      guard let data = FileManager.default.contents(atPath: path) else {
        print("\(path): cannot read")
        continue
      }
      let bytes = [UInt8](data)
      _ = bytes.withUnsafeBufferPointer { target($0.baseAddress, $0.count) }
      print("\(path): ok (\(bytes.count) bytes)")
    }
    exit(0)
  #endif
}
