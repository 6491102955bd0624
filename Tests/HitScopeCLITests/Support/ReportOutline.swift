import Foundation
import FoundationXML

/// The structure of a report page as lines of text, for golden checks: headings, the summary's
/// figures, anchored sections and articles with their pictures' sizes, scene index rows, and
/// the links of the failure list. The page is parsed as XML, so a page that is not well-formed
/// (an element left open, a stray `<` or `&`) fails to give an outline.
struct ReportOutline {
  var lines: [String] = []
  /// Every `id` in the page, in document order.
  var ids: [String] = []
  /// Every `href` that starts with `#`, without it.
  var fragmentLinks: [String] = []
  /// Every `<img src>`.
  var imageSources: [String] = []
  var title = ""

  /// The outline of `html`, with `replacing`'s keys replaced by its values in every line (to
  /// keep machine-specific paths out of goldens); throws when the page is not well-formed.
  init(html: String, replacing: [String: String] = [:]) throws {
    let collector = Collector()
    let parser = XMLParser(data: Data(html.utf8))
    parser.delegate = collector
    guard parser.parse() else {
      throw OutlineError(
        description: "the page is not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?")"
          + " at line \(parser.lineNumber), column \(parser.columnNumber)")
    }
    lines = collector.lines.map { line in
      replacing.reduce(line) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
    }
    ids = collector.ids
    fragmentLinks = collector.fragmentLinks
    imageSources = collector.imageSources
    title = collector.title
  }

  struct OutlineError: Error, CustomStringConvertible {
    var description: String
  }

  private final class Collector: NSObject, XMLParserDelegate {
    var lines: [String] = []
    var ids: [String] = []
    var fragmentLinks: [String] = []
    var imageSources: [String] = []
    var title = ""
    /// Elements whose text is being collected, innermost last.
    private var capturing: [(name: String, prefix: String, text: String)] = []
    private var depth = 0
    private var inTitle = false

    private static let captured: Set<String> = [
      "h1", "h2", "h3", "h4", "h5", "dt", "dd", "tr", "li",
    ]

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      depth += 1
      if let id = attributes["id"] { ids.append(id) }
      if let href = attributes["href"], href.hasPrefix("#") {
        fragmentLinks.append(String(href.dropFirst()))
      }
      if name == "title" { inTitle = true }
      let indent = String(repeating: "  ", count: sectionDepth)
      if name == "section" || name == "article" {
        lines.append(
          "\(indent)\(name)#\(attributes["id"] ?? "") [\(attributes["class"] ?? "")]")
        sectionStack.append(name)
      } else if name == "img" {
        imageSources.append(attributes["src"] ?? "")
        lines.append(
          "\(indent)img \(attributes["width"] ?? "?")x\(attributes["height"] ?? "?"): "
            + (attributes["alt"] ?? ""))
      } else if Collector.captured.contains(name), capturing.isEmpty {
        let classes = attributes["class"].map { " [\($0)]" } ?? ""
        let id = attributes["id"].map { "#\($0)" } ?? ""
        capturing.append((name, "\(indent)\(name)\(id)\(classes): ", ""))
      }
    }

    private var sectionStack: [String] = []
    private var sectionDepth: Int { sectionStack.count }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if inTitle { title += string }
      if !capturing.isEmpty { capturing[capturing.count - 1].text += string }
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      depth -= 1
      if name == "title" { inTitle = false }
      if name == "section" || name == "article" { sectionStack.removeLast() }
      if name == "td" || name == "th", let last = capturing.indices.last {
        capturing[last].text += " | "
      }
      if let last = capturing.last, last.name == name {
        capturing.removeLast()
        let text = last.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        lines.append(last.prefix + text)
      }
    }
  }
}
