/// The view of a ``UIPageViewController`` (docs/REFERENCE.md §20.6): in `.scroll` style its
/// paging scroll view, as wide (or tall) as the view plus the inter-page spacing, with the pages
/// in slots one page and one spacing apart; in `.pageCurl` style the pages themselves. With a page
/// indicator, a ``UIPageControl`` takes its height at the bottom and the pages the rest.
final class PageContainerView: UIView {
    private weak var controller: UIPageViewController?
    /// The paging scroll view of `.scroll` style.
    let scrollView: PageQueuingScrollView?
    /// The page indicator, a subview while it shows.
    let pageControl = UIPageControl()
    /// Whether the page indicator shows.
    private var showsIndicator: Bool { pageControl.superview === self }

    init(controller: UIPageViewController) {
        self.controller = controller
        scrollView = controller.transitionStyle == .scroll ? PageQueuingScrollView(orientation: controller.navigationOrientation) : nil
        super.init(frame: .zero)
        if let scrollView {
            scrollView.pages = controller.pages
            addSubview(scrollView)
        }
        pageControl.isUserInteractionEnabled = false
        layOutPages()
    }

    required init?(coder: NSCoder) {
        scrollView = nil
        super.init(coder: coder)
    }

    /// Lays the pages out with the view.
    override func layoutSubviews() {
        super.layoutSubviews()
        layOutPages()
    }

    /// Whether the pages lie side by side (else one above the other).
    private var isHorizontal: Bool { controller?.navigationOrientation != .vertical }

    /// The distance from one slot to the next: a page and the spacing.
    private var slotStride: CGFloat {
        let spacing = controller?.interPageSpacing ?? 0
        return isHorizontal ? pagesFrame.width + spacing : pagesFrame.height + spacing
    }

    /// The frame the pages fill: the bounds less the page indicator, when it shows.
    private var pagesFrame: CGRect {
        guard showsIndicator else { return bounds }
        let height = min(pageControl.intrinsicContentSize.height, bounds.height)
        return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height - height)
    }

    /// The content offset that shows slot `index`.
    func offset(ofSlot index: Int) -> CGPoint {
        let along = CGFloat(index) * slotStride
        return isHorizontal ? CGPoint(x: along, y: 0) : CGPoint(x: 0, y: along)
    }

    /// The slot nearest the scroll view's offset, among `count`.
    func nearestSlot(count: Int) -> Int {
        guard let scrollView, slotStride > 0 else { return 0 }
        let along = isHorizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
        let slot = (along / slotStride).rounded()
        guard slot.isFinite else { return 0 }
        return Int(min(max(slot, 0), CGFloat(max(count - 1, 0))))
    }

    /// Places the page indicator, the scroll view and the placed pages; at rest the scroll view
    /// shows the shown page's slot.
    func layOutPages() {
        guard let controller else { return }
        let stack = controller.pages
        layOutIndicator(for: controller)
        let frame = pagesFrame
        guard let scrollView else {
            layOutCurlPages(stack.shown, in: frame)
            return
        }
        let spacing = controller.interPageSpacing
        scrollView.frame =
            isHorizontal
            ? CGRect(x: frame.minX, y: frame.minY, width: frame.width + spacing, height: frame.height)
            : CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height + spacing)
        let length = CGFloat(stack.slots.count) * slotStride
        scrollView.slotsSize = isHorizontal ? CGSize(width: length, height: frame.height) : CGSize(width: frame.width, height: length)
        for (index, page) in stack.slots.enumerated() where stack.placed.contains(where: { $0 === page }) {
            if page.view.superview !== scrollView { scrollView.addSubview(page.view) }
            let origin = offset(ofSlot: index)
            page.view.frame = CGRect(origin: origin, size: frame.size)
        }
        if stack.turn == nil, !scrollView.isDragging, !scrollView.isDecelerating {
            let resting = offset(ofSlot: stack.restingSlot)
            if scrollView.contentOffset != resting { scrollView.contentOffset = resting }
        }
    }

    /// Page-curl pages: one fills the frame; two share it, side by side or one above the other.
    private func layOutCurlPages(_ pages: [UIViewController], in frame: CGRect) {
        for (index, page) in pages.enumerated() {
            if page.view.superview !== self { insertSubview(page.view, at: 0) }
            guard pages.count == 2 else {
                page.view.frame = frame
                continue
            }
            page.view.frame =
                isHorizontal
                ? CGRect(x: frame.minX + CGFloat(index) * frame.width / 2, y: frame.minY, width: frame.width / 2, height: frame.height)
                : CGRect(x: frame.minX, y: frame.minY + CGFloat(index) * frame.height / 2, width: frame.width, height: frame.height / 2)
        }
    }

    /// Shows the page indicator when the data source implements both of its methods, in
    /// `.scroll` style: their count and index, across the bottom, as tall as the dots ask.
    private func layOutIndicator(for controller: UIPageViewController) {
        let source = controller.dataSource
        let count = source?.presentationCount(for: controller) ?? PageIndicatorDefaults.unimplemented
        let index = source?.presentationIndex(for: controller) ?? PageIndicatorDefaults.unimplemented
        let shows =
            controller.transitionStyle == .scroll && count != PageIndicatorDefaults.unimplemented
            && index != PageIndicatorDefaults.unimplemented
        guard shows else {
            pageControl.removeFromSuperview()
            return
        }
        if !showsIndicator { addSubview(pageControl) }
        pageControl.numberOfPages = count
        pageControl.currentPage = index
        let height = min(pageControl.intrinsicContentSize.height, bounds.height)
        pageControl.frame = CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }
}
