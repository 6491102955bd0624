/// Values kept by key in two generations, bounded: when `capacity` values have been made or used
/// since the last turnover, the older generation is dropped and the current one becomes the
/// older, so at most twice `capacity` stay alive and a value used in every frame is never
/// dropped. For a renderer's caches, used by one thread at a time.
struct GenerationCache<Key: Hashable, Value> {
  let capacity: Int
  private var current: [Key: Value] = [:]
  private var previous: [Key: Value] = [:]

  init(capacity: Int) {
    precondition(capacity > 0, "A generation cache needs room for at least one value.")
    self.capacity = capacity
  }

  /// Values held now (both generations).
  var count: Int { current.count + previous.count }

  /// The value kept for `key`, else the one `make` makes, kept in the current generation.
  mutating func value(for key: Key, make: () throws -> Value) rethrows -> Value {
    if let known = current[key] { return known }
    let value = try previous.removeValue(forKey: key) ?? make()
    if current.count >= capacity {
      previous = current
      current = [:]
    }
    current[key] = value
    return value
  }
}
