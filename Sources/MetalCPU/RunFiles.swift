import Foundation

/// The requests and results between a ``MetalSession`` and its child, and the child's messages
/// (`effectproof_runtime.cpp` reads and writes the same layout, native byte order).
///
/// ```
/// request: function usage width height jobs (int32) scale (float) flags (int32: 1 check colours,
///          2 send the image) slots (int32)
///          per slot: type (int32) 0 value: 16 bytes | 1 buffer: bytes (int64) element (int32) data
///                    | 2 supplied | 3 colours: floats (int64) data (rounded to half4 by the child)
///          texture: width height (int32) texels (float × 4) — 0×0 when none
///          layer:   mode id (int32): 0 sent, 1 sent and kept as id, 2 kept earlier as id;
///                   when sent: width height (int32) texels (float × 4)
/// result:  nonFinite samples outside sampleNonFinite invalidColours checkedColours (int64)
///          badX badY jobs (int32)
///          maxdx maxdy worst pixelX pixelY sampleX sampleY (float)
///          per axis x, y: farthest, then beyond the allowance: offset pixelX pixelY sampleX sampleY
///          invalidX invalidY changeX changeY lightX lightY alphaX alphaY (int32)
///          invalid colour r g b a, maxChange, minLight, maxAlphaChange (float)
///          excessX excessY (int32) maxExcess, its colour r g b a (float)
///          seconds (double) hasImage (int32) [texels (float × 4)]
/// ```
enum RunFiles {
  static func request(
    function: Int, usage: ShaderUsage, width: Int, height: Int, scale: Double, jobs: Int,
    marshal: ArgumentMarshal, layer: MetalRunImage, layerMode: Int32, layerID: Int,
    checksColours: Bool, returnsImage: Bool
  ) -> [UInt8] {
    var data: [UInt8] = []
    func int32(_ v: Int) { withUnsafeBytes(of: Int32(clamping: v)) { data.append(contentsOf: $0) } }
    func int64(_ v: Int) { withUnsafeBytes(of: Int64(v)) { data.append(contentsOf: $0) } }
    func floats(_ values: [Float]) { values.withUnsafeBytes { data.append(contentsOf: $0) } }
    func image(_ i: MetalRunImage?) {
      int32(i?.width ?? 0)
      int32(i?.height ?? 0)
      if let i { floats(i.texels) }
    }
    [function, usage.runtimeCode, width, height, jobs].forEach(int32)
    withUnsafeBytes(of: Float(scale)) { data.append(contentsOf: $0) }
    int32((checksColours ? 1 : 0) | (returnsImage ? 2 : 0))
    int32(marshal.slots.count)
    for slot in marshal.slots {
      switch slot {
      case .value(let bytes):
        int32(0)
        data.append(contentsOf: bytes + [UInt8](repeating: 0, count: max(0, 16 - bytes.count)))
      case .buffer(let bytes, let element):
        int32(1)
        int64(bytes.count)
        int32(element)
        data.append(contentsOf: bytes)
      case .supplied:
        int32(2)
      case .halfBuffer(let values):
        int32(3)
        int64(values.count)
        floats(values)
      }
    }
    image(marshal.texture)
    withUnsafeBytes(of: layerMode) { data.append(contentsOf: $0) }
    int32(layerID)
    if layerMode != 2 { image(layer) }
    return data
  }

  /// The fixed part of a result body, in bytes.
  static let resultHeader = 6 * 8 + 3 * 4 + 7 * 4 + 20 * 4 + 8 * 4 + 7 * 4 + 2 * 4 + 5 * 4 + 8 + 4

