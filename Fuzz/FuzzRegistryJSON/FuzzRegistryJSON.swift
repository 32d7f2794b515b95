// libFuzzer target: the located JSON parser and the warm-up registry reader
// (`JSONParser.parse` then `WarmupRegistry(json:file:)`, as `WarmupRegistry.load` does).
//
// Built with `-DFUZZING -sanitize=fuzzer,address` (see `make fuzz`) it runs libFuzzer's driver.
// In a normal build the `@main` below replays the files named on the command line.

import Foundation
import LocatedJSON
import ShaderRegistry

/// Parses one input as a registry; errors are expected, crashes and hangs are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRegistryJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  do throws(JSONError) {
    let root = try JSONParser().parse(bytes, file: "fuzz.json")
    let registry = try WarmupRegistry(json: JSONReader(root: root), file: "fuzz.json")
    _ = registry.warmups.count
  } catch {
    _ = error.description.utf8.count
  }
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
  struct RunRegistryJSON {
    static func main() {
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(runFuzzerDriver(&argc, &argv, fuzzRegistryJSON))
    }
  }
#else
  /// Replays inputs without libFuzzer: each file named on the command line is fed to the target.
  @main
  struct ReplayRegistryJSON {
    static func main() {
      for path in CommandLine.arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
          print("\(path): cannot read")
          continue
        }
        let bytes = [UInt8](data)
        _ = bytes.withUnsafeBufferPointer { fuzzRegistryJSON($0.baseAddress, $0.count) }
        print("\(path): ok (\(bytes.count) bytes)")
      }
    }
  }
#endif
