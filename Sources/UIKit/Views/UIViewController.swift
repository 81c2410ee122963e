/// A view controller (`UIViewController`), only so that UIKit signatures that mention one
/// compile — a context menu's preview provider. Nothing presents or draws it here.
open class UIViewController: UIResponder {
    /// The root view (`view`), made on first access with a zero frame.
    open lazy var view: UIView! = UIView(frame: .zero)

    /// A view controller (`init(nibName:bundle:)`); nibs are not loaded here.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// A view controller with no nib.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// View controllers are not decoded here.
    public required init?(coder: NSCoder) {
        super.init()
    }
}
