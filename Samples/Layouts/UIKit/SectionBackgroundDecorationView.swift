// Written exactly as it would be in an iOS app: it compiles unchanged in Xcode.
import UIKit

/// The decoration view behind a section of a ``SectionBackgroundLayout``: a rounded panel.
open class SectionBackgroundDecorationView: UICollectionReusableView {
    /// A panel in `systemGray6` with 16 pt corners.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray6
        layer.cornerRadius = 16
    }

    /// A panel (nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
