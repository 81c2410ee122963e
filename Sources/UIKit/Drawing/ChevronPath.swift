import CoreGraphics

/// The chevron UIKit draws for a back button and a date picker's month arrows: two strokes
/// meeting at a tip, which the caller strokes 2.5 points wide with round caps and joins.
enum ChevronPath {
    /// The chevron filling `rect`: its tip at the middle of the right edge when `pointingRight`,
    /// else of the left edge, its two ends at the opposite corners.
    static func path(in rect: CGRect, pointingRight: Bool) -> CGMutablePath {
        let (tip, tail) = pointingRight ? (rect.maxX, rect.minX) : (rect.minX, rect.maxX)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: tail, y: rect.minY))
        path.addLine(to: CGPoint(x: tip, y: rect.midY))
        path.addLine(to: CGPoint(x: tail, y: rect.maxY))
        return path
    }
}
