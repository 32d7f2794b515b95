import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A strict XML reader for checking rendered reports.
///
/// `XMLDocument` on Linux recovers from malformed input (an unescaped `&`, a control
/// character, a missing end tag) and crashes on empty data, so it cannot prove a document is
/// well-formed. `XMLParser` stops at the first error; this wraps it and also requires one root
/// element whose tags all close.
public final class XMLTree: NSObject, XMLParserDelegate {
  /// One element: its name, attributes, child elements and its own text.
  public final class Element {
    /// The tag name.
    public let name: String
    /// The attributes, by name.
    public let attributes: [String: String]
    /// The child elements, in document order.
    public var children: [Element] = []
    /// The element's own text, concatenated.
    public var text = ""

    /// Creates an element.
    public init(name: String, attributes: [String: String]) {
      self.name = name
      self.attributes = attributes
    }

    /// The child elements named `name`.
    public func elements(_ name: String) -> [Element] { children.filter { $0.name == name } }

    /// The value of the attribute `name`.
    public subscript(_ name: String) -> String? { attributes[name] }
  }

  private var stack: [Element] = []
  private var roots: [Element] = []

  /// The root element of `text`, or `nil` when it is not well-formed XML with one root.
  public static func read(_ text: String) -> Element? {
    guard !text.isEmpty else { return nil }
    let tree = XMLTree()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = tree
    guard parser.parse(), tree.stack.isEmpty, tree.roots.count == 1 else { return nil }
    return tree.roots.first
  }

  /// The root element of `text`, which must be well-formed XML.
  public static func parse(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> Element
  {
    try #require(read(text), "not well-formed XML: \(text)", sourceLocation: sourceLocation)
  }

  /// Opens an element.
  public func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    let element = Element(name: elementName, attributes: attributeDict)
    if let parent = stack.last {
      parent.children.append(element)
    } else {
      roots.append(element)
    }
    stack.append(element)
  }

  /// Closes an element.
  public func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    _ = stack.popLast()
  }

  /// Collects text.
  public func parser(_ parser: XMLParser, foundCharacters string: String) {
    stack.last?.text += string
  }
}
