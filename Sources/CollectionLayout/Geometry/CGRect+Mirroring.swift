import Foundation

extension CGRect {
    /// The rect mirrored left to right within a content `width` (`x′ = width − maxX`), as a
    /// right-to-left layout shows it; null and infinite rects are kept. An involution:
    /// mirroring twice gives the rect back.
    package func mirrored(withinWidth width: CGFloat) -> CGRect {
        guard !isNull, !isInfinite else { return self }
        return CGRect(x: width - maxX, y: minY, width: self.width, height: height)
    }
}
