import CollectionAnimation
import Testing
import UIKit

/// `UIApplication`'s nested ignoring of touches (docs/REFERENCE.md §28.1): taps on a view with
/// a tap recognizer reach it only while the begin and end calls balance.
@MainActor @Suite struct IgnoringInteractionEventsTests {
    /// A 100 × 100 view with a tap recognizer counting its recognitions.
    private func tappable() -> (UIView, () -> Int) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var taps = 0
        let tap = UITapGestureRecognizer()
        tap.addHandler { if $0.state == .ended { taps += 1 } }
        view.addGestureRecognizer(tap)
        return (view, { taps })
    }

    private let center = CGPoint(x: 50, y: 50)

    @Test func nestedCallsIgnoreTouchesUntilTheyBalance() {
        onFreshClock { _ in
            let app = UIApplication.shared
            let (view, taps) = tappable()
            #expect(!app.isIgnoringInteractionEvents)
            app.beginIgnoringInteractionEvents()
            app.beginIgnoringInteractionEvents()
            view.simulateTouches(.tap(at: center))
            #expect(taps() == 0 && app.isIgnoringInteractionEvents)
            // One level left: still ignoring.
            app.endIgnoringInteractionEvents()
            view.simulateTouches(.tap(at: center))
            #expect(taps() == 0 && app.isIgnoringInteractionEvents)
            app.endIgnoringInteractionEvents()
            view.simulateTouches(.tap(at: center))
            #expect(taps() == 1 && !app.isIgnoringInteractionEvents)
        }
    }

    @Test func anEndWithNothingBegunDoesNotCountBelowZero() {
        onFreshClock { _ in
            let app = UIApplication.shared
            let (view, taps) = tappable()
            app.endIgnoringInteractionEvents()
            #expect(!app.isIgnoringInteractionEvents)
            // One begin is not cancelled out by the earlier unmatched end.
            app.beginIgnoringInteractionEvents()
            view.simulateTouches(.tap(at: center))
            #expect(taps() == 0)
            app.endIgnoringInteractionEvents()
            view.simulateTouches(.tap(at: center))
            #expect(taps() == 1)
        }
    }

    @Test func aFingerAlreadyDownCarriesOnAndOneThatWentDownIgnoredStaysIgnored() {
        onFreshClock { clock in
            let app = UIApplication.shared
            let (view, taps) = tappable()
            // Down at 0, up at 0.1 s; ignoring begins between: the tap still lands.
            view.scheduleTouches(.tap(at: center))
            clock.advance(by: 0.05)
            app.beginIgnoringInteractionEvents()
            clock.advance(by: 0.1)
            #expect(taps() == 1)
            // Down while ignoring, up after the ignoring ended: no tap.
            view.scheduleTouches(.tap(at: center))
            clock.advance(by: 0.05)
            app.endIgnoringInteractionEvents()
            clock.advance(by: 0.1)
            #expect(taps() == 1)
        }
    }
}
