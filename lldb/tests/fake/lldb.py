"""A stand-in for LLDB's Python module, enough for hitscope_lldb: a paused frame whose
expressions are answered by the test from recorded output."""

eLanguageTypeObjC = 0x0011


class SBExpressionOptions:
    def __init__(self):
        self.settings = {}

    def SetLanguage(self, language):
        self.settings["language"] = language

    def SetIgnoreBreakpoints(self, flag):
        self.settings["ignoreBreakpoints"] = flag

    def SetTrapExceptions(self, flag):
        self.settings["trapExceptions"] = flag

    def SetTimeoutInMicroSeconds(self, timeout):
        self.settings["timeout"] = timeout


class SBError:
    def __init__(self, message=None):
        self.message = message

    def Success(self):
        return self.message is None

    def GetCString(self):
        return self.message


class SBValue:
    def __init__(self, answer):
        self.answer = answer

    def GetError(self):
        if isinstance(self.answer, Exception):
            return SBError(str(self.answer))
        return SBError()

    def GetObjectDescription(self):
        return self.answer if isinstance(self.answer, str) else None

    def GetValueAsSigned(self):
        return self.answer if isinstance(self.answer, int) else 0


class SBFrame:
    def __init__(self, answer):
        self.answer = answer
        self.evaluated = []

    def IsValid(self):
        return True

    def EvaluateExpression(self, expression, options):
        self.evaluated.append((expression, dict(options.settings)))
        return SBValue(self.answer(expression))


class SBThread:
    def __init__(self, frame):
        self.frame = frame

    def GetSelectedFrame(self):
        return self.frame


class SBProcess:
    def __init__(self, frame):
        self.frame = frame

    def GetSelectedThread(self):
        return SBThread(self.frame) if self.frame else None


class SBTarget:
    def __init__(self, frame):
        self.frame = frame

    def GetProcess(self):
        return SBProcess(self.frame)


class SBDebugger:
    """`answer(expression)` returns the description (str), the integer, or an Exception for an
    expression that fails; a debugger without `answer` has no process."""

    def __init__(self, answer=None):
        self.frame = SBFrame(answer) if answer else None
        self.commands = []

    def GetSelectedTarget(self):
        return SBTarget(self.frame)

    def HandleCommand(self, command):
        self.commands.append(command)


class SBCommandReturnObject:
    def __init__(self):
        self.messages = []
        self.error = None

    def AppendMessage(self, message):
        self.messages.append(message)

    def SetError(self, message):
        self.error = message
