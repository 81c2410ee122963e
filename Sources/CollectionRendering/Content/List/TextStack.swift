import CollectionLayout
import Foundation

/// Where a text and a secondary text stacked one above the other go: the one home of the
/// rule that places a title over a subtitle, for a scene element's title and subtitle
/// (``ContentTextLayout``) and a list cell's text and secondary text
/// (``ListContentLayout``).
///
/// The two lines, `gap` apart, form one block centred vertically about `middle`; with a
/// `scale`, the block's top is rounded to the display's pixels (`roundToPixel(_:scale:)`),
/// as UIKit places a view's frame.
public struct TextStack: Equatable, Sendable {
    /// The top of the first line.
    public var firstTop: CGFloat
    /// The top of the second line.
    public var secondTop: CGFloat
    /// The block's height: both lines and the gap (one line's height when the other is
    /// absent).
    public var height: CGFloat

    /// A stack from its values.
    public init(firstTop: CGFloat, secondTop: CGFloat, height: CGFloat) {
        self.firstTop = firstTop; self.secondTop = secondTop; self.height = height
    }

    /// The stack of a first line `firstHeight` tall and a second `secondHeight` tall (nil: no
    /// such line, and no gap), centred about `middle`.
    /// - Parameters:
    ///   - firstHeight: the first line's height; nil when there is none.
    ///   - secondHeight: the second line's height; nil when there is none.
    ///   - gap: the space between the two lines when both are shown.
    ///   - middle: the y the block is centred about.
    ///   - scale: pixels per point to round the top to; nil leaves it unrounded.
    public init(firstHeight: CGFloat?, secondHeight: CGFloat?, gap: CGFloat, middle: CGFloat, scale: CGFloat? = nil) {
        let between = firstHeight != nil && secondHeight != nil ? gap : 0
        height = (firstHeight ?? 0) + between + (secondHeight ?? 0)
        let top = middle - height / 2
        firstTop = scale.map { roundToPixel(top, scale: $0) } ?? top
        secondTop = firstTop + (firstHeight.map { $0 + between } ?? 0)
    }
}