  static func result(
    _ bytes: [UInt8], function: String, usage: ShaderUsage, width: Int, height: Int,
    checksColours: Bool
  ) -> MetalRunResult? {
    let header = resultHeader
    let texels = width * height * 4
    guard bytes.count == header || bytes.count == header + texels * 4 else { return nil }
    var offset = 0
    func take<T>(_: T.Type) -> T {
      defer { offset += MemoryLayout<T>.size }
      return bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: T.self) }
    }
    let counts = (0..<6).map { _ in Int(take(Int64.self)) }
    let ints = (0..<3).map { _ in Int(take(Int32.self)) }
    let floats = (0..<7).map { _ in take(Float.self) }
    var axes: [MetalSample?] = []
    for _ in 0..<4 {
      let f = (0..<5).map { _ in take(Float.self) }
      axes.append(
        f[0] > -1e38
          ? MetalSample(offset: f[0], pixel: SIMD2(f[1], f[2]), sample: SIMD2(f[3], f[4])) : nil
      )
    }
    let places = (0..<8).map { _ in Int(take(Int32.self)) }
    let colour = (0..<7).map { _ in take(Float.self) }
    let excessAt = (0..<2).map { _ in Int(take(Int32.self)) }
    let excess = (0..<5).map { _ in take(Float.self) }
    let seconds = take(Double.self)
    let hasImage = take(Int32.self) != 0
    guard hasImage == (bytes.count == header + texels * 4) else { return nil }
    var image = MetalRunImage(counted: 0, 0, [])
    if hasImage {
      // One copy of the texels' bytes (a per-element load is slow in a debug build).
      let pixels = [Float](unsafeUninitializedCapacity: texels) { buffer, count in
        bytes.withUnsafeBytes { raw in
          UnsafeMutableRawBufferPointer(buffer).copyMemory(
            from: UnsafeRawBufferPointer(rebasing: raw[header..<(header + 4 * texels)]))
        }
        count = texels
      }
      image = MetalRunImage(counted: width, height, pixels)
    }
    func at(_ x: Int, _ y: Int) -> SIMD2<Int>? { x >= 0 && y >= 0 ? SIMD2(x, y) : nil }
    let hasWorst = floats[2] >= 0
    var result = MetalRunResult(
      function: function, usage: usage, image: image, nonFinite: counts[0],
      firstNonFinite: counts[0] > 0 ? SIMD2(ints[0], ints[1]) : nil,
      samples: MetalSampleAudit(
        count: counts[1], maxOffset: SIMD2(floats[0], floats[1]),
        worstPixel: hasWorst ? SIMD2(floats[3], floats[4]) : nil,
        worstSample: hasWorst ? SIMD2(floats[5], floats[6]) : nil, outsideLayer: counts[2],
        nonFinite: counts[3]),
      seconds: seconds, jobs: ints[2])
    result.samples.farthest = MetalAxisSamples(x: axes[0], y: axes[2])
    result.samples.beyondAllowance = MetalAxisSamples(x: axes[1], y: axes[3])
    result.pixels = width * height
    if checksColours {
      result.colours = MetalColourChecks(
        checked: counts[5], invalid: counts[4], firstInvalid: at(places[0], places[1]),
        invalidColour: counts[4] > 0 ? SIMD4(colour[0], colour[1], colour[2], colour[3]) : nil,
        maximumChange: colour[4] >= 0 ? colour[4] : nil, maximumChangeAt: at(places[2], places[3]),
        darkest: colour[5] < 1e38 ? colour[5] : nil, darkestAt: at(places[4], places[5]),
        maximumAlphaChange: colour[6] >= 0 ? colour[6] : nil,
        maximumAlphaChangeAt: at(places[6], places[7]))
      if let place = at(excessAt[0], excessAt[1]), excess[0] > 0 {
        result.colours?.largestExcess = excess[0]
        result.colours?.largestExcessAt = place
        result.colours?.largestExcessColour = SIMD4(excess[1], excess[2], excess[3], excess[4])
      }
    }
    return result
  }

  /// `key=value` fields of a message line.
  static func fields(_ line: String) -> [String: String] {
    var fields: [String: String] = [:]
    for word in line.split(separator: " ") {
      let parts = word.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
    }
    return fields
  }

  static func pixel(_ text: String?) -> SIMD2<Int>? {
    guard let parts = text?.split(separator: ","), parts.count == 2, let x = Int(parts[0]),
      let y = Int(parts[1])
    else { return nil }
    return SIMD2(x, y)
  }

  /// Every `pixel=x,y` on the first line starting with `tag`.
  static func pixels(after tag: String, in messages: String) -> [SIMD2<Int>] {
    guard let line = messages.split(separator: "\n").first(where: { $0.hasPrefix(tag) }) else {
      return []
    }
    return line.split(separator: " ").compactMap { word in
      word.hasPrefix("pixel=") ? pixel(String(word.dropFirst(6))) : nil
    }
  }

  /// The child's crash report among its messages: the first well-formed `EPCRASH` line, else
  /// the first `EPCRASH` line at all (which ``crash(_:function:marshal:arguments:symbolize:)``
  /// then reads as a crash without a pixel), else nil.
  static func crashReport(in messages: String) -> String? {
    let lines = messages.split(separator: "\n").filter { $0.hasPrefix("EPCRASH") }
    return (lines.first { isWellFormedCrash(String($0)) } ?? lines.first).map(String.init)
  }

  /// Whether `line` is a crash report as the runtime writes it, in one piece:
  ///
  /// ```
  /// EPCRASH signal=S [pixel=X,Y] [trap=bounds offset=O] [slot=I index=K count=N access=read|write]
  /// ```
  ///
  /// each field once, each number a number. Two reports run together (`EPCRASH signal=EPCRASH
  /// signal=1111 …`, which the runtime no longer writes: the first handler wins) or a line cut
  /// short are not.
  static func isWellFormedCrash(_ line: String) -> Bool {
    let words = line.split(separator: " ", omittingEmptySubsequences: false)
    guard words.count >= 2, words[0] == "EPCRASH" else { return false }
    var seen: Set<Substring> = []
    for word in words.dropFirst() {
      let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2, seen.insert(parts[0]).inserted else { return false }
      let value = String(parts[1])
      switch parts[0] {
      case "signal", "slot", "index", "count", "offset":
        guard Int(value) != nil else { return false }
      case "pixel":
        guard pixel(value) != nil else { return false }
      case "access":
        guard value == "read" || value == "write" else { return false }
      case "trap":
        guard value == "bounds" else { return false }
      default:
        return false
      }
    }
    let buffer = ["slot", "index", "count", "access"].filter { seen.contains(Substring($0)) }
    let trap = ["trap", "offset"].filter { seen.contains(Substring($0)) }
    return seen.contains("signal") && (buffer.isEmpty || buffer.count == 4)
      && (trap.isEmpty || trap.count == 2)
  }

  /// An `EPCRASH` line as a finding: out of bounds when the fault was in a buffer's guard. A
  /// line that is not well formed (``isWellFormedCrash(_:)``) is a crash with no pixel, and
  /// its signal only when the line starts with a readable one: nothing in it is trusted.
  static func crash(
    _ line: String, function: String, marshal: ArgumentMarshal, arguments: String,
    symbolize: (Int) -> String? = { _ in nil }
  ) -> MetalRunError {
    guard isWellFormedCrash(line) else {
      let words = line.split(separator: " ")
      let first = words.count > 1 && words[1].hasPrefix("signal=") ? words[1].dropFirst(7) : ""
      return .crashed(
        function: function, signal: Int32(first) ?? 0, pixel: nil, arguments: arguments)
    }
    let fields = fields(line)
    let pixel = pixel(fields["pixel"])
    let signal = Int32(fields["signal"] ?? "") ?? 0
    if fields["trap"] == "bounds" {
      return .indexOutOfRange(
        function: function, pixel: pixel,
        location: fields["offset"].flatMap { Int($0) }.flatMap { symbolize($0) },
        arguments: arguments)
    }
    if let slot = fields["slot"].flatMap({ Int($0) }), let buffer = marshal.buffers[slot],
      let index = fields["index"].flatMap({ Int($0) }),
      let count = fields["count"].flatMap({ Int($0) })
    {
      return .outOfBounds(
        function: function, pixel: pixel, parameter: buffer.name, index: index, count: count,
        element: buffer.element, isWrite: fields["access"] == "write", arguments: arguments)
    }
    return .crashed(function: function, signal: signal, pixel: pixel, arguments: arguments)
  }
}
