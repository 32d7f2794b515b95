#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `posix_spawn` attributes of every process this module starts (clang, the program's
/// `--describe` run, the shader's child): every signal unblocked, SIGPIPE at its default, and a
/// process group of its own that the child leads, so that a time limit or the end of a run can
/// kill the whole group.
enum SpawnAttributes {
  #if canImport(Glibc)
    /// The platform's attribute type (a value on Glibc, an optional pointer on Darwin).
    typealias Value = posix_spawnattr_t
    /// An attribute value to pass to `posix_spawnattr_init`.
    static func make() -> Value { posix_spawnattr_t() }
  #else
    /// The platform's attribute type (a value on Glibc, an optional pointer on Darwin).
    typealias Value = posix_spawnattr_t?
    /// An attribute value to pass to `posix_spawnattr_init`.
    static func make() -> Value { nil }
  #endif

  /// Sets the signal mask, SIGPIPE's default and the new group on initialised `attributes`,
  /// with `extraFlags` (`POSIX_SPAWN_CLOEXEC_DEFAULT` for the child on Darwin) besides.
  static func configure(_ attributes: inout Value, extraFlags: Int32 = 0) {
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    // Group 0: a new group whose id is the child's pid.
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes,
      Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP | extraFlags))
  }

  /// Runs `spawn` (a `posix_spawn` call) and returns its status, trying again for up to 1 s
  /// while it fails with ETXTBSY: a tool just written (a wrapper script, a program just linked)
  /// is busy while any process forked in that instant still holds its write descriptor. Any
  /// other status, or a file still busy after the retries, is returned as it is.
  static func spawnRetryingBusy(_ spawn: () -> Int32) -> Int32 {
    var status = spawn()
    var attempts = 1
    while status == ETXTBSY && attempts < 20 {
      usleep(50_000)
      status = spawn()
      attempts += 1
    }
    return status
  }
}
