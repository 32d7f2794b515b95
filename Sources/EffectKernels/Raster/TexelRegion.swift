/// A rectangle of whole texels, `[x, x + width) × [y, y + height)`, naming the part of an image
/// a layer occupies (its subregion of the texture).
///
/// Negative widths and heights become 0 (an empty region).
public struct TexelRegion: Sendable, Hashable {
  /// The first column.
  public var x: Int
  /// The first row.
  public var y: Int
  /// Columns, never negative.
  public var width: Int
  /// Rows, never negative.
  public var height: Int

  /// A region from its origin and size; negative sizes become 0.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// Whether the region holds no texels.
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// The part of this region inside `other` (empty, at this region's origin, when they do not
  /// overlap). Coordinates that would overflow `Int` give an empty region.
  public func intersection(_ other: TexelRegion) -> TexelRegion {
    let (selfMaxX, o1) = x.addingReportingOverflow(width)
    let (selfMaxY, o2) = y.addingReportingOverflow(height)
    let (otherMaxX, o3) = other.x.addingReportingOverflow(other.width)
    let (otherMaxY, o4) = other.y.addingReportingOverflow(other.height)
    guard !(o1 || o2 || o3 || o4) else { return TexelRegion(x: x, y: y, width: 0, height: 0) }
    let lowX = max(x, other.x)
    let lowY = max(y, other.y)
    let highX = min(selfMaxX, otherMaxX)
    let highY = min(selfMaxY, otherMaxY)
    guard highX > lowX, highY > lowY else { return TexelRegion(x: x, y: y, width: 0, height: 0) }
    return TexelRegion(x: lowX, y: lowY, width: highX - lowX, height: highY - lowY)
  }
}
