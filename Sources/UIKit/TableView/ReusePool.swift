/// A view a table recycles by reuse identifier: its cells and its header and footer views.
@preconcurrency @MainActor
protocol TableReusableView: UIView {
    /// A new view, as the table makes a registered class.
    init()
    /// The identifier it is recycled under.
    var reuseIdentifier: String? { get set }
    /// Told before it is handed out again.
    func prepareForReuse()
}

extension UITableViewCell: TableReusableView {}
extension UITableViewHeaderFooterView: TableReusableView {}

/// The classes registered for reuse identifiers and the views waiting to be reused, as a
/// table keeps them for its cells and for its header and footer views.
@preconcurrency @MainActor
struct ReusePool<View: TableReusableView> {
    /// The registered classes, by reuse identifier.
    private(set) var classes: [String: View.Type] = [:]
    /// The nibs registered instead, by reuse identifier (none loads here: see `UINib`).
    private(set) var nibs: [String: UINib] = [:]
    /// The views waiting, by reuse identifier.
    private var waiting: [String: [View]] = [:]

    /// A waiting view, told ``TableReusableView/prepareForReuse()``; else a new one of the
    /// registered class; else nil.
    mutating func dequeue(_ identifier: String) -> View? {
        if let view = waiting[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let viewClass = classes[identifier] else { return nil }
        let view = viewClass.init()
        view.reuseIdentifier = identifier
        return view
    }

    /// Registers a class for an identifier, in place of a nib; nil removes it.
    mutating func register(_ viewClass: View.Type?, _ identifier: String) {
        classes[identifier] = viewClass
        if viewClass != nil { nibs[identifier] = nil }
    }

    /// Registers a nib for an identifier, in place of a class; nil removes it.
    mutating func register(_ nib: UINib?, _ identifier: String) {
        nibs[identifier] = nib
        if nib != nil { classes[identifier] = nil }
    }

    /// Keeps a view to be reused, when it has a reuse identifier.
    mutating func recycle(_ view: View) {
        if let identifier = view.reuseIdentifier { waiting[identifier, default: []].append(view) }
    }
}
