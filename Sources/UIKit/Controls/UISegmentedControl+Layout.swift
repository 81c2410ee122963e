// Where a segmented control's segments go and how each is drawn.

extension UISegmentedControl {
    /// Each segment's width: its own when set; else, by content or equally, the content's
    /// width with the padding either side (the widest one's for equal widths), stretched to
    /// share `total` when given.
    func segmentWidths(total: CGFloat?) -> [CGFloat] {
        let padding = 2 * ControlMetrics.segmentPadding
        let natural = segments.map { segment -> CGFloat in
            if segment.width > 0 { return segment.width }
            let label = UILabel(frame: .zero)
            label.font = .systemFont(ofSize: ControlMetrics.segmentFontSize, weight: .medium)
            label.text = segment.title
            let text = segment.title == nil ? 0 : label.intrinsicContentSize.width.rounded(.up)
            return max(text, segment.image?.size.width ?? 0) + padding
        }
        let fixed = segments.map { $0.width > 0 }
        var widths = apportionsSegmentWidthsByContent ? natural : natural.indices.map { fixed[$0] ? natural[$0] : (natural.max() ?? 0) }
        guard let total, !widths.isEmpty else { return widths }
        let free = widths.indices.filter { !fixed[$0] }
        let extra = total - widths.reduce(0, +)
        guard !free.isEmpty else { return widths }
        if apportionsSegmentWidthsByContent {
            for index in free { widths[index] += extra / CGFloat(free.count) }
        } else {
            let share = (total - fixed.indices.filter { fixed[$0] }.map { widths[$0] }.reduce(0, +)) / CGFloat(free.count)
            for index in free { widths[index] = share }
        }
        return widths.map { max(0, $0) }
    }

    /// The segments' frames across the bounds.
    func segmentFrames() -> [CGRect] {
        var x: CGFloat = 0
        return segmentWidths(total: bounds.width).map { width in
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    /// The segment under `point` (the control's space), if any.
    func segment(at point: CGPoint) -> Int? {
        segmentFrames().firstIndex { $0.minX <= point.x && point.x < $0.maxX }
    }

    /// Draws the track, the selected segment and each segment's content and separator.
    func layoutSegments() {
        backgroundColor = ControlMetrics.tertiarySystemFill
        layer.cornerRadius = ControlMetrics.segmentedCornerRadius
        let frames = segmentFrames()
        let selected = segments.indices.contains(selectedSegmentIndex) ? selectedSegmentIndex : nil
        let inset = ControlMetrics.segmentInset
        indicator.isHidden = selected == nil
        if let selected {
            indicator.frame = frames[selected].insetBy(dx: inset, dy: inset)
            indicator.layer.cornerRadius = ControlMetrics.segmentCornerRadius
            indicator.backgroundColor = selectedSegmentTintColor ?? .white
            indicator.layer.borderWidth = ControlMetrics.thumbOutlineWidth
            indicator.layer.borderColor = ControlMetrics.thumbOutline.cgColor
        }
        for (index, segment) in segments.enumerated() {
            let frame = frames[index]
            let dimmed = !isEnabled || !segment.isEnabled
            segment.label.text = segment.image == nil ? segment.title : nil
            segment.label.font = .systemFont(ofSize: ControlMetrics.segmentFontSize, weight: index == selected ? .semibold : .medium)
            segment.label.textColor = dimmed ? ControlMetrics.tertiaryLabel : .label
            segment.label.textAlignment = .center
            segment.label.frame = frame.insetBy(dx: ControlMetrics.segmentPadding, dy: 0)
            segment.imageView.image = segment.image
            // Its `.automatic` images are templates (UIImage.h), in the title's colour.
            segment.imageView.templatesAutomaticImages = true
            segment.imageView.tintColor = segment.label.textColor
            let imageSize = segment.image?.size ?? .zero
            segment.imageView.frame = CGRect(
                x: frame.midX - imageSize.width / 2, y: frame.midY - imageSize.height / 2, width: imageSize.width,
                height: imageSize.height)
            // A separator on the leading edge of every segment after the first, unless it
            // or the segment before is selected.
            let showsSeparator = index > 0 && index != selected && index - 1 != selected
            segment.separator.isHidden = !showsSeparator
            segment.separator.backgroundColor = ControlMetrics.systemFill
            segment.separator.frame = CGRect(x: frame.minX - 0.5, y: frame.height * 0.25, width: 1, height: frame.height * 0.5)
        }
    }
}
