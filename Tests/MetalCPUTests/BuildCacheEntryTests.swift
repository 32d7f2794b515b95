import EffectProofBase
import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// A cache entry that is not whole is built again, never used: before, a 0-byte or
/// non-executable `.program` gave "Exec format error" on every run until the cache was deleted
/// (issue 34, section 4).
@Suite struct BuildCacheEntryTests {
  static let ripple = RepositoryFixtures.path("TableReady/Shaders/Ripple.metal")

  /// A fresh cache with Ripple compiled into it; the compiler and the program's path.
  static func compiled(_ folder: TemporaryFolder) throws -> (MetalCompiler, String) {
    let compiler = try MetalCompiler(cacheFolder: folder.url("cache"))
    let first = try compiler.compile(file: ripple)
    return (compiler, try #require(first.programPath))
  }

  /// The program runs: `--describe` lists Ripple's one function.
  static func runs(_ program: String) throws -> Bool {
    let outcome = try CompilerProcess.run(program, ["--describe"], timeLimit: 30)
    return outcome.succeeded && outcome.output.split(separator: "\n").count == 1
  }

  static func file(_ path: String, _ mode: Int? = nil, bytes: Data? = nil) throws {
    if let bytes { try bytes.write(to: URL(fileURLWithPath: path)) }
    if let mode {
      try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    }
  }

  @Test func anEmptyProgramIsBuiltAgain() throws {
    let folder = try TemporaryFolder()
    let (compiler, program) = try Self.compiled(folder)
    try Self.file(program, bytes: Data())
    let again = try compiler.compile(file: Self.ripple)
    #expect(!again.wasCached)
    #expect(again.programPath == program)
    #expect(try Self.runs(program))
  }

  @Test func aProgramThatIsNotExecutableIsBuiltAgain() throws {
    let folder = try TemporaryFolder()
    let (compiler, program) = try Self.compiled(folder)
    try Self.file(program, 0o644)
    let again = try compiler.compile(file: Self.ripple)
    #expect(!again.wasCached)
    #expect(try Self.runs(program))
  }

  @Test func aProgramCutShortIsBuiltAgain() throws {
    let folder = try TemporaryFolder()
    let (compiler, program) = try Self.compiled(folder)
    let whole = try Data(contentsOf: URL(fileURLWithPath: program))
    try Self.file(program, bytes: whole.prefix(whole.count / 2))
    let again = try compiler.compile(file: Self.ripple)
    #expect(!again.wasCached)
    #expect(try Self.runs(program))
    // Whole, it is a cache hit again.
    #expect(try compiler.compile(file: Self.ripple).wasCached)
  }

  /// The precompiled prelude, the runtime object and the include folder emptied: each is made
  /// again, and the next source compiles and runs.
  @Test func emptiedSharedEntriesAreBuiltAgain() throws {
    let folder = try TemporaryFolder()
    let (compiler, _) = try Self.compiled(folder)
    let names = try folder.contents("cache")
    let pch = try #require(names.first { $0.hasPrefix("prelude-") && $0.hasSuffix(".pch") })
    let object = try #require(names.first { $0.hasPrefix("runtime-") && $0.hasSuffix(".o") })
    let include = try #require(names.first { $0.hasPrefix("include-") })
    try Self.file(folder.url("cache/" + pch), bytes: Data())
    try Self.file(folder.url("cache/" + object), bytes: Data("junk".utf8))
    try Self.file(folder.url("cache/" + include + "/" + MetalPrelude.fileName), bytes: Data())
    let felt = RepositoryFixtures.path("TableReady/Shaders/Felt.metal")
    let result = try compiler.compile(file: felt)
    #expect(result.status == .compiled, "\(result.diagnostics.map(\.description))")
    #expect(
      try CompilerProcess.run(try #require(result.programPath), ["--describe"], timeLimit: 30)
        .succeeded)
    #expect(BuildCacheEntry.isWhole(folder.url("cache/" + pch), as: .precompiledHeader))
    #expect(BuildCacheEntry.isWhole(folder.url("cache/" + object), as: .object))
    let left = try folder.contents("cache").filter { $0.contains(".ep-") }
    #expect(left.isEmpty, "\(left)")
  }

  @Test func imagesAreCheckedAgainstTheirSectionHeaders() throws {
    let program = URL(fileURLWithPath: try ClangLocator().locate()).resolvingSymlinksInPath().path
    let size = try #require(
      FileManager.default.attributesOfItem(atPath: program)[.size] as? Int)
    let head = BuildCacheEntry.leadingBytes(of: program, count: 64)
    #expect(BuildCacheEntry.isImage(head, size: size))
    #expect(!BuildCacheEntry.isImage(head, size: size / 2))
    #expect(!BuildCacheEntry.isImage(Array("#!/bin/sh\n".utf8), size: 10))
    #expect(!BuildCacheEntry.isImage([], size: 0))
  }
}
