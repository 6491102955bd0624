import Testing

@testable import HitScopeReport

struct HTMLBuilderTests {
  @Test func textAndAttributeValuesAreEscapedOnceAndElementsClose() {
    var html = HTMLBuilder()
    html.element("p", [.class("a\"b"), .init("title", "x < y & 'z'")]) { html in
      html.text("1 < 2 & 3 > 2")
      html.element("code", text: "<b>")
    }
    #expect(
      html.html
        == "<p class=\"a&quot;b\" title=\"x &lt; y &amp; &#39;z&#39;\">1 &lt; 2 &amp; 3 &gt; 2"
        + "<code>&lt;b&gt;</code></p>")
  }

  @Test func voidElementsSelfCloseAndBooleanAttributesRepeatTheirName() {
    var html = HTMLBuilder()
    html.void("input", [.init("type", "radio"), .init("checked", nil)])
    #expect(html.html == "<input type=\"radio\" checked=\"checked\" />")
  }

  @Test func styleAndScriptAreWrappedForHTMLAndXMLReaders() {
    var html = HTMLBuilder()
    html.code("script", "if (a < b && c) {}")
    #expect(html.html == "<script>/*<![CDATA[*/\nif (a < b && c) {}\n/*]]>*/</script>\n")
  }

  @Test func thePageCodeNeverEndsItsCDATASectionEarly() {
    #expect(!"\(ReportStyle.css)".contains("]]>"))
    #expect(!"\(ReportScript.javascript)".contains("]]>"))
  }
}
