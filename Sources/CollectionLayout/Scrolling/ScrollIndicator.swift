import Foundation

/// UIScrollView's scroll indicators as values: where a bar stands along its track, and how
/// opaque it is as time passes after the scrolling stopped (docs/REFERENCE.md §10.10).
///
/// A bar is ``thickness`` thick, ``edgeMargin`` from the view's edge, inside a track that ends
/// ``endInset`` short of each end of the view less the indicator insets. Its length is the
/// track's share of the content the view shows, at least ``minimumLength``; past an edge it
/// shrinks by the overshoot, to ``minimumCompressedLength`` at least. It shows at once while
/// the content moves, stays ``flashDuration`` after `flashScrollIndicators()`, and fades out
/// over ``fadeDuration`` once both are over.
public enum ScrollIndicator {
    /// The bar's thickness: 2.5 pt.
    public static let thickness = 2.5
    /// The gap between the bar and the view's edge it runs along: 2.5 pt.
    public static let edgeMargin = 2.5
    /// The gap between each end of the track and the view's ends (less the insets): 2.5 pt.
    public static let endInset = 2.5
    /// The shortest bar while the content is within its edges: 37 pt (or the track, if shorter).
    public static let minimumLength = 37.0
    /// The shortest bar while the content is pulled past an edge: 8 pt (or the track).
    public static let minimumCompressedLength = 8.0
    /// How long the bars fade out once the scrolling stopped: 0.33 s, linearly.
    public static let fadeDuration = 0.33
    /// How long `flashScrollIndicators()` shows the bars before they fade: 0.5 s.
    public static let flashDuration = 0.5

    /// Where the bar of one axis stands along it, in the view's visible coordinates (0 at the
    /// view's leading edge on that axis), or nil when the content is not longer than the view
    /// on that axis or the track has no length.
    ///
    /// - Parameters:
    ///   - viewLength: the bounds' size on the axis.
    ///   - contentLength: the content size on the axis.
    ///   - contentInset: the adjusted content inset before and after the content on the axis,
    ///     which the scrollable range includes.
    ///   - offset: the content offset on the axis.
    ///   - indicatorInset: the indicator insets before and after the track on the axis.
    /// - Returns: the bar's start and length; nil when it does not show. A non-finite input
    ///   shows nothing.
    public static func bar(
        viewLength: Double, contentLength: Double, contentInset: (before: Double, after: Double), offset: Double,
        indicatorInset: (before: Double, after: Double)
    ) -> (start: Double, length: Double)? {
        let inputs = [
            viewLength, contentLength, contentInset.before, contentInset.after, offset, indicatorInset.before, indicatorInset.after,
        ]
        guard inputs.allSatisfy(\.isFinite) else { return nil }
        let scrollable = contentInset.before + contentLength + contentInset.after
        guard scrollable > viewLength, viewLength > 0 else { return nil }
        let trackStart = indicatorInset.before + endInset
        let track = viewLength - indicatorInset.after - endInset - trackStart
        guard track > 0 else { return nil }
        let length = min(track, max(minimumLength, track * viewLength / scrollable))
        let minOffset = -contentInset.before
        let maxOffset = minOffset + scrollable - viewLength
        if offset < minOffset {
            return (trackStart, compressed(length, by: minOffset - offset, track: track))
        }
        if offset > maxOffset {
            let shown = compressed(length, by: offset - maxOffset, track: track)
            return (trackStart + track - shown, shown)
        }
        let progress = (offset - minOffset) / (maxOffset - minOffset)
        return (trackStart + progress * (track - length), length)
    }

    /// `length` less `overshoot`, down to ``minimumCompressedLength`` (or the track, if shorter).
    private static func compressed(_ length: Double, by overshoot: Double, track: Double) -> Double {
        max(min(minimumCompressedLength, track), length - overshoot)
    }

    /// The bars' opacity at `time` (seconds on the animation clock), when they were last to
    /// be fully shown until `shownUntil`: 1 up to then, then falling linearly to 0 over
    /// ``fadeDuration``; 0 when they were never shown (nil) or for a non-finite time.
    public static func opacity(at time: Double, shownUntil: Double?) -> Double {
        guard let shownUntil, time.isFinite, !shownUntil.isNaN else { return 0 }
        guard time > shownUntil else { return 1 }
        return max(0, 1 - (time - shownUntil) / fadeDuration)
    }
}
