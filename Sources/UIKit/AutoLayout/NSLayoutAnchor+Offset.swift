/// The anchor a distance is measured from, in a dimension made by `anchorWithOffset(to:)`:
/// such a dimension is its own item's attribute less this one.
struct AnchorOrigin {
    /// The view or guide (nil once it is freed, as anchors hold their item).
    var item: AnyObject? { reference?.item }
    let reference: LayoutItemReference?
    /// The attribute the distance starts at.
    let attribute: NSLayoutConstraint.Attribute

    /// The origin at `item`'s `attribute`.
    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        reference = .to(item)
        self.attribute = attribute
    }
}

extension NSLayoutAnchor {
    /// The distance from this anchor to `other` (`other − self`), as a dimension.
    func offsetDimension(to other: NSLayoutAnchor<AnchorType>) -> NSLayoutDimension {
        let dimension = NSLayoutDimension(item: other.item, attribute: other.attribute)
        dimension.origin = AnchorOrigin(item: item, attribute: attribute)
        return dimension
    }
}
