import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs work on a thread whose stack the test maps and fills with a pattern first, and says how
/// much of the stack the work used (the deepest byte it changed): how the nesting tests measure
/// SwiftParser's stack per level.
enum PaintedStack {
  /// The bytes of a `size`-byte stack that `body` used; `nil` where this cannot be measured.
  static func used(size: Int, _ body: @escaping @Sendable () -> Void) -> Int? {
    #if canImport(Glibc)
      guard
        let stack = mmap(
          nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
        stack != MAP_FAILED
      else { return nil }
      defer { munmap(stack, size) }
      memset(stack, 0xA5, size)
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      defer { pthread_attr_destroy(&attributes) }
      guard pthread_attr_setstack(&attributes, stack, size) == 0 else { return nil }
      let box = Unmanaged.passRetained(Box(body)).toOpaque()
      var thread = pthread_t()
      guard
        pthread_create(
          &thread, &attributes,
          { context in
            guard let context else { return nil }
            Unmanaged<Box>.fromOpaque(context).takeRetainedValue().body()
            return nil
          }, box) == 0
      else {
        Unmanaged<Box>.fromOpaque(box).release()
        return nil
      }
      pthread_join(thread, nil)
      let bytes = stack.assumingMemoryBound(to: UInt8.self)
      var untouched = 0
      while untouched < size, bytes[untouched] == 0xA5 { untouched += 1 }
      return size - untouched
    #else
      return nil
    #endif
  }

  private final class Box: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }
}
