// Written exactly as it would be in an iOS app: it compiles unchanged in Xcode.
import UIKit

/// A card that takes its corner radius from its ``CardLayoutAttributes``.
open class CardCell: UICollectionViewCell {
    /// The corner radius last applied from the attributes; nil before any.
    public private(set) var appliedRadius: CGFloat?

    /// A card on the secondary system background, its content clipped to its rounded
    /// corners (without `clipsToBounds` a layer's corner radius rounds only its own
    /// background, not the content view above it).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        clipsToBounds = true
    }

    /// A card (nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Applies the attributes and, from ``CardLayoutAttributes``, the corner radius.
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let attributes = layoutAttributes as? CardLayoutAttributes else { return }
        appliedRadius = attributes.cornerRadius
        layer.cornerRadius = attributes.cornerRadius
    }
}
