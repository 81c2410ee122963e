extension NSLayoutConstraint {
    /// The part of an item a constraint relates (`NSLayoutConstraint.Attribute`), with UIKit's
    /// raw values (`NSLayoutConstraint.h`).
    ///
    /// `leading` and `trailing` follow the reading direction of the view the constraint is
    /// installed on (right to left: leading is the right edge, and positive constants move
    /// leftwards); `left` and `right` never flip. The margin attributes are the edges of the
    /// view's `layoutMarginsGuide`. A view without text has its first baseline at its top and
    /// its last baseline at its bottom.
    public enum Attribute: Int, Sendable, CaseIterable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge: left in left-to-right, right in right-to-left.
        case leading = 5
        /// The trailing edge.
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal centre.
        case centerX = 9
        /// The vertical centre.
        case centerY = 10
        /// The baseline of the last line of text.
        case lastBaseline = 11
        /// The baseline of the first line of text.
        case firstBaseline = 12
        /// The left edge of the layout margins.
        case leftMargin = 13
        /// The right edge of the layout margins.
        case rightMargin = 14
        /// The top edge of the layout margins.
        case topMargin = 15
        /// The bottom edge of the layout margins.
        case bottomMargin = 16
        /// The leading edge of the layout margins.
        case leadingMargin = 17
        /// The trailing edge of the layout margins.
        case trailingMargin = 18
        /// The horizontal centre of the layout margins.
        case centerXWithinMargins = 19
        /// The vertical centre of the layout margins.
        case centerYWithinMargins = 20
        /// No attribute: the second attribute of a constraint without a second item.
        case notAnAttribute = 0
    }

    /// How a constraint's two sides compare (`NSLayoutConstraint.Relation`), with UIKit's raw
    /// values.
    public enum Relation: Int, Sendable, CaseIterable {
        /// The first attribute is at most the second side.
        case lessThanOrEqual = -1
        /// The first attribute equals the second side.
        case equal = 0
        /// The first attribute is at least the second side.
        case greaterThanOrEqual = 1
    }

    /// An axis of layout (`NSLayoutConstraint.Axis`), for content hugging and compression
    /// resistance, stack views and `constraintsAffectingLayout(for:)`.
    public enum Axis: Int, Sendable, CaseIterable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}

extension NSLayoutConstraint.Attribute {
    /// Which way the attribute measures: a position on an axis, or a length.
    enum Kind {
        case xPosition, yPosition, width, height
    }

    /// The attribute's kind; nil for `notAnAttribute`.
    var kind: Kind? {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins:
            .xPosition
        case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
            .yPosition
        case .width: .width
        case .height: .height
        case .notAnAttribute: nil
        }
    }

    /// Whether the attribute is a location (an edge, centre or baseline), not a length.
    var isLocation: Bool { kind == .xPosition || kind == .yPosition }

    /// Whether the attribute follows the reading direction (leading, trailing and their margins).
    var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// Whether the attribute is an absolute horizontal edge (left, right and their margins).
    var isAbsoluteHorizontalEdge: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }

    /// Whether the attribute is on the layout margins.
    var isMargin: Bool { rawValue >= Self.leftMargin.rawValue }

    /// The attribute's name in a constraint's description (`centerY`, `leadingMargin`); UIKit
    /// writes the centre-within-margins attributes as `centerXWithMargins`.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithMargins"
        case .centerYWithinMargins: "centerYWithMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}

extension NSLayoutConstraint.Relation {
    /// `==`, `<=` or `>=`, as descriptions write it.
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
