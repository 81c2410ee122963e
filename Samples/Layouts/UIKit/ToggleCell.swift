// Written as it would be in an iOS app: it compiles unchanged in Xcode.
import UIKit

/// A settings row: a title, a "Details" button and a switch, laid out by hand (no Auto
/// Layout). Tapping the button flashes the row yellow and fades it back with `UIView.animate`.
open class ToggleCell: UICollectionViewCell {
    /// The row's title.
    public let titleLabel = UILabel()
    /// The row's switch.
    public let toggle = UISwitch()
    /// The row's button.
    public let detailsButton: UIButton = {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Details"
        configuration.buttonSize = .small
        configuration.cornerStyle = .capsule
        return UIButton(configuration: configuration)
    }()

    /// Called when the switch changes, with its new state.
    public var onToggle: ((Bool) -> Void)?

    /// The row's background when it is not flashing.
    public static let restingColor = UIColor.secondarySystemBackground

    /// A row with its parts in the content view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = Self.restingColor
        contentView.layer.cornerRadius = 10
        titleLabel.font = .systemFont(ofSize: 17)
        contentView.addSubview(titleLabel)
        contentView.addSubview(detailsButton)
        contentView.addSubview(toggle)
        toggle.addAction(UIAction { [unowned self] _ in onToggle?(toggle.isOn) }, for: .valueChanged)
        detailsButton.addAction(UIAction { [unowned self] _ in flash() }, for: .primaryActionTriggered)
    }

    /// A row (nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `title` and the switch at `isOn`.
    public func configure(title: String, isOn: Bool) {
        titleLabel.text = title
        toggle.setOn(isOn, animated: false)
    }

    /// Flashes the row: yellow at once, back to its resting colour over 0.6 s.
    public func flash() {
        contentView.backgroundColor = .systemYellow
        UIView.animate(withDuration: 0.6, delay: 0, options: [.allowUserInteraction, .curveEaseOut]) {
            self.contentView.backgroundColor = Self.restingColor
        }
    }

    /// Lays the parts out once the row has its size.
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// The switch at the trailing edge, the button before it, the title in what is left.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        let margin: CGFloat = 16
        let switchSize = toggle.intrinsicContentSize
        toggle.frame = CGRect(
            x: bounds.maxX - margin - switchSize.width, y: bounds.midY - switchSize.height / 2, width: switchSize.width,
            height: switchSize.height)
        let buttonSize = detailsButton.intrinsicContentSize
        detailsButton.frame = CGRect(
            x: toggle.frame.minX - 12 - buttonSize.width, y: bounds.midY - buttonSize.height / 2, width: buttonSize.width,
            height: buttonSize.height)
        titleLabel.frame = CGRect(x: margin, y: 0, width: max(0, detailsButton.frame.minX - 2 * margin), height: bounds.height)
    }
}
