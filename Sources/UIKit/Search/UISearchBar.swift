import Foundation

/// UIKit's `UISearchBar`: a search field (``searchTextField``), an optional cancel button and
/// an optional scope bar, telling its ``delegate`` what the user does (docs/REFERENCE.md §25.6).
///
/// The bar is 56 points tall (44 more with a scope bar); the field, 36 tall with rounded
/// corners, sits 8 points in from the edges and is centred in the bar's row; the cancel
/// button ("Cancel", in the tint colour) takes room at its trailing end while it shows. A
/// `.default` or `.prominent` bar draws a background (``barTintColor``, else the light bar
/// background, dark with a `.black` ``barStyle``); a `.minimal` one, and any bar inside a
/// navigation bar, draws none. Editing is the field's (§25.4), turned into delegate calls.
/// Deliberate differences: the ``prompt`` is kept, not drawn; the bookmark and results list
/// buttons, and the customizing images (but the background images, §20.23), offsets and
/// scope title attributes, are kept, not drawn; nothing animates.
open class UISearchBar: UIView, UITextInputTraits {
    /// The search field (`searchTextField`, iOS 13).
    public let searchTextField = UISearchTextField(frame: .zero)
    /// The cancel button, shown with ``showsCancelButton``.
    let cancelButton = UIButton(type: .system)
    /// The scope bar, shown with ``showsScopeBar`` when there are scope titles.
    let scopeBar = UISegmentedControl(items: nil)
    /// Turns the field's delegate calls and events into the search bar's.
    private lazy var relay = SearchFieldRelay(searchBar: self)
    /// The search controller whose bar this is, told of editing to activate it.
    weak var searchController: UISearchController?

