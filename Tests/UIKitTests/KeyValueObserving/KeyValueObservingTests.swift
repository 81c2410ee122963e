import Foundation
import Testing
import UIKit

/// Key-value observing of UIKit's objects (docs/REFERENCE.md §22.14): string key paths told
/// through `observeValue(forKeyPath:of:change:context:)`, and block observations.
@MainActor @Suite struct KeyValueObservingTests {
    /// A view controller that records what it is told, as pager and pull-to-refresh code does.
    final class Recorder: UIViewController {
        var told: [(keyPath: String?, change: [NSKeyValueChangeKey: Any])] = []
        override func observeValue(
            forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
            context: UnsafeMutableRawPointer?
        ) {
            told.append((keyPath, change ?? [:]))
        }
    }

    @Test func aScrollViewTellsItsContentOffsetOldAndNewUntilTheObserverIsRemoved() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        let recorder = Recorder()
        scrollView.addObserver(recorder, forKeyPath: "contentOffset", options: [.new, .old], context: nil)
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(recorder.told.count == 1)
        #expect(recorder.told.first?.keyPath == "contentOffset")
        #expect(recorder.told.first?.change[.kindKey] as? UInt == NSKeyValueChange.setting.rawValue)
        #expect(recorder.told.first?.change[.newKey] as? CGPoint == CGPoint(x: 0, y: 100))
        #expect(recorder.told.first?.change[.oldKey] as? CGPoint == CGPoint(x: 0, y: 0))
        scrollView.setContentOffset(CGPoint(x: 0, y: 250), animated: false)
        #expect(recorder.told.count == 2 && recorder.told.last?.change[.newKey] as? CGPoint == CGPoint(x: 0, y: 250))
        scrollView.removeObserver(recorder, forKeyPath: "contentOffset")
        scrollView.contentOffset = .zero
        #expect(recorder.told.count == 2)
    }

    @Test func theInitialNotificationCarriesTheValueAndNoOldOne() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        let recorder = Recorder()
        view.addObserver(recorder, forKeyPath: "frame", options: [.initial, .new, .old], context: nil)
        #expect(recorder.told.count == 1)
        #expect(recorder.told.first?.change[.newKey] as? CGRect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(recorder.told.first?.change[.oldKey] == nil)
    }

    @Test func aPriorNotificationComesBeforeTheChangeWithTheOldValue() {
        let view = UIView()
        let recorder = Recorder()
        view.addObserver(recorder, forKeyPath: "hidden", options: [.prior, .old, .new], context: nil)
        view.isHidden = true
        #expect(recorder.told.count == 2)
        #expect(recorder.told.first?.change[.notificationIsPriorKey] as? Bool == true)
        #expect(recorder.told.first?.change[.oldKey] as? Bool == false && recorder.told.first?.change[.newKey] == nil)
        #expect(recorder.told.last?.change[.notificationIsPriorKey] == nil && recorder.told.last?.change[.newKey] as? Bool == true)
    }

    @Test func aContextPicksWhichRegistrationIsRemoved() {
        let view = UIView()
        let recorder = Recorder()
        var first = 0, second = 0
        withUnsafeMutablePointer(to: &first) { firstContext in
            withUnsafeMutablePointer(to: &second) { secondContext in
                view.addObserver(recorder, forKeyPath: "alpha", options: [.new], context: firstContext)
                view.addObserver(recorder, forKeyPath: "alpha", options: [.new], context: secondContext)
                view.alpha = 0.5
                #expect(recorder.told.count == 2)
                view.removeObserver(recorder, forKeyPath: "alpha", context: firstContext)
                view.alpha = 0.25
                #expect(recorder.told.count == 3)
            }
        }
    }

    @Test func aBlockObservationSeesEachChangeUntilItIsInvalidated() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var changes: [(CGRect?, CGRect?)] = []
        let observation = view.observe(\.frame, options: [.old, .new]) { _, change in changes.append((change.oldValue, change.newValue)) }
        view.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        // Setting the frame moves the centre (one change of frame); the size is unchanged.
        #expect(changes.count == 1)
        #expect(
            changes.first?.0 == CGRect(x: 0, y: 0, width: 10, height: 10) && changes.first?.1 == CGRect(x: 5, y: 5, width: 10, height: 10))
        view.bounds.size = CGSize(width: 20, height: 20)
        // A new size about the same centre (10, 10): the frame becomes (0, 0, 20, 20).
        #expect(changes.count == 2 && changes.last?.1 == CGRect(x: 0, y: 0, width: 20, height: 20))
        observation.invalidate()
        view.frame = .zero
        #expect(changes.count == 2)
    }

    @Test func aFreedObservationEndsAndAnUnchangedValueTellsNothing() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var told = 0
        var observation: NSKeyValueObservation? = scrollView.observe(\.contentSize) { _, _ in told += 1 }
        scrollView.contentSize = CGSize(width: 100, height: 500)
        scrollView.contentSize = CGSize(width: 100, height: 500)
        #expect(told == 1)
        #expect(observation != nil)
        observation = nil
        scrollView.contentSize = CGSize(width: 100, height: 900)
        #expect(told == 1)
    }

    @Test func aKeyUIKitDoesNotNotifyOfNeverTellsTheObserver() {
        let label = UILabel()
        let recorder = Recorder()
        // A label's font is not among the keys of §22.14 and §22.15.
        label.addObserver(recorder, forKeyPath: "font", options: [.new], context: nil)
        label.font = .boldSystemFont(ofSize: 30)
        label.text = "changed"
        #expect(recorder.told.isEmpty)
        label.removeObserver(recorder, forKeyPath: "font")
    }
}
