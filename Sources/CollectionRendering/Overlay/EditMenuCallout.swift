import CollectionLayout
import Foundation

/// The edit menu's callout as drawn: a dark rounded bar of white command titles with
/// separators, and an arrow pointing at the target cell — above the cell when there is
/// room, else below (UIMenuController's `.default` arrow direction, docs/REFERENCE.md §13).
///
/// **An approximation.** UIKit's pixel metrics for the callout are not known outside
/// Apple; what is faithful is the content (the titles, their order), the target and the
/// side the arrow is on. The metrics below are this project's choices within the ranges
/// known from screenshots: a 40 pt bar, 8 pt corner radius, a 10 pt arrow 20 pt wide,
/// 14 pt titles with 14 pt padding either side, 1 pt separators, kept 8 pt inside the
/// visible bounds. A title's width is estimated at 0.6 × the font size per character
/// (``ApproximateTextLayout``'s metric) so the geometry never depends on the fonts
/// installed.
public struct EditMenuCallout: Hashable, Sendable {
    /// Which way the arrow points.
    public enum ArrowDirection: String, Hashable, Sendable {
        /// The callout is above the target; the arrow points down at it.
        case down
        /// The callout is below the target; the arrow points up at it.
        case up
    }

    /// The bar's height, points (a choice in UIKit's ~36–44 pt).
    public static let barHeight: CGFloat = 40
    /// The bar's corner radius.
    public static let cornerRadius: CGFloat = 8
    /// The arrow's length from the bar to its tip.
    public static let arrowLength: CGFloat = 10
    /// The arrow's width where it meets the bar.
    public static let arrowWidth: CGFloat = 20
    /// The titles' font size.
    public static let fontSize: CGFloat = 14
    /// Space either side of a title.
    public static let titlePadding: CGFloat = 14
    /// The separators' width.
    public static let separatorWidth: CGFloat = 1
    /// The least distance from the visible bounds' edges.
    public static let screenMargin: CGFloat = 8
    /// The bar's colour: near-black, slightly translucent.
    public static let barColor = Color(red: 0.11, green: 0.11, blue: 0.12, alpha: 0.94)
    /// The titles' colour.
    public static let titleColor = Color.white
    /// The separators' colour.
    public static let separatorColor = Color(red: 1, green: 1, blue: 1, alpha: 0.3)

    /// The titles, in order.
    public var titles: [String]
    /// The rectangle pointed at (content coordinates).
    public var target: CGRect
    /// Which way the arrow points.
    public var arrowDirection: ArrowDirection
    /// The bar (content coordinates).
    public var bar: CGRect
    /// The arrow's tip, on the target's edge.
    public var arrowTip: CGPoint
    /// Each title's segment of the bar, in order.
    public var segments: [CGRect]

    /// Places the callout for `titles` pointing at `target` within `visible` (both in
    /// content coordinates): above when the bar and arrow fit between the target's top and
    /// the visible top (less the margin), else below; centred on the target horizontally,
    /// kept inside the visible bounds, the arrow under the target's centre as far as the
    /// bar's rounded corners allow.
    public init(titles: [String], target: CGRect, visible: CGRect) {
        self.titles = titles
        self.target = target
        let widths = titles.map { CGFloat($0.count) * 0.6 * Self.fontSize + 2 * Self.titlePadding }
        let width = widths.reduce(0, +) + CGFloat(max(0, titles.count - 1)) * Self.separatorWidth
        let room = target.minY - visible.minY - Self.screenMargin
        let above = room >= Self.barHeight + Self.arrowLength
        arrowDirection = above ? .down : .up
        let y = above ? target.minY - Self.arrowLength - Self.barHeight : target.maxY + Self.arrowLength
        let lowest = visible.minX + Self.screenMargin, highest = visible.maxX - Self.screenMargin - width
        let x = highest < lowest ? lowest : min(max(target.midX - width / 2, lowest), highest)
        bar = CGRect(x: x, y: y, width: width, height: Self.barHeight)
        let inset = Self.cornerRadius + Self.arrowWidth / 2
        let arrowX = bar.width >= 2 * inset ? min(max(target.midX, bar.minX + inset), bar.maxX - inset) : bar.midX
        arrowTip = CGPoint(x: arrowX, y: above ? target.minY : target.maxY)
        var segments: [CGRect] = []
        var left = x
        for segmentWidth in widths {
            segments.append(CGRect(x: left, y: y, width: segmentWidth, height: Self.barHeight))
            left += segmentWidth + Self.separatorWidth
        }
        self.segments = segments
    }

    /// The arrow's triangle: its base on the bar's edge, its tip at ``arrowTip``.
    public var arrow: [CGPoint] {
        let baseY = arrowDirection == .down ? bar.maxY : bar.minY
        return [
            CGPoint(x: arrowTip.x - Self.arrowWidth / 2, y: baseY), CGPoint(x: arrowTip.x + Self.arrowWidth / 2, y: baseY), arrowTip,
        ]
    }

    /// Everything the callout covers (bar and arrow).
    public var extent: CGRect { bar.union(CGRect(origin: arrowTip, size: .zero)) }

    /// What the callout draws, in content coordinates: the bar, the arrow, the separators,
    /// then each title centred in its segment.
    public var operations: [DrawingOperation] {
        var result: [DrawingOperation] = [
            .fill(.roundedRect(bar, cornerRadius: Self.cornerRadius), .color(Self.barColor)),
            .fill(.polygon(arrow), .color(Self.barColor)),
        ]
        for segment in segments.dropLast() {
            let line = CGRect(x: segment.maxX, y: bar.minY + 8, width: Self.separatorWidth, height: bar.height - 16)
            result.append(.fill(.rect(line), .color(Self.separatorColor)))
        }
        for (title, segment) in zip(titles, segments) {
            let block = TextBlock(
                title, font: FontDescription(size: Self.fontSize), color: Self.titleColor, alignment: .center, maximumLines: 1)
            result.append(.text(block, segment))
        }
        return result
    }
}
