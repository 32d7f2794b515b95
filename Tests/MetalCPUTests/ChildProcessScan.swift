import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The live processes running a program, found in `/proc` (Linux): each `/proc/<pid>/exe` that
/// links to the program, zombies left out (a zombie runs nothing; in a container the reaper
/// may be slow to collect it).
enum ChildProcessScan {
  /// The pids of live processes whose executable is `program`.
  static func processes(running program: String) -> [pid_t] {
    let target = URL(fileURLWithPath: program).resolvingSymlinksInPath().path
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { name -> pid_t? in
      guard let pid = pid_t(name),
        let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(name)/exe"),
        exe == target || exe == target + " (deleted)",
        state(of: pid) != "Z"
      else { return nil }
      return pid
    }
  }

  /// The state letter in `/proc/<pid>/stat` (`R`, `S`, `Z` …), or nil when it is gone.
  static func state(of pid: pid_t) -> Character? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    return stat[close...].dropFirst().first { $0 != " " }
  }

  /// Waits up to `seconds` until no live process runs `program`; those still running then
  /// (and they are killed, so that a failing test leaves nothing behind).
  static func survivors(of program: String, within seconds: Double) -> [pid_t] {
    let deadline = Date().addingTimeInterval(seconds)
    var left = processes(running: program)
    while !left.isEmpty && Date() < deadline {
      usleep(20_000)
      left = processes(running: program)
    }
    for pid in left { kill(pid, SIGKILL) }
    return left
  }

  /// Waits up to `seconds` until a live process runs `program`; their pids.
  static func started(_ program: String, within seconds: Double) -> [pid_t] {
    let deadline = Date().addingTimeInterval(seconds)
    var found = processes(running: program)
    while found.isEmpty && Date() < deadline {
      usleep(20_000)
      found = processes(running: program)
    }
    return found
  }

  /// The `NAME=value` entries of `/proc/<pid>/environ`.
  static func environment(of pid: pid_t) -> [String]? {
    guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else {
      return nil
    }
    return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
  }
}
