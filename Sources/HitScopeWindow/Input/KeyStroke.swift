/// One key press: the X keysym, the text it types and the modifiers held.
struct KeyStroke: Equatable {
  var keysym: UInt
  var text: String
  var control: Bool
  var shift: Bool
}
