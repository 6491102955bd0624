/// UIKit's `_printHierarchy`: one controller a line, `<Class 0xADDR>, state: S, view: <View
/// 0xADDR>` (newer systems print the view as `<View: 0xADDR>`), children indented by `   | `,
/// presented controllers by `   + `.
enum PrintHierarchy {
  /// The controller a line describes, or nil when the line is not a controller line.
  static func controller(_ bytes: [UInt8], _ line: Range<Int>, at location: DumpLocation)
    -> DumpedController?
  {
    var s = LineScanner(bytes, line)
    while let b = s.peek(),
      b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "|")
        || b == UInt8(ascii: "+")
    {
      s.advance()
    }
    guard s.skip(UInt8(ascii: "<")), let (className, address) = classAndAddress(&s) else {
      return nil
    }
    guard s.skip(">, state: ") || s.skip(">, view: ") || s.skip(">,") else { return nil }
    var controller = DumpedController(
      location: location, className: className, address: address, viewAddress: nil)
    if let view = s.find("view: <") {
      controller.viewAddress = viewAddress(bytes, (view + 7)..<line.upperBound)
    }
    return controller
  }

  /// `Class 0xADDR` up to the closing `>`: the class may hold `<...>` generics.
  private static func classAndAddress(_ s: inout LineScanner) -> (String, String?)? {
    let start = s.position
    var nesting = 0
    while let b = s.peek() {
      if b == UInt8(ascii: "<") { nesting += 1 }
      if b == UInt8(ascii: ">") {
        if nesting == 0 { break }
        nesting -= 1
      }
      if b == UInt8(ascii: " ") && nesting == 0 { break }
      s.advance()
    }
    let name = s.string(start..<s.position)
    guard !name.isEmpty, !name.hasSuffix(":") else { return nil }
    s.skipSpaces()
    let address = s.scanAddress()
    guard s.peek() == UInt8(ascii: ">") else { return nil }
    return (name, address)
  }

  /// The address of `View 0xADDR>` or `View: 0xADDR; ...>`.
  private static func viewAddress(_ bytes: [UInt8], _ range: Range<Int>) -> String? {
    var s = LineScanner(bytes, range)
    while let b = s.peek(), b != UInt8(ascii: ">") {
      if b == UInt8(ascii: "0"), let address = s.scanAddress() { return address }
      s.advance()
    }
    return nil
  }
}
