/// A section header or footer of a table view, as UIKit's `UITableViewHeaderFooterView`: a
/// reusable view with a content view that shows a ``UIListContentConfiguration`` — the
/// table's titled headers and footers are these, showing the list header and footer styles
/// of the table's style (docs/REFERENCE.md §19.2, §27.2).
///
/// Deliberate differences: ``textLabel`` shows its text in the content configuration's
/// style (UIKit's legacy label upper-cases grouped headers before iOS 15); there is no
/// `configurationState` (UIKit's is a `UIViewConfigurationState`) — the configuration is
/// updated for the view's traits.
open class UITableViewHeaderFooterView: UIView, ContentConfigurationHost {
    /// A header or footer view with a reuse identifier (`init(reuseIdentifier:)`).
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// Header and footer views are not decoded here: one from a coder is empty.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The background holder and the content view, made by both initializers.
    override func assembleParts() {
        super.assembleParts()
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(backgroundHost)
        addSubview(contentView)
    }

    /// A view with a frame and no reuse identifier (`init(frame:)`).
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// A view without a reuse identifier (`init()`). Required here, so a table can make a
    /// registered class through its metatype; a subclass that overrides
    /// `init(reuseIdentifier:)` and `init?(coder:)` inherits it.
    public required convenience init() {
        self.init(reuseIdentifier: nil)
    }

    /// The identifier the view was made or registered with (`reuseIdentifier`).
    open internal(set) var reuseIdentifier: String?
    /// The view content goes in (`contentView`).
    public let contentView = UIView(frame: .zero)
    /// Holds the view the background configuration draws, behind the content view.
    private let backgroundHost = UIView(frame: .zero)
    /// The style of the table showing it, which picks its default configurations.
    private(set) var tableStyle: UITableView.Style = .plain
    /// Whether it is a section header (else a footer).
    private(set) var isHeader = true

    /// Takes the style of the table showing it and its place, header or footer: the default
    /// background follows, and so does text set through ``textLabel``.
    func adopt(tableStyle: UITableView.Style, isHeader: Bool) {
        self.tableStyle = tableStyle
        self.isHeader = isHeader
        if configuredFromLabel { legacyTextDidChange(legacyLabel?.text) }
        showBackground()
    }

    /// Resets per-use state before the view is reused (`prepareForReuse()`); call `super`.
    open func prepareForReuse() {}

    /// The legacy label (`textLabel`): setting its text shows it through the view's default
    /// content configuration.
    open var textLabel: UILabel? {
        if let legacyLabel { return legacyLabel }
        let label = TitleLabel(frame: .zero)
        label.owner = self
        legacyLabel = label
        return label
    }
    private var legacyLabel: TitleLabel?

    /// A new, empty configuration in the header or footer style of the table's style
    /// (`defaultContentConfiguration()`): the plain styles in a plain table, the grouped ones
    /// otherwise.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (tableStyle, isHeader) {
        case (.plain, true): .plainHeader()
        case (.plain, false): .plainFooter()
        case (_, true): .groupedHeader()
        case (_, false): .groupedFooter()
        }
    }

    /// What the content view shows (`contentConfiguration`, iOS 14).
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            configuredFromLabel = settingFromLabel
            showContentConfiguration(for: nil)
        }
    }
    /// Whether the configuration shown is the one ``textLabel``'s text made.
    private var configuredFromLabel = false
    private var settingFromLabel = false
    /// Whether the configuration follows the traits (`automaticallyUpdatesContentConfiguration`); default true.
    open var automaticallyUpdatesContentConfiguration = true
    /// The view the content configuration made.
    var configuredContentView: (UIView & UIContentView)?
    var currentConfigurationState: UIConfigurationState { UICellConfigurationState(traitCollection: traitCollection) }
    func contentViewFrame(in size: CGSize) -> CGRect { CGRect(origin: .zero, size: size) }

    /// The background as a value (`backgroundConfiguration`, iOS 14); nil: the list style
    /// of the table's style — ``UIBackgroundConfiguration/listPlainHeaderFooter()`` in a plain
    /// table, so a floating header hides the rows under it, else
    /// ``UIBackgroundConfiguration/listGroupedHeaderFooter()``.
    /// Setting one resets ``backgroundView`` to nil, as in UIKit.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            if backgroundConfiguration != nil, backgroundView != nil { backgroundView = nil }
            showBackground()
        }
    }

    /// The view behind the content (`backgroundView`), filling the view; setting one resets
    /// ``backgroundConfiguration`` to nil, as in UIKit.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            if backgroundView != nil, backgroundConfiguration != nil { backgroundConfiguration = nil } else { showBackground() }
        }
    }

    /// Draws the background view, else the background configuration or the table style's,
    /// behind the content view.
    private func showBackground() {
        for view in backgroundHost.subviews { view.removeFromSuperview() }
        backgroundHost.frame = CGRect(origin: .zero, size: bounds.size)
        if backgroundConfiguration == nil, let backgroundView {
            backgroundView.frame = backgroundHost.bounds
            backgroundHost.addSubview(backgroundView)
            return
        }
        let configuration = backgroundConfiguration ?? (tableStyle == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter())
        backgroundHost.addSubview(
            configuration.makeView(
                in: bounds.size, layoutMargins: directionalLayoutMargins, direction: effectiveUserInterfaceLayoutDirection,
                tintColor: tintColor ?? .tintColor, traits: traitCollection))
    }

    /// The content view and background follow the size.
    open override var bounds: CGRect {
        didSet {
            guard bounds.size != oldValue.size else { return }
            placeContentView(at: contentViewFrame(in: bounds.size))
            showBackground()
        }
    }

    /// Shows the legacy label's text through the default content configuration.
    fileprivate func legacyTextDidChange(_ text: String?) {
        var configuration = defaultContentConfiguration()
        configuration.text = text
        settingFromLabel = true
        contentConfiguration = configuration
        settingFromLabel = false
    }

    /// The legacy label: its text goes to the view's configuration.
    private final class TitleLabel: UILabel {
        weak var owner: UITableViewHeaderFooterView?
        override var text: String? {
            didSet { owner?.legacyTextDidChange(text) }
        }
    }
}
