import Testing
import UIKit

/// A view that logs its passes into a shared record.
final class PassRecordingView: UIView {
    let name: String
    let record: Record
    var skipsSuper = false
    final class Record { var events: [String] = [] }

    init(_ name: String, _ record: Record) {
        self.name = name
        self.record = record
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }

    override func updateConstraints() {
        record.events.append("\(name).updateConstraints")
        if !skipsSuper { super.updateConstraints() }
    }
    override func layoutSubviews() {
        record.events.append("\(name).layoutSubviews")
        super.layoutSubviews()
    }
}

/// A controller that logs the layout callbacks.
final class PassRecordingController: UIViewController {
    let record: PassRecordingView.Record
    init(_ record: PassRecordingView.Record) {
        self.record = record
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func loadView() { view = PassRecordingView("root", record) }
    override func updateViewConstraints() {
        record.events.append("controller.updateViewConstraints")
        super.updateViewConstraints()
    }
    override func viewWillLayoutSubviews() { record.events.append("controller.viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { record.events.append("controller.viewDidLayoutSubviews") }
}

/// The passes in UIKit's order (docs/REFERENCE.md §21.3).
@Suite struct LayoutPassOrderTests {
    @Test func constraintsUpdateBottomUpThenLayoutRunsTopDown() {
        let record = PassRecordingView.Record()
        let controller = PassRecordingController(record)
        let child = PassRecordingView("child", record)
        let grandchild = PassRecordingView("grandchild", record)
        controller.view.addSubview(child)
        child.addSubview(grandchild)
        controller.view.layoutIfNeeded()
        #expect(
            record.events == [
                "grandchild.updateConstraints", "child.updateConstraints", "controller.updateViewConstraints",
                "root.updateConstraints", "controller.viewWillLayoutSubviews", "root.layoutSubviews",
                "controller.viewDidLayoutSubviews", "child.layoutSubviews", "grandchild.layoutSubviews",
            ])
        // Nothing pending: nothing runs.
        record.events = []
        controller.view.layoutIfNeeded()
        #expect(record.events.isEmpty)
        // Only what asked runs.
        child.setNeedsUpdateConstraints()
        grandchild.setNeedsLayout()
        controller.view.layoutIfNeeded()
        #expect(record.events == ["child.updateConstraints", "grandchild.layoutSubviews"])
    }

    @Test func layoutIfNeededStartsAtTheHighestAncestorThatNeedsLayout() {
        let record = PassRecordingView.Record()
        let root = PassRecordingView("root", record), child = PassRecordingView("child", record)
        root.addSubview(child)
        root.layoutIfNeeded()
        record.events = []
        root.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(record.events == ["root.layoutSubviews"])
    }

    @Test func aResizedViewIsLaidOutAgain() {
        let record = PassRecordingView.Record()
        let root = PassRecordingView("root", record), child = PassRecordingView("child", record)
        root.addSubview(child)
        root.layoutIfNeeded()
        record.events = []
        child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.layoutIfNeeded()
        // UIKit marks the resized view and its superview.
        #expect(record.events == ["root.layoutSubviews", "child.layoutSubviews"])
    }

    @Test func anUpdateConstraintsWithoutSuperIsUIKitsException() {
        let record = PassRecordingView.Record()
        let view = PassRecordingView("lazy", record)
        view.skipsSuper = true
        let (_, log) = recordingLayoutLog { view.layoutIfNeeded() }
        #expect(log.raisedExceptions.count == 1)
        #expect(log.raisedExceptions.first?.name == "NSInternalInconsistencyException")
        #expect(
            log.raisedExceptions.first?.reason
                == "The layout constraints still need update after sending -updateConstraints to <UIKitTests.PassRecordingView: "
                + "0x1; frame = (0 0; 0 0); layer = <CALayer: 0x2>>.\nUIKitTests.PassRecordingView or one of its superclasses "
                + "may have overridden -updateConstraints without calling super. Or, something may have dirtied layout "
                + "constraints in the middle of updating them.  Both are programming errors.")
    }

    @Test func aLayoutThatNeverSettlesIsCutOff() {
        final class Restless: UIView {
            var passes = 0
            override func layoutSubviews() {
                passes += 1
                setNeedsLayout()
            }
        }
        let view = Restless(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let (_, log) = recordingLayoutLog { view.layoutIfNeeded() }
        #expect(view.passes == UIView.maximumLayoutRounds)
        #expect(log.messages.count == 1)
        #expect(log.messages.first?.hasPrefix("[LayoutLoop] Degenerate layout!") == true)
    }

    @Test func aConstantChangedInLayoutSubviewsTakesEffectInTheSamePass() {
        final class Adjusting: UIView {
            let child = UIView()
            lazy var width = child.widthAnchor.constraint(equalToConstant: 10)
            override init(frame: CGRect) {
                super.init(frame: frame)
                child.translatesAutoresizingMaskIntoConstraints = false
                addSubview(child)
                NSLayoutConstraint.activate([
                    width, child.heightAnchor.constraint(equalToConstant: 10),
                    child.leadingAnchor.constraint(equalTo: leadingAnchor), child.topAnchor.constraint(equalTo: topAnchor),
                ])
            }
            required init?(coder: NSCoder) { nil }
            override func layoutSubviews() {
                width.constant = bounds.width / 2
                super.layoutSubviews()
            }
        }
        let view = Adjusting(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        view.layoutIfNeeded()
        #expect(view.child.frame.width == 150)
    }
}
