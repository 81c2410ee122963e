/// UIKit's `UIResponder`: the base of views and view controllers. Nothing responds to events
/// here.
open class UIResponder: NSObject {
    /// A responder.
    public override init() { super.init() }

    /// Prepares an object loaded from a nib or storyboard (`awakeFromNib()`); UIKit calls it
    /// once the whole archive is loaded and connected. Nothing is loaded from nibs here, so
    /// nothing calls it — a view, cell or view controller made in code never receives it, as
    /// in UIKit. An override calls `super.awakeFromNib()`, as UIKit requires.
    ///
    /// Deliberate difference: UIKit declares it on `NSObject`; Swift on Linux cannot override
    /// a method declared in an extension, so it is declared here and on
    /// ``UICollectionViewLayout``, the classes UIKit loads from nibs.
    open func awakeFromNib() {}
}
