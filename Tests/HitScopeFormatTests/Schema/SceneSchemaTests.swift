import HitScopeEngine
import Testing

@testable import HitScopeFormat

/// `Resources/scene.schema.json`, parsed by the format's own parser.
private func schema() throws -> JSONObject {
  var parser = JSONParser(bytes: SceneSchema.jsonSchemaBytes)
  return try #require(try parser.parse().object)
}

private func object(_ value: JSONValue?, _ path: String) throws -> JSONObject {
  try #require(value?.object, "schema has no object at \(path)")
}

private func propertyKeys(_ object: JSONObject) throws -> [String] {
  try #require(object["properties"]?.object).members.map(\.key)
}

/// The property names of every object alternative of a `oneOf`/`anyOf` list.
private func alternativeKeys(_ value: JSONValue?) throws -> Set<String> {
  var keys: Set<String> = []
  for alternative in try #require(value?.array) {
    if let properties = alternative.object?["properties"]?.object {
      keys.formUnion(properties.members.map(\.key))
    }
  }
  return keys
}

@Test func schemaDeclaresExactlyTheDecodersKeys() throws {
  let root = try schema()
  #expect(root["$schema"]?.string == "https://json-schema.org/draft/2020-12/schema")
  let defs = try object(root["$defs"], "$defs")
  #expect(try propertyKeys(root) == SceneSchema.topLevelKeys)
  let properties = try object(root["properties"], "properties")
  #expect(try propertyKeys(try object(properties["canvas"], "canvas")) == SceneSchema.canvasKeys)
  #expect(try propertyKeys(try object(defs["view"], "view")) == SceneSchema.viewKeys)
  #expect(try propertyKeys(try object(defs["probe"], "probe")) == SceneSchema.probeKeys)
  #expect(try propertyKeys(try object(defs["gesture"], "gesture")) == SceneSchema.gestureKeys)
  let probeProperties = try object(try object(defs["probe"], "probe")["properties"], "probe")
  #expect(
    try propertyKeys(try object(probeProperties["gesture"], "probe.gesture"))
      == SceneSchema.probeGestureKeys)
  #expect(
    try propertyKeys(try object(properties["gestureTiming"], "gestureTiming"))
      == SceneSchema.gestureTimingKeys)
  #expect(
    try alternativeKeys(try object(defs["controller"], "controller")["anyOf"])
      == Set(SceneSchema.controllerKeys))
  #expect(
    try alternativeKeys(try object(defs["shape"], "shape")["anyOf"]) == Set(SceneSchema.shapeKeys))
  #expect(
    try alternativeKeys(try object(defs["transformOp"], "transformOp")["oneOf"])
      == Set(SceneSchema.transformOps))
  #expect(
    try alternativeKeys(try object(defs["action"], "action")["oneOf"])
      == Set(SceneSchema.actionKeys))
  let semantics = try #require(try object(defs["semantics"], "semantics")["enum"]?.array)
  #expect(semantics.compactMap(\.string) == SceneSchema.semanticsNames)
  let fillRules = try #require(try object(defs["fillRule"], "fillRule")["enum"]?.array)
  #expect(fillRules.compactMap(\.string) == SceneSchema.fillRuleNames)
  let colourForms = try #require(try object(defs["colour"], "colour")["anyOf"]?.array)
  let enums = colourForms.compactMap { $0.object?["enum"]?.array }
  let names = try #require(enums.first)
  #expect(Set(names.compactMap(\.string)) == Set(ColorName.names))
}

@Test func schemaNamesEveryRequiredKey() throws {
  let root = try schema()
  #expect(root["required"]?.array?.compactMap(\.string) == ["canvas", "root"])
  let defs = try object(root["$defs"], "$defs")
  #expect(try object(defs["view"], "view")["required"]?.array?.compactMap(\.string) == ["id"])
  #expect(
    try object(defs["probe"], "probe")["required"]?.array?.compactMap(\.string) == ["at", "expect"])
}
