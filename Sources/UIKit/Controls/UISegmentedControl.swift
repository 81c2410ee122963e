/// UIKit's `UISegmentedControl`: a row of segments, one selected. A touch lifting on an
/// enabled segment selects it and sends `.valueChanged` (and the segment's action, for
/// segments made from actions); a momentary control shows no lasting selection.
///
/// Drawn in iOS 13's look (docs/REFERENCE.md §25): 32 points tall, a grey rounded track, the
/// selected segment a white rounded rectangle 2 points in (its shadow is not drawn yet), 13 pt
/// titles, thin separators between unselected neighbours. Segments share the width equally, or
/// by their content with ``apportionsSegmentWidthsByContent``; a width set for a segment wins.
/// Not declared: `setTitleTextAttributes(_:for:)` (Linux has no UIKit text attribute keys) and
/// the background and divider image API.
open class UISegmentedControl: UIControl {
    /// One segment's content.
    @MainActor struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        var width: CGFloat = 0
        let label = UILabel(frame: .zero)
        let imageView = UIImageView(frame: .zero)
        let separator = UIView(frame: .zero)
    }

    /// The index meaning "no segment" (`UISegmentedControl.noSegment`): −1.
    public static let noSegment = -1

    var segments: [Segment] = []
    /// The selected segment's indicator.
    let indicator = UIView(frame: .zero)

    /// A control with a segment per item, a `String` title or a `UIImage` (`init(items:)`).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let image = item as? UIImage {
                insertSegment(with: image, at: numberOfSegments, animated: false)
            } else {
                insertSegment(withTitle: item as? String ?? String(describing: item), at: numberOfSegments, animated: false)
            }
        }
        bounds.size = intrinsicContentSize
    }

    /// A control with a segment per action, titled by it (`init(frame:actions:)`, iOS 14).
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions { insertSegment(action: action, at: numberOfSegments, animated: false) }
    }

    override func assembleParts() {
        super.assembleParts()
        indicator.isUserInteractionEnabled = false
        indicator.backgroundColor = .white
        addSubview(indicator)
        updateControlAppearance()
    }

    /// The selected segment (`selectedSegmentIndex`); ``noSegment`` for none.
    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet {
            if !segments.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = Self.noSegment }
            updateControlAppearance()
        }
    }
    /// Whether a tapped segment shows selected only while touched (`isMomentary`).
    open var isMomentary = false
    /// Whether segments are as wide as their content (`apportionsSegmentWidthsByContent`).
    open var apportionsSegmentWidthsByContent = false {
        didSet { updateControlAppearance() }
    }
    /// The selected segment's colour (`selectedSegmentTintColor`); nil is white.
    open var selectedSegmentTintColor: UIColor? {
        didSet { updateControlAppearance() }
    }
    /// The number of segments (`numberOfSegments`).
    open var numberOfSegments: Int { segments.count }

    // MARK: Segments

    /// Inserts a titled segment (`insertSegment(withTitle:at:animated:)`); the index is
    /// clamped to the segments.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts an image segment (`insertSegment(with:at:animated:)`).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment from an action, with its title and image (`insertSegment(action:at:animated:)`).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }

    /// Removes a segment (`removeSegment(at:animated:)`).
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        let removed = segments.remove(at: segment)
        for part in [removed.label, removed.imageView, removed.separator] as [UIView] { part.removeFromSuperview() }
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
        updateControlAppearance()
    }

    /// Removes every segment (`removeAllSegments()`).
    open func removeAllSegments() {
        while !segments.isEmpty { removeSegment(at: segments.count - 1, animated: false) }
    }

    /// Sets a segment's title (`setTitle(_:forSegmentAt:)`).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) { change(segment) { $0.title = title } }
    /// A segment's title (`titleForSegment(at:)`).
    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }
    /// Sets a segment's image (`setImage(_:forSegmentAt:)`).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) { change(segment) { $0.image = image } }
    /// A segment's image (`imageForSegment(at:)`).
    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }
    /// Enables or disables a segment (`setEnabled(_:forSegmentAt:)`).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) { change(segment) { $0.isEnabled = enabled } }
    /// Whether a segment is enabled (`isEnabledForSegment(at:)`).
    open func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) && segments[segment].isEnabled }
    /// Sets a segment's width, 0 for automatic (`setWidth(_:forSegmentAt:)`).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) { change(segment) { $0.width = max(0, width) } }
    /// A segment's set width, 0 when automatic (`widthForSegment(at:)`).
    open func widthForSegment(at segment: Int) -> CGFloat { segments.indices.contains(segment) ? segments[segment].width : 0 }
    /// Sets a segment's action, title and image (`setAction(_:forSegmentAt:)`).
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        change(segment) {
            $0.action = action
            $0.title = action.title
            $0.image = action.image
        }
    }
    /// A segment's action (`actionForSegment(at:)`).
    open func actionForSegment(at segment: Int) -> UIAction? { segments.indices.contains(segment) ? segments[segment].action : nil }
    /// The segment of the action with `actionIdentifier` (`segmentIndex(identifiedBy:)`), or
    /// ``noSegment``.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    private func insert(_ segment: Segment, at index: Int) {
        let position = min(max(0, index), segments.count)
        for part in [segment.separator, segment.imageView, segment.label] as [UIView] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        segments.insert(segment, at: position)
        if selectedSegmentIndex >= position { selectedSegmentIndex += 1 }
        updateControlAppearance()
    }

    private func change(_ index: Int, _ edit: (inout Segment) -> Void) {
        guard segments.indices.contains(index) else { return }
        edit(&segments[index])
        updateControlAppearance()
    }

    // MARK: Size and touches (UISegmentedControl+Layout.swift)

    /// The segments' widths and 32 points (`intrinsicContentSize`).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: segmentWidths(total: nil).reduce(0, +), height: ControlMetrics.segmentedHeight)
    }

    override func updateControlAppearance() { layoutSegments() }

    override func touchUpInsideDidFinish() {
        guard let touch = lastTouchLocation, let index = segment(at: touch), isEnabledForSegment(at: index) else { return }
        guard index != selectedSegmentIndex || isMomentary else { return }
        selectedSegmentIndex = index
        if let action = segments[index].action { perform(action) }
        performActions(for: [.valueChanged, .primaryActionTriggered])
        if isMomentary { selectedSegmentIndex = Self.noSegment }
    }

    /// Where the tracked touch lifted (the control's space).
    var lastTouchLocation: CGPoint?

    /// Keeps where the touch lifts, to pick the segment.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        lastTouchLocation = touch?.location(in: self)
        super.endTracking(touch, with: event)
    }
}
