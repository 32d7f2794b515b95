/// One picture in an HTML report: a plot or a rendered frame, with a title and a caption.
///
/// The HTML renderer embeds the picture in the page itself, so the report stays one
/// self-contained file: SVG is inlined (any leading XML declaration is dropped) and PNG becomes
/// a base64 `data:` URI whose alternative text is the title.
public struct ReportFigure: Sendable, Hashable {
  /// A short title, shown as the figure's heading and used as a PNG's alternative text.
  public var title: String
  /// One or two sentences saying what the picture shows.
  public var caption: String
  /// The picture itself.
  public var content: ReportFigureContent

  /// Creates a figure.
  public init(title: String, caption: String, content: ReportFigureContent) {
    self.title = title
    self.caption = caption
    self.content = content
  }
}

/// The picture of a ``ReportFigure``: ready-made SVG text or encoded PNG bytes.
public enum ReportFigureContent: Sendable, Hashable {
  /// An SVG document, as written by the report's own plot writer (trusted markup).
  case svg(String)
  /// The bytes of a PNG file.
  case png([UInt8])
}
