import HitScopeEngine
import Testing

@testable import HitScopeImport

/// `_printHierarchy` controllers joined to views by address.
@Suite struct PrintHierarchyTests {
  let views = """
    <UIWindow: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
       | <UILayoutContainerView: 0xa1; frame = (0 0; 100 100); layer = <CALayer: 0x4>>
       |    | <UIView: 0xb1; frame = (0 0; 100 100); layer = <CALayer: 0x6>>
       |    | <UIView: 0xc1; frame = (0 0; 100 100); layer = <CALayer: 0x8>>
    """

  @Test func controllersAttachToTheViewWithTheirViewsAddress() throws {
    let text =
      views + "\n" + """
        (lldb) po [UIViewController _printHierarchy]
        <UINavigationController 0x9a>, state: appeared, view: <UILayoutContainerView 0xa1>
           | <_TtC5MyApp9LoginView 0x9b>, state: appeared, view: <UIView: 0xb1>
           + <MyApp.Sheet 0x9c>, state: appeared, view: <UIView 0xc1> not in the window
        """
    let s = try imported(text)
    #expect(view(s, at: "0xa1")?.controller?.name == "UINavigationController")
    #expect(view(s, at: "0xb1")?.controller?.name == "MyApp.LoginView")
    #expect(view(s, at: "0xc1")?.controller?.name == "MyApp.Sheet")
    #expect(s.formats == [.recursiveDescription, .printHierarchy])
    #expect(s.warnings.filter { $0.message.contains("controller") }.isEmpty)
  }

  @Test func controllerNamesAreMadeUniqueAmongAllIDs() throws {
    let text = """
      <UIWindow: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
         | <UIView: 0xa1; frame = (0 0; 100 100); layer = <CALayer: 0x4>>
         | <UIView: 0xb1; frame = (0 0; 100 100); layer = <CALayer: 0x6>>
      <MyApp.Page 0x9a>, state: appeared, view: <UIView: 0xa1>
      <MyApp.Page 0x9b>, state: appeared, view: <UIView: 0xb1>
      """
    let s = try imported(text)
    #expect(view(s, at: "0xa1")?.controller?.name == "MyApp.Page")
    #expect(view(s, at: "0xb1")?.controller?.name == "MyApp.Page-2")
  }

  @Test func unmatchedControllersAreListedInOneWarning() throws {
    let text =
      views + "\n" + """
        <MyApp.Root 0x9a>, state: appeared, view: <UIView 0xff>
           | <MyApp.Lazy 0x9b>, state: disappeared, view: (view not loaded)
        """
    #expect(
      try warnings(text).filter { $0.contains("controller") } == [
        "t.txt:5: warning: controllers whose view is not in the view dump are left out:"
          + " MyApp.Root (line 5), MyApp.Lazy (line 6)"
      ])
  }

  @Test func aControllerHierarchyAloneIsAnError() {
    #expect(
      importProblems("<MyApp.Root 0x9a>, state: appeared, view: <UIView 0xff>\n") == [
        "t.txt:1:1: the paste has a controller hierarchy but no views (add the view dump:"
          + " po [[UIWindow keyWindow] recursiveDescription])"
      ])
  }
}
