import Testing
import UIKit

/// A button without a configuration lays out its parts through `contentRect(forBounds:)`,
/// `imageRect(forContentRect:)`, `titleRect(forContentRect:)` and `backgroundRect(forBounds:)`
/// (docs/REFERENCE.md §25.7), so a subclass's overrides move them. Frames are worked by hand.
@Suite struct ButtonPartRectTests {
    /// A button whose part rectangles are the given ones when set, recording what it is asked.
    final class PlacedButton: UIButton {
        var content: CGRect?
        var title: CGRect?
        var image: CGRect?
        var background: CGRect?
        var contentRectsAsked: [CGRect] = []

        override func contentRect(forBounds bounds: CGRect) -> CGRect { content ?? super.contentRect(forBounds: bounds) }
        override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
            contentRectsAsked.append(contentRect)
            return title ?? super.titleRect(forContentRect: contentRect)
        }
        override func imageRect(forContentRect contentRect: CGRect) -> CGRect { image ?? super.imageRect(forContentRect: contentRect) }
        override func backgroundRect(forBounds bounds: CGRect) -> CGRect { background ?? super.backgroundRect(forBounds: bounds) }
    }

    /// A 20 × 10 image.
    private let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { _ in }

    /// A 100 × 40 custom button showing only the image.
    private func imageButton() -> PlacedButton {
        let button = PlacedButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.setImage(image, for: .normal)
        return button
    }

    @Test func theImageIsCentredInTheBoundsLessTheContentInsets() {
        let button = imageButton()
        button.layoutIfNeeded()
        // (100 − 20) / 2 = 40, (40 − 10) / 2 = 15.
        #expect(button.imageView?.frame == CGRect(x: 40, y: 15, width: 20, height: 10))
        // Content from x 20 to 100: 20 + (80 − 20) / 2 = 50.
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        #expect(button.imageView?.frame == CGRect(x: 50, y: 15, width: 20, height: 10))
    }

    @Test func imageEdgeInsetsMoveTheImageByHalfTheirDifference() {
        // The common spacing idiom: left −10, right 10 widens the area to x −10…90, centre 40,
        // so the image starts at 30; top 6 narrows it to y 6…40, centre 23, so y 18.
        let button = imageButton()
        button.imageEdgeInsets = UIEdgeInsets(top: 6, left: -10, bottom: 0, right: 10)
        button.layoutIfNeeded()
        #expect(button.imageView?.frame == CGRect(x: 30, y: 18, width: 20, height: 10))
        #expect(button.intrinsicContentSize == CGSize(width: 20, height: 10))
    }

    @Test func titleEdgeInsetsMoveOnlyTheTitle() throws {
        let button = imageButton()
        button.setTitle("Go", for: .normal)
        button.layoutIfNeeded()
        let title = try #require(button.titleLabel?.frame)
        let imageFrame = try #require(button.imageView?.frame)
        // The title follows the image, and left 8, right −8 move its area 8 to the right.
        #expect(title.minX == imageFrame.maxX)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: -8)
        #expect(button.titleLabel?.frame == title.offsetBy(dx: 8, dy: 0))
        #expect(button.imageView?.frame == imageFrame)
    }

    @Test func overridesPlaceTheParts() {
        let button = imageButton()
        button.setTitle("Go", for: .normal)
        button.content = CGRect(x: 10, y: 5, width: 80, height: 30)
        button.title = CGRect(x: 5, y: 6, width: 70, height: 20)
        button.image = CGRect(x: 1, y: 2, width: 3, height: 4)
        button.background = CGRect(x: 0, y: 0, width: 50, height: 40)
        button.setNeedsLayout()
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame == CGRect(x: 5, y: 6, width: 70, height: 20))
        #expect(button.imageView?.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(button.contentRectsAsked.last == CGRect(x: 10, y: 5, width: 80, height: 30))
        // The background part is the button's bottom subview.
        #expect(button.subviews.first?.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
    }

    @Test func aConfiguredButtonDoesNotAskForTheLegacyRectangles() {
        let button = PlacedButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.title = CGRect(x: 5, y: 6, width: 70, height: 20)
        button.configuration = .plain()
        button.configuration?.title = "Go"
        button.contentRectsAsked = []
        button.setNeedsLayout()
        button.layoutIfNeeded()
        #expect(button.contentRectsAsked.isEmpty)
        #expect(button.titleLabel?.frame != CGRect(x: 5, y: 6, width: 70, height: 20))
    }
}
