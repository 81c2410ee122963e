import CollectionLayout
import Foundation

/// What an element shows, fully resolved: the renderer's `UIContentConfiguration`.
///
/// Set it as a view's `contentConfiguration` (and a cell's
/// `selectedBackgroundConfiguration`); the display list reads it back. Build one from an
/// ``ElementStyle`` (defaults, then the scene's style entry, then per-item overrides) with
/// ``ElementStyle/content(for:overrides:)``.
///
/// It is also a node of the render tree a `CALayer` tree becomes: a layer's background,
/// corners, border, shadow, backdrop, contents, gradient, shape, sublayers and mask.
///
/// The painter lays everything out in the untransformed bounds `(0, 0, size)`, in Core
/// Animation's order: the shadow, the fill as a rounded rectangle, the selected background,
/// the image (clipped to the rounded rectangle), the contents (``drawing``), the gradient,
/// the shape, the sublayers (clipped with the contents to the rounded rectangle with
/// ``masksToBounds``), the title and subtitle, and the border on top — all masked by
/// ``mask``.
public struct ElementContent: ContentConfiguration, Hashable {
    /// The background fill (`backgroundColor`); `.clear` draws none.
    public var fill: Color
    /// The corner radius of fill, border, clip and shadow (`layer.cornerRadius`).
    public var cornerRadius: CGFloat
    /// The border width, drawn inside the bounds (`layer.borderWidth`); 0 draws none.
    public var borderWidth: CGFloat
    /// The border colour (`layer.borderColor`).
    public var borderColor: Color
    /// The drop shadow, or nil for none.
    public var shadow: Shadow?
    /// The main text, or nil.
    public var title: String?
    /// The title's runs with attributes of their own and its paragraph attributes (a label's
    /// `attributedText`); default plain: all of it in ``font`` and ``textColor``.
    public var titleStyling = TextStyling()
    /// A second, smaller line under the title, or nil.
    public var subtitle: String?
    /// The title's font.
    public var font: FontDescription
    /// The subtitle's font.
    public var subtitleFont: FontDescription
    /// The text colour.
    public var textColor: Color
    /// The horizontal alignment of the text.
    public var alignment: TextAlignment
    /// Space between the bounds and the text.
    public var padding: EdgeInsets
    /// An image drawn over the fill, clipped to the rounded rectangle, or nil.
    public var image: ImageSource?
    /// How the image fills the bounds.
    public var contentMode: ContentMode
    /// Which text shows on its own (see ``ElementLabel``).
    public var label: ElementLabel
    /// The most lines a lone title (or a lone subtitle) shows, the last one ellipsized when
    /// cut (`UILabel.numberOfLines`); 0 shows as many as fit the text area. A title with a
    /// subtitle shows one line of each either way (``ContentTextLayout``).
    public var maximumLines: Int
    /// Sublayers drawn over the fill, selected background and image, under the text and
    /// border, first at the bottom (a view's subviews: a cell's `backgroundView`,
    /// `selectedBackgroundView` and `contentView`).
    public var sublayers: [ContentLayer]
    /// Whether the contents and sublayers are clipped to the rounded bounds
    /// (`layer.masksToBounds`, `clipsToBounds`), and the shadow with them; the corner radius
    /// rounds the fill and border either way.
    public var masksToBounds: Bool

    // MARK: Core Animation's layer properties

    /// Which corners ``cornerRadius`` rounds (`maskedCorners`); default all.
    public var maskedCorners: Corners = .all
    /// The curve of the rounded corners (`cornerCurve`); default circular.
    public var cornerCurve: CornerCurve = .circular
    /// A radius for each corner, which replaces ``cornerRadius`` and ``maskedCorners`` when set
    /// (a view's `cornerConfiguration`, iOS 26); ``cornerRadius`` is then the largest of them.
    public var cornerRadii: CornerRadii?
    /// The layer's contents, clipped to its bounds: what its `contents` image or its
    /// `draw(in:)` (a view's `draw(_:)`) drew, in the layer's coordinates.
    public var drawing: [DrawingOperation] = []
    /// A tiled image filling the rounded shape instead of ``fill`` (a pattern colour as
    /// `backgroundColor`); nil for none.
    public var fillPattern: ImagePattern?
    /// A gradient over the background (`CAGradientLayer`), filling the rounded shape.
    public var gradient: LayerGradient?
    /// A shape drawn over the contents (`CAShapeLayer`).
    public var shape: LayerShape?
    /// A blur of what lies beneath, with a tint, over the background (a
    /// `UIVisualEffectView`'s); nil for none.
    public var backdrop: LayerBackdrop?
    /// A transform applied to every sublayer's placement, in this layer's local space
    /// (`sublayerTransform`, which Core Animation applies about the anchor point: the caller
    /// moves it there).
    public var sublayerTransform: Transform3D = .identity
    /// A layer whose alpha masks this one's drawing, shadow included (`mask`), placed in
    /// this layer's bounds; nil for none.
    public var mask: ContentLayer? {
        get { maskStorage.first }
        set { maskStorage = newValue.map { [$0] } ?? [] }
    }
    // An array, so that the struct can hold one of its own kind.
    private var maskStorage: [ContentLayer] = []

    /// A content description; every part defaults to "nothing drawn".
    public init(
        fill: Color = .clear, cornerRadius: CGFloat = 0, borderWidth: CGFloat = 0, borderColor: Color = .clear,
        shadow: Shadow? = nil, title: String? = nil, subtitle: String? = nil,
        font: FontDescription = FontDescription(), subtitleFont: FontDescription = FontDescription(size: 12),
        textColor: Color = .label, alignment: TextAlignment = .center, padding: EdgeInsets = .zero,
        image: ImageSource? = nil, contentMode: ContentMode = .scaleAspectFill, label: ElementLabel = .title,
        maximumLines: Int = 0, sublayers: [ContentLayer] = [], masksToBounds: Bool = false
    ) {
        self.fill = fill; self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth; self.borderColor = borderColor; self.shadow = shadow
        self.title = title; self.subtitle = subtitle; self.font = font; self.subtitleFont = subtitleFont
        self.textColor = textColor; self.alignment = alignment; self.padding = padding
        self.image = image; self.contentMode = contentMode; self.label = label; self.maximumLines = maximumLines
        self.sublayers = sublayers; self.masksToBounds = masksToBounds
    }

    /// The title line actually shown for an element at `key` (the automatic label applied),
    /// or nil.
    public func displayedTitle(for key: ElementKey) -> String? {
        switch label {
        case .none: return nil
        case .title: return title
        case .indexPath: return title ?? Self.automaticLabel(for: key)
        }
    }

    /// The subtitle actually shown, or nil (`label: none` hides it).
    public var displayedSubtitle: String? { label == .none ? nil : subtitle }

    /// The automatic label: `0·3` for a cell or a supplementary view of another kind
    /// (a badge), `Section 0` for a header, `Footer 0` for a footer, nil for decorations.
    public static func automaticLabel(for key: ElementKey) -> String? {
        let section = key.indexPath.first ?? 0
        switch ElementRole(key) {
        case .cell, .supplementary: return key.indexPath.map(String.init).joined(separator: "·")
        case .footer: return "Footer \(section)"
        case .header: return "Section \(section)"
        case .separator, .listBackground, .decoration: return nil
        }
    }
}
