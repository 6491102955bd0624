"""HitScope's LLDB command: one paste of a paused app's screen that `hitscope` reads.

    (lldb) command script import /path/to/hitscope/lldb/hitscope_lldb.py
    (lldb) hitscope-dump [-o FILE] [--all-windows]

In a paused iOS or macOS process it prints, as one paste: the key window's (or every window's)
view description, the controller hierarchy (iOS), every gesture recognizer of every view in
those windows (one Objective-C expression walking the subviews), and one line per hit-testing
method a custom class overrides (`hitscope: override <Class> hitTest:withEvent:`). Each part is
preceded by an `(lldb) po ...` line naming what was evaluated, as a pasted session reads. With
`-o FILE` the paste is written to FILE atomically instead of printed.

Keep it across sessions with one line in ~/.lldbinit:

    command script import /path/to/hitscope/lldb/hitscope_lldb.py
"""

import argparse
import os
import shlex
import tempfile

import lldb

COMMAND = "hitscope-dump"

# Whether the process runs UIKit (iOS, Mac Catalyst) rather than AppKit.
IS_UIKIT = '(int)(NSClassFromString(@"UIApplication") != nil)'

UIKIT_KEY_WINDOW = "[[UIApplication sharedApplication] keyWindow]"
UIKIT_WINDOW_COUNT = "(int)[[[UIApplication sharedApplication] windows] count]"
UIKIT_WINDOW_AT = "[[[UIApplication sharedApplication] windows] objectAtIndex:{index}]"
UIKIT_DESCRIPTION = "[{window} recursiveDescription]"
UIKIT_CONTROLLERS = "[UIViewController _printHierarchy]"

# The content view's superview (the theme frame) holds the title bar and the toolbar too.
APPKIT_KEY_WINDOW = "[NSApp keyWindow]"
APPKIT_WINDOW_COUNT = "(int)[[NSApp windows] count]"
APPKIT_WINDOW_AT = "[[NSApp windows] objectAtIndex:{index}]"
APPKIT_DESCRIPTION = "[[[{window} contentView] superview] _subtreeDescription]"

# Every recognizer of every view under the windows, one description a line. A stack instead of
# recursion: LLDB expressions cannot declare functions.
RECOGNIZERS = """NSMutableString *hs_out = [NSMutableString string];
NSMutableArray *hs_stack = [NSMutableArray arrayWithArray:(NSArray *)@[{windows}]];
while ([hs_stack count] > 0) {{
  id hs_view = [hs_stack lastObject];
  [hs_stack removeLastObject];
  NSArray *hs_recognizers = (NSArray *)[hs_view gestureRecognizers];
  for (NSUInteger hs_i = 0; hs_i < [hs_recognizers count]; hs_i++) {{
    [hs_out appendFormat:@"%@\\n", [hs_recognizers objectAtIndex:hs_i]];
  }}
  [hs_stack addObjectsFromArray:(NSArray *)[hs_view subviews]];
}}
hs_out;"""

# For each class of a view under the windows that is not from the system's frameworks, the
# hit-testing methods whose implementation differs from its nearest framework superclass's.
OVERRIDES = """NSMutableString *hs_out = [NSMutableString string];
NSMutableSet *hs_seen = [NSMutableSet set];
NSMutableArray *hs_stack = [NSMutableArray arrayWithArray:(NSArray *)@[{windows}]];
NSArray *hs_selectors = (NSArray *)@[{selectors}];
while ([hs_stack count] > 0) {{
  id hs_view = [hs_stack lastObject];
  [hs_stack removeLastObject];
  [hs_stack addObjectsFromArray:(NSArray *)[hs_view subviews]];
  Class hs_class = (Class)[hs_view class];
  NSString *hs_name = (NSString *)NSStringFromClass(hs_class);
  if ([hs_seen containsObject:hs_name]) continue;
  [hs_seen addObject:hs_name];
  Class hs_base = hs_class;
  while (hs_base != nil && [[[NSBundle bundleForClass:hs_base] bundlePath] rangeOfString:@"/System/Library/"].location == NSNotFound) {{
    hs_base = (Class)[hs_base superclass];
  }}
  if (hs_base == nil || hs_base == hs_class) continue;
  for (NSUInteger hs_i = 0; hs_i < [hs_selectors count]; hs_i++) {{
    SEL hs_selector = NSSelectorFromString((NSString *)[hs_selectors objectAtIndex:hs_i]);
    if ([hs_class instanceMethodForSelector:hs_selector] != [hs_base instanceMethodForSelector:hs_selector]) {{
      [hs_out appendFormat:@"hitscope: override %@ %@\\n", hs_name, [hs_selectors objectAtIndex:hs_i]];
    }}
  }}
}}
hs_out;"""

