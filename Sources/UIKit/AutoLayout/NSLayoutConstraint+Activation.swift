import Foundation

extension NSLayoutConstraint {
    /// The items the constraint relates, as layout items.
    var layoutItems: [AutoLayoutItem] {
        [storedFirstItem, storedSecondItem, firstOrigin?.item, secondOrigin?.item].compactMap { layoutItem($0) }
    }

    /// The view activation installs the constraint on: the nearest common ancestor of its
    /// items (a guide stands for its owning view). Nil, with UIKit's exception recorded, when
    /// the constraint is malformed or its items have no common ancestor.
    func installationView() -> UIView? {
        guard !isMalformed else { return nil }
        guard let first = layoutItem(storedFirstItem) else {
            let who = LayoutDescriber.normalised().objectDescription(storedFirstItem)
            LayoutConstraintLog.raise(
                UIKitException(
                    reason: "NSLayoutConstraint for \(who): Constraint must contain a first layout item", name: "NSInvalidArgumentException"
                ))
            return nil
        }
        // The second item and the origins of distances (`anchorWithOffset(to:)`) must share an
        // ancestor with it (one at a time: no array made for the two or three of them).
        if var common = first.layoutContainer {
            func meets(_ object: AnyObject?) -> Bool {
                guard let other = layoutItem(object) else { return true }
                guard let container = other.layoutContainer, let ancestor = Self.nearestCommonAncestor(common, container) else {
                    return false
                }
                common = ancestor
                return true
            }
            if meets(storedSecondItem), meets(firstOrigin?.item), meets(secondOrigin?.item) { return common }
        }
        let describer = LayoutDescriber.normalised()
        LayoutConstraintLog.raise(
            UIKitException(
                reason: "Unable to activate constraint with anchors "
                    + describer.anchorDescription(storedFirstItem, storedFirstAttribute) + " and "
                    + (storedSecondItem.map { describer.anchorDescription($0, storedSecondAttribute) } ?? "(null)")
                    + " because they have no common ancestor.  Does the constraint or its anchors reference items in different "
                    + "view hierarchies?  That's illegal.",
                name: "NSGenericException"))
        return nil
    }

    /// The nearest view that is `a` or an ancestor of it and `b` or an ancestor of it.
    /// - Complexity: O(1) for a view and its parent or two siblings (most constraints: a
    ///   stack view's, a view's to its superview's guides); else O(depth), without
    ///   allocating: the deeper view climbs to the other's depth, then both climb together
    ///   until they meet.
    static func nearestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        if a === b { return a }
        let parentOfA = a.layoutParent, parentOfB = b.layoutParent
        if parentOfB === a { return a }
        if parentOfA === b { return b }
        if let parentOfA, parentOfA === parentOfB { return parentOfA }
        func depth(_ view: UIView) -> Int {
            var depth = 0
            var current = view.layoutParent
            while let parent = current {
                depth += 1
                current = parent.layoutParent
            }
            return depth
        }
        var (depthA, depthB) = (depth(a), depth(b))
        var (x, y): (UIView?, UIView?) = (a, b)
        while depthA > depthB, let view = x {
            x = view.layoutParent
            depthA -= 1
        }
        while depthB > depthA, let view = y {
            y = view.layoutParent
            depthB -= 1
        }
        while let left = x, let right = y {
            if left === right { return left }
            x = left.layoutParent
            y = right.layoutParent
        }
        return nil
    }

    /// Whether the constraint relates only items inside `view`'s subtree.
    func isInside(_ view: UIView) -> Bool {
        layoutItems.allSatisfy { $0.layoutContainer?.isLayoutDescendant(of: view) ?? false }
    }

    /// The order of activation: a process-wide counter, as an object's address is
    /// process-wide (only the order of its values matters).
    enum ActivationOrder {
        private static let lock = NSLock()
        nonisolated(unsafe) private static var last: UInt64 = 0

        /// The next value.
        static func next() -> UInt64 {
            lock.withLock {
                last &+= 1
                return last
            }
        }
    }
}
