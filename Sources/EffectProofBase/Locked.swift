import Foundation

// @unchecked Sendable: `value` is only touched under `lock`.
/// A value shared between threads, reached only while holding its lock: the package's one lock
/// type (in the manner of swift-testing's `Locked`).
///
/// A reference: copies of a `Locked` share one value. `withLock` runs its body with the value
/// `inout` and the lock held; the body must not call back into the same `Locked` (the lock is
/// not recursive).
public final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// Creates a lock around `value`.
  public init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value with the lock held, and returns what it returns; what it throws
  /// is thrown on with its type.
  public func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

extension Locked where Value: Sendable {
  /// A copy of the value, read under the lock.
  public var current: Value {
    withLock { $0 }
  }
}