UIKIT_SELECTORS = '@"hitTest:withEvent:", @"pointInside:withEvent:"'
APPKIT_SELECTORS = '@"hitTest:"'


class DumpError(Exception):
    """An expression LLDB could not evaluate: the message says which and why."""


def __lldb_init_module(debugger, internal_dict):
    debugger.HandleCommand(
        "command script add -f hitscope_lldb.hitscope_dump " + COMMAND)


class ArgumentParser(argparse.ArgumentParser):
    """Reports bad arguments to the command's result instead of printing and exiting."""

    def error(self, message):
        raise DumpError(message)


def parser():
    p = ArgumentParser(
        prog=COMMAND,
        description="Print the paused app's views, controllers, gesture recognizers and"
        " hit-testing overrides as one paste for hitscope.")
    p.add_argument("-o", dest="output", metavar="FILE",
                   help="write the paste to FILE (atomically) instead of printing it")
    p.add_argument("--all-windows", action="store_true",
                   help="every window of the app, not only the key window")
    return p


def hitscope_dump(debugger, command, result, internal_dict):
    try:
        options = parser().parse_args(shlex.split(command))
    except (DumpError, ValueError) as error:
        result.SetError(str(error) + "; usage: " + COMMAND + " [-o FILE] [--all-windows]")
        return
    except SystemExit:
        # --help printed the usage.
        return
    try:
        paste = dump(Evaluator(debugger), options.all_windows)
        if options.output:
            write_atomically(options.output, paste)
            result.AppendMessage("hitscope: wrote " + options.output)
        else:
            result.AppendMessage(paste)
    except (DumpError, OSError) as error:
        result.SetError("hitscope: " + str(error))


class Evaluator:
    """Evaluates Objective-C expressions in the selected frame of the paused process."""

    def __init__(self, debugger):
        target = debugger.GetSelectedTarget()
        process = target.GetProcess() if target else None
        thread = process.GetSelectedThread() if process else None
        self.frame = thread.GetSelectedFrame() if thread else None
        if self.frame is None or not self.frame.IsValid():
            raise DumpError("no paused process: stop the app in the debugger first")
        self.options = lldb.SBExpressionOptions()
        self.options.SetLanguage(lldb.eLanguageTypeObjC)
        self.options.SetIgnoreBreakpoints(True)
        self.options.SetTrapExceptions(False)
        self.options.SetTimeoutInMicroSeconds(10 * 1000 * 1000)

    def value(self, expression):
        value = self.frame.EvaluateExpression(expression, self.options)
        error = value.GetError()
        if error is not None and not error.Success():
            raise DumpError("could not evaluate " + expression.splitlines()[0] + ": "
                            + (error.GetCString() or "unknown error"))
        return value

    def description(self, expression):
        """What `po EXPRESSION` prints."""
        return (self.value(expression).GetObjectDescription() or "").rstrip("\n")

    def integer(self, expression):
        return self.value(expression).GetValueAsSigned()


def dump(evaluator, all_windows):
    """The paste: views, controllers (iOS), recognizers, override lines."""
    uikit = evaluator.integer(IS_UIKIT) != 0
    if uikit:
        key, count, at, describe, selectors = (
            UIKIT_KEY_WINDOW, UIKIT_WINDOW_COUNT, UIKIT_WINDOW_AT, UIKIT_DESCRIPTION,
            UIKIT_SELECTORS)
    else:
        key, count, at, describe, selectors = (
            APPKIT_KEY_WINDOW, APPKIT_WINDOW_COUNT, APPKIT_WINDOW_AT, APPKIT_DESCRIPTION,
            APPKIT_SELECTORS)
    if all_windows:
        windows = [at.format(index=i) for i in range(evaluator.integer(count))]
    else:
        windows = [key]
    parts = []

    def add(label, expression):
        # A prompt line, as a pasted session has: hitscope skips it.
        parts.append("(lldb) po " + label)
        text = evaluator.description(expression)
        if text:
            parts.append(text)

    for window in windows:
        expression = describe.format(window=window)
        add(expression, expression)
    if uikit:
        add(UIKIT_CONTROLLERS, UIKIT_CONTROLLERS)
    listed = ", ".join(windows)
    add("(hitscope) the gesture recognizers of every view",
        RECOGNIZERS.format(windows=listed))
    add("(hitscope) the hit-testing overrides of custom classes",
        OVERRIDES.format(windows=listed, selectors=selectors))
    return "\n".join(parts) + "\n"


def write_atomically(path, text):
    """Writes `text` to `path` through a temporary file in the same folder, renamed over it."""
    folder = os.path.dirname(os.path.abspath(path))
    handle, temporary = tempfile.mkstemp(prefix=".hitscope-", dir=folder)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
        os.replace(temporary, path)
    except BaseException:
        if os.path.exists(temporary):
            os.unlink(temporary)
        raise
