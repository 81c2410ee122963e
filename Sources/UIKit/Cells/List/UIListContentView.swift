import CollectionLayout

/// The view of a ``UIListContentConfiguration`` (`UIListContentView`, iOS 14): a
/// ``UIImageView`` and two ``UILabel``s laid out in its bounds by the configuration's
/// metrics, and the height they need for self-sizing.
///
/// The layout (docs/REFERENCE.md §19): the image at the leading
/// margin, centred vertically in the room `imageProperties` keep for it; the texts after it
/// and `imageToTextPadding`, up to the trailing margin — stacked, `textToSecondaryTextVerticalPadding`
/// apart, the block centred vertically; or side by side (`prefersSideBySideTextAndSecondaryText`),
/// the secondary text at the trailing margin, when both fit on one line
/// `textToSecondaryTextHorizontalPadding` apart, else stacked. Right to left mirrors it.
/// Its height: the margins plus the taller of the image and the text block. Deliberate
/// difference: ``configuration`` is typed `UIContentConfiguration` (read it back with `as?`);
/// setting a configuration of another type is ignored where UIKit raises.
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration
    /// The image's view.
    let imageView = UIImageView(frame: .zero)
    /// The primary text's label.
    let textLabel = UILabel(frame: .zero)
    /// The secondary text's label.
    let secondaryTextLabel = UILabel(frame: .zero)
    /// The layout guides of the image, text and secondary text, made when first asked for
    /// (UIListContentView+LayoutGuides.swift).
    var partGuides: [UILayoutGuide?] = [nil, nil, nil]

    /// A view showing `configuration` (`init(configuration:)`).
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] { addSubview(view) }
        apply()
    }

    /// A view showing an empty ``UIListContentConfiguration/cell()``.
    public required convenience init() {
        self.init(configuration: .cell())
    }

    /// List content views are not decoded here: one from a coder shows an empty ``UIListContentConfiguration/cell()``.
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        for view in [imageView, textLabel, secondaryTextLabel] { addSubview(view) }
        apply()
    }

    /// The configuration shown (`configuration`): a ``UIListContentConfiguration``; setting
    /// another type does nothing.
    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let configuration = newValue as? UIListContentConfiguration else { return }
            listConfiguration = configuration
            apply()
        }
    }

    /// Whether `configuration` is a ``UIListContentConfiguration`` (`supports(_:)`).
    open func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    /// Lays the subviews out again when the size changes.
    open override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { layoutSubviews() } }
    }

    /// Places the image and labels in the bounds (`layoutSubviews()`).
    open override func layoutSubviews() {
        let layout = computeLayout(width: bounds.width, height: bounds.height)
        imageView.frame = layout.image
        textLabel.frame = layout.text
        secondaryTextLabel.frame = layout.secondaryText
    }

    /// The size for `size` (`sizeThatFits(_:)`): its width, the height the content needs at it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: computeLayout(width: size.width, height: nil).height)
    }

    /// The size for `targetSize` (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`):
    /// the target's width; the height the content needs at that width when the vertical
    /// priority is below `.required`, else the target's.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        guard verticalFittingPriority < .required else { return targetSize }
        return sizeThatFits(targetSize)
    }

    /// Copies the configuration onto the subviews and lays them out.
    private func apply() {
        let configuration = listConfiguration
        imageView.image = configuration.image
        imageView.contentMode = .scaleAspectFit
        imageView.preferredSymbolConfiguration = configuration.imageProperties.preferredSymbolConfiguration
        imageView.tintColor = configuration.imageProperties.resolvedTintColor(for: tintColor)
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.isHidden = configuration.image == nil
        for (label, text, properties) in [
            (textLabel, configuration.shownText, configuration.textProperties),
            (secondaryTextLabel, configuration.shownSecondaryText, configuration.secondaryTextProperties),
        ] {
            label.text = nil
            label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
            label.font = properties.font
            label.textColor = properties.resolvedColor()
            label.textAlignment = properties.labelAlignment
            label.numberOfLines = properties.numberOfLines
            label.lineBreakMode = properties.lineBreakMode
            text?.show(in: label)
            label.isHidden = text == nil
        }
        layoutSubviews()
        invalidateIntrinsicContentSize()
    }
}
