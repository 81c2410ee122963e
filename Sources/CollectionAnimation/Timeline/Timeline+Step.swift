import CollectionLayout
import Foundation

extension Timeline {
    /// One step of a timeline; steps play one after another. Durations are seconds;
    /// negative or non-finite values count as 0.
    public enum Step: Sendable, Hashable {
        /// A batch update: the ``TimelineDataSource`` applies it
        /// (``TimelineDataSource/performUpdate(at:on:)``), then an ``UpdateAnimation`` plays.
        case update(duration: Double = 0.3, curve: TimingCurve = .easeInEaseOut)
        /// `setCollectionViewLayout(_:animated:)` to the data source's layout
        /// (``TimelineDataSource/makeLayout(forTransitionAt:on:)``): a ``TransitionAnimation``.
        case transition(duration: Double = 0.3, curve: TimingCurve = .easeInEaseOut)
        /// An interactive transition to the data source's layout
        /// (``TimelineDataSource/makeLayout(forTransitionAt:on:)``):
        /// `startInteractiveTransition(to:completion:)`, `transitionProgress` through
        /// `progress` (evenly spaced over `duration` seconds, linear between), then
        /// `finishInteractiveTransition()` or `cancelInteractiveTransition()` with the rest
        /// animating for `settle` seconds along `curve`
        /// (``InteractiveTransitionAnimation``).
        case interactiveTransition(
            progress: [Double], duration: Double = 1, end: InteractiveTransitionAnimation.End = .finish, settle: Double = 0.3,
            curve: TimingCurve = .easeInEaseOut)
        /// `setContentOffset(_:animated:)`: a ``ScrollAnimation`` to `to`.
        case scroll(to: CGPoint, duration: Double = 0.3, curve: TimingCurve = .easeInEaseOut)
        /// An orthogonal section's own scroll
        /// (`CompositionalLayout.setOrthogonalScrollOffset(_:forSection:)`), animated over
        /// `duration` along `curve` to `to`, clamped to the section's extent — or, with
        /// `velocity` (pt/s), to where the section's behaviour rests a release at `to` (or
        /// where it is) with that velocity
        /// (`CompositionalLayout.orthogonalRestingOffset(forSection:releasedAt:velocity:)`).
        /// Points and velocities are `[x, 0]` in a vertical layout, `[0, y]` in a horizontal one.
        case orthogonalScroll(section: Int, to: CGPoint?, velocity: CGPoint?, duration: Double = 0.3, curve: TimingCurve = .easeInEaseOut)
        /// Nothing moves for the given seconds.
        case wait(Double)
        /// A scripted fling or drag with UIKit's scroll physics (``ScrollGesture``); it lasts
        /// until the motion rests (see ``Timeline/stepDurations``).
        case gesture(ScrollGesture)
        /// A user's tap on `item`: touch-down (the highlight shows for `press` seconds),
        /// then touch-up (selection), with the delegate's calls in UIKit's order
        /// (`CollectionView.touchDown(at:)`, `touchUp(at:)`).
        case tap(item: IndexPath, press: Double = TouchTiming.tapPress)
        /// The legacy edit menu on `item`: a long press of `press` seconds (the cell
        /// highlighted), the menu up for `shown` seconds
        /// (`CollectionView.showEditMenu(forItemAt:)`, drawn from
        /// ``AnimationState/editMenu``), then `action` tapped: the delegate performs it
        /// (``TimelineDataSource/performEditAction(_:from:at:on:)``) and its data change
        /// animates for `duration` seconds along `curve`.
        case menu(
            item: IndexPath, action: EditAction, press: Double = TouchTiming.longPress, shown: Double = TouchTiming.menuShown,
            duration: Double = 0.3, curve: TimingCurve = .easeInEaseOut)
        /// An interactive movement (reordering) played by a ``ReorderAnimation``; lasts the
        /// drag plus ``ReorderAnimation/settleDuration``.
        case reorder(ReorderScript)
        /// A drag and drop played by a ``DropAnimation`` with the data source's delegates;
        /// lasts the drag plus ``DropAnimation/landingDuration``.
        case drop(DropScript)

        /// The step's length in seconds (≥ 0); for a ``gesture(_:)``, only its scripted part
        /// (the drag): the played length is in ``Timeline/stepDurations``.
        public var duration: Double {
            let raw: Double
            switch self {
            case let .update(duration, _), let .transition(duration, _), let .scroll(_, duration, _),
                let .orthogonalScroll(_, _, _, duration, _):
                raw = duration
            case let .wait(seconds): raw = seconds
            case let .gesture(gesture): raw = gesture.scriptedDuration
            case let .tap(_, press): raw = press
            case let .interactiveTransition(_, duration, _, settle, _):
                raw = [duration, settle].reduce(0) { $0 + $1.nonNegativeFinite }
            case let .menu(_, _, press, shown, duration, _):
                raw = [press, shown, duration].reduce(0) { $0 + $1.nonNegativeFinite }
            case let .reorder(script): raw = script.dragDuration + ReorderAnimation.settleDuration
            case let .drop(script): raw = script.dragDuration + DropAnimation.landingDuration
            }
            return raw.nonNegativeFinite
        }
    }
}
