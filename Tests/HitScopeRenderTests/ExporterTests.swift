import Foundation
import FoundationXML
import HitScopeEngine
import HitScopeFormat
import Testing

@testable import HitScopeRender

@Suite(.serialized)
struct ExporterTests {
  init() { TestEnvironment.pinFonts }

  static let options = RenderOptions(
    overlays: [.regions, .chain, .probes], click: Point(210, 120))

  final class SVGRoot: NSObject, XMLParserDelegate {
    var rootName: String?
    var rootAttributes: [String: String] = [:]
    var elements = 0
    var images = 0

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
      if rootName == nil {
        rootName = elementName
        rootAttributes = attributeDict
      }
      if elementName == "image" { images += 1 }
      elements += 1
    }
  }

  @Test func svgIsValidXMLInPixels() throws {
    let directory = try TestEnvironment.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let scene = try TestEnvironment.bundledScene("ring-over-button")
    let path = directory + "/ring.svg"
    try Exporter.export(scene: scene, to: path, format: .svg, options: Self.options)
    let parser = try #require(XMLParser(contentsOf: URL(fileURLWithPath: path)))
    let root = SVGRoot()
    parser.delegate = root
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(root.rootName == "svg")
    let layout = FrameLayout(scene: scene, options: Self.options)
    #expect(root.rootAttributes["width"] == "\(layout.size.width)px")
    #expect(root.rootAttributes["height"] == "\(layout.size.height)px")
    #expect(root.elements > 50)
    #expect(root.images >= 1, "the hatch of hidden regions is embedded as an image")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["ring.svg"])
  }

  struct VectorCase: CustomTestStringConvertible, Sendable {
    var format: ExportFormat
    var scale: Double
    var testDescription: String { "\(format.rawValue) at \(scale.shortDescription)x" }
  }

  /// PDF through pdftoppm and SVG through librsvg (what a doc's viewer does) show what the PNG
  /// shows, at the same scale: the same size, and nearly every pixel alike (hatches and masks
  /// where the PNG has them).
  @Test(arguments: [
    VectorCase(format: .pdf, scale: 1), VectorCase(format: .pdf, scale: 2),
    VectorCase(format: .svg, scale: 1), VectorCase(format: .svg, scale: 2),
  ])
  func vectorRendersLikeThePNG(_ c: VectorCase) throws {
    let tool = c.format == .pdf ? "/usr/bin/pdftoppm" : "/usr/bin/rsvg-convert"
    guard FileManager.default.isExecutableFile(atPath: tool) else {
      Issue.record("\(tool) is missing; `make test-deps` installs poppler-utils and librsvg2-bin.")
      return
    }
    let directory = try TestEnvironment.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let scene = try TestEnvironment.bundledScene("delete-badge")
    let options = RenderOptions(
      scale: c.scale, overlays: [.outsets, .regions, .chain], click: Point(283, 97))
    let document = directory + "/badge.\(c.format.rawValue)"
    try Exporter.export(scene: scene, to: document, format: c.format, options: options)
    try Exporter.export(scene: scene, to: directory + "/badge.png", format: .png, options: options)
    if c.format == .pdf {
      let header = try Data(contentsOf: URL(fileURLWithPath: document)).prefix(5)
      #expect(String(decoding: header, as: UTF8.self) == "%PDF-")
    }

    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments =
      c.format == .pdf
      ? ["-r", "72", "-png", "-singlefile", document, directory + "/fromDocument"]
      : [document, "-o", directory + "/fromDocument.png"]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let fromDocument = try RasterImage(contentsOfPNG: directory + "/fromDocument.png")
    let png = try RasterImage(contentsOfPNG: directory + "/badge.png")
    #expect(abs(fromDocument.width - png.width) <= 1 && abs(fromDocument.height - png.height) <= 1)
    let width = min(fromDocument.width, png.width)
    let height = min(fromDocument.height, png.height)
    var close = 0
    for y in 0..<height {
      for x in 0..<width where ImageComparison.difference(fromDocument, png, x, y) <= 48 {
        close += 1
      }
    }
    let share = Double(close) / Double(width * height)
    #expect(share >= 0.98, "only \(share * 100)% of the document's pixels match the PNG")
    // The red cross-hatching of what cannot be hit, where the PNG has it.
    func isRed(_ image: RasterImage, _ x: Int, _ y: Int) -> Bool {
      let p = image.components(x: x, y: y)
      return p.red > 170 && p.green < 120 && p.blue < 120
    }
    var red = 0
    var both = 0
    var documentOnly = 0
    for y in 0..<height {
      for x in 0..<width {
        switch (isRed(png, x, y), isRed(fromDocument, x, y)) {
        case (true, true):
          both += 1
          red += 1
        case (true, false): red += 1
        case (false, true): documentOnly += 1
        case (false, false): break
        }
      }
    }
    #expect(red > 100)
    #expect(Double(both) >= 0.8 * Double(red), "\(both) of \(red) red pixels match")
    #expect(Double(documentOnly) <= 0.2 * Double(red), "\(documentOnly) red pixels astray")
  }

  final class SVGTexts: NSObject, XMLParserDelegate {
    var texts: [String] = []
    private var current: String?

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
      if elementName == "text" { current = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      current? += string
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?
    ) {
      if elementName == "text", let current { texts.append(current) }
      current = nil
    }
  }

  /// An SVG's text is real `<text>`: the title, the views' labels, the tags and the panel's
  /// sentences can be searched; a label its scroll view clips away is not there.
  @Test func svgTextIsSearchableText() throws {
    let directory = try TestEnvironment.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let scene = try TagPlacementTests.userScene("scrolled-sticker")
    let path = directory + "/sticker.svg"
    let placement = try Exporter.export(
      scene: scene, to: path, format: .svg,
      options: RenderOptions(scale: 2, overlays: [.regions, .trace], click: Point(100, 70)))
    let parser = try #require(XMLParser(contentsOf: URL(fileURLWithPath: path)))
    let collected = SVGTexts()
    parser.delegate = collected
    #expect(parser.parse())
    let texts = Set(collected.texts)
    #expect(texts.contains("Scrolled list with a sticker"))
    #expect(texts.contains("NEW"))
    #expect(texts.contains("Order 1003"))
    #expect(!texts.contains("Order 1001"), "row1's label is scrolled out of the clip")
    for tag in placement.tags { #expect(texts.contains(tag.text), "tag \(tag.text)") }
  }

  /// Without the panel, the legend goes under the canvas: the red hatching stays explained.
  @Test func noPanelKeepsALegendUnderTheCanvas() throws {
    let scene = try TestEnvironment.bundledScene("delete-badge")
    let options = RenderOptions(overlays: [.outsets], showPanel: false)
    let layout = FrameLayout(scene: scene, options: options)
    let strip = try #require(layout.legendRect)
    #expect(strip.minY >= layout.canvasRect.maxY)
    #expect(Double(layout.size.height) >= strip.maxY)
    let image = try SceneRenderer.render(scene: scene, options: options)
    #expect(image.height == layout.size.height)
    // Text and markers are drawn in the strip, over the plain backdrop.
    var inked = 0
    for y in Int(strip.minY)..<Int(strip.maxY) {
      for x in Int(strip.minX)..<Int(strip.maxX) {
        let p = image.components(x: x, y: y)
        if Int(p.red) + Int(p.green) + Int(p.blue) < 3 * 0xC0 { inked += 1 }
      }
    }
    #expect(inked > 200)
    let plain = FrameLayout(scene: scene, options: RenderOptions(showPanel: false))
    #expect(plain.legendRect == nil)
  }

  @Test(arguments: [ExportFormat.png, .svg, .pdf])
  func failedExportNamesThePathAndLeavesNoFile(format: ExportFormat) throws {
    let directory = try TestEnvironment.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let scene = testScene(children: [])
    let path = directory + "/missing/out.\(format.rawValue)"
    do {
      try Exporter.export(scene: scene, to: path, format: format, options: RenderOptions())
      Issue.record("Exporting into a missing directory succeeded.")
    } catch let error as FileWriteError {
      #expect(error.message.contains("\"\(path)\""))
      #expect(error.message.contains("does not exist"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
  }

  @Test func failedExportKeepsTheExistingFile() throws {
    let directory = try TestEnvironment.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/picture.png"
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    let scene = testScene(width: 16_000, height: 10, children: [])
    #expect(throws: RenderError.self) {
      try Exporter.export(scene: scene, to: path, format: .png, options: RenderOptions(scale: 4))
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["picture.png"])
  }

  @Test func pngExportReplacesAtomicallyAtTheRequestedScale() throws {
    let directory = try TestEnvironment.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let scene = try TestEnvironment.bundledScene("ring-over-button")
    let path = directory + "/ring.png"
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    try Exporter.export(
      scene: scene, to: path, format: .png, options: RenderOptions(scale: 2, showPanel: false))
    let image = try RasterImage(contentsOfPNG: path)
    #expect(image.width == 480 && image.height == 560)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["ring.png"])
  }

  @Test func formatsFromExtensions() {
    #expect(ExportFormat(pathExtension: "PNG") == .png)
    #expect(ExportFormat(pathExtension: "svg") == .svg)
    #expect(ExportFormat(pathExtension: "pdf") == .pdf)
    #expect(ExportFormat(pathExtension: "jpg") == nil)
  }
}
