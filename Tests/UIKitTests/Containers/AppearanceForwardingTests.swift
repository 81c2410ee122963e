import Testing
import UIKit

/// A container that logs its appearance calls and, when it forwards none, passes them to its
/// child itself, as Apple's documentation of `shouldAutomaticallyForwardAppearanceMethods`
/// asks: "If you override this method and return false, you are responsible for telling the
/// child when its views are going to appear or disappear … by calling the child's
/// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` methods."
private final class Container: UIViewController {
    let forwards: Bool
    let passesOn: Bool
    let log: ControllerLog
    let child: LoggedController

    init(forwards: Bool, passesOn: Bool, log: ControllerLog) {
        self.forwards = forwards
        self.passesOn = passesOn
        self.log = log
        child = LoggedController("child", log)
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwards }
    override func viewDidLoad() {
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
        log.lines.removeAll()
    }
    override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") { child.beginAppearanceTransition(true, animated: animated) } }
    override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") { child.endAppearanceTransition() } }
    override func viewWillDisappear(_ animated: Bool) {
        note("viewWillDisappear") { child.beginAppearanceTransition(false, animated: animated) }
    }
    override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear") { child.endAppearanceTransition() } }

    /// Logs `call`, then passes it on to the child with `passOn` when the container does so.
    private func note(_ call: String, passOn: () -> Void) {
        log.lines.append("container \(call)")
        if passesOn { passOn() }
    }
}

/// Whether a container's appearance calls reach the children whose views are in its view
/// (`shouldAutomaticallyForwardAppearanceMethods`, default true). XLPagerTabStrip's pager
/// answers false and calls its pages' appearance transitions itself.
@MainActor @Suite struct AppearanceForwardingTests {
    @Test func aControllerForwardsByDefault() {
        #expect(UIViewController().shouldAutomaticallyForwardAppearanceMethods)
        let log = ControllerLog()
        let container = Container(forwards: true, passesOn: false, log: log)
        container.simulateAppearance()
        #expect(log.lines.contains("child viewWillAppear") && log.lines.contains("child viewDidAppear"))
    }

    /// The calls logged as a container forwarding nothing appears then disappears.
    private func appearAndDisappear(passesOn: Bool) -> [String] {
        let log = ControllerLog()
        let container = Container(forwards: false, passesOn: passesOn, log: log)
        container.simulateAppearance()
        container.simulateDisappearance()
        return log.lines
    }

    @Test func aContainerThatForwardsNothingLeavesItsChildUntold() {
        #expect(
            appearAndDisappear(passesOn: false) == [
                "container viewWillAppear", "container viewDidAppear", "container viewWillDisappear", "container viewDidDisappear",
            ])
    }

    @Test func aContainerThatForwardsNothingTellsItsChildItselfAndTheChildHearsEachCallOnce() {
        #expect(
            appearAndDisappear(passesOn: true) == [
                "container viewWillAppear", "child viewWillAppear", "container viewDidAppear", "child viewDidAppear",
                "container viewWillDisappear", "child viewWillDisappear", "container viewDidDisappear", "child viewDidDisappear",
            ])
    }

    @Test func aWindowShowingAContainerThatForwardsNothingLeavesItsChildUntold() {
        let log = ControllerLog()
        let container = Container(forwards: false, passesOn: false, log: log)
        _ = phoneWindow(root: container)
        #expect(log.lines == ["container viewWillAppear", "container viewDidAppear"])
    }
}
