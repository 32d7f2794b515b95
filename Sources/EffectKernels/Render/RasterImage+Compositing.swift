// MARK: - Compositing

extension RasterImage {
  /// The light square colour of ``checkerboard(width:height:cell:light:dark:)``: opaque grey 0.9.
  public static let checkerLight = PremultipliedColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)

  /// The dark square colour of ``checkerboard(width:height:cell:light:dark:)``: opaque grey 0.7.
  public static let checkerDark = PremultipliedColor(red: 0.7, green: 0.7, blue: 0.7, alpha: 1)

  /// A checkerboard of `cell` × `cell` squares, the usual backdrop for translucent pictures.
  ///
  /// ```
  /// pixel(x, y) = light  when (⌊x / cell⌋ + ⌊y / cell⌋) is even
  ///             = dark   otherwise
  /// ```
  ///
  /// Edge cases: a cell below 1 counts as 1; negative sizes give an empty image.
  public static func checkerboard(
    width: Int, height: Int, cell: Int = 8,
    light: PremultipliedColor = checkerLight, dark: PremultipliedColor = checkerDark
  ) -> RasterImage {
    var image = RasterImage(width: width, height: height, fill: light)
    let c = max(cell, 1)
    for y in 0..<image.height {
      for x in 0..<image.width where (x / c + y / c) % 2 == 1 {
        image.setPixel(x: x, y: y, to: dark)
      }
    }
    return image
  }

  /// This image composited over `backdrop` with the premultiplied "over" operator.
  ///
  /// ```
  /// result = source + backdrop · (1 − source.alpha)     per channel, premultiplied
  /// ```
  ///
  /// The result has this image's size; pixels the backdrop does not cover count as `.clear`
  /// (so they keep the source unchanged). Nothing is clamped and NaN propagates, as in
  /// ``PremultipliedColor``, so a broken kernel output stays visible to its test.
  public func composited(over backdrop: RasterImage) -> RasterImage {
    var result = self
    for y in 0..<height {
      for x in 0..<width {
        let source = pixels[y * width + x].simd
        let below = backdrop.pixel(x: x, y: y).simd
        let over = source + below * (1 - source.w)
        result.setPixel(x: x, y: y, to: PremultipliedColor(simd: over))
      }
    }
    return result
  }

  /// This image composited "over" a same-size ``checkerboard(width:height:cell:light:dark:)``
  /// with the default colours, so translucent and clear areas are visible in a picture.
  public func compositedOverCheckerboard(cell: Int = 8) -> RasterImage {
    composited(over: .checkerboard(width: width, height: height, cell: cell))
  }
}
