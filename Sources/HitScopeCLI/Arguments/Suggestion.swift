/// "Did you mean" suggestions for mistyped names.
enum Suggestion {
  /// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo
  /// (at most a third of the word's length, at least one edit).
  static func closest(to word: String, among candidates: [String]) -> String? {
    let limit = max(1, word.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let d = editDistance(word, candidate)
      if d <= limit, d < best?.distance ?? Int.max { best = (candidate, d) }
    }
    return best?.name
  }

  /// The Damerau-Levenshtein distance (optimal string alignment): inserts, deletes, substitutions
  /// and swaps of neighbours each cost one.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          d = min(d, previous2[j - 2] + 1)
        }
        current[j] = d
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
