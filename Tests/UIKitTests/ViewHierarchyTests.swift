import Testing
import UIKit

/// `UIView`'s hierarchy: `addSubview(_:)`, `insertSubview(_:at:)`, `removeFromSuperview()`.
@Suite struct ViewHierarchyTests {
    @Test func addingMovesAViewToItsNewSuperviewsFront() {
        let a = UIView(), b = UIView(), c = UIView(), child = UIView()
        a.addSubview(child)
        #expect(child.superview === a && a.subviews.count == 1)
        b.addSubview(c)
        b.addSubview(child)
        #expect(a.subviews.isEmpty)
        #expect(b.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(c), ObjectIdentifier(child)])
        b.addSubview(c) // again: to the front
        #expect(b.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(child), ObjectIdentifier(c)])
        child.removeFromSuperview()
        #expect(child.superview == nil && b.subviews.count == 1)
        child.removeFromSuperview() // no superview: nothing
    }

    /// Apple: true "if the receiver is an immediate or distant subview of `view` or if `view`
    /// is the receiver itself; otherwise false".
    @Test func aViewIsADescendantOfItselfAndOfEachAncestor() {
        let root = UIView(), middle = UIView(), leaf = UIView(), sibling = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.addSubview(sibling)
        #expect(leaf.isDescendant(of: leaf) && leaf.isDescendant(of: middle) && leaf.isDescendant(of: root))
        #expect(!root.isDescendant(of: leaf) && !middle.isDescendant(of: leaf))
        #expect(!leaf.isDescendant(of: sibling) && !sibling.isDescendant(of: middle))
        middle.removeFromSuperview()
        #expect(leaf.isDescendant(of: middle) && !leaf.isDescendant(of: root))
    }

    @Test func insertingClampsTheIndex() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.insertSubview(b, at: -5)
        parent.insertSubview(c, at: 99)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
    }

    @Test func traitsAreInheritedFromTheSuperview() {
        let root = UIView(), middle = UIView(), leaf = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.traitCollection.displayScale == 1 && leaf.effectiveUserInterfaceLayoutDirection == .leftToRight)
        root.traitOverrides.displayScale = 3
        root.semanticContentAttribute = .forceRightToLeft
        #expect(leaf.traitCollection.displayScale == 3)
        #expect(leaf.traitCollection.layoutDirection == .rightToLeft)
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // A view's own override wins, for it and below it.
        middle.traitOverrides.displayScale = 2
        middle.traitOverrides.layoutDirection = .leftToRight
        #expect(leaf.traitCollection.displayScale == 2 && leaf.effectiveUserInterfaceLayoutDirection == .leftToRight)
        leaf.removeFromSuperview()
        #expect(leaf.traitCollection.displayScale == 1 && leaf.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test func aCellsContentViewInheritsTheCollectionViewsTraits() throws {
        let cells = StyledCells(count: 1) { _, _ in }
        let view = styledView(cells)
        view.traitOverrides.displayScale = 2
        view.semanticContentAttribute = .forceRightToLeft
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.contentView.traitCollection.displayScale == 2)
        #expect(cell.contentView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func aViewCannotContainItselfOrItsSuperviews() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        child.addSubview(child)
        child.addSubview(parent)
        #expect(child.subviews.isEmpty)
        #expect(parent.superview == nil && child.superview === parent)
    }

    @Test func sizeToFitIgnoresAnAnswerThatIsNoSize() {
        final class Broken: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: CGFloat.nan, height: -1) }
        }
        let view = Broken(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func aViewSubclassWithAnInitializerOfItsOwnCompilesAsOnIOS() {
        // As on iOS, a UIView subclass with its own designated initializer writes only it and
        // init?(coder:); init() is not required of it.
        final class Badge: UIView {
            let title: String
            init(title: String) {
                self.title = title
                super.init(frame: CGRect(x: 0, y: 0, width: 24, height: 16))
            }
            required init?(coder: NSCoder) { nil }
        }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        container.addSubview(Badge(title: "3"))
        #expect((container.subviews.first as? Badge)?.title == "3")
    }
}
