import MetalCPUSources

extension ChildWire {
  /// A result body read into a ``MetalRunResult``: the `ep_wire_result`, then its texels.
  ///
  /// Throws `.runtime` when the body is shorter than the fixed part, when its image is not the
  /// one the request asked for (`width` × `height` with `returnsImage`, else none), or when its
  /// length is not the one its fields give: a truncated or oversize result is never read.
  static func result(
    _ bytes: [UInt8], function: String, usage: ShaderUsage, width: Int, height: Int,
    checksColours: Bool, returnsImage: Bool
  ) throws(MetalRunError) -> MetalRunResult {
    let fixed = MemoryLayout<ep_wire_result>.stride
    guard bytes.count >= fixed else {
      throw .runtime(
        "the child's result is \(bytes.count) bytes, shorter than its fixed part (\(fixed) bytes)")
    }
    let wire = load(ep_wire_result.self, from: bytes)
    let size = (width: Int(wire.image_width), height: Int(wire.image_height))
    let asked = returnsImage ? (width: width, height: height) : (width: 0, height: 0)
    guard size == asked else {
      throw .runtime(
        "the child's result has a \(size.width)×\(size.height) image; the request asked for \(asked.width)×\(asked.height)"
      )
    }
    let texels = size.width * size.height * 4
    let expected = fixed + texels * MemoryLayout<Float>.size
    guard bytes.count == expected else {
      throw .runtime(
        "the child's result is \(bytes.count) bytes; its fields say \(expected) bytes")
    }
    var image = MetalRunImage(counted: 0, 0, [])
    if texels > 0 {
      // One copy of the texels' bytes (a per-element load is slow in a debug build).
      let pixels = [Float](unsafeUninitializedCapacity: texels) { buffer, count in
        bytes.withUnsafeBytes { raw in
          UnsafeMutableRawBufferPointer(buffer).copyMemory(
            from: UnsafeRawBufferPointer(rebasing: raw[fixed..<expected]))
        }
        count = texels
      }
      image = MetalRunImage(counted: size.width, size.height, pixels)
    }
    let hasWorst = wire.worst.offset >= 0
    var result = MetalRunResult(
      function: function, usage: usage, image: image, nonFinite: Int(wire.non_finite),
      firstNonFinite: wire.non_finite > 0 ? point(wire.first_non_finite) : nil,
      samples: MetalSampleAudit(
        count: Int(wire.samples), maxOffset: SIMD2(wire.max_offset_x, wire.max_offset_y),
        worstPixel: hasWorst ? SIMD2(wire.worst.pixel_x, wire.worst.pixel_y) : nil,
        worstSample: hasWorst ? SIMD2(wire.worst.sample_x, wire.worst.sample_y) : nil,
        outsideLayer: Int(wire.samples_outside), nonFinite: Int(wire.samples_non_finite)),
      seconds: wire.seconds, jobs: Int(wire.jobs))
    result.samples.farthest = MetalAxisSamples(
      x: sample(wire.farthest_x), y: sample(wire.farthest_y))
    result.samples.beyondAllowance = MetalAxisSamples(
      x: sample(wire.beyond_allowance_x), y: sample(wire.beyond_allowance_y))
    result.pixels = width * height
    if checksColours { result.colours = colours(wire) }
    return result
  }

  /// The colour checks of a result.
  static func colours(_ wire: ep_wire_result) -> MetalColourChecks {
    var colours = MetalColourChecks(
      checked: Int(wire.checked_colours), invalid: Int(wire.invalid_colours),
      firstInvalid: place(wire.first_invalid),
      invalidColour: wire.invalid_colours > 0 ? colour(wire.invalid_colour) : nil,
      maximumChange: wire.max_change >= 0 ? wire.max_change : nil,
      maximumChangeAt: place(wire.max_change_at),
      darkest: wire.darkest < 1e38 ? wire.darkest : nil, darkestAt: place(wire.darkest_at),
      maximumAlphaChange: wire.max_alpha_change >= 0 ? wire.max_alpha_change : nil,
      maximumAlphaChangeAt: place(wire.max_alpha_change_at))
    if let at = place(wire.max_excess_at), wire.max_excess > 0 {
      colours.largestExcess = wire.max_excess
      colours.largestExcessAt = at
      colours.largestExcessColour = colour(wire.max_excess_colour)
    }
    return colours
  }

  /// A pixel as it is.
  static func point(_ pixel: ep_wire_pixel) -> SIMD2<Int> { SIMD2(Int(pixel.x), Int(pixel.y)) }

  /// A pixel, or nil when it is none (a negative coordinate).
  static func place(_ pixel: ep_wire_pixel) -> SIMD2<Int>? {
    pixel.x >= 0 && pixel.y >= 0 ? point(pixel) : nil
  }

  /// A colour's channels.
  static func colour(_ colour: ep_wire_colour) -> SIMD4<Float> {
    SIMD4(colour.r, colour.g, colour.b, colour.a)
  }

  /// A per-axis sample, or nil when there is none (an offset at or below -1e38).
  static func sample(_ sample: ep_wire_sample) -> MetalSample? {
    sample.offset > -1e38
      ? MetalSample(
        offset: sample.offset, pixel: SIMD2(sample.pixel_x, sample.pixel_y),
        sample: SIMD2(sample.sample_x, sample.sample_y))
      : nil
  }
}
