import CollectionRendering

/// A view that shows an image (`UIImageView`): a PNG image (``UIImage/init(contentsOfFile:)``)
/// is drawn by the renderer in the bounds per ``UIView/contentMode``. A system symbol or
/// asset image has no pixels here and draws nothing, but still sizes the view. A template
/// image (`UIImage.RenderingMode.alwaysTemplate`) draws as its alpha filled with
/// `tintColor`; others as they are, as UIKit's image views draw `.automatic` images as
/// originals. While highlighted it shows its highlighted image, when it has one. It cycles
/// through its animation images, or an animated image's frames, on the animation clock.
open class UIImageView: UIView {
    /// The image (`image`); nil draws nothing. An animated image cycles through its frames
    /// from when it is set.
    open var image: UIImage? {
        didSet {
            if image !== oldValue { invalidateIntrinsicContentSize() }
            if image !== oldValue, image?.images != nil { animatedImageCycle = .now() }
        }
    }
    /// The image shown while ``isHighlighted`` (`highlightedImage`); nil shows ``image`` then.
    open var highlightedImage: UIImage? {
        didSet {
            if isHighlighted, highlightedImage !== oldValue { invalidateIntrinsicContentSize() }
            if highlightedImage !== oldValue, highlightedImage?.images != nil { animatedImageCycle = .now() }
        }
    }
    /// Whether the view shows ``highlightedImage`` instead of ``image`` (`isHighlighted`);
    /// default false. A table view cell's image view follows the cell's highlight.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue, highlightedImage != nil { invalidateIntrinsicContentSize() } }
    }
    /// The image set to show: ``highlightedImage`` while highlighted when there is one, else
    /// ``image``; what shows at a time is ``shownImage``.
    var currentImage: UIImage? { isHighlighted ? highlightedImage ?? image : image }

    /// An image view sized to `image` (`init(image:)`); user interaction is off, as in
    /// UIKit. A designated initializer, as UIKit's, so a subclass can override it.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        if image?.images != nil { animatedImageCycle = .now() }
    }

    // MARK: Animating images (docs/REFERENCE.md §24.9; UIImageView+Animating.swift)

    /// The images cycled through after ``startAnimating()`` (`animationImages`); default nil.
    open var animationImages: [UIImage]?
    /// The images cycled through instead while ``isHighlighted`` (`highlightedAnimationImages`);
    /// default nil, which cycles ``animationImages`` then too.
    open var highlightedAnimationImages: [UIImage]?
    /// The time one pass through the images takes, in seconds (`animationDuration`); default 0,
    /// which takes 1/30 s an image.
    open var animationDuration: TimeInterval = 0
    /// How many passes through the images play (`animationRepeatCount`); default 0, for ever.
    /// After the last, the view shows ``image`` again.
    open var animationRepeatCount = 0

    /// Starts cycling through the animation images from the first (`startAnimating()`), on the
    /// animation clock; nothing without images.
    open func startAnimating() {
        imageAnimation = cycledImages.isEmpty ? nil : .now()
    }

    /// Stops cycling: the view shows ``image`` again (`stopAnimating()`).
    open func stopAnimating() {
        imageAnimation = nil
    }

    /// Whether the view is cycling through its animation images (`isAnimating`): started, with
    /// images, and not past its last pass.
    open var isAnimating: Bool { animationFrame != nil }

    /// The cycle ``startAnimating()`` started; nil when stopped.
    var imageAnimation: ImageFrameCycle?
    /// The cycle of an animated ``image`` or ``highlightedImage``, from when it was set.
    var animatedImageCycle: ImageFrameCycle?

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
    /// A colour laid over the image's opaque parts: a legacy button's highlighted or disabled
    /// image (docs/REFERENCE.md §22.28); nil for none.
    var imageOverlay: UIColor? {
        didSet { if imageOverlay != oldValue { setNeedsDisplay() } }
    }

    /// Writes the image into `content` as the layer's contents, as UIKit sets an image
    /// view's `layer.contents`: placed in the bounds by ``UIView/contentMode`` at the image's
    /// scale, clipped to the bounds (rounded corners clip it only with `clipsToBounds`), a
    /// template filled with the tint colour (UIImage+RenderingMode.swift), with
    /// ``imageOverlay`` over it; nothing for an image without pixels.
    override func drawOwnContent(into content: inout ElementContent) {
        guard let image = shownImage else { return }
        let tint = image.drawsAsTemplate(automaticIsTemplate: templatesAutomaticImages) ? tintColor.renderColor(in: traitCollection) : nil
        let rect = CGRect(origin: .zero, size: bounds.size)
        guard let drawing = image.drawing(in: rect, mode: contentMode.rendered, tint: tint) else { return }
        content.drawing = [drawing]
        if let overlay = imageOverlay?.renderColor(in: traitCollection),
            let over = image.drawing(in: rect, mode: contentMode.rendered, tint: overlay)
        {
            content.drawing.append(over)
        }
    }
}
