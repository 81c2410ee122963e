import Foundation

/// UIKit's `UIAlertController`: a title, a message, optional text fields and a list of
/// ``UIAlertAction``s, shown by presenting it (docs/REFERENCE.md §18.1, "Alerts").
///
/// Presented, an alert dims the window and shows a 270-point box in its middle; an action
/// sheet shows its actions at the bottom, the cancel action in a group of its own. A tap on an
/// action dismisses the controller, then runs the action's handler. Deliberate differences:
/// nothing animates, the box is a flat near-white fill rather than a blurred material, and an
/// action sheet on an iPad is not a popover.
open class UIAlertController: UIViewController {
    /// The two kinds (`UIAlertController.Style`), UIKit's raw values.
    public enum Style: Int, Sendable {
        /// Actions at the bottom of the screen (`actionSheet`).
        case actionSheet = 0
        /// A box in the middle of the screen (`alert`).
        case alert = 1
    }

    /// Which kind it is (`preferredStyle`).
    open private(set) var preferredStyle = Style.alert
    /// The title, above the message (`title`).
    open override var title: String? { didSet { actionsDidChange() } }
    /// The text under the title (`message`).
    open var message: String? { didSet { actionsDidChange() } }
    /// The actions, in the order added (`actions`).
    open private(set) var actions: [UIAlertAction] = []
    /// The action drawn bold as the one to take (`preferredAction`, iOS 9); only an action of
    /// the alert.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction, !actions.contains(where: { $0 === preferredAction }) { self.preferredAction = nil }
            actionsDidChange()
        }
    }
    /// The text fields added (`textFields`); nil when none was.
    open private(set) var textFields: [UITextField]?

    /// An alert or action sheet (`init(title:message:preferredStyle:)`).
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// An alert controller (`init(nibName:bundle:)`); presented over the whole window.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
    }

    /// Alert controllers are not decoded here.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .custom
    }

    /// Adds an action (`addAction(_:)`). A second `.cancel` action is refused, as UIKit raises
    /// "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"
    /// (printed on standard error here).
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            let message =
                "*** UIKit would raise 'NSInternalInconsistencyException', reason: 'UIAlertController can only have one "
                + "action with a style of UIAlertActionStyleCancel' (ignored)\n"
            FileHandle.standardError.write(Data(message.utf8))
            return
        }
        action.alert = self
        actions.append(action)
        actionsDidChange()
    }

    /// Adds a text field under the message, configured by `configurationHandler`
    /// (`addTextField(configurationHandler:)`); alerts only, as in UIKit.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else { return }
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 13)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
        actionsDidChange()
    }

    /// The view: the dimmed window and the box (UIAlertController+Layout.swift).
    open override func loadView() {
        view = AlertContainerView(alert: self)
    }

    /// The title, message, fields or actions changed: the box is made again.
    func actionsDidChange() { (viewIfLoaded as? AlertContainerView)?.rebuild() }

    /// Runs when an action's button is tapped: dismisses, then runs the handler.
    func perform(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        dismiss(animated: true) { action.handler?(action) }
    }
}
