/// How a constraint, an anchor or a layout guide names a view or a guide without a `weak`
/// reference to it: the item holds its reference strongly and empties it in its `deinit`, and
/// the others hold the reference strongly and read `item` (nil once the item is gone).
///
/// A `weak` reference to an object gives it a side table that every later retain and release
/// of it goes through (the Swift runtime's slow path); a cell's views are retained and released
/// millions of times while 10,000 cells size themselves, so none of them is the target of one.
/// UIKit's `NSLayoutConstraint.firstItem` and `secondItem` are `unowned(unsafe)`; here a read
/// after the item is gone is nil, never a dangling pointer.
@preconcurrency @MainActor
final class LayoutItemReference {
    /// The view or guide, until it is freed.
    private(set) unowned(unsafe) var object: AnyObject?
    /// The same object when it is a view (read without a cast), until it is freed.
    private(set) unowned(unsafe) var view: UIView?
    /// An object that is neither a view nor a guide, held weakly (UIKit refuses it as an
    /// item, but the constraint still answers it as its item).
    private weak var foreign: AnyObject?

    /// The reference a view or guide holds to itself.
    init(item: AnyObject, view: UIView?) {
        object = item
        self.view = view
    }

    /// A reference to an object that is neither a view nor a guide (held weakly).
    private init(foreign: AnyObject) { self.foreign = foreign }

    /// The reference to `object`: a view's or a guide's own, a weak one to anything else.
    static func to(_ object: AnyObject?) -> LayoutItemReference? {
        guard let object else { return nil }
        if let view = object as? UIView { return view.itemReference }
        if let guide = object as? UILayoutGuide { return guide.itemReference }
        return LayoutItemReference(foreign: object)
    }

    /// The item, nil once it is freed.
    var item: AnyObject? { object ?? foreign }

    /// Called by the item's `deinit`: it is gone.
    func clear() {
        object = nil
        view = nil
    }
}
