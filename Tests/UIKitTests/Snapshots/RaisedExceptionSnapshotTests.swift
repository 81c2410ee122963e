import Foundation
import ReelTesting
import SnapshotTesting
import Testing
import UIKit

/// A grid controller that shows one item but, like a subclass that forgot the override, has no
/// `collectionView(_:cellForItemAt:)`: UIKit's controller does not implement it, so asking it
/// for a cell raises "unrecognized selector".
final class ForgetfulGridController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
}

/// A table data source that dequeues an identifier nobody registered.
private final class UnregisteredRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}

/// A controller whose `viewDidLoad()` activates a constraint to a view outside its hierarchy.
private final class StrayConstraintController: UIViewController {
    let stray = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        stray.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
    }
}

/// A controller whose `viewDidLoad()` inserts an arranged view past the end of a stack view.
private final class StackPastTheEndController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let stack = UIStackView()
        view.addSubview(stack)
        stack.insertArrangedSubview(UIView(), at: 2)
    }
}

/// A controller that presents a page view controller given the wrong count once it appears.
private final class PresentingController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let pages = pagesGivenTwo()
        pages.modalPresentationStyle = .overFullScreen
        present(pages, animated: false)
    }
}

/// A 320 × 568 controller holding `child` as a child controller whose view fills its own.
private func parent(of child: UIViewController) -> UIViewController {
    let parent = UIViewController()
    parent.view.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
    parent.addChild(child)
    child.view.frame = parent.view.bounds
    child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    return parent
}

/// A page view controller given two pages where a scrolling one takes one.
private func pagesGivenTwo() -> UIPageViewController {
    let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pages.setViewControllers([UIViewController(), UIViewController()], direction: .forward, animated: false)
    return pages
}

/// The message a snapshot fails with where UIKit would have raised `name` with `reason`.
private func raised(_ name: String, _ reason: String) -> String { "UIKit would have raised \(name): \(reason)" }

/// Every `UIView` and `UIViewController` strategy fails the test where iOS would have stopped at
/// an exception — raised by a collection or table view anywhere in the tree, a child or
/// presented controller, or Auto Layout while the snapshot was prepared — and makes no
/// snapshot, so nothing is ever recorded.
@Suite struct RaisedExceptionSnapshotTests {
    /// The snapshot `strategy` makes of `value`, which must fail with a message containing `message`.
    private func failing<Value, Format>(_ strategy: Snapshotting<Value, Format>, _ value: Value, message: String) -> Format? {
        var made: Format?
        withKnownIssue {
            made = snapshotValue(strategy, value)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(message)
        }
        return made
    }

    @Test func aChildCollectionViewThatRaisedFailsTheControllersImage() {
        let controller = parent(of: ForgetfulGridController(collectionViewLayout: UICollectionViewFlowLayout()))
        // UIKit's controller does not answer collectionView:cellForItemAtIndexPath:; the
        // runtime names the class as NSStringFromClass does, "Module.Class".
        let message = raised(
            "NSInvalidArgumentException",
            "-[UIKitTests.ForgetfulGridController collectionView:cellForItemAtIndexPath:]: unrecognized selector sent to instance")
        #expect(failing(Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe), controller, message: message) == nil)
        #expect(failing(Snapshotting<UIViewController, String>.recursiveDescription(on: .iPhoneSe), controller, message: message) == nil)
    }

