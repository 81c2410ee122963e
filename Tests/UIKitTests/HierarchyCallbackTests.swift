import Foundation
import Testing
import UIKit

/// The calls a view and its superviews get as it moves in the hierarchy, in the order iOS
/// logs them (public iOS 9–12 logs of `willMoveToSuperview:`, `didMoveToSuperview`,
/// `willMoveToWindow:` and `didMoveToWindow` overrides: adding gives superview then window
/// calls; removing gives `willMove(toSuperview: nil)`, the window's two calls, then
/// `didMoveToSuperview()`).
@Suite struct HierarchyCallbackTests {
    /// A view that writes each call into a shared log, with its name.
    final class LoggingView: UIView {
        let name: String
        let log: Log
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override func willMove(toSuperview newSuperview: UIView?) {
            log.lines.append(
                "\(name) willMove(toSuperview: \((newSuperview as? LoggingView)?.name ?? (newSuperview == nil ? "nil" : "?")))")
        }
        override func didMoveToSuperview() { log.lines.append("\(name) didMoveToSuperview (\(superview == nil ? "none" : "set"))") }
        override func willMove(toWindow newWindow: UIWindow?) {
            log.lines.append("\(name) willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
        }
        override func didMoveToWindow() { log.lines.append("\(name) didMoveToWindow (\(window == nil ? "none" : "set"))") }
        override func didAddSubview(_ subview: UIView) {
            log.lines.append("\(name) didAddSubview(\((subview as? LoggingView)?.name ?? "?"))")
        }
        override func willRemoveSubview(_ subview: UIView) {
            log.lines.append("\(name) willRemoveSubview(\((subview as? LoggingView)?.name ?? "?"))")
        }
    }

    final class Log { var lines: [String] = [] }

    @Test func addingOutsideAWindowTellsTheViewAndItsNewSuperview() {
        let log = Log()
        let parent = LoggingView("parent", log: log), child = LoggingView("child", log: log)
        parent.addSubview(child)
        #expect(log.lines == ["child willMove(toSuperview: parent)", "child didMoveToSuperview (set)", "parent didAddSubview(child)"])
    }

    @Test func addingToAViewInAWindowTellsTheWholeSubtreeItsWindow() {
        let log = Log()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = LoggingView("parent", log: log), child = LoggingView("child", log: log)
        parent.addSubview(child)
        log.lines.removeAll()
        window.addSubview(parent)
        #expect(
            log.lines == [
                "parent willMove(toSuperview: ?)", "parent didMoveToSuperview (set)", "parent willMove(toWindow: window)",
                "child willMove(toWindow: window)", "parent didMoveToWindow (set)", "child didMoveToWindow (set)",
            ])
    }

    @Test func removingFromAWindowTellsTheWindowChangeBeforeTheSuperviews() {
        let log = Log()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = LoggingView("parent", log: log), child = LoggingView("child", log: log)
        window.addSubview(parent)
        parent.addSubview(child)
        log.lines.removeAll()
        child.removeFromSuperview()
        #expect(
            log.lines == [
                "parent willRemoveSubview(child)", "child willMove(toSuperview: nil)", "child willMove(toWindow: nil)",
                "child didMoveToWindow (none)", "child didMoveToSuperview (none)",
            ])
    }

    @Test func movingBetweenSuperviewsTellsBoth() {
        let log = Log()
        let first = LoggingView("first", log: log), second = LoggingView("second", log: log), child = LoggingView("child", log: log)
        first.addSubview(child)
        log.lines.removeAll()
        second.addSubview(child)
        #expect(
            log.lines == [
                "first willRemoveSubview(child)", "child willMove(toSuperview: second)", "child didMoveToSuperview (set)",
                "second didAddSubview(child)",
            ])
    }

    @Test func reorderingAndRemovingTwiceTellNothing() {
        let log = Log()
        let parent = LoggingView("parent", log: log), a = LoggingView("a", log: log), b = LoggingView("b", log: log)
        parent.addSubview(a)
        parent.addSubview(b)
        log.lines.removeAll()
        parent.bringSubviewToFront(a)
        parent.addSubview(b)
        #expect(log.lines.isEmpty)
        a.removeFromSuperview()
        log.lines.removeAll()
        a.removeFromSuperview()
        #expect(log.lines.isEmpty)
    }

    @Test func aRootControllersViewIsToldWhenTheWindowTakesIt() {
        let log = Log()
        final class Controller: UIViewController {
            let log: Log
            init(log: Log) {
                self.log = log
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { nil }
            override func loadView() { view = LoggingView("root", log: log) }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = Controller(log: log)
        window.rootViewController = controller
        #expect(log.lines.contains("root willMove(toWindow: window)"))
        #expect(log.lines.contains("root didMoveToWindow (set)"))
    }
}
