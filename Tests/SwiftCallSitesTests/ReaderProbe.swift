import EffectProofBase
import Foundation
import ShaderRegistry
import SwiftCallSites

/// Reads Swift held in memory and renders what the reader found as short, exact strings, so a
/// test compares whole lists (every name, kind, line and column) in one expectation.
enum ReaderProbe {
  /// Reads one file, `A.swift`.
  static func read(_ text: String, file: String = "A.swift") -> SwiftShaderModel {
    SwiftShaderReader().read(sources: [(file: file, text: text)])
  }

  /// Reads several files, in the order given.
  static func read(files: [(String, String)]) -> SwiftShaderModel {
    SwiftShaderReader().read(sources: files.map { (file: $0.0, text: $0.1) })
  }

  /// `file:line:column`.
  static func place(_ location: FileLocation) -> String {
    "\(location.file):\(location.positionOrStart.line):\(location.positionOrStart.column)"
  }

  /// `ripple A.swift:1:23 call 1:9 [float, float2]`, or `… nil` when the arguments are not
  /// static; `?` for a function name that is not static.
  static func site(_ site: ShaderCallSite) -> String {
    let call =
      "\(site.callLocation.positionOrStart.line):\(site.callLocation.positionOrStart.column)"
    let kinds = site.arguments.map { "[" + $0.map(\.kind.rawValue).joined(separator: ", ") + "]" }
    return "\(site.function ?? "?") \(place(site.location)) call \(call) \(kinds ?? "nil")"
  }

  /// Every call site of `model`, rendered by ``site(_:)``.
  static func sites(_ model: SwiftShaderModel) -> [String] { model.callSites.map(site) }

  /// Each argument's kind and `line:column`, per call site: `float@2:3`.
  static func argumentPlaces(_ model: SwiftShaderModel) -> [[String]?] {
    model.callSites.map { site in
      site.arguments?.map {
        "\($0.kind)@\($0.location.positionOrStart.line):\($0.location.positionOrStart.column)"
      }
    }
  }

  /// `modifier colorEffect A.swift:5:8 -> [0]`, with ` offset '.zero' 4:54 0.0x0.0` and
  /// ` listed glow` when present.
  static func use(_ use: ShaderUseSite) -> String {
    var text =
      "\(use.kind) \(use.usage?.rawValue ?? "nil") \(place(use.location)) -> \(use.callSites)"
    if let offset = use.maxSampleOffset {
      let width = offset.width.map { "\($0)" } ?? "nil"
      let height = offset.height.map { "\($0)" } ?? "nil"
      text +=
        " offset '\(offset.text)' \(offset.location.positionOrStart.line):\(offset.location.positionOrStart.column) \(width)x\(height)"
    }
    if let name = use.listedName { text += " listed \(name)" }
    return text
  }

  /// Every use of `model`, rendered by ``use(_:)``, in the model's order.
  static func uses(_ model: SwiftShaderModel) -> [String] { model.uses.map(use) }

  /// `warning unresolvedCallSite A.swift:2:40`.
  static func diagnostic(_ diagnostic: Diagnostic) -> String {
    let place = diagnostic.position.map { "\($0.line):\($0.column)" } ?? "-"
    return "\(diagnostic.severity) \(diagnostic.id.name) \(diagnostic.file ?? "-"):\(place)"
  }

  /// Every diagnostic of `model`, rendered by ``diagnostic(_:)`` and sorted (the model does not
  /// promise an order for its own diagnostics).
  static func diagnostics(_ model: SwiftShaderModel) -> [String] {
    model.diagnostics.map(diagnostic).sorted()
  }
}

extension ReaderProbe {
  /// Reads `text` on a thread of its own with a large stack and waits at most `seconds`: the
  /// model, or `nil` when the reader has not returned by then. (A reader that hangs leaves its
  /// thread running until the test process ends, so the other tests still run.)
  static func readBounded(_ text: String, seconds: Double) -> SwiftShaderModel? {
    let box = BoundedResult()
    let thread = Thread {
      let model = read(text)
      box.finish(model)
    }
    thread.stackSize = 1 << 30
    thread.start()
    return box.wait(seconds: seconds)
  }
}

/// The result of ``ReaderProbe/readBounded(_:seconds:)``, handed from the reading thread.
private final class BoundedResult: @unchecked Sendable {
  private let lock = NSLock()
  private let done = DispatchSemaphore(value: 0)
  private var model: SwiftShaderModel?

  func finish(_ value: SwiftShaderModel) {
    lock.lock()
    model = value
    lock.unlock()
    done.signal()
  }

  func wait(seconds: Double) -> SwiftShaderModel? {
    guard done.wait(timeout: .now() + seconds) == .success else { return nil }
    lock.lock()
    defer { lock.unlock() }
    return model
  }
}