    @Test func aTableViewInsideAViewFailsEveryViewStrategy() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let table = UITableView(frame: view.bounds, style: .plain)
        let rows = UnregisteredRows()
        table.dataSource = rows
        view.addSubview(table)
        let message = raised(
            "NSInternalInconsistencyException",
            "unable to dequeue a cell with identifier row - must register a nib or a class for the identifier or connect a prototype "
                + "cell in a storyboard")
        #expect(failing(Snapshotting<UIView, UIImage>.image, view, message: message) == nil)
        #expect(failing(Snapshotting<UIView, String>.recursiveDescription, view, message: message) == nil)
        #expect(failing(Snapshotting<UIView, UIImage>.accessibilityImage, view, message: message) == nil)
        withExtendedLifetime(rows) {}
    }

    @Test func aPageViewControllerGivenTheWrongCountFailsTheControllerStrategies() {
        let controller = parent(of: pagesGivenTwo())
        let message = raised(
            "NSInvalidArgumentException",
            "The number of view controllers provided (2) doesn't match the number required (1) for the requested transition")
        #expect(failing(Snapshotting<UIViewController, String>.hierarchy, controller, message: message) == nil)
        #expect(failing(Snapshotting<UIViewController, UIImage>.accessibilityImage(on: .iPhoneSe), controller, message: message) == nil)
        // Snapshotting the page view controller's own view as a view finds its controller too.
        let pages = pagesGivenTwo()
        #expect(failing(Snapshotting<UIView, UIImage>.image(size: CGSize(width: 100, height: 100)), pages.view, message: message) == nil)
    }

    @Test func aPresentedControllerThatRaisedFailsThePresenter() {
        let controller = PresentingController()
        let message = raised("NSInvalidArgumentException", "The number of view controllers provided (2)")
        #expect(failing(Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe), controller, message: message) == nil)
    }

    @Test func aConstraintRaisedWhileTheViewLoadedFailsAndStaysInTheTestsLog() {
        let log = LayoutConstraintLog()
        log.printsToStandardError = false
        LayoutConstraintLog.record(into: log) {
            let message = raised("NSGenericException", "Unable to activate constraint with anchors ")
            let strategy = Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe)
            #expect(failing(strategy, StrayConstraintController(), message: message) == nil)
        }
        #expect(log.raisedExceptions.count == 1)
        let reason = log.raisedExceptions.first?.reason ?? ""
        #expect(
            reason.hasSuffix(
                "because they have no common ancestor.  Does the constraint or its anchors reference items in different "
                    + "view hierarchies?  That's illegal."))
    }

    @Test func aStackViewThatRaisedWhileTheViewLoadedFailsTheDescription() {
        let log = LayoutConstraintLog()
        log.printsToStandardError = false
        LayoutConstraintLog.record(into: log) {
            // UIKit's range exception for index 2 of an empty stack ([0 .. 0]).
            let message = raised("NSRangeException", "*** -[UIStackView insertArrangedSubview:atIndex:]: index 2 beyond bounds [0 .. 0]")
            let strategy = Snapshotting<UIViewController, String>.recursiveDescription
            #expect(failing(strategy, StackPastTheEndController(), message: message) == nil)
        }
        #expect(log.raisedExceptions.map(\.name) == ["NSRangeException"])
    }

    @Test func aCleanTreeIsSnapshotted() throws {
        let controller = parent(of: SizedCollectionViewController(collectionViewLayout: UICollectionViewFlowLayout()))
        let strategy = Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe, traits: .init(displayScale: 1))
        let image = try #require(snapshotValue(strategy, controller))
        #expect(image.size == CGSize(width: 320, height: 568))
        let hierarchy = try #require(snapshotValue(Snapshotting<UIViewController, String>.hierarchy, controller))
        // The parent and its one child, both on screen.
        let lines = hierarchy.split(separator: "\n")
        #expect(lines.count == 2 && lines.allSatisfy { $0.contains("state: appeared") }, "\(hierarchy)")
    }

    /// Record modes that write a missing reference or every reference write nothing for a
    /// snapshot that failed on an exception.
    @Test(arguments: [SnapshotTestingConfiguration.Record.missing, .all])
    func recordModeWritesNothing(_ record: SnapshotTestingConfiguration.Record) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-raised-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let controller = parent(of: pagesGivenTwo())
        var failures: [String?] = []
        withKnownIssue {
            for (name, strategy) in [
                ("image", Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe)),
                ("accessibility", .accessibilityImage(on: .iPhoneSe)),
            ] {
                failures.append(
                    verifySnapshot(
                        of: controller, as: strategy, named: name, record: record, snapshotDirectory: directory.path, timeout: 0.2))
            }
            failures.append(
                verifySnapshot(
                    of: controller, as: .recursiveDescription, named: "text", record: record, snapshotDirectory: directory.path,
                    timeout: 0.2))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("UIKit would have raised NSInvalidArgumentException: The number of view")
        }
        #expect(failures.count == 3 && failures.allSatisfy { $0 != nil }, "\(failures)")
        let written = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        #expect(written.isEmpty, "recorded \(written)")
    }
}
