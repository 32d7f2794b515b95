/// Lays out a list of images in a grid of equal cells, one picture for a report.
///
/// ```
/// columns   = given (clamped to 1…count) or ⌈√count⌉
/// rows      = ⌈count / columns⌉
/// cell      = (max tile width, max tile height)
/// sheet     = 2·margin + columns·cell.x + (columns − 1)·gap   (and likewise for rows)
/// cell i    = (margin + (i mod columns)·(cell.x + gap), margin + (i div columns)·(cell.y + gap))
/// tile i    = cell i + ⌊(cell − tile size) / 2⌋                 (centred, rounding down)
/// ```
///
/// Tiles are copied pixel for pixel (no resampling, no blending); the background shows in the
/// gaps, the margin and around smaller tiles. Composite translucent tiles over a checkerboard
/// first (``RasterImage/compositedOverCheckerboard(cell:)``) to make their coverage visible.
///
/// Edge cases: a negative gap or margin counts as 0, and both are capped at 4096 pixels; an
/// empty tile list gives a background-only image of `max(1, 2·margin)` pixels square; empty
/// (0 × 0) tiles occupy a cell and leave it background. In ``layout(tileSizes:)`` a tile side
/// above ``RasterImage/maximumPixelCount`` counts as that many pixels, so no sum overflows; a
/// sheet above that many pixels composes to an empty (0 × 0) image.
public struct ContactSheet: Sendable, Hashable {
  /// The largest gap or margin honoured, in pixels.
  public static let maximumSpacing = 4096

  /// The number of columns, or `nil` for a near-square grid (⌈√count⌉ columns).
  public var columns: Int?
  /// The space between neighbouring cells, in pixels.
  public var gap: Int
  /// The space around the grid, in pixels.
  public var margin: Int
  /// The colour of the gaps, the margin and the unused parts of cells.
  public var background: PremultipliedColor

  /// A sheet layout; see the type's documentation for the edge cases.
  public init(
    columns: Int? = nil, gap: Int = 8, margin: Int = 8, background: PremultipliedColor = .white
  ) {
    self.columns = columns
    self.gap = gap
    self.margin = margin
    self.background = background
  }

  // MARK: - Layout

  /// Where each tile goes on a sheet.
  public struct Layout: Sendable, Hashable {
    /// The number of columns.
    public var columns: Int
    /// The number of rows.
    public var rows: Int
    /// The size of one cell (the largest tile width and height).
    public var cellSize: SIMD2<Int>
    /// The size of the whole sheet.
    public var sheetSize: SIMD2<Int>
    /// The top-left corner of each tile's cell, in tile order.
    public var cellOrigins: [SIMD2<Int>]
    /// The top-left corner of each tile (centred in its cell), in tile order.
    public var tileOrigins: [SIMD2<Int>]
  }

  /// The gap actually used: clamped to 0…``maximumSpacing``.
  public var effectiveGap: Int { min(max(gap, 0), Self.maximumSpacing) }

  /// The margin actually used: clamped to 0…``maximumSpacing``.
  public var effectiveMargin: Int { min(max(margin, 0), Self.maximumSpacing) }

  /// The number of columns for `count` tiles: ``columns`` clamped to 1…count, or ⌈√count⌉.
  ///
  /// Zero or a negative count gives 0. ⌈√count⌉ is computed in constant time (no loop), so
  /// `Int.max` tiles give 3 037 000 500 columns at once.
  public func columnCount(forTileCount count: Int) -> Int {
    guard count > 0 else { return 0 }
    if let columns { return min(max(columns, 1), count) }
    // Start from the floating-point root and correct it: c is the least c with c² ≥ count.
    var c = max(1, Int(Double(count).squareRoot()))
    while c > 1 && Self.square(c - 1) >= count { c -= 1 }
    while Self.square(c) < count { c += 1 }
    return c
  }

  /// `c²`, saturating at `Int.max`.
  private static func square(_ c: Int) -> Int {
    let (product, overflow) = c.multipliedReportingOverflow(by: c)
    return overflow ? Int.max : product
  }

  /// The layout for tiles of the given sizes (width, height); negative sizes count as 0 and a
  /// side above ``RasterImage/maximumPixelCount`` counts as that many pixels.
  ///
  /// An empty list gives zero columns and rows and a `max(1, 2·margin)` square sheet.
  public func layout(tileSizes: [SIMD2<Int>]) -> Layout {
    let m = effectiveMargin
    let g = effectiveGap
    let side = RasterImage.maximumPixelCount
    let sizes = tileSizes.map { SIMD2(min(max($0.x, 0), side), min(max($0.y, 0), side)) }
    guard !sizes.isEmpty else {
      let side = max(1, 2 * m)
      return Layout(
        columns: 0, rows: 0, cellSize: .zero, sheetSize: SIMD2(side, side), cellOrigins: [],
        tileOrigins: [])
    }
    let columns = columnCount(forTileCount: sizes.count)
    let rows = (sizes.count + columns - 1) / columns
    let cell = SIMD2(sizes.map(\.x).max() ?? 0, sizes.map(\.y).max() ?? 0)
    let sheet = SIMD2(
      2 * m + columns * cell.x + (columns - 1) * g, 2 * m + rows * cell.y + (rows - 1) * g)
    var cellOrigins: [SIMD2<Int>] = []
    var tileOrigins: [SIMD2<Int>] = []
    for (index, size) in sizes.enumerated() {
      let origin = SIMD2(
        m + (index % columns) * (cell.x + g), m + (index / columns) * (cell.y + g))
      cellOrigins.append(origin)
      tileOrigins.append(origin &+ (cell &- size) / 2)
    }
    return Layout(
      columns: columns, rows: rows, cellSize: cell, sheetSize: sheet, cellOrigins: cellOrigins,
      tileOrigins: tileOrigins)
  }

  // MARK: - Composing

  /// The sheet: the background with every tile copied, unchanged, to its place in the layout.
  ///
  /// An empty list gives a background-only `max(1, 2·margin)` square image. A sheet whose pixel
  /// count would overflow `Int` comes back empty (0 × 0), as ``RasterImage/init(width:height:fill:)``
  /// does.
  public func compose(_ tiles: [RasterImage]) -> RasterImage {
    let plan = layout(tileSizes: tiles.map { SIMD2($0.width, $0.height) })
    var sheet = RasterImage(
      width: plan.sheetSize.x, height: plan.sheetSize.y, fill: background)
    guard !sheet.isEmpty else { return sheet }
    for (tile, origin) in zip(tiles, plan.tileOrigins) {
      for y in 0..<tile.height {
        for x in 0..<tile.width {
          sheet.setPixel(
            x: origin.x + x, y: origin.y + y, to: tile.pixels[y * tile.width + x])
        }
      }
    }
    return sheet
  }
}
