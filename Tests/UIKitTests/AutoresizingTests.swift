import Testing
import UIKit

/// Springs and struts (`autoresizingMask`, `autoresizesSubviews`): when a view's size
/// changes, each subview's flexible parts share the change in proportion to their lengths
/// (UIKit's documented rule). The subview starts at (20, 10, 30, 40) in a 100 × 100
/// superview: left margin 20, width 30, right margin 50; top margin 10, height 40, bottom
/// margin 50. The superview then becomes 200 × 220: +100 across, +120 down.
@Suite struct AutoresizingTests {
    /// The subview's frame after the resize, with `mask`.
    private func resized(_ mask: UIView.AutoresizingMask) -> CGRect {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let subview = UIView(frame: CGRect(x: 20, y: 10, width: 30, height: 40))
        subview.autoresizingMask = mask
        superview.addSubview(subview)
        superview.frame = CGRect(x: 0, y: 0, width: 200, height: 220)
        return subview.frame
    }

    @Test func theMaskHasUIKitsBitsAndDefaults() {
        #expect(UIView.AutoresizingMask.flexibleLeftMargin.rawValue == 1)
        #expect(UIView.AutoresizingMask.flexibleWidth.rawValue == 2)
        #expect(UIView.AutoresizingMask.flexibleRightMargin.rawValue == 4)
        #expect(UIView.AutoresizingMask.flexibleTopMargin.rawValue == 8)
        #expect(UIView.AutoresizingMask.flexibleHeight.rawValue == 16)
        #expect(UIView.AutoresizingMask.flexibleBottomMargin.rawValue == 32)
        let view = UIView()
        #expect(view.autoresizingMask.isEmpty && view.autoresizesSubviews)
    }

    @Test func eachSingleFlagTakesTheWholeChange() {
        // No flexible part: nothing moves.
        #expect(resized([]) == CGRect(x: 20, y: 10, width: 30, height: 40))
        // The left margin takes +100: x 20 + 100 = 120.
        #expect(resized(.flexibleLeftMargin) == CGRect(x: 120, y: 10, width: 30, height: 40))
        // The width takes +100: 30 + 100 = 130.
        #expect(resized(.flexibleWidth) == CGRect(x: 20, y: 10, width: 130, height: 40))
        // The right margin takes it: the frame stays.
        #expect(resized(.flexibleRightMargin) == CGRect(x: 20, y: 10, width: 30, height: 40))
        // The top margin takes +120: y 10 + 120 = 130.
        #expect(resized(.flexibleTopMargin) == CGRect(x: 20, y: 130, width: 30, height: 40))
        // The height takes +120: 40 + 120 = 160.
        #expect(resized(.flexibleHeight) == CGRect(x: 20, y: 10, width: 30, height: 160))
        // The bottom margin takes it: the frame stays.
        #expect(resized(.flexibleBottomMargin) == CGRect(x: 20, y: 10, width: 30, height: 40))
    }

    @Test func flexiblePartsShareInProportionToTheirLengths() {
        // Left 20, width 30, right 50 (total 100) share +100: x 20 + 20 = 40, width 30 + 30 = 60.
        #expect(resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]).minX == 40)
        #expect(resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]).width == 60)
        // Left 20 and width 30 (total 50) share +100: x 20 + 100·20/50 = 60, width
        // 30 + 100·30/50 = 90; the right margin stays 200 − 60 − 90 = 50.
        let leftAndWidth = resized([.flexibleLeftMargin, .flexibleWidth])
        #expect(leftAndWidth.minX == 60 && leftAndWidth.width == 90)
        // Width 30 and right 50 (total 80) share +100: width 30 + 100·30/80 = 67.5.
        let widthAndRight = resized([.flexibleWidth, .flexibleRightMargin])
        #expect(widthAndRight.minX == 20 && widthAndRight.width == 67.5)
        // Top 10 and bottom 50 (total 60) share +120: y 10 + 120·10/60 = 30, height 40.
        let topAndBottom = resized([.flexibleTopMargin, .flexibleBottomMargin])
        #expect(topAndBottom.minY == 30 && topAndBottom.height == 40)
        // Top 10 and height 40 (total 50) share +120: y 10 + 24 = 34, height 40 + 96 = 136.
        let topAndHeight = resized([.flexibleTopMargin, .flexibleHeight])
        #expect(topAndHeight.minY == 34 && topAndHeight.height == 136)
    }

    @Test func shrinkingTakesTheChangeAway() {
        // 200 → 100 wide: the width 130 loses 100 → 30.
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let subview = UIView(frame: CGRect(x: 20, y: 0, width: 130, height: 100))
        subview.autoresizingMask = .flexibleWidth
        superview.addSubview(subview)
        superview.bounds.size = CGSize(width: 100, height: 100)
        #expect(subview.frame == CGRect(x: 20, y: 0, width: 30, height: 100))
    }

    @Test func emptyFlexiblePartsShareEqually() {
        // A zero-size subview in a zero-size superview: the only flexible part on each axis
        // takes the whole change (390 and 844); two margins, each 0 long, share +390 equally
        // (a choice: UIKit documents only the proportional case): x 0 + 195 = 195. Then
        // +100: the margins, 195 and 195, share it in proportion: x 195 + 50.
        let superview = UIView(frame: .zero)
        let filling = UIView(frame: .zero)
        filling.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let centred = UIView(frame: .zero)
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        superview.addSubview(filling)
        superview.addSubview(centred)
        superview.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(filling.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        superview.frame = CGRect(x: 0, y: 0, width: 490, height: 844)
        // filling: width 390 is the only flexible part: 390 + 100 = 490.
        #expect(filling.frame.width == 490)
        #expect(centred.frame == CGRect(x: 50 + 195, y: 0, width: 0, height: 0))
    }

    @Test func autoresizesSubviewsFalseLeavesThemAlone() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        superview.autoresizesSubviews = false
        let subview = UIView(frame: CGRect(x: 20, y: 10, width: 30, height: 40))
        subview.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.addSubview(subview)
        superview.frame = CGRect(x: 0, y: 0, width: 200, height: 220)
        #expect(subview.frame == CGRect(x: 20, y: 10, width: 30, height: 40))
    }

    @Test func nestedViewsResizeInTurn() {
        // outer 100 × 100 → 200 × 100: middle (flexible width and height, filling it) becomes
        // 200 × 100; inner at (10, 10, 80, 80) with a flexible width takes middle's +100:
        // width 180.
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let middle = UIView(frame: outer.bounds)
        middle.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        inner.autoresizingMask = .flexibleWidth
        outer.addSubview(middle)
        middle.addSubview(inner)
        outer.frame.size.width = 200
        #expect(middle.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
        // Moving without resizing changes nothing inside.
        outer.frame.origin = CGPoint(x: 50, y: 50)
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
    }

    @Test func aCollectionViewResizesItsSubviews() {
        // A collection view's own frame setter resizes its subviews too: 100 → 300 wide, a
        // flexible-width subview 100 wide becomes 300.
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        let overlay = UIView(frame: view.bounds)
        overlay.autoresizingMask = .flexibleWidth
        view.addSubview(overlay)
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        #expect(overlay.frame.width == 300)
    }
}
