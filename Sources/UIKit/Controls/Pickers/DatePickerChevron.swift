import Foundation

/// A chevron of an inline date picker's header, drawn in the tint colour (chosen: the look of
/// the system's `chevron.left` / `chevron.right` symbols, as a path 8 × 14 pt, 2.5 pt wide).
final class DatePickerChevron: UIView {
    /// Whether it points to the next month (right) rather than the previous one (left).
    let pointingForward: Bool

    init(pointingForward: Bool) {
        self.pointingForward = pointingForward
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        pointingForward = true
        super.init(coder: coder)
    }

    override func assembleParts() {
        super.assembleParts()
        isUserInteractionEnabled = false
        backgroundColor = .clear
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let (width, height) = (CGFloat(8), CGFloat(14))
        let glyph = CGRect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
        let path = UIBezierPath(cgPath: ChevronPath.path(in: glyph, pointingRight: pointingForward))
        path.lineWidth = 2.5
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        (tintColor ?? .systemBlue).setStroke()
        path.stroke()
    }
}
