/// The default scale of the canvas: the `Xft.dpi` X resource over 96 when set (what desktop
/// environments set for HiDPI screens), else 1; resources outside 0.25...8 are ignored.
enum DisplayScale {
  /// Reads `Xft.dpi` from the text of the `RESOURCE_MANAGER` property (`name:\tvalue` lines).
  static func fromResources(_ resources: String?) -> Double {
    guard let resources else { return 1 }
    for line in resources.split(whereSeparator: \.isNewline) {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces)
      guard name == "Xft.dpi" || name == "*.Xft.dpi" || name == "*Xft.dpi" else { continue }
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      if let dpi = Double(value), dpi.isFinite, dpi >= 24, dpi <= 768 { return dpi / 96 }
    }
    return 1
  }
}
