/// The content of a list cell, header or footer: text, secondary text and an image, laid
/// out by UIKit's list metrics (`UIListContentConfiguration`, iOS 14). Get one from a list
/// cell's `defaultContentConfiguration()` or a style such as ``cell()``, set the content and
/// assign it to a cell's ``UICollectionViewCell/contentConfiguration``; its view is a
/// ``UIListContentView``.
///
/// UIKit documents none of the styles' metrics: the values each style starts with are
/// listed in docs/REFERENCE.md §19 with where each comes from.
/// A list cell's ``UICollectionViewListCell/defaultContentConfiguration()`` picks the style
/// of its list's appearance. Deliberate differences: the styles do not change with the
/// state (`updated(for:)` returns the configuration unchanged: no sidebar selection
/// styling, no dimming when disabled), and images are tinted nowhere
/// (``ImageProperties/tintColor`` is kept).
@preconcurrency @MainActor
public struct UIListContentConfiguration: UIContentConfiguration, @preconcurrency Hashable {
    /// The primary text (`text`); nil shows none.
    public var text: String?
    /// The secondary text (`secondaryText`); nil shows none.
    public var secondaryText: String?
    /// An attributed variant of the primary text (`attributedText`, iOS 14); when set, it
    /// supersedes ``text``. Its runs keep their own attributes; ``textProperties`` fill in
    /// the font, colour and alignment where a run has none, as a label's do.
    public var attributedText: NSAttributedString?
    /// An attributed variant of the secondary text (`secondaryAttributedText`, iOS 14); when
    /// set, it supersedes ``secondaryText``.
    public var secondaryAttributedText: NSAttributedString?
    /// The image (`image`), at the leading edge; nil shows none.
    public var image: UIImage?
    /// How the primary text looks (`textProperties`).
    public var textProperties: TextProperties
    /// How the secondary text looks (`secondaryTextProperties`).
    public var secondaryTextProperties: TextProperties
    /// How the image is sized (`imageProperties`).
    public var imageProperties = ImageProperties()
    /// The margins around the content (`directionalLayoutMargins`).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// The axes on which the margins are at least the list's layout margins
    /// (`axesPreservingSuperviewLayoutMargins`); default `.horizontal`: the leading and
    /// trailing margins are at least 16 points, 20 in a cell at least 414 points wide (the
    /// margins list separators start at).
    public var axesPreservingSuperviewLayoutMargins = UIAxis.horizontal
    /// Whether the texts sit side by side when they fit (`prefersSideBySideTextAndSecondaryText`);
    /// true for ``valueCell()``.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the texts (`imageToTextPadding`).
    public var imageToTextPadding: CGFloat = 16
    /// The space between side-by-side texts (`textToSecondaryTextHorizontalPadding`).
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The space between stacked texts (`textToSecondaryTextVerticalPadding`).
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    /// A configuration with the given looks and margins (`directionalLayoutMargins`).
    private init(text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets) {
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
    }

    /// The margins of cells: 11 above and below, 16 at the sides.
    private static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    /// A list cell (`cell()`): body text in `label`, subheadline secondary text in
    /// `secondaryLabel` below it.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(.body, color: .label), secondary: TextProperties(.subheadline, color: .secondaryLabel),
            margins: cellMargins)
    }

    /// A list cell with a subtitle (`subtitleCell()`): as ``cell()``.
    public static func subtitleCell() -> UIListContentConfiguration { cell() }

    /// A list cell with a value (`valueCell()`): body text, the secondary text in body
    /// `secondaryLabel` at the trailing edge, side by side when both fit.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.secondaryTextProperties = TextProperties(.body, color: .secondaryLabel)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A sidebar cell (`sidebarCell()`): as ``cell()`` with 10 points between image and text.
    public static func sidebarCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.imageToTextPadding = 10
        return configuration
    }

    /// A sidebar cell with a subtitle (`sidebarSubtitleCell()`): as ``sidebarCell()``.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { sidebarCell() }

    /// An accompanied sidebar cell (`accompaniedSidebarCell()`): as ``sidebarCell()``.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { sidebarCell() }

    /// A plain list's header (`plainHeader()`): semibold subheadline text in `label`, 6
    /// points above and below.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(.subheadline, weight: .semibold, color: .label),
            secondary: TextProperties(.subheadline, color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
    }

    /// A plain list's footer (`plainFooter()`): footnote text in `secondaryLabel`, 6 points
    /// above and below.
    public static func plainFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(.footnote, color: .secondaryLabel), secondary: TextProperties(.footnote, color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
    }

    /// A grouped list's header (`groupedHeader()`): footnote text in `secondaryLabel`, 17
    /// points above, 6 below.
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = plainFooter()
        configuration.directionalLayoutMargins.top = 17
        return configuration
    }

    /// A grouped list's footer (`groupedFooter()`): footnote text in `secondaryLabel`, 6
    /// points above, 17 below.
    public static func groupedFooter() -> UIListContentConfiguration {
        var configuration = plainFooter()
        configuration.directionalLayoutMargins.bottom = 17
        return configuration
    }

    /// A sidebar's header (`sidebarHeader()`): as ``plainHeader()`` in `secondaryLabel`.
    public static func sidebarHeader() -> UIListContentConfiguration {
        var configuration = plainHeader()
        configuration.textProperties.color = .secondaryLabel
        return configuration
    }

    /// A header (`header()`, iOS 18): ``plainHeader()`` (UIKit then adopts the list's style
    /// from the state's traits, which carry no list environment here).
    public static func header() -> UIListContentConfiguration { plainHeader() }

    /// A footer (`footer()`, iOS 18): ``plainFooter()`` (see ``header()``).
    public static func footer() -> UIListContentConfiguration { plainFooter() }

    /// A ``UIListContentView`` showing this configuration (`makeContentView()`).
    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    /// The configuration for `state` (`updated(for:)`): unchanged here (see the type).
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }

    /// The primary text shown: ``attributedText`` if set, else ``text``, through
    /// ``TextProperties/transform``; nil when there is none or it is empty.
    var shownText: ShownText? { ShownText(attributedText, text, textProperties.transform) }
    /// The secondary text shown, as ``shownText``.
    var shownSecondaryText: ShownText? { ShownText(secondaryAttributedText, secondaryText, secondaryTextProperties.transform) }
}

/// A list content's text as shown: plain or attributed, transformed, never empty.
enum ShownText {
    case plain(String)
    case attributed(NSAttributedString)

    /// `attributed` if set, else `plain`, through `transform`; nil when empty.
    init?(_ attributed: NSAttributedString?, _ plain: String?, _ transform: UIListContentConfiguration.TextProperties.TextTransform) {
        if let attributed {
            guard attributed.length > 0 else { return nil }
            self = .attributed(transform.applied(to: attributed))
        } else if let plain, !plain.isEmpty {
            self = .plain(transform.applied(to: plain))
        } else {
            return nil
        }
    }

    /// The characters shown.
    var string: String {
        switch self {
        case .plain(let text): text
        case .attributed(let text): text.string
        }
    }

    /// Shows the text in `label`, after its font and colour are set (so that an attributed
    /// text's runs without a font or colour take the label's).
    func show(in label: UILabel) {
        switch self {
        case .plain(let text): label.text = text
        case .attributed(let text): label.attributedText = text
        }
    }
}
