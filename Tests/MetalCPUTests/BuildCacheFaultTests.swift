import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

#if canImport(Glibc)
  import Glibc
#endif

/// A build cache that cannot be written is ``MetalCompileError/cache(folder:reason:)`` naming
/// the path and the system's reason, never a failed source nor "the CPU runtime does not
/// build with this clang (please report it)" (issue 34, section 4). The command line's exit
/// status for it is in `CompileFaultCommandTests`.
@Suite struct BuildCacheFaultTests {
  static let ripple = RepositoryFixtures.path("TableReady/Shaders/Ripple.metal")

  /// The cache's reason, or nil when `body` threw something else or nothing.
  static func cacheReason(_ body: () throws(MetalCompileError) -> Void) -> String? {
    do throws(MetalCompileError) {
      try body()
      return nil
    } catch {
      if case .cache(_, let reason) = error { return reason }
      return nil
    }
  }

  @Test func aCacheFolderThatIsAFileIsNamed() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("cache", "not a folder")
    let compiler = try MetalCompiler(cacheFolder: file)
    #expect(
      Self.cacheReason { () throws(MetalCompileError) in try compiler.checkCache() }
        == "it is a file, not a folder")
    #expect(
      throws: MetalCompileError.cache(folder: file, reason: "it is a file, not a folder")
    ) { try compiler.compile(file: Self.ripple) }
    let below = try MetalCompiler(cacheFolder: file + "/effectproof")
    #expect(
      Self.cacheReason { () throws(MetalCompileError) in
        _ = try below.compile(file: Self.ripple)
      } == "\(file) is a file, not a folder")
  }

  /// /proc takes no new file, even as root.
  @Test func aFolderNobodyCanWriteIsNamed() throws {
    let compiler = try MetalCompiler(cacheFolder: "/proc/effectproof-cache")
    let reason = Self.cacheReason { () throws(MetalCompileError) in
      _ = try compiler.compile(file: Self.ripple)
    }
    #expect(reason?.hasPrefix("cannot create /proc/effectproof-cache: ") == true, "\(reason ?? "")")
    let existing = try MetalCompiler(cacheFolder: "/proc/self")
    let written = Self.cacheReason { () throws(MetalCompileError) in try existing.checkCache() }
    #expect(written?.contains("cannot create /proc/self/probe.ep-") == true, "\(written ?? "")")
  }

  /// `/dev/full` fails every write with ENOSPC: the cache's writer reports it.
  @Test func aFullDiskWriteIsTheSystemsReason() throws {
    let descriptor = open("/dev/full", O_WRONLY | O_CLOEXEC)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    #expect(BuildCacheFiles.writeAll([1, 2, 3], to: descriptor) == ENOSPC)
    #expect(BuildCacheFiles.errorText(ENOSPC) == "No space left on device")
  }

  /// clang itself meets a full disk writing the precompiled prelude (a clang whose `-o` of a
  /// header goes to /dev/full: a real ENOSPC, from the real clang): a cache fault with clang's
  /// line, not "EffectProof's CPU runtime does not build with this clang (please report it)".
  @Test func clangMeetingAFullDiskIsACacheFault() throws {
    let folder = try TemporaryFolder()
    let real = try ClangLocator().locate()
    let wrapper = try folder.write(
      "clang++",
      """
      #!/bin/bash
      # clang++, except that a precompiled header is written to /dev/full.
      args=("$@")
      if [[ " $* " == *" c++-header "* ]]; then
        for i in "${!args[@]}"; do [[ "${args[$i]}" == "-o" ]] && args[$((i + 1))]=/dev/full; done
      fi
      exec '\(real)' "${args[@]}"

      """)
    chmod(wrapper, 0o755)
    let compiler = try MetalCompiler(clang: wrapper, cacheFolder: folder.url("cache"))
    let reason = Self.cacheReason { () throws(MetalCompileError) in
      _ = try compiler.compile(file: Self.ripple)
    }
    #expect(
      reason == "unable to open output file '/dev/full': 'No space left on device'",
      "\(reason ?? "no cache fault")")
    // Nothing of the failed build is left in the cache.
    let left = try folder.contents("cache").filter { $0.contains(".ep-") }
    #expect(left.isEmpty, "\(left)")
  }

  @Test func anOutputFaultIsReadFromClangAndTheLinker() {
    let cache = "/c"
    #expect(
      MetalCompiler.outputFault(
        in: "error: unable to open output file '/c/x.tmp': 'No space left on device'\n",
        cacheFolder: cache) == "unable to open output file '/c/x.tmp': 'No space left on device'")
    #expect(
      MetalCompiler.outputFault(
        in: "/usr/bin/ld.gold: error: /c/p.tmp: write: No space left on device\n",
        cacheFolder: cache) == "/usr/bin/ld.gold: error: /c/p.tmp: write: No space left on device")
    // A user's header that cannot be read is the source's error, not the cache's.
    #expect(
      MetalCompiler.outputFault(
        in:
          "/app/Shaders/A.metal:1:10: fatal error: cannot open file '/app/H.h': Permission denied",
        cacheFolder: cache) == nil)
  }
}
