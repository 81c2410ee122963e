#if os(Linux)
import UIKit

/// The exceptions UIKit would have raised while a snapshot's value was made, as one error:
/// the one check every `UIKit` snapshot strategy makes, so that a test fails where an iOS app
/// or test would have crashed, and no snapshot of the aftermath is ever compared or recorded.
///
/// UIKit raises an Objective-C exception and the app stops; this module records the exception
/// where it happened and carries on. The records live with what raised: a collection view's
/// and a table view's `raisedExceptions` (a collection view controller's are its collection
/// view's), a page view controller's `raisedExceptions`, and Auto Layout's and stack views'
/// in `LayoutConstraintLog`. A strategy runs its preparation and drawing through
/// `checking(_:_:)`, which reads all of them for the views and controllers the snapshot
/// shows.
struct UIKitExceptionsRaised: Error, CustomStringConvertible {
    /// What was raised, the tree's records first, then Auto Layout's in the order raised.
    var exceptions: [UIKitException]

    /// "UIKit would have raised NAME: REASON", each exception in turn.
    var description: String {
        "UIKit would have raised " + exceptions.map { "\($0.name): \($0.reason)" }.joined(separator: "; ")
    }

    /// `make`'s value, unless something under `root` has raised (at any time before) or Auto
    /// Layout raised while `make` ran (into `LayoutConstraintLog`; those entries stay in the
    /// test's log too).
    /// - Parameters:
    ///   - root: the snapshotted view or view controller.
    ///   - make: hosts and lays out `root` and makes the snapshot's value.
    /// - Throws: `UIKitExceptionsRaised` with every exception found, else what `make` throws.
    /// - Complexity: O(n) in the views and controllers under `root`.
    static func checking<Value>(_ root: UIResponder, _ make: () throws -> Value) throws -> Value {
        let (value, entries) = LayoutConstraintLog.capturing { Result(catching: make) }
        var walk = RaisedExceptionsWalk()
        walk.visit(root)
        let exceptions = walk.exceptions + entries.compactMap(\.exception)
        // iOS would have stopped at the exception, before whatever else went wrong.
        guard exceptions.isEmpty else { throw UIKitExceptionsRaised(exceptions: exceptions) }
        return try value.get()
    }
}

/// The records of the views and controllers reachable from a snapshot's root, each visited
/// once: every view's subviews (a collection view's cells and a table view's among them), the
/// controller owning a view as its root view, and a controller's view, children and presented
/// controller.
private struct RaisedExceptionsWalk {
    private var visited: Set<ObjectIdentifier> = []
    private(set) var exceptions: [UIKitException] = []

    /// Adds `responder`'s records and those of everything reachable from it, once.
    mutating func visit(_ responder: UIResponder) {
        guard visited.insert(ObjectIdentifier(responder)).inserted else { return }
        if let view = responder as? UIView {
            visit(view: view)
        } else if let controller = responder as? UIViewController {
            visit(controller: controller)
        }
    }

    private mutating func visit(view: UIView) {
        if let collectionView = view as? UICollectionView { exceptions += collectionView.raisedExceptions }
        if let tableView = view as? UITableView { exceptions += tableView.raisedExceptions }
        // A view's next responder is its controller when it is the controller's root view.
        if let controller = view.next as? UIViewController, controller.viewIfLoaded === view { visit(controller) }
        for subview in view.subviews { visit(subview) }
    }

    private mutating func visit(controller: UIViewController) {
        if let pages = controller as? UIPageViewController { exceptions += pages.raisedExceptions }
        if let view = controller.viewIfLoaded { visit(view) }
        for child in controller.children { visit(child) }
        if let presented = controller.presentedViewController { visit(presented) }
    }
}
#endif
