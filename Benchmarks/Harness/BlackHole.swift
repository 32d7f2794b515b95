import Synchronization

/// Where benchmark results go so that the optimiser cannot delete the work producing them.
///
/// `consume` is `@inline(never)` and `@_optimize(none)`, so the caller cannot see inside it
/// and must materialise the value; inside, a hash of the value's bytes is stored into a global
/// atomic, a side effect no optimiser may drop.
public enum BlackHole {
  /// The last stored hash; an atomic store is an observable side effect.
  private static let sink = Atomic<UInt64>(0)

  /// Makes `value` observable to the optimiser: the work that produced it must be done.
  @inline(never) @_optimize(none)
  public static func consume<T>(_ value: T) {
    var copy = value
    let first = withUnsafeBytes(of: &copy) { bytes in bytes.first.map(UInt64.init) ?? 0 }
    sink.store(first &+ UInt64(MemoryLayout<T>.size), ordering: .relaxed)
  }
}
