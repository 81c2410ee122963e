import Foundation

/// Flow layout's math works in flow space: `u` runs along a line (across the scroll
/// direction) and `v` along the scroll direction, so one implementation serves both
/// directions. Vertical scrolling: u = x, v = y. Horizontal: u = y, v = x.
struct FlowAxis: Sendable {
    /// Whether the layout scrolls vertically.
    let vertical: Bool

    /// A size's extent along a line.
    @inline(__always) func u(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
    /// A size's extent along the scroll direction.
    @inline(__always) func v(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }

    /// The inset at the start of a line (left, or top when horizontal).
    @inline(__always) func uStart(_ insets: EdgeInsets) -> CGFloat { vertical ? insets.left : insets.top }
    /// The inset at the end of a line.
    @inline(__always) func uEnd(_ insets: EdgeInsets) -> CGFloat { vertical ? insets.right : insets.bottom }
    /// The inset before the first line (top, or left when horizontal).
    @inline(__always) func vStart(_ insets: EdgeInsets) -> CGFloat { vertical ? insets.top : insets.left }
    /// The inset after the last line.
    @inline(__always) func vEnd(_ insets: EdgeInsets) -> CGFloat { vertical ? insets.bottom : insets.right }

    /// A rectangle from flow-space coordinates.
    @inline(__always) func rect(u: CGFloat, v: CGFloat, uLength: CGFloat, vLength: CGFloat) -> CGRect {
        vertical ? CGRect(x: u, y: v, width: uLength, height: vLength) : CGRect(x: v, y: u, width: vLength, height: uLength)
    }

    /// A rectangle's start and end along the scroll direction.
    @inline(__always) func vRange(_ rect: CGRect) -> (CGFloat, CGFloat) {
        vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }

    /// A rectangle's start and end along a line.
    @inline(__always) func uRange(_ rect: CGRect) -> (CGFloat, CGFloat) {
        vertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
    }
}
