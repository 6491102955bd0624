import Foundation
import FoundationXML
import HitScopeEngine
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

  @Test func pdfRendersLikeThePNG() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftoppm") else {
      Issue.record("pdftoppm is missing; install poppler-utils to check PDF exports.")
      return
    }
    let directory = try TestEnvironment.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let scene = try TestEnvironment.bundledScene("delete-badge")
    let options = RenderOptions(overlays: [.outsets, .chain], click: Point(283, 97))
    try Exporter.export(scene: scene, to: directory + "/badge.pdf", format: .pdf, options: options)
    try Exporter.export(scene: scene, to: directory + "/badge.png", format: .png, options: options)
    let header = try Data(contentsOf: URL(fileURLWithPath: directory + "/badge.pdf")).prefix(5)
    #expect(String(decoding: header, as: UTF8.self) == "%PDF-")

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/pdftoppm")
    process.arguments = [
      "-r", "72", "-png", "-singlefile", directory + "/badge.pdf", directory + "/fromPDF",
    ]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let fromPDF = try RasterImage(contentsOfPNG: directory + "/fromPDF.png")
    let png = try RasterImage(contentsOfPNG: directory + "/badge.png")
    #expect(abs(fromPDF.width - png.width) <= 1 && abs(fromPDF.height - png.height) <= 1)
    let width = min(fromPDF.width, png.width)
    let height = min(fromPDF.height, png.height)
    var close = 0
    for y in 0..<height {
      for x in 0..<width where ImageComparison.difference(fromPDF, png, x, y) <= 48 { close += 1 }
    }
    let share = Double(close) / Double(width * height)
    #expect(share >= 0.98, "only \(share * 100)% of the PDF's pixels match the PNG")
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
    } catch let error as RenderError {
      #expect(error.message.contains("\"\(path)\""))
      #expect(error.message.contains("does not exist"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
  }

  @Test func failedWriteKeepsTheExistingFileAndRemovesTheTemporary() throws {
    let directory = try TestEnvironment.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/picture.png"
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    var temporaryPath = ""
    #expect {
      try AtomicFile.write(to: path) { temporary in
        temporaryPath = temporary
        try Data("half".utf8).write(to: URL(fileURLWithPath: temporary))
        throw RenderError("Cannot write the PNG: disk full.", reason: "disk full")
      }
    } throws: { error in
      (error as? RenderError)?.message == "Cannot write \"\(path)\": disk full."
    }
    #expect(!temporaryPath.isEmpty && !FileManager.default.fileExists(atPath: temporaryPath))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")

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
