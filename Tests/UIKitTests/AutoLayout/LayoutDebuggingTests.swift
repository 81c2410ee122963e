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
}
