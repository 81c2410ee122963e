#if os(Linux)
import UIKit

/// One accessibility element as VoiceOver would visit it: what it reads and where it is.
package struct AccessibilityMarker: Equatable {
    /// The label.
    package var label: String?
    /// The value.
    package var value: String?
    /// The hint.
    package var hint: String?
    /// The traits.
    package var traits: UIAccessibilityTraits
    /// The frame in the snapshot view's coordinates.
    package var frame: CGRect

    /// What VoiceOver reads, as AccessibilitySnapshot prints it: `Label: Value. Trait, Trait.`
    package var description: String {
        var text = label ?? ""
        if let value, !value.isEmpty { text += text.isEmpty ? value : ": " + value }
        let traits = self.traits.spokenNames
        if !traits.isEmpty { text += (text.isEmpty ? "" : ". ") + traits.joined(separator: ", ") + "." }
        return text
    }
}

/// The accessibility elements of a view tree in VoiceOver's reading order, as cashapp's
/// AccessibilitySnapshot parses them on iOS.
///
/// A hidden or transparent view and the views under `accessibilityElementsHidden` are
/// skipped; an element (`isAccessibilityElement`) hides the views below it; a container's
/// `accessibilityElements` are read in their order, as one group, and so are the elements of
/// a container that `shouldGroupAccessibilityChildren`; everything else is read top to
/// bottom, then leading to trailing, by frame (right to left in a right-to-left view).
/// A collection view's cells are among its children. Deliberate difference: VoiceOver's exact
/// row grouping of elements of different heights is not published; this order compares the
/// top edges, then the leading edges.
package enum AccessibilityHierarchy {
    /// The markers of `root` and the views below it, in reading order.
    package static func markers(in root: UIView) -> [AccessibilityMarker] {
        let origin = root.convertToTop(root.bounds).origin
        let rightToLeft = root.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return blocks(of: root, rightToLeft: rightToLeft).flatMap { $0 }.map { element in
            var frame = element.accessibilityFrame
            frame.origin.x -= origin.x
            frame.origin.y -= origin.y
            return AccessibilityMarker(
                label: element.accessibilityLabel, value: element.accessibilityValue, hint: element.accessibilityHint,
                traits: element.accessibilityTraits, frame: frame)
        }
    }

    /// The elements under `object` as blocks read in order: a block is one element, or a
    /// group kept together.
    private static func blocks(of object: UIResponder, rightToLeft: Bool) -> [[UIResponder]] {
        if let view = object as? UIView, view.isHidden || view.alpha < 0.01 { return [] }
        if object.isAccessibilityElement { return [[object]] }
        if object.accessibilityElementsHidden { return [] }
        if let explicit = object.accessibilityElements {
            return [explicit.compactMap { $0 as? UIResponder }.flatMap { blocks(of: $0, rightToLeft: rightToLeft).flatMap { $0 } }]
        }
        guard let view = object as? UIView else { return [] }
        let children = ViewDescription.children(of: view).flatMap { blocks(of: $0, rightToLeft: rightToLeft) }
        let ordered = children.sorted { a, b in
            guard let first = a.first?.accessibilityFrame, let second = b.first?.accessibilityFrame else { return false }
            if first.minY != second.minY { return first.minY < second.minY }
            return rightToLeft ? first.maxX > second.maxX : first.minX < second.minX
        }
        return view.shouldGroupAccessibilityChildren ? [ordered.flatMap { $0 }] : ordered
    }
}
#endif
