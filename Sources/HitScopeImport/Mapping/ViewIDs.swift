/// Makes the ids of imported views and controllers: readable, unique, stable for the same dump,
/// and valid scene ids (`button-sign-in`, `label-2`, `tableViewCell-3`).
struct ViewIDs {
  private var used: Set<String> = []
  /// Per base, the suffix to try next, so the 10,000th `button` is found at once.
  private var nextSuffix: [String: Int] = [:]

  /// Reserves `id` (the synthetic root's `screen`) so no view gets it.
  mutating func reserve(_ id: String) { used.insert(id) }

  /// `base`, or `base-2`, `base-3`, ... for its later uses.
  mutating func unique(_ base: String) -> String {
    if used.insert(base).inserted { return base }
    var n = nextSuffix[base] ?? 2
    while !used.insert("\(base)-\(n)").inserted { n += 1 }
    nextSuffix[base] = n + 1
    return "\(base)-\(n)"
  }

  /// A view's id from its class and text.
  mutating func view(className: String, text: String?) -> String {
    view(base: ViewIDs.classPart(className), text: text)
  }

  /// A view's id from its class's part (`classPart`) and text.
  mutating func view(base: String, text: String?) -> String {
    guard let text, let slug = ViewIDs.slug(text) else { return unique(base) }
    return unique(base + "-" + slug)
  }

  /// The class without generics, module or framework prefix, in lower camel case:
  /// `UITableViewCell` -> `tableViewCell`, `MyApp.BannerView` -> `bannerView`.
  static func classPart(_ displayName: String) -> String {
    var name = Substring(displayName)
    if let generic = name.firstIndex(of: "<") { name = name[..<generic] }
    if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
    name = name.drop { $0 == "_" }
    if FrameworkClass.isApple(displayName) {
      for prefix in FrameworkClass.prefixes where name.hasPrefix(prefix) {
        let rest = name.dropFirst(prefix.count)
        if let next = rest.first, next.isUppercase {
          name = rest
          break
        }
      }
    }
    let chars = Array(name.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
    guard !chars.isEmpty else { return "view" }
    // Lower the leading capitals, keeping the last of a run that starts a word (URLView ->
    // urlView).
    var run = 0
    while run < chars.count, chars[run].isUppercase { run += 1 }
    var lowered = run
    if run > 1, run < chars.count, chars[run].isLowercase { lowered = run - 1 }
    let head = String(chars[..<lowered]).lowercased()
    return head + String(chars[lowered...])
  }

  /// Lower-case ASCII letters and digits, other runs as one `-`, at most 24 characters cut at a
  /// word; nil when nothing is left.
  static func slug(_ text: String) -> String? {
    var out = ""
    var dash = false
    // The first 200 characters are plenty for 24, and a 100 MB label is not walked whole.
    for c in text.prefix(200).lowercased() {
      if c.isASCII && (c.isLetter || c.isNumber) {
        if dash && !out.isEmpty { out.append("-") }
        dash = false
        out.append(c)
        if out.count >= 40 { break }
      } else {
        dash = true
      }
    }
    guard !out.isEmpty else { return nil }
    if out.count > 24 {
      let cut = out.prefix(24)
      if let dashIndex = cut.lastIndex(of: "-") {
        out = String(cut[..<dashIndex])
      } else {
        out = String(cut)
      }
    }
    return out
  }
}
