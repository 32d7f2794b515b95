import EffectProofTestSupport
import Foundation
import Testing

@testable import MetalCPU

/// The temporaries a killed run left in the cache are removed by the next run, and a live
/// run's are kept (issue 34, section 4).
@Suite struct BuildCacheSweepTests {
  /// The pid of a process that has ended.
  static func deadPid() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  static func age(_ path: String, hours: Double) throws {
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -hours * 3600)], ofItemAtPath: path)
  }

  @Test func aKilledRunsTemporariesGoAndALiveRunsStay() throws {
    let folder = try TemporaryFolder()
    let dead = try Self.deadPid()
    let own = getpid()
    let here = BuildCacheSweep.machine
    let uuid = { UUID().uuidString }
    let removed = [
      "prelude-0a.pch.ep-\(here)-\(dead)-\(uuid()).tmp",
      // clang's own temporary beside the output it was given.
      "prelude-0b.pch.ep-\(here)-\(dead)-\(uuid())-1a2b3c4d.tmp.tmp",
      "0c.program.ep-\(here)-\(dead)-\(uuid()).shadow",
      // A live pid, but older than an hour: the pid was reused.
      "0d.program.ep-\(here)-\(own)-\(uuid()).tmp",
      // Names from before owners were recorded, old.
      "runtime-0e.o.\(dead)-\(uuid()).tmp",
      "0f.functions.json.\(uuid()).tmp",
    ]
    let kept = [
      // This run's own, fresh.
      "prelude-1a.pch.ep-\(here)-\(own)-\(uuid()).tmp",
      // Another machine's (or container's), fresh: its pid means nothing here.
      "prelude-1b.pch.ep-0badf00d-\(dead)-\(uuid()).tmp",
      // An old-style name, fresh.
      "1c.functions.json.\(uuid()).tmp",
      // Entries, however old.
      "1d1d1d1d1d1d1d1d1d1d1d1d1d1d1d1d.program", "prelude-1e.pch", "runtime-1f.o",
      "include-20202020202020202020202020202020",
    ]
    for name in removed + kept {
      if name.hasSuffix(".shadow") || name.hasPrefix("include-") {
        _ = try folder.makeFolder("cache/" + name + "/inner")
      } else {
        _ = try folder.write("cache/" + name, "x")
      }
    }
    for name in ["0d", "runtime-0e", "0f", "1d", "prelude-1e", "runtime-1f", "include-"] {
      for entry in try folder.contents("cache") where entry.hasPrefix(name) {
        try Self.age(folder.url("cache/" + entry), hours: 2)
      }
    }
    // Making a compiler sweeps its cache.
    _ = try MetalCompiler(cacheFolder: folder.url("cache"))
    #expect(Set(try folder.contents("cache")) == Set(kept))
  }

  @Test func anOwnerIsReadFromTheName() {
    let uuid = "0A1B2C3D-4E5F-6071-8293-A4B5C6D7E8F9"
    #expect(
      BuildCacheSweep.owner(of: "x.pch.ep-deadbeef-42-\(uuid).tmp")
        == BuildCacheSweep.Owner(machine: "deadbeef", pid: 42))
    #expect(
      BuildCacheSweep.owner(of: "x.pch.ep-deadbeef-42-\(uuid)-abc.tmp.tmp")
        == BuildCacheSweep.Owner(machine: "deadbeef", pid: 42))
    #expect(BuildCacheSweep.owner(of: "x.o.42-\(uuid).tmp") == BuildCacheSweep.Owner())
    #expect(BuildCacheSweep.owner(of: "0123456789abcdef0123456789abcdef.program") == nil)
    #expect(BuildCacheSweep.owner(of: "x-\(uuid.lowercased()).tmp") == nil)
  }
}
