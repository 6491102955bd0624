import Foundation
import Testing

/// Every test that shows windows on the X server: one at a time, since windows of tests running
/// side by side would stack over each other and catch each other's synthetic clicks.
@Suite(
  .serialized,
  .enabled(
    if: ProcessInfo.processInfo.environment["DISPLAY"] != nil,
    "needs an X display: run under Xvfb (make test starts one) or set DISPLAY"))
enum UnderX {}
