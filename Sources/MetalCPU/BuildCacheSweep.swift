import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Removes the temporaries a killed run left in the build cache, and never one that a run
/// still going is writing.
///
/// A temporary's name holds its owner (``BuildCacheFiles/temporary(_:suffix:)``:
/// `<final name>.ep-<machine>-<pid>-<UUID><suffix>`, and clang's own
/// `….ep-<machine>-<pid>-<UUID>-<random>.tmp.tmp` beside it; `<machine>` is ``machine``, a tag
/// of the host name and pid namespace). The rule, applied to each entry of the cache folder
/// (not below it):
///
/// - written on this machine by a process that is no longer running → removed;
/// - older than ``staleAge(timeLimit:)`` (a run on another machine or in another container
///   sharing the folder, or a pid reused since) → removed;
/// - otherwise (a live run's, or another machine's younger than that) → kept.
///
/// Names written before owners were recorded (`<final name>.<pid>-<UUID>.tmp`, or a bare
/// `.<UUID>.` in the name) are removed by age alone. Nothing else is touched: programs, function
/// lists, objects, precompiled headers and include folders have no UUID in their names.
enum BuildCacheSweep {
  /// A temporary older than this is removed whoever owns it: one hour, or twice the clang time
  /// limit when that is longer.
  static func staleAge(timeLimit: Double) -> Double { max(3600, 2 * timeLimit) }

  /// Removes `folder`'s stale temporaries; the names removed. Best effort: an entry that cannot
  /// be removed is left.
  @discardableResult
  static func sweep(_ folder: String, timeLimit: Double, now: Date = Date()) -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      return []
    }
    var removed: [String] = []
    for name in names {
      guard let owner = Self.owner(of: name) else { continue }
      let path = folder + "/" + name
      var info = stat()
      guard lstat(path, &info) == 0 else { continue }
      let age = now.timeIntervalSince1970 - Double(info.modifiedSeconds)
      let ownerGone = owner.machine == machine && owner.pid.map { !isRunning($0) } == true
      guard ownerGone || age > staleAge(timeLimit: timeLimit) else { continue }
      BuildCacheFiles.remove(path)
      removed.append(name)
    }
    return removed
  }

  /// A temporary's owner: the machine tag and pid its name records (`.ep-<tag>-<pid>-<UUID>`);
  /// both nil for an older temporary's name (`.<pid>-<UUID>.`, `.<UUID>.`), which records no
  /// machine.
  struct Owner: Hashable {
    var machine: String?
    var pid: pid_t?
  }

  /// The owner `name` records; nil when the name holds no UUID (not a temporary).
  static func owner(of name: String) -> Owner? {
    guard let uuid = uuidStart(in: Array(name.utf8)) else { return nil }
    let before = name.utf8.prefix(uuid)
    guard
      let marker = String(decoding: before, as: UTF8.self).range(
        of: BuildCacheFiles.marker, options: .backwards)
    else { return Owner() }
    let fields = String(decoding: before, as: UTF8.self)[marker.upperBound...].split(
      separator: "-", omittingEmptySubsequences: false)
    guard fields.count == 3, fields[2].isEmpty, let pid = pid_t(fields[1]) else { return Owner() }
    return Owner(machine: String(fields[0]), pid: pid)
  }

  /// Where the first UUID (8-4-4-4-12 upper-case hex digits) in `bytes` starts.
  static func uuidStart(in bytes: [UInt8]) -> Int? {
    let shape = [8, 4, 4, 4, 12]
    guard bytes.count >= 36 else { return nil }
    func isHex(_ byte: UInt8) -> Bool {
      (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte)
    }
    for start in 0...(bytes.count - 36) {
      var index = start
      var matches = true
      for (group, count) in shape.enumerated() where matches {
        matches = bytes[index..<(index + count)].allSatisfy(isHex)
        index += count
        if matches && group < shape.count - 1 {
          matches = bytes[index] == 0x2D
          index += 1
        }
      }
      if matches { return start }
    }
    return nil
  }

  /// This machine's tag: 8 hex digits of the host name and the pid namespace, so a pid in a
  /// temporary's name is only looked up where it means the same process (two containers
  /// sharing a cache folder have their own pids).
  static let machine: String = {
    var name = [CChar](repeating: 0, count: 256)
    _ = gethostname(&name, name.count - 1)
    let host = String(
      decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let namespace =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/ns/pid")) ?? ""
    var hash: UInt32 = 0x811C_9DC5
    for byte in Array((host + "|" + namespace).utf8) { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }()

  /// Whether a process `pid` runs on this machine (`kill(pid, 0)`: EPERM means it runs as
  /// someone else).
  static func isRunning(_ pid: pid_t) -> Bool {
    guard pid > 0 else { return false }
    return kill(pid, 0) == 0 || errno == EPERM
  }
}

extension stat {
  /// The modification time in whole seconds since 1970.
  fileprivate var modifiedSeconds: Int {
    #if canImport(Glibc)
      Int(st_mtim.tv_sec)
    #else
      Int(st_mtimespec.tv_sec)
    #endif
  }
}
