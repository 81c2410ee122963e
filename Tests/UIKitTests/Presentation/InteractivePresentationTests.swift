import Testing
import UIKit

/// `UIPercentDrivenInteractiveTransition` driving a custom presentation as UIKit's
/// documentation has it (docs/REFERENCE.md §18.2): `update(_:)` shows the animator's animations
/// at that fraction of its duration, `finish()` lets them run on from there, `cancel()` back.
/// The animator slides the half sheet from y = 844 to 422 over 0.5 s, linearly, so a fraction
/// f shows it at 844 − 422 f.
@MainActor @Suite struct InteractivePresentationTests {
    typealias Log = ControllerLog

    /// A root controller in a window presenting a `.custom` half sheet interactively.
    private func presentInteractively(
        _ log: Log, completion: @escaping () -> Void
    ) -> (sheet: LoggedController, interaction: UIPercentDrivenInteractiveTransition, keep: [AnyObject]) {
        let root = LoggedController("root", log), sheet = LoggedController("sheet", log)
        let delegate = LoggingTransitioningDelegate.halfSheet(for: sheet, log, animator: SlideAnimator(log))
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        let window = phoneWindow(root: root)
        root.present(sheet, animated: true, completion: completion)
        return (sheet, interaction, [delegate, window])
    }

    @Test func updateShowsTheAnimationsAtThatFractionUntilFinished() {
        onFreshClock { clock in
            let log = Log()
            var completed = false
            let (sheet, interaction, keep) = presentInteractively(log) { completed = true }
            #expect(interaction.duration == 0.5 && interaction.percentComplete == 0)
            #expect(near(sheet.view.layer.shown.frame.minY, 844))
            interaction.update(0.5)
            #expect(interaction.percentComplete == 0.5)
            #expect(near(sheet.view.layer.shown.frame.minY, 633))
            // Time passing does not move an interactive transition.
            clock.advance(by: 1)
            #expect(near(sheet.view.layer.shown.frame.minY, 633) && !completed)
            interaction.update(0.25)
            #expect(near(sheet.view.layer.shown.frame.minY, 738.5))
            // Finished at 0.25, the rest (0.375 s) runs in real time: at 0.125 s it is at 0.5.
            interaction.finish()
            clock.advance(by: 0.125)
            #expect(near(sheet.view.layer.shown.frame.minY, 633, 1e-3) && !completed)
            clock.advance(by: 0.25 + 1e-6)
            #expect(completed && sheet.view.frame.minY == 422 && !sheet.isBeingPresented)
            #expect(sheet.presentingViewController != nil)
            withExtendedLifetime(keep) {}
        }
    }

    @Test func cancelRunsTheAnimationsBackAndTheAnimatorCancels() {
        onFreshClock { clock in
            let log = Log()
            var completed = false
            let (sheet, interaction, keep) = presentInteractively(log) { completed = true }
            interaction.update(0.5)
            interaction.completionSpeed = 2
            interaction.cancel()
            // Back from 0.25 s of the animation at twice real time, 60 steps a second: after
            // three steps (0.05 s) the time is 0.25 − 0.1 = 0.15 s, a fraction of 0.3: y = 717.4.
            clock.advance(by: 0.055)
            #expect(near(sheet.view.layer.shown.frame.minY, 717.4, 1e-6))
            clock.advance(by: 1)
            #expect(!completed && sheet.presentingViewController == nil && sheet.view.superview == nil)
            #expect(
                Array(log.transitionLines.suffix(2)) == [
                    "controller presentationTransitionDidEnd(false)", "animator animationEnded(false)",
                ])
            withExtendedLifetime(keep) {}
        }
    }

    @Test func updateClampsAndIgnoresWhatIsNotANumber() {
        onFreshClock { _ in
            let log = Log()
            let (sheet, interaction, keep) = presentInteractively(log) {}
            interaction.update(-1)
            #expect(interaction.percentComplete == 0 && near(sheet.view.layer.shown.frame.minY, 844))
            interaction.update(2)
            #expect(interaction.percentComplete == 1 && near(sheet.view.layer.shown.frame.minY, 422))
            interaction.update(.nan)
            #expect(interaction.percentComplete == 1 && near(sheet.view.layer.shown.frame.minY, 422))
            withExtendedLifetime(keep) {}
        }
    }
}

/// The same with an animator that gives its own interruptible animator: the interaction
/// scrubs that animator's `fractionComplete` and continues it.
@MainActor @Suite struct InterruptibleInteractivePresentationTests {
    @Test func updateScrubsTheInterruptibleAnimatorAndFinishContinuesIt() {
        onFreshClock { clock in
            let log = ControllerLog()
            let root = UIViewController(), sheet = UIViewController()
            let delegate = LoggingTransitioningDelegate.halfSheet(for: sheet, log, animator: InterruptibleSlideAnimator())
            let interaction = UIPercentDrivenInteractiveTransition()
            delegate.interaction = interaction
            let window = phoneWindow(root: root)
            var completed = false
            root.present(sheet, animated: true) { completed = true }
            interaction.update(0.5)
            #expect(near(sheet.view.layer.shown.frame.minY, 633))
            clock.advance(by: 1)
            #expect(near(sheet.view.layer.shown.frame.minY, 633) && !completed)
            // The rest, half of 0.5 s, runs in real time.
            interaction.finish()
            clock.advance(by: 0.25 + 1e-6)
            #expect(completed && sheet.view.frame.minY == 422 && root.presentedViewController === sheet)
            withExtendedLifetime((delegate, window)) {}
        }
    }
}
