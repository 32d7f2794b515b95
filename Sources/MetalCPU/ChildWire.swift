import MetalCPUSources

/// The protocol over the socket between a ``MetalSession`` and its child, and the child's
/// report lines: the Swift side of `effectproof_wire.h`, which declares every message once
/// (docs/metal-on-cpu.md, "The wire").
///
/// ```
/// session → child   ep_wire_frame (request magic, version, length)  ``requestFrame(length:version:)``
///                   ep_wire_request, slots, texture, layer           ``request(function:usage:…)``
/// child → session   ep_wire_frame (result magic, version, length)   ``resultLength(_:)``
///                   ep_wire_result, texels                           ``result(_:function:…)``
/// report file       EPCRASH … (an ep_wire_crash)                     ``crashRecord(_:)``
/// ```
///
/// Every struct is written and read whole, by its C layout (`MemoryLayout.stride` bytes, the
/// size the child's `sizeof` gives), never by a list of offsets kept here.
enum ChildWire {
  /// The wire's version, in every frame.
  static let version = EP_WIRE_VERSION

  /// The bytes of one fixed-layout value, as C lays it out.
  static func bytes<T: BitwiseCopyable>(of value: T) -> [UInt8] {
    withUnsafeBytes(of: value) { Array($0) }
  }

  /// The value of type `T` at `offset` in `bytes` (the caller has checked that it fits).
  static func load<T: BitwiseCopyable>(_: T.Type, from bytes: [UInt8], at offset: Int = 0) -> T {
    bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: T.self) }
  }

  /// The frame before a request body of `length` bytes (`version` other than ``version`` only
  /// in tests of the child's refusal).
  static func requestFrame(length: Int, version: UInt32 = ChildWire.version) -> [UInt8] {
    var frame = ep_wire_frame()
    frame.magic = EP_WIRE_REQUEST_MAGIC
    frame.version = version
    frame.length = Int64(length)
    return bytes(of: frame)
  }

  /// The body length a result frame announces. Throws `.runtime` for a frame that is not a
  /// result, is of another wire version (naming both) or announces a negative or absurd length.
  static func resultLength(_ head: [UInt8]) throws(MetalRunError) -> Int {
    guard head.count == MemoryLayout<ep_wire_frame>.stride else {
      throw .runtime("the child's answer has a \(head.count)-byte frame, not a result's")
    }
    let frame = load(ep_wire_frame.self, from: head)
    guard frame.magic == EP_WIRE_RESULT_MAGIC else {
      throw .runtime("the child answered with something that is not a result")
    }
    guard frame.version == version else {
      throw .runtime(
        "the child answered with wire version \(frame.version); this tool reads version \(version) (a program built by another EffectProof)"
      )
    }
    guard frame.length >= 0, frame.length < 1 << 36 else {
      throw .runtime("the child's result has a bad length")
    }
    return Int(frame.length)
  }

  /// A request body: the run of `function` (its index in the program's table) over a
  /// `width` × `height` image, its slots from `marshal`, the texture, and the layer unless the
  /// child keeps it (`layerMode` `.kept`).
  static func request(
    function: Int, usage: ShaderUsage, width: Int, height: Int, scale: Double, jobs: Int,
    marshal: ArgumentMarshal, layer: MetalRunImage, layerMode: ep_wire_layer_mode, layerID: Int,
    checksColours: Bool, returnsImage: Bool
  ) -> [UInt8] {
    var request = ep_wire_request()
    request.function = Int32(clamping: function)
    request.usage = usage.wire.rawValue
    request.width = Int32(clamping: width)
    request.height = Int32(clamping: height)
    request.jobs = Int32(clamping: jobs)
    request.scale = Float(scale)
    var flags: ep_wire_flags = []
    if checksColours { flags.insert(.check_colours) }
    if returnsImage { flags.insert(.return_image) }
    request.flags = flags.rawValue
    request.slot_count = Int32(clamping: marshal.slots.count)
    request.layer_mode = layerMode.rawValue
    request.layer_id = Int32(clamping: layerID)
    var data = bytes(of: request)
    for slot in marshal.slots {
      append(slot, to: &data)
    }
    append(marshal.texture, to: &data)
    if layerMode != .kept { append(layer, to: &data) }
    return data
  }

  /// One slot and the bytes that follow it.
  static func append(_ slot: ArgumentMarshal.Slot, to data: inout [UInt8]) {
    var wire = ep_wire_slot()
    switch slot {
    case .supplied:
      wire.type = ep_wire_slot_type.supplied.rawValue
      data += bytes(of: wire)
    case .value(let value):
      wire.type = ep_wire_slot_type.value.rawValue
      withUnsafeMutableBytes(of: &wire.value) { raw in
        raw.copyBytes(from: value.prefix(raw.count))
      }
      data += bytes(of: wire)
    case .buffer(let buffer, let element):
      wire.type = ep_wire_slot_type.buffer.rawValue
      wire.element = Int32(clamping: element)
      wire.length = Int64(buffer.count)
      data += bytes(of: wire)
      data += buffer
    case .halfBuffer(let floats):
      wire.type = ep_wire_slot_type.colours.rawValue
      wire.length = Int64(floats.count * MemoryLayout<Float>.size)
      data += bytes(of: wire)
      floats.withUnsafeBytes { data.append(contentsOf: $0) }
    }
  }

  /// An image's size and texels (0 × 0 when there is none).
  static func append(_ image: MetalRunImage?, to data: inout [UInt8]) {
    var size = ep_wire_image()
    size.width = Int32(clamping: image?.width ?? 0)
    size.height = Int32(clamping: image?.height ?? 0)
    data += bytes(of: size)
    image?.texels.withUnsafeBytes { data.append(contentsOf: $0) }
  }
}
