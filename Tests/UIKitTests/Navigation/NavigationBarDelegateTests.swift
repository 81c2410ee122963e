import CollectionRendering
import PNGCodec
import Testing
import UIKit

/// A navigation bar's delegate and position (docs/REFERENCE.md §20.22): a bar no navigation
/// controller manages asks its delegate before pushing or popping an item and tells it after;
/// setting the items asks nothing; the delegate says where the bar is, `.top` by default, and a
/// `.topAttached` bar's background reaches up to the top of the screen. A navigation
/// controller's bar takes no delegate. Pixels at scale 1 in the 390 × 844 phone window (safe
/// area 47 at the top), worked by hand: the bar lies at y 47…91 over a red view; the default
/// bar fill is (249, 249, 249) at 94 %, over red (249, 234, 234) (§25.2).
@MainActor @Suite struct NavigationBarDelegateTests {
    private func scene() -> (UIWindow, UINavigationBar) {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 47, width: 390, height: 44))
        return (redPhoneWindow(holding: bar), bar)
    }

    @Test func pushAndPopAskTheDelegateFirstAndTellItAfter() {
        let bar = UINavigationBar()
        let delegate = LoggingBarDelegate()
        bar.delegate = delegate
        let first = UINavigationItem(title: "First"), second = UINavigationItem(title: "Second")
        bar.pushItem(first, animated: false)
        bar.pushItem(second, animated: true)
        #expect(bar.items == [first, second])
        #expect(delegate.log == ["shouldPush First", "didPush First", "shouldPush Second", "didPush Second"])
        delegate.log = []
        #expect(bar.popItem(animated: false) === second)
        #expect(bar.items == [first])
        #expect(delegate.log == ["shouldPop Second", "didPop Second"])
    }

    @Test func aDelegateThatRefusesKeepsTheStackAsItIs() {
        let bar = UINavigationBar()
        let delegate = LoggingBarDelegate()
        let first = UINavigationItem(title: "First"), second = UINavigationItem(title: "Second")
        bar.items = [first]
        bar.delegate = delegate
        delegate.allows = false
        bar.pushItem(second, animated: false)
        #expect(bar.items == [first])
        #expect(bar.popItem(animated: false) == nil)
        #expect(bar.items == [first])
        #expect(delegate.log == ["shouldPush Second", "shouldPop First"])
    }

    @Test func settingTheItemsAsksAndTellsNothing() {
        let bar = UINavigationBar()
        let delegate = LoggingBarDelegate()
        bar.delegate = delegate
        delegate.allows = false
        let first = UINavigationItem(title: "First"), second = UINavigationItem(title: "Second")
        bar.items = [first, second]
        bar.setItems([second], animated: true)
        #expect(bar.items == [second])
        #expect(delegate.log.isEmpty)
    }

    @Test func theBackButtonOfABarWithoutAControllerPopsTheTopItemAsTheDelegateAllows() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let delegate = LoggingBarDelegate()
        bar.delegate = delegate
        bar.items = [UINavigationItem(title: "First"), UINavigationItem(title: "Second")]
        bar.layoutIfNeeded()
        let back = bar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "First" }
        #expect(back != nil)
        delegate.allows = false
        back?.sendActions(for: .primaryActionTriggered)
        #expect(bar.items?.map(\.title) == ["First", "Second"])
        delegate.allows = true
        back?.sendActions(for: .primaryActionTriggered)
        #expect(bar.items?.map(\.title) == ["First"])
        #expect(delegate.log == ["shouldPop Second", "shouldPop Second", "didPop Second"])
    }

    @Test func theDelegateSaysWhereTheBarIsAndTopIsTheDefault() {
        let bar = UINavigationBar()
        #expect(bar.barPosition == .top)
        let delegate = LoggingBarDelegate()
        bar.delegate = delegate
        // The default position(for:) answers .any, which the bar reads as .top.
        #expect(bar.barPosition == .top)
        delegate.answer = .topAttached
        #expect(bar.barPosition == .topAttached)
        delegate.answer = .bottom
        #expect(bar.barPosition == .bottom)
    }

    @Test func aNavigationControllersBarTakesNoDelegateAndIsAttachedToTheTop() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        _ = phoneWindow(root: navigation)
        let bar = navigation.navigationBar
        #expect(bar.frame.minY == 47 && bar.barPosition == .topAttached)
        let delegate = LoggingBarDelegate()
        delegate.answer = .bottom
        bar.delegate = delegate
        #expect(bar.delegate == nil)
        #expect(bar.barPosition == .topAttached)
        #expect(
            bar.raisedExceptions == [
                UIKitException(reason: "Cannot manually set the delegate on a UINavigationBar managed by a controller.")
            ])
        #expect(bar.raisedExceptions.first?.name == "NSInternalInconsistencyException")
    }

    @Test func aTopAttachedBarsBackgroundReachesUpToTheTopOfTheScreen() throws {
        let (window, bar) = scene()
        bar.standardAppearance = opaque(.blue, shadow: nil)
        var pixels = try windowPixels(window)
        pixel(pixels, 5, 60, is: (0, 0, 255))
        pixel(pixels, 5, 20, is: (255, 0, 0))
        let delegate = LoggingBarDelegate()
        delegate.answer = .topAttached
        bar.delegate = delegate
        pixels = try windowPixels(window)
        pixel(pixels, 5, 60, is: (0, 0, 255))
        pixel(pixels, 5, 20, is: (0, 0, 255))
        pixel(pixels, 5, 0, is: (0, 0, 255))
    }

    @Test func backgroundImagesAreChosenByPositionFallingBackToAny() throws {
        let (window, bar) = scene()
        let green = filledImage(.green)
        bar.setBackgroundImage(green, for: .topAttached, barMetrics: .default)
        #expect(bar.backgroundImage(for: .topAttached, barMetrics: .default) === green)
        #expect(bar.backgroundImage(for: .default) == nil)
        // Set for .topAttached, it is not a .top bar's.
        pixel(try windowPixels(window), 5, 60, is: (249, 234, 234))
        let delegate = LoggingBarDelegate()
        delegate.answer = .topAttached
        bar.delegate = delegate
        var pixels = try windowPixels(window)
        pixel(pixels, 5, 60, is: (0, 255, 0))
        pixel(pixels, 5, 20, is: (0, 255, 0))
        // setBackgroundImage(_:for:) is the image for .any, which a .top bar falls back to.
        delegate.answer = .top
        bar.setBackgroundImage(green, for: .default)
        #expect(bar.backgroundImage(for: .any, barMetrics: .default) === green)
        pixels = try windowPixels(window)
        pixel(pixels, 5, 60, is: (0, 255, 0))
        pixel(pixels, 5, 20, is: (255, 0, 0))
    }
}

/// A navigation bar delegate that logs what it is asked and told, allows or refuses, and says
/// where the bar is.
private final class LoggingBarDelegate: NSObject, UINavigationBarDelegate {
    var log: [String] = []
    var allows = true
    var answer = UIBarPosition.any

    func position(for bar: any UIBarPositioning) -> UIBarPosition { answer }

    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
        log.append("shouldPush \(item.title ?? "")")
        return allows
    }

    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) { log.append("didPush \(item.title ?? "")") }

    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        log.append("shouldPop \(item.title ?? "")")
        return allows
    }

    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) { log.append("didPop \(item.title ?? "")") }
}
