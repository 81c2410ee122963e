import Testing
import UIKit

/// Reordering subviews (their layers move with them among the sublayers), `viewWithTag(_:)`
/// and tint colour inheritance with `tintColorDidChange()`.
@Suite struct SubviewOrderTests {
    /// A parent with subviews a, b, c and, between a's and b's layers, a plain sublayer.
    func parentWithThree() -> (parent: UIView, a: UIView, b: UIView, c: UIView, plain: CALayer) {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView(), plain = CALayer()
        for view in [a, b, c] { parent.addSubview(view) }
        parent.layer.insertSublayer(plain, above: a.layer)
        return (parent, a, b, c, plain)
    }

    func ids(_ views: [UIView]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }
    func ids(_ layers: [CALayer]?) -> [ObjectIdentifier] { (layers ?? []).map(ObjectIdentifier.init) }

    @Test func insertingAboveAndBelowASibling() {
        let (parent, a, b, c, plain) = parentWithThree()
        // a already a subview: out first, then just in front of b.
        parent.insertSubview(a, aboveSubview: b)
        #expect(ids(parent.subviews) == ids([b, a, c]))
        #expect(ids(parent.layer.sublayers) == ids([plain, b.layer, a.layer, c.layer]))
        let d = UIView()
        parent.insertSubview(d, belowSubview: b)
        #expect(ids(parent.subviews) == ids([d, b, a, c]))
        #expect(ids(parent.layer.sublayers) == ids([plain, d.layer, b.layer, a.layer, c.layer]))
        // A sibling that is no subview: in front of all, or behind all.
        let stranger = UIView(), e = UIView(), f = UIView()
        parent.insertSubview(e, aboveSubview: stranger)
        parent.insertSubview(f, belowSubview: stranger)
        #expect(ids(parent.subviews) == ids([f, d, b, a, c, e]))
        #expect(e.superview === parent && f.superview === parent)
    }

    @Test func bringingToFrontAndSendingToBackMoveTheLayerPastPlainSublayers() {
        let (parent, a, b, c, plain) = parentWithThree()
        parent.bringSubviewToFront(a)
        #expect(ids(parent.subviews) == ids([b, c, a]))
        #expect(ids(parent.layer.sublayers) == ids([plain, b.layer, c.layer, a.layer]))
        parent.sendSubviewToBack(c)
        #expect(ids(parent.subviews) == ids([c, b, a]))
        #expect(ids(parent.layer.sublayers) == ids([c.layer, plain, b.layer, a.layer]))
        parent.bringSubviewToFront(UIView()) // not a subview: nothing
        #expect(parent.subviews.count == 3)
    }

    @Test func exchangingSwapsTheViewsAndTheirLayersPlaces() {
        let (parent, a, b, c, plain) = parentWithThree()
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(ids(parent.subviews) == ids([c, b, a]))
        #expect(ids(parent.layer.sublayers) == ids([c.layer, plain, b.layer, a.layer]))
        parent.exchangeSubview(at: 1, withSubviewAt: 0)
        #expect(ids(parent.subviews) == ids([b, c, a]))
        #expect(ids(parent.layer.sublayers) == ids([b.layer, plain, c.layer, a.layer]))
        parent.exchangeSubview(at: 0, withSubviewAt: 7) // out of range: nothing
        #expect(ids(parent.subviews) == ids([b, c, a]))
    }

    @Test func insertingASublayerAboveOrBelowCountsFromWhereItIsNot() {
        let parent = CALayer(), a = CALayer(), b = CALayer(), c = CALayer()
        for layer in [a, b, c] { parent.addSublayer(layer) }
        parent.insertSublayer(a, above: b)
        #expect(ids(parent.sublayers) == ids([b, a, c]))
        parent.insertSublayer(c, below: b)
        #expect(ids(parent.sublayers) == ids([c, b, a]))
    }

