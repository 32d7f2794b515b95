/// What a shader's child process may use: the output it may print and the memory it may
/// allocate (docs/metal-on-cpu.md, "Safety").
///
/// ```
/// output  the child's stdout and stderr, per request: the first outputBytes / 2 and the last
///         outputBytes / 2 are kept, the rest is counted (MetalChildOutput.bytesCut)
/// memory  RLIMIT_DATA of the child, soft and hard: its heap, anonymous mappings and thread
///         stacks; an allocation past it is .outOfMemory ("ran out of its 4096 MiB memory limit")
/// ```
///
/// The defaults are ``standard``: 64 KiB of output and 4 GiB of memory. An output limit under 2
/// bytes or a memory limit under 1 MiB (zero and negative included) is refused when a session
/// is created (`.request`), never passed on. On macOS the kernel accepts the memory limit but
/// does not enforce it for mapped memory.
public struct MetalChildLimits: Hashable, Sendable {
  /// The bytes of output kept per request: half from its start, half from its end.
  public var outputBytes: Int
  /// The child's memory limit in bytes (its data segment, anonymous mappings and thread stacks).
  public var memoryBytes: Int

  /// 64 KiB of output, 4 GiB of memory.
  public static let standard = MetalChildLimits(outputBytes: 64 << 10, memoryBytes: 4 << 30)

  /// Limits of `outputBytes` of output per request and `memoryBytes` of memory.
  public init(outputBytes: Int = 64 << 10, memoryBytes: Int = 4 << 30) {
    self.outputBytes = outputBytes
    self.memoryBytes = memoryBytes
  }

  /// Why these limits cannot be used, or nil.
  var problem: String? {
    if outputBytes < 2 { return "the output limit must be at least 2 bytes, not \(outputBytes)" }
    if memoryBytes < 1 << 20 {
      return "the memory limit must be at least 1 MiB (1048576 bytes), not \(memoryBytes)"
    }
    return nil
  }
}
