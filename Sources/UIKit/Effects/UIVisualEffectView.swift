import CollectionRendering

/// A view that shows a visual effect (`UIVisualEffectView`): a blur of what lies beneath it
/// (``UIBlurEffect``) under the subviews of its ``contentView``.
///
/// The blur takes the view's rounded shape (`layer.cornerRadius`, `maskedCorners`,
/// `cornerCurve`) without `clipsToBounds`, as since iOS 11. What it blurs is everything drawn
/// before it in the same picture — a `DisplayList(view:)`, `drawHierarchy`, `render(in:)` —
/// in PNG, PDF (an embedded image of the blur) and SVG (an SVG filter). Deliberate
/// differences: ``UIVibrancyEffect`` draws nothing of its own; subviews added to the view
/// itself rather than to ``contentView`` are drawn, not refused.
open class UIVisualEffectView: UIView {
    /// The view to add subviews to (`contentView`): the effect's size, in front of the effect.
    public let contentView: UIView

    /// The effect (`effect`); nil shows nothing.
    open var effect: UIVisualEffect?

    /// A view showing `effect` (`init(effect:)`), with a zero frame.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        installContentView()
    }

    /// A view with no effect (Linux: also `init(frame:)` and `init()`, which iOS code does
    /// not use).
    public override init(frame: CGRect) {
        effect = nil
        contentView = UIView(frame: .zero)
        super.init(frame: frame)
        installContentView()
    }

    /// Views are not decoded here: a view from a coder has no effect.
    public required init?(coder: NSCoder) {
        effect = nil
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A blur effect draws what lies beneath, blurred, with its tint.
    override func drawOwnContent(into content: inout ElementContent) {
        super.drawOwnContent(into: &content)
        if let blur = effect as? UIBlurEffect { content.backdrop = blur.backdrop }
    }
}
