"""hitscope_lldb against a fake LLDB module that answers its expressions with recorded output
(written for these tests in the formats UIKit and AppKit print). Run: python3 -m unittest
discover -s lldb/tests (the Makefile's test target does)."""

import os
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "fake"))
sys.path.insert(0, os.path.dirname(HERE))

import lldb  # noqa: E402  (the fake)
import hitscope_lldb  # noqa: E402


def recording(name):
    with open(os.path.join(HERE, "recordings", name), encoding="utf-8") as file:
        return file.read().rstrip("\n")


def ios_answer(expression):
    """The iOS app: a key window and a second window (the keyboard's)."""
    if "NSClassFromString(@\"UIApplication\")" in expression:
        return 1
    if "windows] count]" in expression:
        return 2
    if expression == "[[[UIApplication sharedApplication] keyWindow] recursiveDescription]":
        return recording("ios-window.txt")
    if expression == "[[[[UIApplication sharedApplication] windows] objectAtIndex:0] recursiveDescription]":
        return recording("ios-window.txt")
    if expression == "[[[[UIApplication sharedApplication] windows] objectAtIndex:1] recursiveDescription]":
        return "<UITextEffectsWindow: 0x7fa3a4000000; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6000031d9000>>"
    if expression == "[UIViewController _printHierarchy]":
        return recording("ios-controllers.txt")
    if "gestureRecognizers]" in expression and "hs_stack" in expression:
        return recording("ios-recognizers.txt")
    if "instanceMethodForSelector" in expression:
        return recording("ios-overrides.txt")
    return RuntimeError("error: unexpected expression " + expression)


def macos_answer(expression):
    if "NSClassFromString(@\"UIApplication\")" in expression:
        return 0
    if expression == "[[[[NSApp keyWindow] contentView] superview] _subtreeDescription]":
        return recording("macos-window.txt")
    if "hs_stack" in expression:
        return ""
    return RuntimeError("error: unexpected expression " + expression)


def run(answer, command=""):
    debugger = lldb.SBDebugger(answer)
    result = lldb.SBCommandReturnObject()
    hitscope_lldb.hitscope_dump(debugger, command, result, {})
    return debugger, result


class HitScopeDumpTests(unittest.TestCase):
    def test_registers_the_command(self):
        debugger = lldb.SBDebugger()
        # Spelled through getattr: inside a class, Python would mangle the double underscore.
        getattr(hitscope_lldb, "__lldb_init_module")(debugger, {})
        self.assertEqual(
            debugger.commands,
            ["command script add -f hitscope_lldb.hitscope_dump hitscope-dump"])

    def test_ios_key_window_is_one_paste_in_order(self):
        debugger, result = run(ios_answer)
        self.assertIsNone(result.error)
        with open(os.path.join(HERE, "recordings", "ios-paste.txt"), encoding="utf-8") as file:
            self.assertEqual(result.messages, [file.read()])
        # Every expression is Objective-C, ignores breakpoints and is bounded in time.
        for _, settings in debugger.frame.evaluated:
            self.assertEqual(settings["language"], lldb.eLanguageTypeObjC)
            self.assertTrue(settings["ignoreBreakpoints"])
            self.assertGreater(settings["timeout"], 0)

    def test_recognizers_and_overrides_walk_the_same_windows(self):
        debugger, _ = run(ios_answer, "--all-windows")
        walks = [e for e, _ in debugger.frame.evaluated if "hs_stack" in e]
        self.assertEqual(len(walks), 2)
        windows = ("@[[[[UIApplication sharedApplication] windows] objectAtIndex:0],"
                   " [[[UIApplication sharedApplication] windows] objectAtIndex:1]]")
        for walk in walks:
            self.assertIn(windows, walk)
        self.assertIn('@"hitTest:withEvent:", @"pointInside:withEvent:"', walks[1])

    def test_all_windows_prints_each_window(self):
        _, result = run(ios_answer, "--all-windows")
        paste = result.messages[0]
        self.assertIn("<UITextEffectsWindow: 0x7fa3a4000000;", paste)
        self.assertEqual(paste.count("recursiveDescription]"), 2)

    def test_macos_prints_the_theme_frame_and_no_controllers(self):
        _, result = run(macos_answer)
        self.assertIsNone(result.error)
        paste = result.messages[0]
        self.assertTrue(paste.startswith(
            "(lldb) po [[[[NSApp keyWindow] contentView] superview] _subtreeDescription]\n"
            "[   ] h=--- v=--- NSThemeFrame 0x7f8b4c010000"))
        self.assertNotIn("_printHierarchy", paste)

    def test_output_file_is_written_atomically(self):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "screen.txt")
            with open(path, "w", encoding="utf-8") as file:
                file.write("an older paste")
            _, result = run(ios_answer, "-o " + path)
            self.assertIsNone(result.error)
            self.assertEqual(result.messages, ["hitscope: wrote " + path])
            with open(os.path.join(HERE, "recordings", "ios-paste.txt"), encoding="utf-8") as f:
                expected = f.read()
            with open(path, encoding="utf-8") as file:
                self.assertEqual(file.read(), expected)
            self.assertEqual(os.listdir(folder), ["screen.txt"])

    def test_a_failing_expression_is_an_error_naming_it(self):
        def answer(expression):
            if "_printHierarchy" in expression:
                return RuntimeError("error: use of undeclared identifier 'UIViewController'")
            return ios_answer(expression)

        _, result = run(answer)
        self.assertEqual(
            result.error,
            "hitscope: could not evaluate [UIViewController _printHierarchy]: error: use of"
            " undeclared identifier 'UIViewController'")
        self.assertEqual(result.messages, [])

    def test_without_a_process_it_says_so(self):
        result = lldb.SBCommandReturnObject()
        hitscope_lldb.hitscope_dump(lldb.SBDebugger(), "", result, {})
        self.assertEqual(
            result.error, "hitscope: no paused process: stop the app in the debugger first")

    def test_bad_arguments_give_the_usage(self):
        _, result = run(ios_answer, "--windows")
        self.assertEqual(
            result.error,
            "unrecognized arguments: --windows; usage: hitscope-dump [-o FILE] [--all-windows]")


if __name__ == "__main__":
    unittest.main()
