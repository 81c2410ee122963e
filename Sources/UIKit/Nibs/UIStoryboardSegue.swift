/// A transition between two view controllers (`UIStoryboardSegue`). A storyboard makes them
/// on iOS; here, where no storyboard loads, only code does — a custom segue subclass, or a
/// segue made with a block — and ``perform()`` runs it (docs/REFERENCE.md §15.1).
@MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier (`identifier`).
    open private(set) var identifier: String?
    /// The view controller the segue starts from (`source`).
    open private(set) var source: UIViewController
    /// The view controller the segue shows (`destination`).
    open private(set) var destination: UIViewController
    /// The block ``perform()`` runs, for a segue made with one.
    private var performHandler: (() -> Void)?

    /// A segue between two view controllers (`init(identifier:source:destination:)`, the
    /// designated initializer).
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// A segue whose ``perform()`` runs `performHandler`
    /// (`init(identifier:source:destination:performHandler:)`, iOS 6).
    public convenience init(
        identifier: String?, source: UIViewController, destination: UIViewController, performHandler: @escaping () -> Void
    ) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Performs the transition (`perform()`): runs the block the segue was made with; nothing
    /// else in this class — subclasses override it to show ``destination``.
    open func perform() {
        performHandler?()
    }
}
