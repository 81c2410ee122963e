import UIKit

/// The lines controllers log, shared by the controllers of one test.
final class ControllerLog { var lines: [String] = [] }

/// A controller titled `name` that logs its view loading, appearance and containment calls as
/// "name call" lines, and whether it was being presented in `viewWillAppear`.
final class LoggedController: UIViewController {
    let name: String
    let log: ControllerLog
    var presentedDuringWillAppear = false

    init(_ name: String, _ log: ControllerLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() { log.lines.append("\(name) viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) {
        presentedDuringWillAppear = isBeingPresented
        log.lines.append("\(name) viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) { log.lines.append("\(name) viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(name) viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(name) viewDidDisappear") }
    override func willMove(toParent parent: UIViewController?) {
        log.lines.append("\(name) willMove(toParent: \(parent == nil ? "nil" : "navigation"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        log.lines.append("\(name) didMove(toParent: \(parent == nil ? "nil" : "navigation"))")
    }
}
