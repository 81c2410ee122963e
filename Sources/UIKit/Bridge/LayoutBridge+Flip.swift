import CollectionLayout

/// UIKit's horizontal flip (`flipsHorizontallyInOppositeLayoutDirection`): a layout computes
/// in its ``UICollectionViewLayout/developmentLayoutDirection`` (left to right), and when it
/// flips and the collection view's `effectiveUserInterfaceLayoutDirection` is the other one,
/// the collection view mirrors the layout's coordinate space within its content width:
/// x′ = contentWidth − maxX (an element's centre: contentWidth − x). What the layout returns
/// is flipped before it shows; the rects the collection view asks about are flipped before
/// the layout sees them. The layout (and a subclass calling `super`) never sees the flip.
extension LayoutBridge {
    /// Whether the collection view flips the layout now: the layout opts in and the view's
    /// direction is not the layout's development direction.
    var isFlipped: Bool {
        guard let owner, owner.flipsHorizontallyInOppositeLayoutDirection, let view = hostView else { return false }
        return view.effectiveUserInterfaceLayoutDirection != owner.developmentLayoutDirection
    }

    /// The content width to flip within, or nil when the layout is not flipped now.
    var flipWidth: CGFloat? {
        guard isFlipped, let owner else { return nil }
        return owner.collectionViewContentSize.width
    }

    /// `value` with its centre mirrored within `width`; size and transform are kept.
    static func flipped(_ value: LayoutAttributes, within width: CGFloat) -> LayoutAttributes {
        var value = value
        value.center.x = width - value.center.x
        return value
    }

    /// `value` flipped when the layout is flipped now.
    func flippedIfNeeded(_ value: LayoutAttributes?) -> LayoutAttributes? {
        guard let value, let width = flipWidth else { return value }
        return Self.flipped(value, within: width)
    }

    /// An object for the shown (flipped) value `value`: the layout's own object for the
    /// element when it holds the unflipped value, copied (its class and extra properties
    /// kept) with the flipped frame; otherwise a new object of the attributes class.
    func flippedObject(for value: LayoutAttributes, within width: CGFloat) -> UICollectionViewLayoutAttributes {
        let object = unflippedObject(for: Self.flipped(value, within: width))
        let copy = object.copy() as? UICollectionViewLayoutAttributes ?? object
        copy.coreAttributes = value
        return copy
    }

    /// `point` mirrored when the layout is flipped now (an involution).
    func flippedIfNeeded(_ point: CGPoint) -> CGPoint {
        guard let width = flipWidth else { return point }
        return CGPoint(x: width - point.x, y: point.y)
    }

    // The core's base hooks (UIKit's defaults), for the UIKit base implementations. The core
    // builds them from what is shown (flipped); the layout answers in its own coordinates,
    // so a flipped layout gets them flipped back (the flip is its own inverse).
    func baseInitialItem(at path: IndexPath) -> LayoutAttributes? {
        flippedIfNeeded(super.initialLayoutAttributesForAppearingItem(at: path))
    }
    func baseFinalItem(at path: IndexPath) -> LayoutAttributes? {
        flippedIfNeeded(super.finalLayoutAttributesForDisappearingItem(at: path))
    }
    func baseInitialSupplementary(ofKind kind: String, at path: IndexPath) -> LayoutAttributes? {
        flippedIfNeeded(super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: path))
    }
    func baseFinalSupplementary(ofKind kind: String, at path: IndexPath) -> LayoutAttributes? {
        flippedIfNeeded(super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: path))
    }
    func baseInitialDecoration(ofKind kind: String, at path: IndexPath) -> LayoutAttributes? {
        flippedIfNeeded(super.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: path))
    }
    func baseFinalDecoration(ofKind kind: String, at path: IndexPath) -> LayoutAttributes? {
        flippedIfNeeded(super.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: path))
    }
}
