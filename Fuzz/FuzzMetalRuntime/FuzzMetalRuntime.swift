// libFuzzer target: the Metal runtime end to end. The input's bytes pick a [[ stitchable ]]
// function (MetalRuntimeFuzzing's `FuzzShader`: a usage, parameters with their arguments, a
// body of expressions, loops, array reads and divisions that may crash, read out of bounds or
// never end), which is compiled with the toolchain's clang and run by `MetalRunner` over a
// layer of at most 4×3 points on one or two jobs, in a child process.
//
// The property (`FuzzShaderRun.check`): every run gives a result or a typed finding (a crash
// with its pixel, an out-of-bounds read naming a buffer parameter, its count and an index
// outside it, an index out of range, a hang stopped at the time limit); a source that does not
// compile carries the error put in on purpose, at its line. The parent never traps or hangs:
// the child's faults stay in the child.
//
// Each new source costs a clang compile (about half a second); the cache makes a repeated
// source free. The cache is `$FUZZ_METAL_CACHE`, else a fixed folder under the temporary
// folder, so the runtime object and the precompiled prelude are built once. With
// `FUZZ_METAL_SHOW=1` a replay prints each source and its outcome.
//
// `make fuzz FUZZ_TARGETS=FuzzMetalRuntime` runs it under libFuzzer; a normal build replays
// saved inputs (FuzzSupport), and `FuzzMetalRuntimeSeedTests` runs the seeds in `make test`.

import Foundation
import FuzzSupport
import MetalRuntimeFuzzing

/// The runner every input shares, made on first use (nil when no clang can be found).
private let run: FuzzShaderRun? = {
  let cache =
    ProcessInfo.processInfo.environment["FUZZ_METAL_CACHE"]
    ?? NSTemporaryDirectory() + "effectproof-fuzz-metal-cache"
  do {
    return try FuzzShaderRun(cacheFolder: cache)
  } catch {
    FileHandle.standardError.write(Data("FuzzMetalRuntime: \(error)\n".utf8))
    return nil
  }
}()

/// Compiles and runs one generated shader; a broken promise is a finding (a trap).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMetalRuntime(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  guard let run else { fatalError("FuzzMetalRuntime needs clang++ (see ClangLocator)") }
  let shader = FuzzShader(bytes: bytes)
  let (outcome, problems) = run.check(shader)
  if ProcessInfo.processInfo.environment["FUZZ_METAL_SHOW"] == "1" {
    print(shader.source + "// \(shader.usage) \(shader.size) ×\(shader.scale), \(shader.jobs) jobs")
    print("// " + (outcome.map { "\($0)" } ?? "no outcome").prefix(400))
  }
  if !problems.isEmpty {
    fatalError(problems.joined(separator: "\n") + "\n" + shader.source)
  }
  return 0
}

/// Runs the target (see FuzzSupport).
@main
struct RunMetalRuntime {
  static func main() {
    // The runner (and clang's `--version`) before the first input, so that a one-off
    // allocation of Foundation's `Process` is not counted against it by LeakSanitizer.
    _ = run
    runFuzzTarget(fuzzMetalRuntime)
  }
}
