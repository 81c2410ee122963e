import Testing
import UIKit

/// A broken constraint stays in the engine, relaxed, as UIKit's engine keeps it (an error
/// variable minimised at priority 1100, docs/REFERENCE.md §21.5): it holds as nearly as the
/// required constraints allow, ahead of every optional constraint; it holds again, with no
/// second log, as soon as a change lets it; a change elsewhere neither re-adds nor re-logs it.
/// Each expected frame is worked from that rule; each log from UIKit's one message a break.
@MainActor @Suite struct BrokenConstraintTests {
    /// A child of a 320 × 480 root at (`leading`, 0), 10 high, capped `width <= cap`, with a
    /// required `width == 200` activated after the cap and an optional `width == 0 @999`.
    private struct Scene {
        let root: UIView, child: UIView
        let leading, cap, wide: NSLayoutConstraint

        init(cap capWidth: CGFloat) {
            (root, child) = rootWithChild()
            leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
            cap = child.widthAnchor.constraint(lessThanOrEqualToConstant: capWidth)
            wide = child.widthAnchor.constraint(equalToConstant: 200)
            let narrowest = child.widthAnchor.constraint(equalToConstant: 0)
            narrowest.priority = UILayoutPriority(999)
            NSLayoutConstraint.activate([
                leading, child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10), cap,
                narrowest,
            ])
        }

        /// Lays the root out, recording the log.
        func layOut(_ change: () -> Void = {}) -> LayoutConstraintLog {
            recordingLayoutLog {
                change()
                root.layoutIfNeeded()
            }.1
        }

        /// Makes `change` and lays the root out: nothing is logged, and the child's frame is
        /// `x`, 0, `width`, 10.
        func expectSilently(
            _ change: () -> Void, x: CGFloat, width: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            #expect(layOut(change).messages.isEmpty, sourceLocation: sourceLocation)
            #expect(child.frame == CGRect(x: x, y: 0, width: width, height: 10), sourceLocation: sourceLocation)
        }
    }

    @Test func theBrokenConstraintHoldsAsNearlyAsItCanAheadOfOptionalOnes() {
        let scene = Scene(cap: 150)
        _ = scene.layOut()
        let log = scene.layOut { scene.wide.isActive = true }
        // `width == 200` conflicts with `width <= 150`, is the newer, and is broken: logged once.
        #expect(log.messages.count == 1)
        #expect(log.messages.first?.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:") == true)
        #expect(log.messages.first?.contains("width == 200   (active)>\n\n") == true)
        #expect(scene.wide.isActive)
        // Relaxed above every optional priority: as near 200 as the cap allows, 150, although
        // `width == 0 @999` asks for 0 (were it taken out, 999 would win and give 0).
        #expect(scene.child.frame == CGRect(x: 10, y: 0, width: 150, height: 10))
    }

    @Test func aChangeElsewhereNeitherRetriesNorLogsIt() {
        let scene = Scene(cap: 150)
        _ = scene.layOut { scene.wide.isActive = true }
        // An unrelated constant: the child moves; the broken constraint is not added again,
        // so nothing is logged, and it still holds as nearly as it can.
        scene.expectSilently({ scene.leading.constant = 30 }, x: 30, width: 150)
        // The cap widened past 200: the broken constraint holds exactly, silently.
        scene.expectSilently({ scene.cap.constant = 250 }, x: 30, width: 200)
        // Narrowed again: it gives way again as it was broken, and is not logged again.
        scene.expectSilently({ scene.cap.constant = 120 }, x: 30, width: 120)
    }

    @Test func itsOwnConstantIsSetInPlaceStillRelaxed() {
        let scene = Scene(cap: 150)
        _ = scene.layOut { scene.wide.isActive = true }
        // 100 fits under the cap: it holds, with no log.
        scene.expectSilently({ scene.wide.constant = 100 }, x: 10, width: 100)
        // 180 does not: still relaxed, it gives way to the cap, with no log.
        scene.expectSilently({ scene.wide.constant = 180 }, x: 10, width: 150)
    }

    @Test func activatedAgainItIsAddedAnewAndLoggedAgain() {
        let scene = Scene(cap: 150)
        _ = scene.layOut { scene.wide.isActive = true }
        // Out of the engine it is no longer broken: the optional `width == 0 @999` wins.
        scene.expectSilently({ scene.wide.isActive = false }, x: 10, width: 0)
        let again = scene.layOut { scene.wide.isActive = true }
        #expect(again.messages.count == 1)
        #expect(scene.child.frame == CGRect(x: 10, y: 0, width: 150, height: 10))
    }

    @Test func aHeldConstraintBrokenByANewOneIsRelaxedInPlace() {
        // The cap is activated after `width == 200` here: the cap, the newer, is broken and
        // relaxed, and `width == 200` holds. An optional `width == 400 @750` asks for more.
        let (root, child) = rootWithChild()
        let wide = child.widthAnchor.constraint(equalToConstant: 200)
        let cap = child.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
        let widest = child.widthAnchor.constraint(equalToConstant: 400)
        widest.priority = .defaultHigh
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor), child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10), widest, wide,
        ])
        root.layoutIfNeeded()
        let (_, log) = recordingLayoutLog {
            cap.isActive = true
            root.layoutIfNeeded()
        }
        #expect(log.messages.count == 1)
        #expect(log.messages.first?.contains("width <= 150   (active)>\n\nMake a symbolic breakpoint") == true)
        #expect(child.frame.width == 200)
        // A required width wins over the relaxed cap, silently.
        let (_, quiet) = recordingLayoutLog {
            wide.constant = 300
            root.layoutIfNeeded()
        }
        #expect(quiet.messages.isEmpty)
        #expect(child.frame.width == 300)
        // Once the required width goes, the relaxed cap binds again, ahead of the optional 400.
        let (_, released) = recordingLayoutLog {
            wide.isActive = false
            root.layoutIfNeeded()
        }
        #expect(released.messages.isEmpty)
        #expect(child.frame.width == 150)
    }
}
