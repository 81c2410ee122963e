import Foundation

/// One rectangle of a selected range, on one line (`UITextSelectionRect`), as
/// ``UITextInput/selectionRects(for:)`` answers them: a text field's and a text view's are
/// the selected characters' advances by their line's height, in the view's coordinates
/// (docs/REFERENCE.md §25.12). UIKit's class is abstract: a subclass answers the properties;
/// this class's own answer a zero rectangle that holds neither end.
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    /// The rectangle (`rect`), in the text input's coordinates.
    open var rect: CGRect { storedRect }
    /// The direction the line's text is written in (`writingDirection`).
    open var writingDirection: NSWritingDirection { storedDirection }
    /// Whether the rectangle holds the start of the selection (`containsStart`).
    open var containsStart: Bool { storedEnds.start }
    /// Whether the rectangle holds the end of the selection (`containsEnd`).
    open var containsEnd: Bool { storedEnds.end }
    /// Whether the text is laid out vertically (`isVertical`); false, text is laid out in
    /// horizontal lines here.
    open var isVertical: Bool { false }

    private let storedRect: CGRect
    private let storedDirection: NSWritingDirection
    private let storedEnds: (start: Bool, end: Bool)

    /// A selection rectangle of no size that holds neither end (`init()`), for a subclass to
    /// answer its own.
    public override init() {
        (storedRect, storedDirection, storedEnds) = (.zero, .natural, (false, false))
        super.init()
    }

    /// The rectangle `rect` of a selection on a line written in `direction`, holding its
    /// start or end.
    init(_ rect: CGRect, direction: NSWritingDirection, containsStart: Bool, containsEnd: Bool) {
        (storedRect, storedDirection, storedEnds) = (rect, direction, (containsStart, containsEnd))
        super.init()
    }
}
