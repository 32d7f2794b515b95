import EffectKernels
import EffectMath
import ProofEngine

extension PictureBook {
  /// The peels of the curl sheet: 0, 0.2, …, 1.
  public static let curlPeels: [Double] = (0...5).map { Double($0) / 5 }

  /// The curled card's height in points: the config's first curl height (131 when there is
  /// none or it is not a sensible size).
  public var curlHeight: Double {
    guard let first = curl.heights.first, first.isFinite, first >= 20, first <= 2000
    else { return 131 }
    return first
  }

  /// The curl tiles' scale: 2 pixels per point times ``scale``, capped so a tile stays within
  /// about 180 pixels wide.
  var curlScale: Double {
    let width = curlHeight * foilCardSize.x / foilCardSize.y
    return min(2, 180 / width) * scale
  }

  /// The curled card's size in points.
  var curlCardSize: SIMD2<Double> {
    SIMD2(curlHeight * foilCardSize.x / foilCardSize.y, curlHeight)
  }

  /// The card back: a white-framed red lattice with rounded corners.
  public func curlBack() -> RasterImage {
    let size = SIMD2<Float>(curlCardSize)
    let s = Float(curlScale)
    return Paint.image(size: curlCardSize, scale: curlScale, jobs: jobs) { p in
      let half = size / 2
      let border = max(3, 0.07 * size.x)
      let inner = Paint.roundedRect(p, center: half, half: half - border, radius: 3)
      let cell = max(4, 0.09 * size.x)
      let u = ((p.x + p.y) / cell).rounded(.down)
      let v = ((p.x - p.y) / cell).rounded(.down)
      let lattice =
        Int(u + v).isMultiple(of: 2) ? Paint.rgb(0.66, 0.10, 0.14) : Paint.rgb(0.48, 0.05, 0.09)
      let color = Paint.mix(.white, lattice, Paint.coverage(inner, scale: s))
      let card = Paint.roundedRect(p, center: half, half: half, radius: 0.06 * size.x)
      return Paint.fade(color, Paint.coverage(card, scale: s))
    }
  }

  /// The face under the card: white with red diamonds, rounded corners.
  public func curlFace() -> RasterImage {
    let size = SIMD2<Float>(curlCardSize)
    let s = Float(curlScale)
    return Paint.image(size: curlCardSize, scale: curlScale, jobs: jobs) { p in
      let half = size / 2
      var color = Paint.rgb(0.98, 0.97, 0.94)
      let red = Paint.rgb(0.80, 0.08, 0.12)
      let centre = Paint.diamond(p, center: half, half: size * SIMD2(0.2, 0.17))
      let corners = [SIMD2<Float>(0.14, 0.1), SIMD2(0.86, 0.9)].map {
        Paint.diamond(p, center: size * $0, half: size * SIMD2(0.07, 0.06))
      }
      let shape = min(centre, corners.min() ?? centre)
      color = Paint.over(Paint.fade(red, Paint.coverage(shape, scale: s)), color)
      let card = Paint.roundedRect(p, center: half, half: half, radius: 0.06 * size.x)
      return Paint.fade(color, Paint.coverage(card, scale: s))
    }
  }

  /// The lifted back at `peel`: ``curlBack()`` through `cardCurlBend`, then `cardCurlShade`
  /// with a cream stock, as the card view applies them.
  public func curlLayer(peel: Double, back: RasterImage? = nil) -> RasterImage {
    let back = back ?? curlBack()
    let h = Float(curlHeight)
    let radius = Float(CardCurl.radius(height: curlHeight))
    let bent = KernelRenderer.render(
      CardCurlBendKernel(height: h, peel: Float(peel), radius: radius), over: back,
      scale: curlScale, jobs: jobs)
    let stock = Paint.rgb(0.95, 0.93, 0.87)
    return KernelRenderer.render(
      CardCurlShadeKernel(height: h, peel: Float(peel), radius: radius, stock: stock), over: bent,
      scale: curlScale, jobs: jobs)
  }

  /// The curl tiles at ``curlPeels``: the lifted back over the face (darkened by
  /// `cardCurlShadow`), over the table.
  public func curlTiles() -> [RasterImage] {
    let back = curlBack()
    let face = curlFace()
    let h = Float(curlHeight)
    let radius = Float(CardCurl.radius(height: curlHeight))
    return Self.curlPeels.map { peel in
      let shadowed = KernelRenderer.render(
        CardCurlShadowKernel(height: h, peel: Float(peel), radius: radius), over: face,
        scale: curlScale, jobs: jobs)
      let card = curlLayer(peel: peel, back: back).composited(over: shadowed)
      return Paint.over(card, color: Paint.table)
    }
  }

  /// The curl sheet: ``curlTiles()`` in one row on the table colour.
  public func curlSheet() -> RasterImage {
    ContactSheet(columns: Self.curlPeels.count, background: Paint.table).compose(curlTiles())
  }
}
