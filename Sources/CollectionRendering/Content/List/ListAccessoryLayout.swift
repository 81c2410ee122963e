import CollectionLayout
import Foundation

/// The kinds of list-cell accessory whose metrics UIKit fixes (`UICellAccessory`'s types).
public enum ListAccessoryKind: Hashable, Sendable {
    /// A chevron: the cell leads somewhere.
    case disclosureIndicator
    /// A chevron that expands and collapses an outline item.
    case outlineDisclosure
    /// A checkmark.
    case checkmark
    /// A delete control.
    case delete
    /// A reorder control.
    case reorder
    /// A text label.
    case label
    /// A detail (info) button.
    case detail
    /// An app's own view (`customView(configuration:)`), on the edge and at the place its
    /// placement gives.
    case customView

    /// Whether it sits at the leading edge (delete, outline disclosure).
    public var isLeading: Bool { self == .delete || self == .outlineDisclosure }

    /// Its place on its edge, smaller nearer the leading edge's margin or the content for a
    /// trailing one: delete, outline disclosure; label, detail, checkmark, disclosure
    /// indicator, reorder.
    public var order: Int {
        switch self {
        case .delete, .label: 10
        case .detail: 15
        case .outlineDisclosure, .checkmark: 20
        case .disclosureIndicator: 30
        case .reorder: 40
        case .customView: 50
        }
    }

    /// The width it keeps by default: 14 points for the chevrons, 24 for the others; nil for
    /// a label or a custom view, which keeps its own width.
    public var standardWidth: CGFloat? {
        switch self {
        case .disclosureIndicator, .outlineDisclosure: 14
        case .label, .customView: nil
        case .checkmark, .delete, .reorder, .detail: 24
        }
    }
}

/// Where a list cell's content view and accessories go: the one home of the rule
/// (docs/REFERENCE.md §19), which the `UIKit` module's list cell calls.
///
/// Leading accessories start at the leading layout margin (plus the indentation when
/// accessories are indented), ``leadingSpacing`` apart, the content view starting where the
/// last ends (at the indentation without any); trailing ones run from the trailing layout
/// margin inwards, ``trailingSpacing`` apart, the content view ending where the innermost
/// starts. Each accessory keeps its width and is as tall as the cell; on an edge they go in
/// their order (their kind's ``ListAccessoryKind/order`` unless placed), ties in the given
/// order. Right to left mirrors it.
public struct ListAccessoryLayout: Equatable, Sendable {
    /// The space between leading accessories.
    public static let leadingSpacing: CGFloat = 16
    /// The space between trailing accessories.
    public static let trailingSpacing: CGFloat = 8

    /// One shown accessory: its kind, the width it keeps, its edge and its place there.
    public struct Accessory: Equatable, Sendable {
        /// The kind.
        public var kind: ListAccessoryKind
        /// The width it keeps.
        public var width: CGFloat
        /// Whether it sits at the leading edge.
        public var isLeading: Bool
        /// Its place on its edge, smaller nearer the leading side (ties: the given order).
        public var order: Int
        /// An accessory of `kind` on its kind's edge, at its kind's place.
        public init(kind: ListAccessoryKind, width: CGFloat) {
            self.init(kind: kind, width: width, isLeading: kind.isLeading, order: kind.order)
        }
        /// An accessory placed on an edge at a place of its own (a custom view's placement).
        public init(kind: ListAccessoryKind, width: CGFloat, isLeading: Bool, order: Int) {
            self.kind = kind
            self.width = width
            self.isLeading = isLeading
            self.order = order
        }
    }

    /// The content view's frame.
    public var content: CGRect
    /// The frame of each accessory, by its index in the list given.
    public var accessories: [Int: CGRect] = [:]

    /// The layout of the shown `accessories` (nil entries are not shown) in a cell of `size`.
    /// - Parameters:
    ///   - accessories: the cell's accessories; nil for one not shown now.
    ///   - size: the cell's size.
    ///   - indentation: the indentation of the content (level × width), at least 0.
    ///   - indentsAccessories: whether leading accessories are indented too.
    ///   - rightToLeft: whether to mirror the result.
    public init(
        accessories: [Accessory?], size: CGSize, indentation: CGFloat, indentsAccessories: Bool, rightToLeft: Bool
    ) {
        let margin = ListMetrics.layoutMargin(forWidth: size.width)
        let shown = accessories.indices.filter { accessories[$0] != nil }
        func order(_ index: Int) -> Int { accessories[index]?.order ?? 0 }
        func isLeading(_ index: Int) -> Bool { accessories[index]?.isLeading ?? false }
        func width(_ index: Int) -> CGFloat { accessories[index]?.width ?? 0 }
        // Sorted stably by order: equal orders keep the given order.
        let sorted = shown.sorted { (order($0), $0) < (order($1), $1) }
        var cursor = margin + (indentsAccessories ? indentation : 0)
        var contentStart = indentation
        for index in sorted where isLeading(index) {
            self.accessories[index] = CGRect(x: cursor, y: 0, width: width(index), height: size.height)
            contentStart = cursor + width(index)
            cursor += width(index) + Self.leadingSpacing
        }
        var edge = size.width - margin
        var contentEnd = size.width
        for index in sorted.reversed() where !isLeading(index) {
            self.accessories[index] = CGRect(x: edge - width(index), y: 0, width: width(index), height: size.height)
            contentEnd = edge - width(index)
            edge = contentEnd - Self.trailingSpacing
        }
        content = CGRect(x: contentStart, y: 0, width: max(0, contentEnd - contentStart), height: size.height)
        guard rightToLeft else { return }
        content = content.mirrored(withinWidth: size.width)
        self.accessories = self.accessories.mapValues { $0.mirrored(withinWidth: size.width) }
    }
}
