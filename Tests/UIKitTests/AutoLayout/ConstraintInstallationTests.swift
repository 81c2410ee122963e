import Testing
import UIKit

/// Activating a constraint adds it to "the view that is the closest common ancestor of the
/// items managed by this constraint" (`isActive`, Apple's documentation); a guide stands for
/// its owning view. Each case says which view that is, worked from the tree by hand.
@Suite struct ConstraintInstallationTests {
    /// grand → (parent → (child, sibling), uncle → cousin).
    private final class Tree {
        let grand = UIView(), parent = UIView(), uncle = UIView(), child = UIView(), sibling = UIView(), cousin = UIView()
        init() {
            grand.addSubview(parent)
            grand.addSubview(uncle)
            parent.addSubview(child)
            parent.addSubview(sibling)
            uncle.addSubview(cousin)
        }
    }

    /// Activates `constraint` and returns the one view of `views` holding it.
    private func holder(_ constraint: NSLayoutConstraint, among views: [UIView]) -> UIView? {
        constraint.isActive = true
        let holders = views.filter { view in view.constraints.contains { $0 === constraint } }
        return holders.count == 1 ? holders[0] : nil
    }

    @Test func aConstraintIsInstalledOnTheClosestCommonAncestor() {
        let tree = Tree()
        let all = [tree.grand, tree.parent, tree.uncle, tree.child, tree.sibling, tree.cousin]
        // A view and its superview, either way round: the superview.
        #expect(holder(tree.child.topAnchor.constraint(equalTo: tree.parent.topAnchor), among: all) === tree.parent)
        #expect(holder(tree.parent.leadingAnchor.constraint(equalTo: tree.child.leadingAnchor), among: all) === tree.parent)
        // Two siblings: their superview.
        #expect(holder(tree.child.widthAnchor.constraint(equalTo: tree.sibling.widthAnchor), among: all) === tree.parent)
        // Cousins, and a view and its grandparent: the grandparent.
        #expect(holder(tree.child.topAnchor.constraint(equalTo: tree.cousin.bottomAnchor), among: all) === tree.grand)
        #expect(holder(tree.cousin.topAnchor.constraint(equalTo: tree.grand.topAnchor), among: all) === tree.grand)
        // One item: itself.
        #expect(holder(tree.cousin.widthAnchor.constraint(equalToConstant: 10), among: all) === tree.cousin)
        // A view and its superview's margins guide: the superview; its uncle's: the grandparent.
        #expect(holder(tree.child.topAnchor.constraint(equalTo: tree.parent.layoutMarginsGuide.topAnchor), among: all) === tree.parent)
        #expect(holder(tree.child.topAnchor.constraint(equalTo: tree.uncle.layoutMarginsGuide.topAnchor), among: all) === tree.grand)
    }

    @Test func aCellsContentIsInsideTheCell() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let label = UILabel(), badge = UIView()
        cell.contentView.addSubview(label)
        cell.contentView.addSubview(badge)
        let views = [cell, cell.contentView, label, badge]
        #expect(holder(label.leadingAnchor.constraint(equalTo: cell.leadingAnchor), among: views) === cell)
        #expect(holder(label.trailingAnchor.constraint(equalTo: badge.leadingAnchor), among: views) === cell.contentView)
    }
}
