@testable import MetalCPU

/// The corpus files written as public scene shaders (ray marching, textures, colour arrays,
/// signed distances, loops), one case a function, and the images and arrays their cases pass.
enum CorpusSceneCases {
  /// The layer's centre, in points.
  static let middle = SIMD2<Float>(16, 12)

  /// A 4×3 image of distinct premultiplied texels (the bottom row half transparent), for the
  /// texture cases: texel (i, j) is ((i + 1) / 5, (j + 1) / 4, (i + j) / 6, alpha).
  static let photo = image(width: 4, height: 3) { i, j in
    let alpha: Float = j == 2 ? 0.5 : 1
    return SIMD4(Float(i + 1) / 5, Float(j + 1) / 4, Float(i + j) / 6, 1) * alpha
  }

  /// A 4×2 displacement map whose red and green are multiples of 1/8, so that a bilinear
  /// blend of them at the weights a 4-point repeat gives is exact in float and in half (and its
  /// sizes are powers of two, so its normalized coordinates are exact too).
  static let map = image(width: 4, height: 2) { i, j in
    SIMD4(
      Float([1, 6, 3, 5][i]) / 8 + Float(j) / 8, Float([4, 2, 7, 3][i]) / 8 - Float(j) / 8, 0, 1)
  }

  /// Four palette colours from dark to light, straight RGBA.
  static let palette: [SIMD4<Float>] = [
    SIMD4(0.1, 0.05, 0.2, 1), SIMD4(0.6, 0.1, 0.3, 1), SIMD4(0.95, 0.5, 0.1, 1),
    SIMD4(1, 0.95, 0.7, 1),
  ]

  /// Three gradient stops, straight RGBA.
  static let stops: [SIMD4<Float>] = [
    SIMD4(0.9, 0.1, 0.1, 1), SIMD4(0.1, 0.8, 0.2, 1), SIMD4(0.2, 0.3, 0.95, 0.75),
  ]

  /// The located gradient's stop locations (fractions of the height).
  static let locations: [Float] = [0.1, 0.4, 0.9]

  /// The harmonic wave's amplitudes, in points.
  static let amplitudes: [Float] = [2, 1, 0.5]

  /// The bar chart's values, fractions of the height.
  static let bars: [Float] = [0.25, 0.9, 0.5, 0.1, 0.7]

  /// An image of `width × height` texels, texel (i, j) given premultiplied.
  static func image(
    width: Int, height: Int, _ texel: (Int, Int) -> SIMD4<Float>
  ) -> MetalRunImage {
    var texels: [Float] = []
    for j in 0..<height {
      for i in 0..<width {
        let t = texel(i, j)
        texels += [t.x, t.y, t.z, t.w]
      }
    }
    return MetalRunImage(counted: width, height, texels)
  }

  /// The cases, in file order.
  static let cases: [CorpusCase] = [
    CorpusCase(
      file: "BarChart.metal", function: "barChart",
      arguments: [.boundingRect, .floatArray(bars), .color(SIMD4(0.2, 0.6, 1, 1))]),
    CorpusCase(
      file: "Blobs.metal", function: "blobs",
      arguments: [
        .float2(SIMD2(11, 12)), .float2(SIMD2(21, 12)), .float(5), .float(4),
        .color(SIMD4(0.3, 0.8, 0.5, 1)),
      ]),
    CorpusCase(file: "BoxBlur.metal", function: "boxBlur", arguments: [.float(2)]),
    CorpusCase(
      file: "CellNoise.metal", function: "cellNoise",
      arguments: [.float(6), .color(SIMD4(0.1, 0.1, 0.3, 1))]),
    CorpusCase(
      file: "ConicGradient.metal", function: "conicGradient",
      arguments: [
        .float2(middle), .color(SIMD4(1, 0.7, 0.1, 1)), .color(SIMD4(0.2, 0.1, 0.8, 1)),
        .float(3),
      ]),
    CorpusCase(
      file: "DisplacementMap.metal", function: "displacementMap",
      arguments: [.image(map), .float(4), .float(4)]),
    CorpusCase(
      file: "DropShadow.metal", function: "dropShadow",
      arguments: [.float2(SIMD2(3, 2)), .color(SIMD4(0, 0, 0, 0.5))]),
    CorpusCase(
      file: "HarmonicWave.metal", function: "harmonicWave",
      arguments: [.floatArray(amplitudes), .float(16)]),
    CorpusCase(
      file: "HashNoise.metal", function: "hashNoise",
      arguments: [.float(4), .float(11), .float(0.3)]),
    CorpusCase(
      file: "Kaleidoscope.metal", function: "kaleidoscope", arguments: [.float2(middle), .float(6)]),
    CorpusCase(
      file: "LocatedGradient.metal", function: "locatedGradient",
      arguments: [.boundingRect, .floatArray(locations), .colorArray(stops)]),
    CorpusCase(
      file: "Magnifier.metal", function: "magnifier",
      arguments: [.float2(middle), .float(10), .float(2)]),
    CorpusCase(
      file: "PaletteArray.metal", function: "paletteMap", arguments: [.colorArray(palette)]),
    CorpusCase(
      file: "RadialBlur.metal", function: "radialBlur", arguments: [.float2(middle), .float(0.25)]),
    CorpusCase(
      file: "RayMarchSphere.metal", function: "rayMarchSphere",
      arguments: [.boundingRect, .float(10)]
    ),
    CorpusCase(
      file: "RayMarchUnion.metal", function: "rayMarchUnion",
      arguments: [
        .float2(SIMD2(11, 12)), .float2(SIMD2(21, 12)), .float(6), .color(SIMD4(0.9, 0.5, 0.2, 1)),
      ]),
    CorpusCase(
      file: "SDFRoundedRect.metal", function: "roundedRectFill",
      arguments: [.boundingRect, .float(4), .float(5), .color(SIMD4(0.1, 0.6, 0.9, 1))]),
    CorpusCase(
      file: "StopsGradient.metal", function: "stopsGradient",
      arguments: [.boundingRect, .colorArray(stops)]),
    CorpusCase(
      file: "TextureBlend.metal", function: "textureBlend",
      arguments: [.boundingRect, .image(photo), .float(0.75)]),
    CorpusCase(
      file: "TextureTile.metal", function: "textureTile", arguments: [.image(photo), .float(2)]),
  ]
}
