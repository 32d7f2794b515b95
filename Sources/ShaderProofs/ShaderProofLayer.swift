import MetalCPU
import PNG

/// The layers a shader proof runs colour, layer and distortion effects over.
///
/// The built-in layer covers every channel's extremes and the values between, opaque and not:
///
/// ```
/// red   = x / (w − 1)                  0 … exactly 1 across
/// green = 1 − y / (h − 1)              exactly 1 … 0 down
/// blue  = 1 on 8-pixel squares of a checkerboard, else 0
/// alpha = 1 on the top half, a ramp 1 → 0 over the next quarter, then 0 (fully clear)
/// every colour channel premultiplied by alpha
/// ```
enum ShaderProofLayer {
  /// The built-in layer, `width × height` pixels.
  static func builtIn(width: Int, height: Int) -> MetalRunImage {
    var texels = [Float](repeating: 0, count: width * height * 4)
    let half = height / 2
    let quarter = max(1, height / 4)
    for y in 0..<height {
      let alpha: Float
      if y < half {
        alpha = 1
      } else if y < half + quarter {
        alpha = 1 - Float(y - half) / Float(quarter)
      } else {
        alpha = 0
      }
      let green = height > 1 ? 1 - Float(y) / Float(height - 1) : 1
      for x in 0..<width {
        let red = width > 1 ? Float(x) / Float(width - 1) : 1
        let blue: Float = ((x / 8) + (y / 8)) % 2 == 0 ? 1 : 0
        let i = 4 * (y * width + x)
        texels[i] = red * alpha
        texels[i + 1] = green * alpha
        texels[i + 2] = blue * alpha
        texels[i + 3] = alpha
      }
    }
    return MetalRunImage(width: width, height: height, texels: texels)
      ?? MetalRunImage.testPattern(width: width, height: height)
  }

  /// A PNG stretched (nearest texel) over `width × height` pixels, premultiplied.
  static func image(_ png: RGBA8Image, width: Int, height: Int) -> MetalRunImage {
    let source = MetalRunImage(premultiplying: png)
    var texels = [Float](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      let sy = min(png.height - 1, y * png.height / max(height, 1))
      for x in 0..<width {
        let sx = min(png.width - 1, x * png.width / max(width, 1))
        let colour = source[sx, sy]
        for c in 0..<4 { texels[4 * (y * width + x) + c] = colour[c] }
      }
    }
    return MetalRunImage(width: width, height: height, texels: texels)
      ?? MetalRunImage.testPattern(width: width, height: height)
  }
}
