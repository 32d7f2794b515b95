#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs work on a thread of its own with a stack of a given size, and waits for it: SwiftParser
/// recurses once per level of nesting, and the calling thread's stack (8 MiB for a main thread,
/// 512 KiB for some) is not chosen by the reader.
enum LargeStackThread {
  /// `body`'s result, run on a new thread with a `stackBytes` stack; `nil` when no such thread
  /// could be started (the system refused the memory), with nothing run.
  static func run<Result>(stackBytes: Int, _ body: () -> Result) -> Result? {
    withoutActuallyEscaping(body) { body in
      let job = Job(body: body)
      let started = start(job, stackBytes: stackBytes)
      return started ? job.result : nil
    }
  }

  /// The work and its result, handed to the new thread and read back after it has ended.
  // @unchecked Sendable: one thread writes `result`, and the caller reads it only after joining.
  private final class Job<Result>: Runnable, @unchecked Sendable {
    let body: () -> Result
    var result: Result?

    init(body: @escaping () -> Result) { self.body = body }

    func runJob() { result = body() }
  }

  /// Starts `job` on a new thread and joins it; `false` when it could not start.
  private static func start<Result>(_ job: Job<Result>, stackBytes: Int) -> Bool {
    var attributes = pthread_attr_t()
    guard pthread_attr_init(&attributes) == 0 else { return false }
    defer { pthread_attr_destroy(&attributes) }
    guard pthread_attr_setstacksize(&attributes, stackBytes) == 0 else { return false }
    let context = Unmanaged.passRetained(job as AnyObject).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
      let status = pthread_create(
        &thread, &attributes,
        { context in
          let job = Unmanaged<AnyObject>.fromOpaque(context).takeRetainedValue()
          (job as? Runnable)?.runJob()
          return nil
        }, context)
      guard status == 0, let thread else {
        Unmanaged<AnyObject>.fromOpaque(context).release()
        return false
      }
    #else
      var thread = pthread_t()
      let status = pthread_create(
        &thread, &attributes,
        { context in
          guard let context else { return nil }
          let job = Unmanaged<AnyObject>.fromOpaque(context).takeRetainedValue()
          (job as? Runnable)?.runJob()
          return nil
        }, context)
      guard status == 0 else {
        Unmanaged<AnyObject>.fromOpaque(context).release()
        return false
      }
    #endif
    pthread_join(thread, nil)
    return true
  }
}

/// A job the thread's entry point (a C function, which cannot be generic) can run.
private protocol Runnable: AnyObject {
  func runJob()
}