    override func assembleParts() {
        super.assembleParts()
        searchTextField.delegate = relay
        searchTextField.addAction(UIAction { [weak self] _ in self?.userChangedText() }, for: .editingChanged)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: SearchMetrics.cancelFontSize)
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelButtonTapped() }, for: .primaryActionTriggered)
        scopeBar.isHidden = true
        scopeBar.addAction(UIAction { [weak self] _ in self?.scopeBarChanged() }, for: .valueChanged)
        for part in [searchTextField, cancelButton, scopeBar] as [UIView] { addSubview(part) }
    }

    /// Told as the user edits and taps the bar's buttons, and asked where the bar is
    /// (`delegate`), held weakly; a new one redraws the bar, whose background image may change
    /// with its position (§20.23).
    open weak var delegate: (any UISearchBarDelegate)? { didSet { setNeedsDisplay() } }
    /// Whether the bar responds to the user (`isEnabled`, iOS 16.4); default true. A disabled
    /// bar ignores touches and takes on a disabled look, as its field, cancel button and scope
    /// bar are disabled with it.
    open var isEnabled = true {
        didSet { for part in [searchTextField, cancelButton, scopeBar] as [UIControl] { part.isEnabled = isEnabled } }
    }

    // MARK: Text

    /// The search text (`text`): the field's; "" when none. Setting it tells the delegate nothing.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// The field's placeholder (`placeholder`); nil shows "Search", the field's own.
    open var placeholder: String? {
        get { searchTextField.placeholder == UISearchTextField.defaultPlaceholder ? nil : searchTextField.placeholder }
        set { searchTextField.placeholder = newValue ?? UISearchTextField.defaultPlaceholder }
    }
    /// A line above the bar (`prompt`); kept, not drawn.
    open var prompt: String?

    // MARK: Look

    /// Which background the bar draws (`UISearchBar.Style`).
    public enum Style: UInt, Sendable {
        /// The system's choice, `prominent` here (`default`).
        case `default` = 0
        /// A bar background behind the field (`prominent`).
        case prominent = 1
        /// No background (`minimal`).
        case minimal = 2
    }

    /// Which background the bar draws (`searchBarStyle`); default `.default`.
    open var searchBarStyle = Style.default { didSet { setNeedsDisplay() } }
    /// The bar's style (`barStyle`); `.black` draws a dark background. Default `.default`.
    open var barStyle = UIBarStyle.default { didSet { setNeedsDisplay() } }
    /// The background colour (`barTintColor`); nil: the style's.
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether the background is translucent (`isTranslucent`); kept.
    open var isTranslucent = true
    /// The background image (`backgroundImage`): the one for any position at default metrics
    /// (docs/REFERENCE.md §20.23), drawn instead of the bar's background.
    open var backgroundImage: UIImage? {
        get { backgroundImage(for: .any, barMetrics: .default) }
        set { setBackgroundImage(newValue, for: .any, barMetrics: .default) }
    }
    /// The background images by bar position and metrics.
    private var backgroundImages = BarBackgroundImages()

    /// Sets the background image for `barPosition` and `barMetrics`
    /// (`setBackgroundImage(_:for:barMetrics:)`, iOS 7): the one for the bar's ``barPosition``,
    /// else for `.any`, at `.compact` metrics in a compact height, else `.default` ones, is drawn
    /// stretched over the bounds instead of the bar's background (docs/REFERENCE.md §20.23).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[barPosition, barMetrics] = backgroundImage
        setNeedsDisplay()
    }

    /// The background image set for `barPosition` and `barMetrics`
    /// (`backgroundImage(for:barMetrics:)`); nil by default.
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barPosition, barMetrics]
    }

    /// The background image the bar draws now, at its position and metrics.
    var drawnBackgroundImage: UIImage? { backgroundImages.drawn(at: barPosition, compactHeight: isCompactHeight) }

    // MARK: Buttons

    /// Whether the cancel button shows (`showsCancelButton`); default false. Setting it stops
    /// a search controller managing it (`automaticallyShowsCancelButton` becomes false).
    open var showsCancelButton: Bool {
        get { !cancelButton.isHidden }
        set {
            searchController?.automaticallyShowsCancelButton = false
            showCancelButton(newValue)
        }
    }
    /// Shows or hides the cancel button (`setShowsCancelButton(_:animated:)`); nothing animates.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
    /// Whether the bookmark button shows (`showsBookmarkButton`); kept, not drawn.
    open var showsBookmarkButton = false
    /// Whether the results list button shows (`showsSearchResultsButton`); kept, not drawn.
    open var showsSearchResultsButton = false
    /// Whether the results list button is selected (`isSearchResultsButtonSelected`); kept.
    open var isSearchResultsButtonSelected = false

    // MARK: Scope bar

    /// The scope buttons' titles (`scopeButtonTitles`); nil or empty: no scope bar.
    open var scopeButtonTitles: [String]? {
        didSet {
            scopeBar.removeAllSegments()
            for (index, title) in (scopeButtonTitles ?? []).enumerated() {
                scopeBar.insertSegment(withTitle: title, at: index, animated: false)
            }
            scopeBar.selectedSegmentIndex = selectedScopeButtonIndex
            scopeDidChange()
        }
    }
    /// The selected scope button (`selectedScopeButtonIndex`); default 0. Setting it tells the
    /// delegate nothing.
    open var selectedScopeButtonIndex = 0 {
        didSet { scopeBar.selectedSegmentIndex = selectedScopeButtonIndex }
    }
    /// Whether the scope bar shows (`showsScopeBar`); default false. It shows only with titles.
    open var showsScopeBar = false { didSet { scopeDidChange() } }
    /// Shows or hides the scope bar (`setShowsScope(_:animated:)`, iOS 13); nothing animates.
    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }

    // MARK: Customizing (kept, not drawn: docs/REFERENCE.md §25.6)

    /// The icons a search bar shows (`UISearchBar.Icon`), with UIKit's raw values.
    public enum Icon: Int, Sendable {
        /// The magnifying glass (`search`).
        case search = 0
        /// The clear button (`clear`).
        case clear = 1
        /// The bookmark button (`bookmark`).
        case bookmark = 2
        /// The results list button (`resultsList`).
        case resultsList = 3
    }

    /// Images set for the icons, by icon and state's raw values.
    private var iconImages: [Int: [UInt: UIImage]] = [:]
    /// Offsets set for the icons, by icon.
    private var iconOffsets: [Icon: UIOffset] = [:]
    /// Field background images, by state's raw value.
    private var fieldBackgrounds: [UInt: UIImage] = [:]
    /// Scope bar title attributes, by state's raw value.
    private var scopeTitleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the image of `icon` in `state` (`setImage(_:for:state:)`); kept.
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
        iconImages[icon.rawValue, default: [:]][state.rawValue] = iconImage
    }
    /// The image set for `icon` in `state` (`image(for:state:)`).
    open func image(for icon: Icon, state: UIControl.State) -> UIImage? { iconImages[icon.rawValue]?[state.rawValue] }
    /// Moves `icon` by `adjustment` (`setPositionAdjustment(_:for:)`); kept.
    open func setPositionAdjustment(_ adjustment: UIOffset, for icon: Icon) { iconOffsets[icon] = adjustment }
    /// The offset set for `icon` (`positionAdjustment(for:)`); zero by default.
    open func positionAdjustment(for icon: Icon) -> UIOffset { iconOffsets[icon] ?? .zero }
    /// Sets the field's background image in `state` (`setSearchFieldBackgroundImage(_:for:)`);
    /// kept.
    open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        fieldBackgrounds[state.rawValue] = backgroundImage
    }
    /// The field's background image set for `state` (`searchFieldBackgroundImage(for:)`).
    open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? { fieldBackgrounds[state.rawValue] }
    /// Sets the scope buttons' title attributes in `state`
    /// (`setScopeBarButtonTitleTextAttributes(_:for:)`); kept.
    open func setScopeBarButtonTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        scopeTitleAttributes[state.rawValue] = attributes
    }
    /// The scope buttons' title attributes set for `state`
    /// (`scopeBarButtonTitleTextAttributes(for:)`).
    open func scopeBarButtonTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        scopeTitleAttributes[state.rawValue]
    }
    /// How far the field's background moves (`searchFieldBackgroundPositionAdjustment`); kept.
    open var searchFieldBackgroundPositionAdjustment = UIOffset.zero
    /// How far the text moves in the field (`searchTextPositionAdjustment`); kept.
    open var searchTextPositionAdjustment = UIOffset.zero
    /// The scope bar's background image (`scopeBarBackgroundImage`); kept.
    open var scopeBarBackgroundImage: UIImage?

    // MARK: Input

    /// A view above the keyboard (`inputAccessoryView`); kept, there is no keyboard.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    /// The view set as ``inputAccessoryView``.
    private var storedInputAccessoryView: UIView?

    // MARK: Size and layout (UISearchBar+Layout.swift)

    /// The width given, and 56 points, 44 more with a scope bar (`sizeThatFits(_:)`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: fittingHeight) }
    /// No intrinsic width; the height of ``sizeThatFits(_:)`` (`intrinsicContentSize`).
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: fittingHeight) }
    /// Places the field, the cancel button and the scope bar (`layoutSubviews()`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutParts()
    }
    /// Draws the background of ``searchBarStyle`` (`draw(_:)`).
    open override func draw(_ rect: CGRect) { drawBackground() }

    /// A search bar becomes first responder by its field (`becomeFirstResponder()`).
    @discardableResult open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
    /// Ends the field's editing (`resignFirstResponder()`).
    @discardableResult open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    // MARK: Text input traits: the field's

    /// The field's `autocapitalizationType`.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// The field's `autocorrectionType`.
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    /// The field's `spellCheckingType`.
    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    /// The field's `smartQuotesType`.
    open var smartQuotesType: UITextSmartQuotesType {
        get { searchTextField.smartQuotesType }
        set { searchTextField.smartQuotesType = newValue }
    }
    /// The field's `smartDashesType`.
    open var smartDashesType: UITextSmartDashesType {
        get { searchTextField.smartDashesType }
        set { searchTextField.smartDashesType = newValue }
    }
    /// The field's `smartInsertDeleteType`.
    open var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { searchTextField.smartInsertDeleteType }
        set { searchTextField.smartInsertDeleteType = newValue }
    }
    /// The field's `keyboardType`.
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// The field's `keyboardAppearance`.
    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    /// The field's `returnKeyType`; `.search` by default.
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    /// The field's `enablesReturnKeyAutomatically`; true by default.
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    /// The field's `isSecureTextEntry`.
    open var isSecureTextEntry: Bool {
        get { searchTextField.isSecureTextEntry }
        set { searchTextField.isSecureTextEntry = newValue }
    }
    /// The field's `textContentType`.
    open var textContentType: UITextContentType! {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }
}
