import MetalCPUSources

extension ChildWire {
  /// `x,y` as a pixel.
  static func pixel(_ text: Substring?) -> SIMD2<Int>? {
    guard let parts = text?.split(separator: ","), parts.count == 2, let x = Int(parts[0]),
      let y = Int(parts[1])
    else { return nil }
    return SIMD2(x, y)
  }

  /// Every `pixel=x,y` on the first line starting with `tag` (`EP_WIRE_HANG_TAG`,
  /// `EP_WIRE_MEMORY_TAG`).
  static func pixels(after tag: String, in messages: String) -> [SIMD2<Int>] {
    guard let line = messages.split(separator: "\n").first(where: { $0.hasPrefix(tag) }) else {
      return []
    }
    let key = EP_WIRE_KEY_PIXEL + "="
    return line.split(separator: " ").compactMap { word in
      word.hasPrefix(key) ? pixel(word.dropFirst(key.count)) : nil
    }
  }

  /// The child's crash report among its messages: the first well-formed `EP_WIRE_CRASH_TAG`
  /// line, else the first such line at all (which
  /// ``crash(_:function:marshal:arguments:symbolize:)`` then reads as a crash without a
  /// pixel), else nil.
  static func crashReport(in messages: String) -> String? {
    let lines = messages.split(separator: "\n").filter { $0.hasPrefix(EP_WIRE_CRASH_TAG) }
    return (lines.first { isWellFormedCrash(String($0)) } ?? lines.first).map(String.init)
  }

  /// Whether `line` is one whole crash report (``crashRecord(_:)`` reads it).
  static func isWellFormedCrash(_ line: String) -> Bool { crashRecord(line) != nil }

  /// A crash line read into its `ep_wire_crash`, as `ep_wire_write_crash` writes it:
  ///
  /// ```
  /// EPCRASH signal=S [pixel=X,Y] [trap=bounds offset=O] [slot=I index=K count=N access=read|write]
  /// ```
  ///
  /// each key once, each number a number that fits its field; nil for anything else. Two
  /// reports run together (`EPCRASH signal=EPCRASH signal=1111 …`) or a line cut short are not
  /// a record.
  static func crashRecord(_ line: String) -> ep_wire_crash? {
    let words = line.split(separator: " ", omittingEmptySubsequences: false)
    guard words.count >= 2, words[0] == EP_WIRE_CRASH_TAG else { return nil }
    var crash = ep_wire_crash()
    crash.pixel = ep_wire_pixel(x: -1, y: -1)
    crash.slot = -1
    var seen: Set<String> = []
    for word in words.dropFirst() {
      let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2, seen.insert(String(parts[0])).inserted else { return nil }
      let value = parts[1]
      switch String(parts[0]) {
      case EP_WIRE_KEY_SIGNAL:
        guard let signal = Int32(value) else { return nil }
        crash.signal = signal
      case EP_WIRE_KEY_PIXEL:
        guard let xy = pixel(value), let x = Int32(exactly: xy.x), let y = Int32(exactly: xy.y)
        else { return nil }
        crash.pixel = ep_wire_pixel(x: x, y: y)
      case EP_WIRE_KEY_TRAP:
        guard value == EP_WIRE_TRAP_BOUNDS else { return nil }
        crash.trap = 1
      case EP_WIRE_KEY_OFFSET:
        guard let offset = Int64(value) else { return nil }
        crash.trap_offset = offset
      case EP_WIRE_KEY_SLOT:
        guard let slot = Int32(value), slot >= 0 else { return nil }
        crash.slot = slot
      case EP_WIRE_KEY_INDEX:
        guard let index = Int64(value) else { return nil }
        crash.index = index
      case EP_WIRE_KEY_COUNT:
        guard let count = Int64(value) else { return nil }
        crash.count = count
      case EP_WIRE_KEY_ACCESS:
        switch String(value) {
        case EP_WIRE_ACCESS_READ: crash.access = ep_wire_access.read.rawValue
        case EP_WIRE_ACCESS_WRITE: crash.access = ep_wire_access.write.rawValue
        default: return nil
        }
      default:
        return nil
      }
    }
    let buffer = [EP_WIRE_KEY_SLOT, EP_WIRE_KEY_INDEX, EP_WIRE_KEY_COUNT, EP_WIRE_KEY_ACCESS]
      .filter { seen.contains($0) }
    let trap = [EP_WIRE_KEY_TRAP, EP_WIRE_KEY_OFFSET].filter { seen.contains($0) }
    guard seen.contains(EP_WIRE_KEY_SIGNAL), buffer.isEmpty || buffer.count == 4,
      trap.isEmpty || trap.count == 2
    else { return nil }
    return crash
  }

  /// A crash line as a finding: out of bounds when the fault was in a buffer's guard, out of
  /// range at a trap of clang's array-bounds check. A line that is not a record
  /// (``crashRecord(_:)``) is a crash with no pixel, and its signal only when the line starts
  /// with a readable one: nothing in it is trusted.
  static func crash(
    _ line: String, function: String, marshal: ArgumentMarshal, arguments: String,
    symbolize: (Int) -> String? = { _ in nil }
  ) -> MetalRunError {
    guard let crash = crashRecord(line) else {
      let words = line.split(separator: " ")
      let key = EP_WIRE_KEY_SIGNAL + "="
      let first = words.count > 1 && words[1].hasPrefix(key) ? words[1].dropFirst(key.count) : ""
      return .crashed(
        function: function, signal: Int32(first) ?? 0, pixel: nil, arguments: arguments)
    }
    let pixel = place(crash.pixel)
    if crash.trap != 0 {
      return .indexOutOfRange(
        function: function, pixel: pixel, location: symbolize(Int(crash.trap_offset)),
        arguments: arguments)
    }
    if crash.slot >= 0, let buffer = marshal.buffers[Int(crash.slot)] {
      return .outOfBounds(
        function: function, pixel: pixel, parameter: buffer.name, index: Int(crash.index),
        count: Int(crash.count), element: buffer.element,
        isWrite: crash.access == ep_wire_access.write.rawValue, arguments: arguments)
    }
    return .crashed(function: function, signal: crash.signal, pixel: pixel, arguments: arguments)
  }
}
