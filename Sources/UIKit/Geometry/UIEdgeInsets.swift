/// UIKit's `UIEdgeInsets`: the core's `EdgeInsets` (same labels, `.zero`,
/// `CGRect.inset(by:)`).
public typealias UIEdgeInsets = EdgeInsets

/// UIKit's `NSDirectionalEdgeInsets`: the core's `DirectionalEdgeInsets` (`top`,
/// `leading`, `bottom`, `trailing`, `.zero`), which compositional layouts use too.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets

extension DirectionalEdgeInsets {
    /// The same insets as left/right edges for a reading direction.
    public func edgeInsets(for direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
        direction == .rightToLeft
            ? UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}

/// A horizontal and vertical offset, as UIKit's `UIOffset`.
public struct UIOffset: Hashable, Sendable {
    /// The horizontal offset.
    public var horizontal: CGFloat
    /// The vertical offset.
    public var vertical: CGFloat

    /// No offset (`init()`), as Swift imports every C structure with an initializer that
    /// zeroes its fields.
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// An offset from its two parts.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset (`UIOffset.zero`).
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}
