import EffectProof
import EffectProofBase
import Foundation
import ProofEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Progress on standard error while proofs run. On a terminal, one live line (the proof, the
/// cases done and the time left, at most 79 columns so it never wraps) is redrawn at most ten
/// times a second and cleared at the end. Off a terminal (a CI log, a pipe, a file) nothing is
/// printed: the report's one line per proof and its summary are the record.
struct ProgressDisplay: Sendable {
  enum Mode {
    /// One line, redrawn in place and cleared at the end.
    case live
    /// Nothing.
    case off
  }

  /// When the live line was last drawn, and whether it was ever drawn.
  private struct Drawn {
    var last = Date.distantPast
    var any = false
  }

  let mode: Mode
  private let drawn = Locked(Drawn())
  private let write: @Sendable (String) -> Void

  init(mode: Mode, write: @escaping @Sendable (String) -> Void) {
    self.mode = mode
    self.write = write
  }

  /// Live when standard error is a terminal, off otherwise, writing to standard error.
  static var standardError: ProgressDisplay {
    forStandardError(isTerminal: isatty(STDERR_FILENO) == 1) { text in
      // A terminal that went away is no reason to stop proving: the report still counts.
      _ = StandardStreams.write(text, to: STDERR_FILENO)
    }
  }

  /// The display for a standard error that is (`isTerminal`) or is not a terminal: live or off.
  static func forStandardError(
    isTerminal: Bool, write: @escaping @Sendable (String) -> Void
  ) -> ProgressDisplay {
    ProgressDisplay(mode: isTerminal ? .live : .off, write: write)
  }

  var isEnabled: Bool { mode != .off }

  func show(_ event: ProgressEvent) {
    drawn.withLock { drawn in
      switch mode {
      case .off:
        return
      case .live:
        let now = Date()
        guard event.isFinished || now.timeIntervalSince(drawn.last) >= 0.1 else { return }
        drawn.last = now
        drawn.any = true
        write("\r\u{1B}[K" + Self.line(for: event))
      }
    }
  }

  /// Clears the live line.
  func finish() {
    drawn.withLock { drawn in
      if mode == .live && drawn.any { write("\r\u{1B}[K") }
    }
  }

  /// The widest the live line gets: one column short of an 80-column terminal, so it never
  /// wraps (a wrapped line cannot be redrawn in place).
  static let width = 79

  /// `curl.samplePromise: 1200/2601 cases, 3 s left`, the id cut with `…` to fit ``width``.
  static func line(for event: ProgressEvent) -> String {
    let full = text(for: event)
    guard full.count > width else { return full }
    let rest = full.count - event.id.count
    let room = max(width - rest, 8)
    return String(event.id.prefix(room - 1)) + "…" + String(full.dropFirst(event.id.count))
  }

  static func text(for event: ProgressEvent) -> String {
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
