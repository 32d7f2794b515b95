import EffectProof
import EffectProofTestSupport
import Foundation
import ProofEngine
import Testing

@testable import EffectProofCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the `FuzzArguments` fuzz target found, replayed; and the fix checked against an
/// independent oracle.
@Suite struct FuzzArgumentsFindingsTests {
  /// POSIX `dirname(3)` from the C library: the oracle for ``PathComponents/parentFolder(of:)``.
  static func posixDirname(_ path: String) -> String {
    var bytes = Array(path.utf8CString)
    return bytes.withUnsafeMutableBufferPointer { buffer in
      String(cString: dirname(buffer.baseAddress))
    }
  }

  /// FuzzArguments-crash-c1a1a6af: `merge Fixtures/TableReady/effectproof.json --output=-`
  /// trapped in Foundation (`NSString.deletingLastPathComponent` on the one-character path
  /// `-`). The same trap hit `check --html a`, `check --output a` and `render --out a` when `a`
  /// did not exist.
  @Test(arguments: [
    ["merge", "Fixtures/TableReady/effectproof.json", "--output=-"],
    ["check", "--html", "a"], ["check", "--output", "."], ["render", "--out", "a/"],
    ["merge", "r.json", "--output", "-/"],
  ])
  func aOneCharacterOutputPathDoesNotTrap(_ arguments: [String]) {
    // In the folder of a test, a bare name is writable or names something present; either
    // way the answer is `nil` (would run) or a one-line usage error, never a trap.
    if let run = EffectProofTool.validate(arguments) {
      expectUsageError(run)
    }
  }

  @Test func theSavedCrashInputReplays() throws {
    let bytes = Array("merge\0Fixtures/TableReady/effectproof.json\0--output=-".utf8)
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    #expect(arguments == ["merge", "Fixtures/TableReady/effectproof.json", "--output=-"])
    if let run = EffectProofTool.validate(arguments) { expectUsageError(run) }
  }

  @Test(arguments: [
    "a", "-", ".", "..", "a/", "a//", "/", "//", "/a", "/a/", "a/b", "a//b", "a/b/", "./a",
    "../a", "/a/b/c", "é/ü", "a/./b",
  ])
  func theParentFolderIsWhatDirnameSays(_ path: String) {
    let expected = Self.posixDirname(path)
    // dirname keeps "//" as the root on some systems; ours says "/".
    #expect(PathComponents.parentFolder(of: path) == (expected == "//" ? "/" : expected), "\(path)")
  }

  /// Every path of up to six characters from `a`, `/` and `.` (1092 paths).
  @Test func theParentFolderMatchesDirnameOnEveryShortPath() {
    var paths = [""]
    for _ in 1...6 {
      paths = paths.flatMap { prefix in ["a", "/", "."].map { prefix + $0 } }
      for path in paths {
        let expected = Self.posixDirname(path)
        #expect(
          PathComponents.parentFolder(of: path) == (expected == "//" ? "/" : expected), "\(path)")
      }
    }
  }
}
