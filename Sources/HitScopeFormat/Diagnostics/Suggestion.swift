/// "Did you mean" for misspelt keys, names, options and commands: one rule for the scene format
/// and the command line.
public enum Suggestion {
  /// The candidate closest to `word` by edit distance (ignoring case), when close enough to be a
  /// plausible typo: at most one edit for short words, about a third of the word for long ones,
  /// and never a replacement of the whole word.
  public static func closest(to word: String, in candidates: [String]) -> String? {
    // Checked on the UTF-8 length first: a 50 MB value must not be lowercased and copied.
    guard word.utf8.count <= 64 * 4 else { return nil }
    let target = Array(word.lowercased().unicodeScalars)
    guard !target.isEmpty, target.count <= 64 else { return nil }
    let limit = max(1, min(3, (target.count + 2) / 3))
    var best: (String, Int)? = nil
    for candidate in candidates {
      let c = Array(candidate.lowercased().unicodeScalars)
      guard abs(c.count - target.count) <= limit else { continue }
      let d = distance(target, c)
      // A suggestion must keep something of the word: "d" is not a typo of "a".
      if d <= limit, d < target.count, d < (best?.1 ?? Int.max) { best = (candidate, d) }
    }
    return best?.0
  }

  /// Levenshtein distance with adjacent transpositions counting as one edit.
  public static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
