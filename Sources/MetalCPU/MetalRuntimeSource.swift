import MetalCPUSources

/// The C++ that turns a compiled Metal source into a program the runner starts in a child
/// process (docs/metal-on-cpu.md, "The runner").
///
/// - ``entries`` is appended after the app's source, in the same translation unit, so each
///   `[[ stitchable ]]` function is called directly (and inlined) from its pixel loop. It
///   includes no system header, so nothing in it can clash with the app's own names.
/// - ``runtime`` is compiled once per cache into an object that every program links: `main`,
///   the requests and results on the socket, the worker threads, the guarded buffers and the
///   signal handlers that turn a crash, an out-of-bounds read or a hang into a report.
/// - ``wire`` declares those requests, results and reports (``ChildWire`` is the Swift side).
enum MetalRuntimeSource {
  /// The function table header's file name inside the include folder.
  static let entriesFileName = "effectproof_entries.h"
  /// The runtime's file name inside the include folder.
  static let runtimeFileName = "effectproof_runtime.cpp"

  /// The function table header's text: Sources/MetalCPUSources/Prelude/effectproof_entries.h.
  static let entries = String(cString: ep_source_entries())

  /// The runtime's text: Sources/MetalCPUSources/Prelude/effectproof_runtime.cpp.
  static let runtime = String(cString: ep_source_runtime())

  /// The wire header's file name inside the include folder.
  static let wireFileName = "effectproof_wire.h"

  /// The wire header's text: Sources/MetalCPUSources/include/effectproof_wire.h.
  static let wire = String(cString: ep_source_wire())

  /// The texts every program is built from besides the prelude and the app's source: each is
  /// part of the cache keys, so a change to any of them builds the child again.
  static let texts = [entries, runtime, wire]
}
