/// Writes an HTML document element by element, so that the page is well-formed by construction:
/// every element opened is closed, void elements are written as `<img ... />`, and every text
/// and attribute value goes through `HTMLEscaping` once.
///
/// Tag and attribute names are the report's own constants, never user text. The page also reads
/// as XML (the tests parse it so): style and script content is wrapped in CDATA sections, which
/// HTML treats as comments there.
struct HTMLBuilder {
  /// One attribute: a name, and a value or nil for a boolean attribute that is present.
  struct Attribute {
    var name: String
    var value: String?

    init(_ name: String, _ value: String?) {
      self.name = name
      self.value = value
    }

    static func id(_ value: String) -> Attribute { Attribute("id", value) }
    static func `class`(_ value: String) -> Attribute { Attribute("class", value) }
    static func href(_ value: String) -> Attribute { Attribute("href", value) }
  }

  private(set) var html = ""

  init() {
    html.reserveCapacity(1 << 16)
  }

  /// `<!DOCTYPE html>` and a line break: the first thing of a page.
  mutating func doctype() {
    html += "<!DOCTYPE html>\n"
  }

  /// `<tag attributes>`, what `body` writes, `</tag>`.
  mutating func element(
    _ tag: String, _ attributes: [Attribute] = [], _ body: (inout HTMLBuilder) -> Void
  ) {
    open(tag, attributes)
    body(&self)
    html += "</\(tag)>"
  }

  /// `<tag attributes>text</tag>`, the text escaped.
  mutating func element(_ tag: String, _ attributes: [Attribute] = [], text: String) {
    open(tag, attributes)
    self.text(text)
    html += "</\(tag)>"
  }

  /// A table's head: one row of `th` cells with `titles`, in order.
  mutating func tableHead(_ titles: [String]) {
    element("thead") { html in
      html.element("tr") { html in
        for title in titles { html.element("th", text: title) }
      }
    }
  }

  /// A void element (`img`, `meta`, `input`, `br`): `<tag attributes />`.
  mutating func void(_ tag: String, _ attributes: [Attribute] = []) {
    html += "<\(tag)"
    writeAttributes(attributes)
    html += " />"
  }

  /// Text content, escaped.
  mutating func text(_ text: String) {
    html += HTMLEscaping.escape(text)
  }

  /// A line break in the source, for people reading the page's source.
  mutating func newline() {
    html += "\n"
  }

  /// `<style>` or `<script>` with the report's own fixed code, in a CDATA section behind
  /// comments (`/*<![CDATA[*/ ... /*]]>*/`) so that HTML and XML readers both take it as is.
  mutating func code(_ tag: String, _ code: StaticString) {
    precondition(
      tag == "style" || tag == "script",
      "HTMLBuilder.code writes style or script elements only, not <\(tag)>; use element(_:text:).")
    html += "<\(tag)>/*<![CDATA[*/\n\(code)\n/*]]>*/</\(tag)>\n"
  }

  private mutating func open(_ tag: String, _ attributes: [Attribute]) {
    html += "<\(tag)"
    writeAttributes(attributes)
    html += ">"
  }

  private mutating func writeAttributes(_ attributes: [Attribute]) {
    for attribute in attributes {
      html += " \(attribute.name)=\""
      html += HTMLEscaping.escape(attribute.value ?? attribute.name)
      html += "\""
    }
  }
}
