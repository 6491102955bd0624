/// The largest axis-aligned square of pixels that all carry one label, by the classic dynamic
/// programme: the square ending at a pixel is one more than the smallest of the squares ending
/// left of it, above it and diagonally above-left, when all four carry its label.
enum LargestSquare {
  /// Per label in `0..<labelCount`, the side in pixels of its largest square (0 when the label
  /// never occurs); negative labels are ignored.
  static func sides(labels: [Int32], width: Int, height: Int, labelCount: Int) -> [Int] {
    var best = [Int](repeating: 0, count: labelCount)
    guard width > 0, height > 0 else { return best }
    var previous = [Int](repeating: 0, count: width)
    var current = [Int](repeating: 0, count: width)
    for j in 0..<height {
      let base = j * width
      for i in 0..<width {
        let label = labels[base + i]
        guard label >= 0 else {
          current[i] = 0
          continue
        }
        var side = 1
        if i > 0 && j > 0 && labels[base + i - 1] == label && labels[base - width + i] == label
          && labels[base - width + i - 1] == label
        {
          side = 1 + min(current[i - 1], previous[i], previous[i - 1])
        }
        current[i] = side
        if side > best[Int(label)] { best[Int(label)] = side }
      }
      swap(&previous, &current)
    }
    return best
  }

  /// The side in pixels of the largest square of `true` pixels.
  static func side(mask: [Bool], width: Int, height: Int) -> Int {
    sides(labels: mask.map { $0 ? 0 : -1 }, width: width, height: height, labelCount: 1)[0]
  }
}
