// libFuzzer target: the CI gate's config file (`CheckConfig.load(contentsOf:)`), through a file
// in a private temporary folder because the loader resolves paths relative to the config.
//
// Inputs that could name a device or pseudo file (`dev`, `proc`, `sys`, or any `\u` escape that
// could spell one) are skipped: reading `/dev/zero` would hang by design, not by a bug.
// Built with `-DFUZZING -sanitize=fuzzer,address` (see `make fuzz`) it runs libFuzzer's driver.
// In a normal build the `@main` below replays the files named on the command line.

import EffectProof
import Foundation

private let folder: String = {
  let path = NSTemporaryDirectory() + "/FuzzCheckConfig-\(getpid())"
  try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}()

private func mentionsSpecialFile(_ bytes: [UInt8]) -> Bool {
  let lowered = bytes.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 }
  for word in ["dev", "proc", "sys", "\\u"] {
    let pattern = Array(word.utf8)
    if lowered.count >= pattern.count,
      (0...(lowered.count - pattern.count)).contains(where: {
        lowered[$0..<$0 + pattern.count].elementsEqual(pattern)
      })
    {
      return true
    }
  }
  return false
}

/// Loads one input as a config; errors are expected, crashes and hangs are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCheckConfig(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  guard !mentionsSpecialFile(bytes) else { return -1 }
  let path = folder + "/effectproof.json"
  guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return 0 }
  do throws(CheckConfigError) {
    let config = try CheckConfig.load(contentsOf: path)
    _ = config.shaderPaths.count
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
  struct RunCheckConfig {
    static func main() {
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(runFuzzerDriver(&argc, &argv, fuzzCheckConfig))
    }
  }
#else
  /// Replays inputs without libFuzzer: each file named on the command line is fed to the target.
  @main
  struct ReplayCheckConfig {
    static func main() {
      for path in CommandLine.arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
          print("\(path): cannot read")
          continue
        }
        let bytes = [UInt8](data)
        _ = bytes.withUnsafeBufferPointer { fuzzCheckConfig($0.baseAddress, $0.count) }
        print("\(path): ok (\(bytes.count) bytes)")
      }
    }
  }
#endif
