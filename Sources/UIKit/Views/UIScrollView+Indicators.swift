import CollectionAnimation
import CollectionLayout
import CollectionRendering

// The scroll indicators (docs/REFERENCE.md §10.10): they show while the content moves by a
// drag, a deceleration or an animated scroll, and after `flashScrollIndicators()`, then fade
// out, all on the animation clock; a view at rest shows none. Where a bar stands and how it
// fades are CollectionLayout's `ScrollIndicator`, the bars' frames and colour CollectionRendering's
// `ScrollIndicatorBars`; this file keeps the times and draws the bars over the content (not as
// subviews: `subviews` stays the app's).

extension UIScrollView {
    /// The looks of the scroll indicators (`UIScrollView.IndicatorStyle`).
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on a light interface, light on a dark one (Apple: "black with a white border … good
        /// against any content background").
        case `default`
        /// Black, for a light content background.
        case black
        /// White, for a dark content background.
        case white
    }

    /// Whether the content is moving by a scroll the indicators show for: a drag, a
    /// deceleration, or an animated scroll on the clock.
    var isScrollMotionUnderway: Bool { isDragging || isDecelerating || scrollFrames != nil }

    /// The content offset changed: during a scroll motion the indicators show; a change made
    /// without one (`contentOffset` set in code) shows nothing, as on iOS.
    func scrollIndicatorsDidScroll() {
        if isScrollMotionUnderway { showScrollIndicators(until: AnimationClock.current.time) }
    }

    /// A drag began or ended or a deceleration ended: the indicators show until now, and fade
    /// from here once nothing moves the content.
    func scrollMotionDidChange() { showScrollIndicators(until: AnimationClock.current.time) }

    /// Shows the indicators fully until `time` at least (a later time already set is kept), and
    /// schedules the end of their fade on the clock, so settling it plays the fade out; nothing
    /// when both are turned off (a picker's wheels, a page view controller's pages).
    func showScrollIndicators(until time: Double) {
        guard time.isFinite, showsVerticalScrollIndicator || showsHorizontalScrollIndicator else { return }
        let clock = AnimationClock.current
        let until = max(time, scrollIndicatorsShown?.until ?? time)
        if let old = scrollIndicatorsShown?.fadeEnd { old.clock.cancel(old.token) }
        let token = clock.schedule(at: until + ScrollIndicator.fadeDuration) {}
        scrollIndicatorsShown = (until: until, fadeEnd: (clock: clock, token: token))
    }

    /// The indicators' opacity now: 1 while a scroll motion is under way, else as they fade on
    /// the clock (0 when they never showed).
    var scrollIndicatorOpacity: Double {
        guard scrollIndicatorsShown != nil else { return 0 }
        if isScrollMotionUnderway { return 1 }
        return ScrollIndicator.opacity(at: AnimationClock.current.time, shownUntil: scrollIndicatorsShown?.until)
    }

    /// The bars as this view's properties describe them now (CollectionRendering's
    /// `ScrollIndicatorBars`, the one builder the scene file's frames share): the safe area adds
    /// to the indicator insets with ``automaticallyAdjustsScrollIndicatorInsets``.
    var scrollIndicatorBars: ScrollIndicatorBars {
        let safe = automaticallyAdjustsScrollIndicatorInsets ? safeAreaInsets : .zero
        let (v, h) = (verticalScrollIndicatorInsets, horizontalScrollIndicatorInsets)
        func adding(_ insets: UIEdgeInsets) -> UIEdgeInsets {
            UIEdgeInsets(
                top: insets.top + safe.top, left: insets.left + safe.left, bottom: insets.bottom + safe.bottom,
                right: insets.right + safe.right)
        }
        let style: ScrollIndicatorBars.Style
        switch indicatorStyle {
        case .default: style = .default
        case .black: style = .black
        case .white: style = .white
        }
        return ScrollIndicatorBars(
            showsVertical: showsVerticalScrollIndicator, showsHorizontal: showsHorizontalScrollIndicator, style: style,
            interfaceStyle: traitCollection.userInterfaceStyle == .dark ? .dark : .light, contentInset: adjustedContentInset,
            verticalInsets: adding(v), horizontalInsets: adding(h))
    }

    /// Adds the bars showing now to the view's layer content, over its subviews (UIView+RenderedContent.swift).
    func drawScrollIndicators(into content: inout ElementContent) {
        let bounds = layer.presentedForRendering.bounds, opacity = scrollIndicatorOpacity
        let bars = scrollIndicatorBars
        let shown = bars.shown(bounds: bounds, contentSize: contentSize, opacity: opacity)
        guard !shown.isEmpty else { return }
        let barContent = bars.content
        content.sublayers += shown.map { ContentLayer(frame: $0.frame, alpha: CGFloat(opacity), content: barContent) }
    }

    /// The bars showing now as display-list elements over a collection view's elements, placed in
    /// the content at `shownBounds` (`scroll-indicator-vertical`, `scroll-indicator-horizontal`).
    func scrollIndicatorElements(shownBounds: CGRect) -> [DisplayElement] {
        scrollIndicatorBars.elements(bounds: shownBounds, contentSize: contentSize, opacity: scrollIndicatorOpacity)
    }
}
