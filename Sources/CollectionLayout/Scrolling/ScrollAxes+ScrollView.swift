import Foundation

extension ScrollAxes {
    /// A scroll view's axes as the physics sees them: the range from the content size and the
    /// adjusted inset (`−inset.left … content + inset.right − bounds`, and the same vertically),
    /// the bounds size, whether each axis bounces (`bounces`, and the content is longer than
    /// the bounds on that axis or `alwaysBounceHorizontal` / `alwaysBounceVertical` is set),
    /// paging and the screen scale (docs/REFERENCE.md §10.7).
    public init(
        contentSize content: CGSize, inset: EdgeInsets, boundsSize size: CGSize, bounces: Bool,
        alwaysBounceHorizontal: Bool, alwaysBounceVertical: Bool, isPagingEnabled: Bool, scale: Double
    ) {
        let minX = -Double(inset.left), minY = -Double(inset.top)
        let maxX = max(minX, Double(content.width + inset.right - size.width))
        let maxY = max(minY, Double(content.height + inset.bottom - size.height))
        self.init(
            x: ScrollAxis(
                minOffset: minX, maxOffset: maxX, dimension: Double(size.width),
                bounces: bounces && (maxX > minX || alwaysBounceHorizontal), isPagingEnabled: isPagingEnabled, scale: scale),
            y: ScrollAxis(
                minOffset: minY, maxOffset: maxY, dimension: Double(size.height),
                bounces: bounces && (maxY > minY || alwaysBounceVertical), isPagingEnabled: isPagingEnabled, scale: scale))
    }
}
