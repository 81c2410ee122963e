import CollectionRendering

/// A view that shows an image (`UIImageView`): a PNG image (``UIImage/init(contentsOfFile:)``)
/// is drawn by the renderer in the bounds per ``UIView/contentMode``. A system symbol or
/// asset image has no pixels here and draws nothing, but still sizes the view. A template
/// image (`UIImage.RenderingMode.alwaysTemplate`) draws as its alpha filled with
/// `tintColor`; others as they are, as UIKit's image views draw `.automatic` images as
/// originals. While highlighted it shows its highlighted image, when it has one.
open class UIImageView: UIView {
    /// The image (`image`); nil draws nothing.
    open var image: UIImage? {
        didSet { if image !== oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The image shown while ``isHighlighted`` (`highlightedImage`); nil shows ``image`` then.
    open var highlightedImage: UIImage? {
        didSet { if isHighlighted, highlightedImage !== oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Whether the view shows ``highlightedImage`` instead of ``image`` (`isHighlighted`);
    /// default false. A table view cell's image view follows the cell's highlight.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue, highlightedImage != nil { invalidateIntrinsicContentSize() } }
    }
    /// The image shown: ``highlightedImage`` while highlighted when there is one, else ``image``.
    private var currentImage: UIImage? { isHighlighted ? highlightedImage ?? image : image }

    /// An image view sized to `image` (`init(image:)`); user interaction is off, as in
    /// UIKit. A designated initializer, as UIKit's, so a subclass can override it.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// An image view with no image (`init(frame:)`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Image views are not decoded here: one from a coder has no image.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Image views do not take part in user interaction unless told to, as in UIKit.
    override class var isInteractiveByDefault: Bool { false }

    /// The image's size less its alignment insets (`intrinsicContentSize`: the alignment
    /// rectangle's size, so the frame is the image's size); zero without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image = displayedImage else { return .zero }
        let insets = image.alignmentRectInsets
        return CGSize(width: image.size.width - insets.horizontal, height: image.size.height - insets.vertical)
    }

    /// The image's alignment insets (`alignmentRectInsets`): UIKit's image views align their
    /// image's content (the header of `UIImage.withAlignmentRectInsets(_:)`); zero without an image.
    open override var alignmentRectInsets: UIEdgeInsets { currentImage?.alignmentRectInsets ?? .zero }

    /// The image's size (`sizeThatFits(_:)`), whatever `size` is; zero without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? .zero }

    /// The symbol configuration a symbol image is shown with (`preferredSymbolConfiguration`),
    /// under the image's own; it sets the symbol's size here.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { if preferredSymbolConfiguration != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The image as shown: a symbol image with ``preferredSymbolConfiguration`` under its own.
    var displayedImage: UIImage? { currentImage?.shown(withPreferred: preferredSymbolConfiguration) }

    /// Whether `.automatic` images draw as templates here: false, as UIKit's header says of image views; true in a system
    /// button, a segmented control and a tab bar, whose images UIKit tints.
    var templatesAutomaticImages = false

    /// Writes the image into `content` as the layer's contents, as UIKit sets an image
    /// view's `layer.contents`: placed in the bounds by ``UIView/contentMode`` at the image's
    /// scale, clipped to the bounds (rounded corners clip it only with `clipsToBounds`), a
    /// template filled with the tint colour (UIImage+RenderingMode.swift); nothing for an
    /// image without pixels.
    override func drawOwnContent(into content: inout ElementContent) {
        guard let image = currentImage else { return }
        let tint = image.drawsAsTemplate(automaticIsTemplate: templatesAutomaticImages) ? tintColor.renderColor(in: traitCollection) : nil
        guard let drawing = image.drawing(in: CGRect(origin: .zero, size: bounds.size), mode: contentMode.rendered, tint: tint) else {
            return
        }
        content.drawing = [drawing]
    }
}
