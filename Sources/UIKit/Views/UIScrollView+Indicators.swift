import CollectionAnimation
import CollectionLayout
import CollectionRendering

// The scroll indicators (docs/REFERENCE.md §10.10): they show while the content moves by a
// drag, a deceleration or an animated scroll, and after `flashScrollIndicators()`, then fade
// out, all on the animation clock; a view at rest shows none. Where a bar stands and how it
// fades are CollectionLayout's `ScrollIndicator`; this file keeps the times, picks the colour
// and draws the bars over the content (not as subviews: `subviews` stays the app's).

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

    /// The vertical and horizontal bars' frames for the view showing `shownBounds`, in the
    /// coordinates of what it shows (0, 0 at the bounds' top left); nil for a bar that is
    /// turned off or does not show (content no longer than the view on its axis). The safe
    /// area adds to the indicator insets with ``automaticallyAdjustsScrollIndicatorInsets``.
    func scrollIndicatorFrames(shownBounds: CGRect) -> (vertical: CGRect?, horizontal: CGRect?) {
        let size = shownBounds.size, content = contentSize, inset = adjustedContentInset
        let safe = automaticallyAdjustsScrollIndicatorInsets ? safeAreaInsets : .zero
        let (v, h) = (verticalScrollIndicatorInsets, horizontalScrollIndicatorInsets)
        // Each bar: its axis's lengths, content inset and offset, its insets along the track, and
        // how far its outer edge stands in from the view's far edge across it.
        let vertical = indicatorBar(
            view: size.height, content: content.height, inset: (inset.top, inset.bottom), offset: shownBounds.minY,
            track: (v.top + safe.top, v.bottom + safe.bottom), across: size.width - v.right - safe.right)
        let horizontal = indicatorBar(
            view: size.width, content: content.width, inset: (inset.left, inset.right), offset: shownBounds.minX,
            track: (h.left + safe.left, h.right + safe.right), across: size.height - h.bottom - safe.bottom)
        return (
            showsVerticalScrollIndicator ? vertical.map { CGRect(x: $0.across, y: $0.start, width: $0.thickness, height: $0.length) } : nil,
            showsHorizontalScrollIndicator
                ? horizontal.map { CGRect(x: $0.start, y: $0.across, width: $0.length, height: $0.thickness) } : nil
        )
    }

    /// One bar along an axis (CollectionLayout's `ScrollIndicator` geometry), with where it stands
    /// across the axis: the edge margin and its thickness in from `across`.
    private func indicatorBar(
        view: CGFloat, content: CGFloat, inset: (CGFloat, CGFloat), offset: CGFloat, track: (CGFloat, CGFloat), across: CGFloat
    ) -> (start: CGFloat, length: CGFloat, across: CGFloat, thickness: CGFloat)? {
        let thickness = CGFloat(ScrollIndicator.thickness)
        guard
            let bar = ScrollIndicator.bar(
                viewLength: Double(view), contentLength: Double(content), contentInset: (Double(inset.0), Double(inset.1)),
                offset: Double(offset), indicatorInset: (Double(track.0), Double(track.1)))
        else { return nil }
        return (CGFloat(bar.start), CGFloat(bar.length), across - CGFloat(ScrollIndicator.edgeMargin) - thickness, thickness)
    }

    /// The bars' colour by ``indicatorStyle``: black or white at 35 % opacity, `.default` by the
    /// interface style (our choice of figures, docs/REFERENCE.md §10.10).
    var scrollIndicatorColor: Color {
        let dark = Color(red: 0, green: 0, blue: 0, alpha: 0.35), light = Color(red: 1, green: 1, blue: 1, alpha: 0.35)
        switch indicatorStyle {
        case .black: return dark
        case .white: return light
        case .default: return traitCollection.userInterfaceStyle == .dark ? light : dark
        }
    }

    /// The bars showing now, each a capsule with its frame in the coordinates of what the view
    /// shows from `shownBounds`, and their opacity; empty at rest.
    func shownScrollIndicators(shownBounds: CGRect) -> (bars: [(name: String, frame: CGRect)], opacity: Double, content: ElementContent) {
        let opacity = scrollIndicatorOpacity
        let content = ElementContent(fill: scrollIndicatorColor, cornerRadius: ScrollIndicator.thickness / 2, label: .none)
        guard opacity > 0 else { return ([], 0, content) }
        let frames = scrollIndicatorFrames(shownBounds: shownBounds)
        let bars: [(name: String, frame: CGRect)] = [("vertical", frames.vertical), ("horizontal", frames.horizontal)].compactMap {
            name, frame in frame.map { (name: name, frame: $0) }
        }
        return (bars, opacity, content)
    }

    /// Adds the bars showing now to the view's layer content, over its subviews (UIView+RenderedContent.swift).
    func drawScrollIndicators(into content: inout ElementContent) {
        let shown = shownScrollIndicators(shownBounds: layer.presentedForRendering.bounds)
        content.sublayers += shown.bars.map { ContentLayer(frame: $0.frame, alpha: CGFloat(shown.opacity), content: shown.content) }
    }

    /// The bars showing now as display-list elements over a collection view's elements, placed in
    /// the content at `shownBounds` (`scroll-indicator-vertical`, `scroll-indicator-horizontal`).
    func scrollIndicatorElements(shownBounds: CGRect) -> [DisplayElement] {
        let shown = shownScrollIndicators(shownBounds: shownBounds)
        return shown.bars.enumerated().map { index, bar in
            var attributes = LayoutAttributes(
                forDecorationViewOfKind: "UIScrollViewScrollIndicator", with: IndexPath(item: index, section: 0))
            attributes.frame = bar.frame.offsetBy(dx: shownBounds.minX, dy: shownBounds.minY)
            attributes.alpha = CGFloat(shown.opacity)
            return DisplayElement(id: "scroll-indicator-" + bar.name, attributes: attributes, content: shown.content)
        }
    }
}
