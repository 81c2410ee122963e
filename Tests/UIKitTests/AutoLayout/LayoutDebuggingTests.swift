import Testing
import UIKit

/// UIKit's Auto Layout debugging methods (docs/REFERENCE.md §21.3).
@Suite struct LayoutDebuggingTests {
    @Test func aViewIsAmbiguousUntilItsFrameIsDecided() {
        let (root, child) = rootWithChild()
        let leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4)
        let width = child.widthAnchor.constraint(equalToConstant: 30)
        let top = child.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([width, top, child.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(child.hasAmbiguousLayout, "nothing decides x")
        #expect(!root.hasAmbiguousLayout, "the root's size is pinned to its bounds")
        let before = child.frame.minX
        child.exerciseAmbiguityInLayout()
        #expect(child.frame.minX != before, "another of the equally good frames")
        root.layoutIfNeeded()
        #expect(child.frame.minX == before, "the next pass puts it back")
        leading.isActive = true
        root.layoutIfNeeded()
        #expect(!child.hasAmbiguousLayout && child.frame.minX == 4)
        child.exerciseAmbiguityInLayout()
        #expect(child.frame.minX == 4)
        #expect(
            Set(child.constraintsAffectingLayout(for: .horizontal).map(ObjectIdentifier.init)) == [
                ObjectIdentifier(leading), ObjectIdentifier(width),
            ])
        #expect(child.constraintsAffectingLayout(for: .vertical).contains { $0 === top })
    }

    @Test func aViewOutsideAutoLayoutIsNeverAmbiguous() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!view.hasAmbiguousLayout)
        #expect(view.constraintsAffectingLayout(for: .horizontal).isEmpty)
    }

    @Test func aGuideIsAmbiguousUntilItsFrameIsDecided() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        let leading = guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let width = guide.widthAnchor.constraint(equalToConstant: 100)
        let top = guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
        NSLayoutConstraint.activate([leading, width])
        root.layoutIfNeeded()
        #expect(guide.hasAmbiguousLayout, "nothing decides y or the height")
        #expect(
            Set(guide.constraintsAffectingLayout(for: .horizontal).map(ObjectIdentifier.init)) == [
                ObjectIdentifier(leading), ObjectIdentifier(width),
            ])
        #expect(guide.constraintsAffectingLayout(for: .vertical).isEmpty)
        NSLayoutConstraint.activate([top, guide.heightAnchor.constraint(equalToConstant: 30)])
        root.layoutIfNeeded()
        #expect(!guide.hasAmbiguousLayout)
        #expect(guide.layoutFrame == CGRect(x: 10, y: 20, width: 100, height: 30))
        #expect(guide.constraintsAffectingLayout(for: .vertical).contains { $0 === top })
    }

    @Test func aGuideWithoutAnOwningViewIsNeverAmbiguous() {
        let guide = UILayoutGuide()
        #expect(!guide.hasAmbiguousLayout)
        #expect(guide.constraintsAffectingLayout(for: .horizontal).isEmpty)
    }

    @Test func theMarginsGuideIsDecidedByItsView() {
        let (root, child) = rootWithChild()
        let leading = child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
        NSLayoutConstraint.activate([
            leading, child.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(!root.layoutMarginsGuide.hasAmbiguousLayout, "UIKit's constraints pin it to the margins")
        #expect(root.layoutMarginsGuide.constraintsAffectingLayout(for: .horizontal).contains { $0 === leading })
        #expect(child.frame.origin == CGPoint(x: 8, y: 8), "the default 8-point margins")
    }
}
