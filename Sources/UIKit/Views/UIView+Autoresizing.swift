extension UIView {
    /// Which parts of a view stretch when its superview's bounds change size
    /// (`UIView.AutoresizingMask`, UIKit's `UIViewAutoresizing` bits).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The mask's bits.
        public let rawValue: UInt

        /// A mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The left margin stretches (`flexibleLeftMargin`, 1 << 0).
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches (`flexibleWidth`, 1 << 1).
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches (`flexibleRightMargin`, 1 << 2).
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches (`flexibleTopMargin`, 1 << 3).
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches (`flexibleHeight`, 1 << 4).
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches (`flexibleBottomMargin`, 1 << 5).
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Resizes each subview by its ``autoresizingMask`` after the view's size changed from
    /// `oldSize` (UIKit's springs and struts, docs/REFERENCE.md §20): nothing when
    /// ``autoresizesSubviews`` is false or the size is unchanged. On each axis the change in
    /// size is shared among the subview's flexible parts — leading margin, length, trailing
    /// margin — in proportion to their lengths before the change, as UIKit documents; a
    /// subview with no flexible part on an axis keeps its position and length on it.
    ///
    /// A cell's content view is left to the cell, which places it (`layoutCellContent()`)
    /// in one change of its frame: the same frame its mask gives it, or the room a list cell
    /// leaves beside its accessories.
    func autoresizeSubviews(oldSize: CGSize) {
        let newSize = bounds.size
        guard autoresizesSubviews, newSize != oldSize else { return }
        let placedByCell = (self as? UICollectionViewCell)?.contentView
        for subview in subviews where !subview.autoresizingMask.isEmpty && subview !== placedByCell {
            let mask = subview.autoresizingMask
            let frame = subview.frame
            let (x, width) = Self.stretch(
                origin: frame.minX, length: frame.width, in: oldSize.width, to: newSize.width,
                flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
            let (y, height) = Self.stretch(
                origin: frame.minY, length: frame.height, in: oldSize.height, to: newSize.height,
                flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
            let resized = CGRect(x: x, y: y, width: width, height: height)
            if resized != frame { subview.frame = resized }
        }
    }

    /// One axis of autoresizing: the new origin and length of a span at `origin` of `length`
    /// in a superview whose length went from `oldLength` to `newLength`. The change is shared
    /// among the flexible parts (leading margin, length, trailing margin) in proportion to
    /// their lengths, a negative length (a span sticking out of its superview) counting as
    /// none; when all the flexible parts are empty they share it equally (chosen: UIKit
    /// documents only the proportional case). A result that is not finite leaves the span as
    /// it was.
    static func stretch(
        origin: CGFloat, length: CGFloat, in oldLength: CGFloat, to newLength: CGFloat,
        flexible: (leading: Bool, length: Bool, trailing: Bool)
    ) -> (origin: CGFloat, length: CGFloat) {
        guard let (weights, total) = stretchWeights(origin: origin, length: length, in: oldLength, flexible: flexible) else {
            return (origin, length)
        }
        let delta = newLength - oldLength
        let result = (origin: origin + delta * weights[0] / total, length: length + delta * weights[1] / total)
        guard result.origin.isFinite, result.length.isFinite else { return (origin, length) }
        return result
    }

    /// How a change in the superview's length is shared by a span's leading margin, length
    /// and trailing margin (``stretch(origin:length:in:to:flexible:)``'s rule): each part's
    /// share is its weight over the total; nil with no flexible part.
    static func stretchWeights(
        origin: CGFloat, length: CGFloat, in oldLength: CGFloat, flexible: (leading: Bool, length: Bool, trailing: Bool)
    ) -> (weights: [CGFloat], total: CGFloat)? {
        let parts = [flexible.leading, flexible.length, flexible.trailing]
        let flexibleCount = parts.filter { $0 }.count
        guard flexibleCount > 0 else { return nil }
        let trailing = oldLength - origin - length
        let weights = zip(parts, [origin, length, trailing]).map { $0 ? max(0, $1) : 0 }
        let total = weights.reduce(0, +)
        return total > 0 ? (weights, total) : (parts.map { $0 ? 1 : 0 }, CGFloat(flexibleCount))
    }
}
