import CGSL

/// Owns one GSL object (workspace, solver, driver, vector) and frees it in `deinit`.
///
/// Each wrapper call allocates its own handles, so concurrent calls share no GSL state. Use
/// the pointer only inside `use`, which keeps the handle alive for the duration.
final class GSLHandle<Pointee> {
  private let pointer: UnsafeMutablePointer<Pointee>
  private let free: (UnsafeMutablePointer<Pointee>) -> Void

  /// Takes ownership of what `allocate` returns; throws as `gslAllocate` does.
  init(
    _ operation: String,
    allocate: () -> UnsafeMutablePointer<Pointee>?,
    free: @escaping (UnsafeMutablePointer<Pointee>) -> Void
  ) throws(GSLError) {
    self.pointer = try gslAllocate(operation, allocate)
    self.free = free
  }

  deinit { free(pointer) }

  /// Runs `body` with the owned pointer while the handle is alive.
  func use<Value, Failure>(
    _ body: (UnsafeMutablePointer<Pointee>) throws(Failure) -> Value
  ) throws(Failure) -> Value {
    try body(pointer)
  }
}

/// Calls a GSL allocator; throws GSL's report, or `GSL_ENOMEM` without one, when it returns
/// null.
func gslAllocate<Pointee>(
  _ operation: String, _ allocate: () -> UnsafeMutablePointer<Pointee>?
) throws(GSLError) -> UnsafeMutablePointer<Pointee> {
  guard let pointer = try gslValue(operation, allocate) else {
    throw GSLError(code: GSL_ENOMEM, operation: operation, reason: "allocation returned null")
  }
  return pointer
}
