#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Monotonic time in seconds from `clock_gettime(CLOCK_MONOTONIC)`.
public enum Stopwatch {
  /// Seconds since an arbitrary fixed point.
  public static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }

  /// Seconds taken by `iterations` calls of `body`.
  public static func time(iterations: Int, _ body: () -> Void) -> Double {
    let start = now()
    for _ in 0..<iterations { body() }
    return now() - start
  }
}
