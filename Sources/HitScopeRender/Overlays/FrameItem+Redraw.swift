import HitScopeEngine

extension FrameItem {
  /// Draws again on `context`, clipped to `dirty` (whole device pixels), each item whose
  /// record (`records[i]`, drawn by `draw(i)`) touches it: inside the boxes each draws exactly
  /// the pixels it draws unclipped, and an item whose box misses them has no pixel there. Each
  /// item is clipped to the boxes it touches only, and not at all when they hold every box of
  /// its own: the same pixels as clipping every item to all of `dirty`, while cairo strokes
  /// and fills through a clip of hundreds of boxes many times slower.
  static func redraw(
    _ records: [Record], in dirty: [Rect], on context: CairoContext,
    draw: (Int) throws -> Void
  ) throws {
    guard !dirty.isEmpty else { return }
    let surface = context.surface
    var index = TagIndex(
      area: Rect(x: 0, y: 0, width: Double(surface.width), height: Double(surface.height)))
    for box in dirty { index.insert(box) }
    // By index, with a quick test first: a crowded frame has a thousand records, few of them
    // near the dirty boxes, and copying each record retains its identity's payload.
    for i in records.indices {
      let boxes = records[i].boxes
      guard boxes.contains(where: index.anyIntersects) else { continue }
      let touched = index.intersecting(boxes).map { dirty[$0] }
      // An item that came or went has its boxes among the dirty ones.
      let inside = boxes.allSatisfy { own in
        touched.contains { box in
          box.minX <= own.minX && box.minY <= own.minY && own.maxX <= box.maxX
            && own.maxY <= box.maxY
        }
      }
      try context.withState {
        if !inside { context.clipToDevicePixels(touched) }
        try draw(i)
      }
    }
  }

  /// Where `current` differs from `previous` (whole device pixels): the boxes of the records
  /// that went and of those that came. Records are compared in order first: most of a frame's
  /// items stay where they were in the list, and only the run between the common start and end
  /// is hashed (a record in that run that the common part holds too counts as gone or come,
  /// which only redraws its box).
  static func changes(from previous: [Record], to current: [Record]) -> [Rect] {
    var start = 0
    while start < previous.count, start < current.count, previous[start] == current[start] {
      start += 1
    }
    var endBefore = previous.count
    var endNow = current.count
    while endBefore > start, endNow > start, previous[endBefore - 1] == current[endNow - 1] {
      endBefore -= 1
      endNow -= 1
    }
    let went = previous[start..<endBefore]
    let came = current[start..<endNow]
    guard !went.isEmpty, !came.isEmpty else {
      return went.flatMap(\.boxes) + came.flatMap(\.boxes)
    }
    let before = Set(went)
    let now = Set(came)
    return went.filter { !now.contains($0) }.flatMap(\.boxes)
      + came.filter { !before.contains($0) }.flatMap(\.boxes)
  }
}