    @Test func viewWithTagSearchesItselfThenItsSubviewsDepthFirst() {
        let root = UIView(), first = UIView(), deep = UIView(), second = UIView()
        root.addSubview(first)
        first.addSubview(deep)
        root.addSubview(second)
        (deep.tag, second.tag) = (7, 7)
        #expect(root.viewWithTag(7) === deep)
        #expect(second.viewWithTag(7) === second)
        #expect(root.viewWithTag(0) === root)
        #expect(root.viewWithTag(8) == nil)
    }
}

/// A view counting `tintColorDidChange()`.
private final class TintCounter: UIView {
    var changes = 0
    override func tintColorDidChange() {
        super.tintColorDidChange()
        changes += 1
    }
}

@Suite struct TintColorTests {
    @Test func theTintIsTheFirstOneSetUpTheSuperviewChain() {
        let root = UIView(), middle = UIView(), leaf = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.tintColor == UIColor.tintColor)
        root.tintColor = .red
        #expect(leaf.tintColor == .red)
        middle.tintColor = .green
        #expect(leaf.tintColor == .green && root.tintColor == .red)
        middle.tintColor = nil
        #expect(middle.tintColor == .red && leaf.tintColor == .red)
    }

    @Test func aChangeReachesTheViewAndTheSubviewsThatInheritIt() {
        let root = TintCounter(), inheriting = TintCounter(), own = TintCounter(), belowOwn = TintCounter()
        root.addSubview(inheriting)
        root.addSubview(own)
        own.addSubview(belowOwn)
        own.tintColor = .green
        (root.changes, inheriting.changes, own.changes, belowOwn.changes) = (0, 0, 0, 0)
        root.tintColor = .red
        #expect(root.changes == 1 && inheriting.changes == 1)
        #expect(own.changes == 0 && belowOwn.changes == 0)
        root.tintColor = .red // the same colour: no change
        #expect(root.changes == 1)
        own.tintColor = nil // now inherits red
        #expect(own.changes == 1 && belowOwn.changes == 1)
    }

    @Test func movingToASuperviewOfAnotherTintTellsTheView() {
        let red = UIView(), blue = UIView(), view = TintCounter()
        red.tintColor = .red
        blue.tintColor = .blue
        red.addSubview(view)
        #expect(view.changes == 1 && view.tintColor == .red)
        blue.addSubview(view)
        #expect(view.changes == 2 && view.tintColor == .blue)
        let alsoBlue = UIView()
        alsoBlue.tintColor = .blue
        alsoBlue.addSubview(view) // the same tint: nothing
        #expect(view.changes == 2)
        view.removeFromSuperview()
        #expect(view.changes == 3 && view.tintColor == UIColor.tintColor)
    }

    @Test func theDefaultTintIsOneSharedColourAndAViewMovingUnderItIsToldNothing() {
        // UIKit's dynamic system colours are shared objects; a move between superviews that
        // both inherit the default changes no view's tint.
        #expect(UIColor.tintColor === UIColor.tintColor)
        let first = UIView(), second = UIView(), view = TintCounter()
        #expect(view.tintColor === UIColor.tintColor)
        first.addSubview(view)
        second.addSubview(view)
        view.removeFromSuperview()
        view.tintColor = .tintColor // set to the colour it inherits: no change
        #expect(view.changes == 0)
        view.tintColor = .red
        #expect(view.changes == 1)
        first.addSubview(view)
        view.tintColor = nil // inherits the default again
        #expect(view.changes == 2 && view.tintColor === UIColor.tintColor)
    }

    @Test func aCellInheritsItsCollectionViewsTintAndItsContentViewTheCells() throws {
        let view = makeView(flowLayout(), counts: Counts([3]))
        view.tintColor = .green
        let cell = try #require(view.visibleCells.first)
        let label = UIView()
        cell.contentView.addSubview(label)
        #expect(cell.tintColor == .green && cell.contentView.tintColor == .green && label.tintColor == .green)
        cell.tintColor = .red
        #expect(label.tintColor == .red)
    }
}
