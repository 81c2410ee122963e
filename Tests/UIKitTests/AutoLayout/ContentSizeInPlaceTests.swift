import Testing

@testable import UIKit

/// A held content size whose constants change is set in place, both of its parts
/// (`LayoutEngine.setChangedConstants(_:of:)`, shared by a sync and a constant changed at once):
/// the solver keeps its constraints, and the sizes are the ones a fresh solve gives, worked by
/// hand.
@MainActor @Suite struct ContentSizeInPlaceTests {
    /// A view 10 pt inside a root fitted to 320 pt wide with its height free: the root is the
    /// view's height + 20. The view's content size grows from 30 to 70, then shrinks to 20:
    /// each time both of its parts (hugging `≤`, compression resistance `≥`) are set in place,
    /// and the root fits at 50, 90, then 40.
    @Test func aContentSizeThatGrowsOrShrinksInPlaceFitsAsAFreshSolve() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let box = IntrinsicView(CGSize(width: 60, height: 30))
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            root.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            root.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 10),
        ])
        func fit() -> CGSize {
            root.systemLayoutSizeFitting(
                CGSize(width: 320, height: 44), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        }
        #expect(fit() == CGSize(width: 320, height: 50))
        let sizing = try #require(box.autoLayoutState?.generated[.contentSize(.vertical)])
        let engine = try #require(root.autoLayoutState?.engine)
        let held = try #require(engine.entries[ObjectIdentifier(sizing)]).parts.map(\.solved)
        #expect(held.count == 2)
        for (height, fitted) in [(CGFloat(70), CGFloat(90)), (20, 40)] {
            box.size.height = height
            box.invalidateIntrinsicContentSize()
            #expect(fit() == CGSize(width: 320, height: fitted))
            let entry = try #require(engine.entries[ObjectIdentifier(sizing)])
            // Set in place: the solver's constraints are the ones first added, their constants the new height's.
            #expect(zip(entry.parts.map(\.solved), held).allSatisfy { $0 === $1 })
            #expect(entry.parts.map(\.definition.constant) == [-Double(height), -Double(height)])
        }
    }
}
