/// An `<img>` for a report picture, with its layout size so the page does not jump as it loads.
enum PictureTag {
  static func write(_ picture: ReportPicture, alt: String, in html: inout HTMLBuilder) {
    html.void(
      "img",
      [
        .init("src", picture.dataURI), .init("width", "\(picture.width)"),
        .init("height", "\(picture.height)"), .init("alt", alt),
      ])
  }
}
