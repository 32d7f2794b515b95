import Foundation
import MetalCPUSources

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a running request is: the rows its workers finished and the pixel each is at, as the
/// child's `EPPROGRESS` line says it (docs/metal-on-cpu.md, "Progress").
///
/// ```
/// parent: SIGUSR1 to the child, about once a second while it waits for an answer
/// child:  "EPPROGRESS rows=N height=H width=W pixel=x,y …" appended to the report file
/// parent: a reading that differs from the one before is progress; none for hangWindow
///         seconds is a hang, whatever the time limit
/// ```
struct ChildProgress: Hashable, Sendable {
  /// Rows finished.
  var rows: Int
  /// Rows in the request.
  var height: Int
  /// Pixels a row.
  var width: Int
  /// The pixel each working thread is at.
  var pixels: [SIMD2<Int>]
  /// Seconds from the request to this reading, when the watch knows it (0 for a line read).
  var seconds = 0.0

  /// Seconds without progress after which a run is a hang: 3. A single pixel that runs longer
  /// than this on the CPU is a hang for every purpose (a GPU frame has 16 ms for millions).
  static let hangWindow = 3.0

  /// Seconds between probes while a request runs.
  static let probeInterval = 0.5

  /// The last `EPPROGRESS` line in `reports`, read; nil when there is none.
  static func last(in reports: String) -> ChildProgress? {
    guard
      let line = reports.split(separator: "\n").last(where: {
        $0.hasPrefix(EP_WIRE_PROGRESS_TAG + " ")
      })
    else { return nil }
    var fields: [String: Int] = [:]
    var pixels: [SIMD2<Int>] = []
    for word in line.split(separator: " ").dropFirst() {
      let parts = word.split(separator: "=", maxSplits: 1)
      guard parts.count == 2 else { return nil }
      if parts[0] == EP_WIRE_KEY_PIXEL {
        let xy = parts[1].split(separator: ",")
        guard xy.count == 2, let x = Int(xy[0]), let y = Int(xy[1]) else { return nil }
        pixels.append(SIMD2(x, y))
      } else if let value = Int(parts[1]) {
        fields[String(parts[0])] = value
      } else {
        return nil
      }
    }
    guard let rows = fields[EP_WIRE_KEY_ROWS], let height = fields[EP_WIRE_KEY_HEIGHT],
      let width = fields[EP_WIRE_KEY_WIDTH]
    else { return nil }
    return ChildProgress(rows: rows, height: height, width: width, pixels: pixels)
  }

  /// Pixels finished: the finished rows' (a worker's row in progress is not counted).
  var pixelsDone: Int { rows * width }
}

/// Watches a running request's progress through the child's report file: probes it, and says
/// when it has stopped advancing (a hang) and whether it advanced at the end (a slow run).
struct ProgressWatch {
  let pid: pid_t
  let reports: String
  let offset: UInt64
  private(set) var reading: ChildProgress?
  /// When the reading last changed (or the watch began).
  private(set) var changed: Date
  private var probed: Date
  /// When the watch began: the request's start.
  let started: Date

  /// A watch on `pid`, whose reports since `offset` are appended to `reports`.
  init(pid: pid_t, reports: String, offset: UInt64, now: Date = Date()) {
    self.pid = pid
    self.reports = reports
    self.offset = offset
    changed = now
    probed = now
    started = now
  }

  /// Reads the latest report and probes again when a probe interval has passed; true when the
  /// run has not advanced for ``ChildProgress/hangWindow`` seconds.
  mutating func hasStalled(now: Date = Date(), interval: Double = ChildProgress.probeInterval)
    -> Bool
  {
    guard now.timeIntervalSince(probed) >= interval else { return false }
    update(now: now)
    probed = now
    kill(pid, SIGUSR1)
    // Every row finished: the child is answering (a large image takes a while), not hung.
    if let reading, reading.height > 0, reading.rows >= reading.height { return false }
    return now.timeIntervalSince(changed) >= ChildProgress.hangWindow
  }

  /// Reads the latest `EPPROGRESS` line; a new one is progress.
  mutating func update(now: Date = Date()) {
    let latest = ChildProgress.last(in: Self.text(reports, since: offset))
    if let latest, latest != reading {
      reading = latest
      changed = now
    }
  }

  /// After the time limit: probes every quarter second until the run advances past the
  /// reading it had (it is slow: the reading it reached) or ``ChildProgress/hangWindow``
  /// seconds pass without it (a hang: nil). The child keeps running meanwhile.
  mutating func advancesAfterDeadline() -> ChildProgress? {
    let start = Date()
    var base = reading
    kill(pid, SIGUSR1)
    while Date().timeIntervalSince(start) < ChildProgress.hangWindow {
      usleep(250_000)
      update()
      if let latest = reading {
        if let base, latest != base {
          var slow = latest
          slow.seconds = changed.timeIntervalSince(started)
          return slow
        }
        if base == nil { base = latest }
      }
      kill(pid, SIGUSR1)
    }
    return nil
  }

  static func text(_ path: String, since offset: UInt64) -> String {
    guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
    defer { try? handle.close() }
    try? handle.seek(toOffset: offset)
    let data = (try? handle.read(upToCount: 1 << 22)) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}
