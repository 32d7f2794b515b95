import EffectProof
import Foundation
import ProofEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Progress on standard error while proofs run. On a terminal, one live line (the proof, the
/// cases done and the time left) is redrawn at most ten times a second and cleared at the end.
/// Off a terminal (CI logs), a plain line is printed for a proof still running after each
/// further 10 seconds, so fast runs print nothing.
// @unchecked Sendable: its state is only touched under `lock`.
final class ProgressDisplay: @unchecked Sendable {
  enum Mode {
    case live
    case plain
    case off
  }

  let mode: Mode
  private let lock = NSLock()
  private var lastDraw = Date.distantPast
  private var lastPlain: [String: Double] = [:]
  private var drewLive = false
  private let write: @Sendable (String) -> Void

  init(mode: Mode, write: @escaping @Sendable (String) -> Void) {
    self.mode = mode
    self.write = write
  }

  /// Live on a terminal, plain otherwise, writing to standard error.
  static var standardError: ProgressDisplay {
    ProgressDisplay(mode: isatty(STDERR_FILENO) == 1 ? .live : .plain) { text in
      FileHandle.standardError.write(Data(text.utf8))
    }
  }

  var isEnabled: Bool { mode != .off }

  func show(_ event: ProgressEvent) {
    lock.lock()
    defer { lock.unlock() }
    switch mode {
    case .off:
      return
    case .live:
      let now = Date()
      guard event.isFinished || now.timeIntervalSince(lastDraw) >= 0.1 else { return }
      lastDraw = now
      drewLive = true
      write("\r\u{1B}[K" + Self.line(for: event))
    case .plain:
      guard !event.isFinished else { return }
      let printed = lastPlain[event.id] ?? 0
      guard event.elapsedSeconds >= printed + 10 else { return }
      lastPlain[event.id] = event.elapsedSeconds
      write(Self.line(for: event) + "\n")
    }
  }

  /// Clears the live line.
  func finish() {
    lock.lock()
    defer { lock.unlock() }
    if mode == .live && drewLive { write("\r\u{1B}[K") }
  }

  /// `curl.samplePromise: 1200/2601 cases, 3 s left`.
  static func line(for event: ProgressEvent) -> String {
    var text = "\(event.id): \(event.casesDone)/\(event.casesTotal) cases"
    if event.isFinished {
      text += ", done in \(seconds(event.elapsedSeconds))"
    } else if let left = event.secondsLeft {
      text += ", \(seconds(left)) left"
    }
    return text
  }

  static func seconds(_ value: Double) -> String {
    value < 10 ? "\((value * 10).rounded() / 10) s" : "\(Int(value.rounded())) s"
  }
}
