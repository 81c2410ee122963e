import CoreGraphics

/// The image of UIKit's "More" tab bar item (`UITabBarItem.SystemItem.more`): three dots in a
/// row, drawn here as there are no system images on Linux (docs/REFERENCE.md §20.11).
enum TabBarMoreImage {
    /// A 30-point square template image: three dots 6 points across, their centres 9 points
    /// apart on the middle line [chosen: the look of iOS's item, not its exact pixels].
    static func make() -> UIImage {
        let side = ControlMetrics.tabImageSize
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
            context.cgContext.setFillColor(gray: 0, alpha: 1)
            for step in -1...1 {
                let centre = CGPoint(x: side / 2 + CGFloat(step) * 9, y: side / 2)
                context.cgContext.fillEllipse(in: CGRect(x: centre.x - 3, y: centre.y - 3, width: 6, height: 6))
            }
        }
        return image.withRenderingMode(.alwaysTemplate)
    }
}
