import Foundation

/// The request and result files between the runner and its child, and the child's messages
/// (`effectproof_runtime.cpp` reads and writes the same layout, native byte order).
///
/// ```
/// request: "EPRUN001" function usage width height jobs (int32) scale (float) slots (int32)
///          per slot: type (int32) 0 value: 16 bytes | 1 buffer: bytes (int64) element (int32) data
///                    | 2 supplied | 3 colours: floats (int64) data (rounded to half4 by the child)
///          texture: width height (int32) texels (float × 4) — 0×0 when none
///          layer:   width height (int32) texels (float × 4)
/// result:  "EPRES001" nonFinite samples outside sampleNonFinite (int64) badX badY jobs (int32)
///          maxdx maxdy worst pixelX pixelY sampleX sampleY (float) seconds (double) texels
/// ```
enum RunFiles {
  static func request(
    function: Int, usage: MetalUsage, width: Int, height: Int, scale: Double, jobs: Int,
    marshal: ArgumentMarshal, layer: MetalRunImage
  ) -> Data {
    var data = Data("EPRUN001".utf8)
    func int32(_ v: Int) { withUnsafeBytes(of: Int32(clamping: v)) { data.append(contentsOf: $0) } }
    func int64(_ v: Int) { withUnsafeBytes(of: Int64(v)) { data.append(contentsOf: $0) } }
    func floats(_ values: [Float]) { values.withUnsafeBytes { data.append(contentsOf: $0) } }
    func image(_ i: MetalRunImage?) {
      int32(i?.width ?? 0)
      int32(i?.height ?? 0)
      if let i { floats(i.texels) }
    }
    let code: Int =
      switch usage {
      case .colorEffect: 0
      case .distortionEffect: 1
      case .layerEffect: 2
      case .shapeStyle: 3
      }
    [function, code, width, height, jobs].forEach(int32)
    withUnsafeBytes(of: Float(scale)) { data.append(contentsOf: $0) }
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
    image(layer)
    return data
  }

  static func result(
    _ data: Data, function: String, usage: MetalUsage, width: Int, height: Int
  ) -> MetalRunResult? {
    let header = 8 + 4 * 8 + 3 * 4 + 7 * 4 + 8
    let texels = width * height * 4
    let bytes = data
    guard bytes.count == header + texels * 4, bytes.starts(with: Array("EPRES001".utf8)) else {
      return nil
    }
    var offset = 8
    func take<T>(_: T.Type) -> T {
      defer { offset += MemoryLayout<T>.size }
      return bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: T.self) }
    }
    let counts = (0..<4).map { _ in Int(take(Int64.self)) }
    let ints = (0..<3).map { _ in Int(take(Int32.self)) }
    let floats = (0..<7).map { _ in take(Float.self) }
    let seconds = take(Double.self)
    // One copy of the texels' bytes (a per-element load is slow in a debug build).
    let pixels = [Float](unsafeUninitializedCapacity: texels) { buffer, count in
      bytes.withUnsafeBytes { raw in
        UnsafeMutableRawBufferPointer(buffer).copyMemory(
          from: UnsafeRawBufferPointer(rebasing: raw[header..<(header + 4 * texels)]))
      }
      count = texels
    }
    guard let image = MetalRunImage(width: width, height: height, texels: pixels) else {
      return nil
    }
    let hasWorst = floats[2] >= 0
    return MetalRunResult(
      function: function, usage: usage, image: image, nonFinite: counts[0],
      firstNonFinite: counts[0] > 0 ? SIMD2(ints[0], ints[1]) : nil,
      samples: MetalSampleAudit(
        count: counts[1], maxOffset: SIMD2(floats[0], floats[1]),
        worstPixel: hasWorst ? SIMD2(floats[3], floats[4]) : nil,
        worstSample: hasWorst ? SIMD2(floats[5], floats[6]) : nil, outsideLayer: counts[2],
        nonFinite: counts[3]),
      seconds: seconds, jobs: ints[2])
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

  /// An `EPCRASH` line as a finding: out of bounds when the fault was in a buffer's guard.
  static func crash(
    _ line: String, function: String, marshal: ArgumentMarshal, arguments: String
  ) -> MetalRunError {
    let fields = fields(line)
    let pixel = pixel(fields["pixel"])
    let signal = Int32(fields["signal"] ?? "") ?? 0
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
