import QuartzCore
import Testing
import UIKit

/// What outlives the view it names reads nil once the view is freed, and still works: a
/// constraint's items and container, an anchor's item, a guide's owning view, a subview's
/// superview, a content view's cell, a layer's superlayer and delegate, a gesture recognizer's
/// view. (UIKit declares `firstItem`/`secondItem` `unowned(unsafe)`, and a read after the item
/// is gone is undefined there; here it is nil, never a dangling pointer.) Each test first
/// checks the view really was freed.
@Suite struct ViewLifetimeTests {
    /// A root 100 × 100 with a child placed by constraints, both freed on return; `body` gets
    /// them while they live and returns what should outlive them.
    static func withViews<T>(_ body: (UIView, UIView) -> T) -> (outliving: T, rootFreed: Bool, childFreed: Bool) {
        weak var weakRoot: UIView?
        weak var weakChild: UIView?
        let outliving: T = {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            weakRoot = root
            weakChild = child
            return body(root, child)
        }()
        return (outliving, weakRoot == nil, weakChild == nil)
    }

    @Test func anActiveConstraintOutlivingItsViewsHasNoItemsAndIsInactive() {
        let (constraint, rootFreed, childFreed) = Self.withViews { root, child in
            let constraint = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
            constraint.isActive = true
            root.layoutIfNeeded()
            #expect(child.frame.width == 50)
            #expect(constraint.isActive && constraint.firstItem === child && constraint.secondItem === root)
            return constraint
        }
        #expect(rootFreed && childFreed)
        #expect(constraint.firstItem == nil && constraint.secondItem == nil)
        #expect(!constraint.isActive)
        // Changing it or activating it again touches nothing that is gone.
        constraint.constant = 4
        let (_, log) = recordingLayoutLog { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(log.raisedExceptions.count == 1)
    }

    @Test func anAnchorOutlivingItsViewMakesConstraintsWithoutAnItem() {
        let (anchors, rootFreed, childFreed) = Self.withViews { root, child in (child.leadingAnchor, root.heightAnchor) }
        #expect(rootFreed && childFreed)
        let position = anchors.0.constraint(equalTo: anchors.0, constant: 8)
        let length = anchors.1.constraint(equalToConstant: 20)
        #expect(position.firstItem == nil && position.secondItem == nil && length.firstItem == nil)
        #expect(position.constant == 8 && length.constant == 20 && length.firstAttribute == .height)
    }

    @Test func anOffsetDimensionOutlivingItsViewsHasNoItem() {
        let (dimension, rootFreed, childFreed) = Self.withViews { root, child in
            root.leadingAnchor.anchorWithOffset(to: child.trailingAnchor)
        }
        #expect(rootFreed && childFreed)
        let constraint = dimension.constraint(equalToConstant: 30)
        #expect(constraint.firstItem == nil)
        let (_, log) = recordingLayoutLog { constraint.isActive = true }
        #expect(!constraint.isActive && log.raisedExceptions.count == 1)
    }

    @Test func aGuideOutlivingItsViewHasNoOwningViewAndAZeroFrame() {
        let (guides, rootFreed, childFreed) = Self.withViews { root, child in
            let guide = UILayoutGuide()
            root.addLayoutGuide(guide)
            NSLayoutConstraint.activate([
                guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                guide.widthAnchor.constraint(equalToConstant: 30), guide.heightAnchor.constraint(equalToConstant: 40),
            ])
            #expect(guide.layoutFrame == CGRect(x: 10, y: 20, width: 30, height: 40))
            return (guide, root.layoutMarginsGuide)
        }
        #expect(rootFreed && childFreed)
        #expect(guides.0.owningView == nil && guides.1.owningView == nil)
        #expect(guides.0.layoutFrame == .zero && guides.1.layoutFrame == .zero)
        // A guide whose view is gone can join another view.
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        other.addLayoutGuide(guides.0)
        #expect(guides.0.owningView === other)
    }

    @Test func aSubviewOutlivingItsSuperviewHasNoSuperviewAndCanBeAddedElsewhere() {
        let (child, rootFreed, _) = Self.withViews { _, child in child }
        #expect(rootFreed)
        #expect(child.superview == nil && child.window == nil)
        #expect(child.layer.superlayer == nil)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        other.addSubview(child)
        #expect(child.superview === other && other.subviews.count == 1 && child.layer.superlayer === other.layer)
    }

    @Test func aSublayerOutlivingItsSuperlayerHasNoSuperlayer() {
        weak var weakParent: CALayer?
        let sublayer: CALayer = {
            let parent = CALayer()
            let sublayer = CALayer()
            parent.addSublayer(sublayer)
            weakParent = parent
            return sublayer
        }()
        #expect(weakParent == nil)
        #expect(sublayer.superlayer == nil)
    }

    @Test func aLayerOutlivingItsViewHasNoDelegate() {
        weak var weakView: UIView?
        let layer: CALayer = {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            weakView = view
            #expect(view.layer.delegate === view)
            return view.layer
        }()
        #expect(weakView == nil)
        #expect(layer.delegate == nil)
        layer.layoutSublayers()
    }

    @Test func aContentViewOutlivingItsCellHasNoCell() {
        weak var weakCell: UICollectionViewCell?
        let contentView: UIView = {
            let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            weakCell = cell
            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
                label.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
            ])
            cell.layoutIfNeeded()
            return cell.contentView
        }()
        #expect(weakCell == nil)
        #expect(contentView.superview == nil)
        // It lays out as a root of its own now, at its own bounds.
        contentView.invalidateIntrinsicContentSize()
        contentView.layoutIfNeeded()
        #expect(contentView.subviews.first?.frame.origin == .zero)
    }

    @Test func aGestureRecognizerOutlivingItsViewHasNoView() {
        weak var weakView: UIView?
        let recognizer: UITapGestureRecognizer = {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let recognizer = UITapGestureRecognizer()
            view.addGestureRecognizer(recognizer)
            #expect(recognizer.view === view)
            weakView = view
            return recognizer
        }()
        #expect(weakView == nil)
        #expect(recognizer.view == nil)
        let other = UIView()
        other.addGestureRecognizer(recognizer)
        #expect(recognizer.view === other && other.gestureRecognizers?.count == 1)
    }
}
