import Testing
import UIKit

/// `UIScrollView.contentLayoutGuide` and `frameLayoutGuide` (iOS 11; docs/REFERENCE.md §21.5):
/// constraints on the content guide size the content; the frame guide stays where the bounds
/// show the content. Values worked out by hand.
@Suite struct ScrollViewLayoutGuideTests {
    /// A 320 × 480 scroll view and a constrained subview.
    static func scrollView() -> (scrollView: UIScrollView, view: UIView) {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(view)
        return (scrollView, view)
    }

    @Test func constraintsOnTheContentGuideDefineTheContentSize() {
        let (scrollView, content) = Self.scrollView()
        let contentGuide = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: contentGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        scrollView.layoutIfNeeded()
        // The content is as wide as the frame (320) and 1000 high, from the content's origin;
        // the guide wraps it, so the content size is 320 × 1000.
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1000))
        #expect(scrollView.contentSize == CGSize(width: 320, height: 1000))
        #expect(contentGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 1000))
    }

    @Test func anUnconstrainedContentGuideIsTheContentSize() {
        let (scrollView, view) = Self.scrollView()
        scrollView.contentSize = CGSize(width: 500, height: 700)
        let contentGuide = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            view.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
            view.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
            view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10),
        ])
        scrollView.layoutIfNeeded()
        // In the content's bottom-right corner: 500 − 10, 700 − 10; the content size stays.
        #expect(view.frame == CGRect(x: 490, y: 690, width: 10, height: 10))
        #expect(scrollView.contentSize == CGSize(width: 500, height: 700))
    }

    @Test func theFrameGuideStaysOnScreenAsTheContentScrolls() {
        let (scrollView, badge) = Self.scrollView()
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        let frameGuide = scrollView.frameLayoutGuide
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: frameGuide.trailingAnchor, constant: -10),
            badge.topAnchor.constraint(equalTo: frameGuide.topAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 50), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        scrollView.layoutIfNeeded()
        // 10 in from the frame's top-right corner: x 320 − 10 − 50 = 260, y 10.
        #expect(badge.frame == CGRect(x: 260, y: 10, width: 50, height: 20))
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        scrollView.layoutIfNeeded()
        // The bounds now show the content from y 300: the guide is there, and the badge with it.
        #expect(frameGuide.layoutFrame == CGRect(x: 0, y: 300, width: 320, height: 480))
        #expect(badge.frame == CGRect(x: 260, y: 310, width: 50, height: 20))
    }
}
