import CollectionRendering
import Testing
import UIKit

/// A constant set in place can change a multi-line label's width; the label is measured again
/// at its new width and its height follows (docs/REFERENCE.md §21.3: a label with
/// `preferredMaxLayoutWidth` 0 wraps at the width the layout gives it), as a fresh layout of the
/// same constraints gives.
@MainActor @Suite struct ConstantChangeRemeasureTests {
    /// 16 words of 4 letters (79 characters).
    private static let text = Array(repeating: "abcd", count: 16).joined(separator: " ")

    /// A root 320 × 480 with a multi-line label of ``text`` in a 10-point font pinned to its
    /// top and its sides, `leading` from the leading edge and 10 from the trailing one.
    private static func scene(leading: CGFloat) -> (root: UIView, label: UILabel, leading: NSLayoutConstraint) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let label = root.addConstrainedSubview(UILabel())
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 10)
        label.text = text
        let leadingEdge = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: leading)
        NSLayoutConstraint.activate([
            leadingEdge, root.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return (root, label, leadingEdge)
    }

    @Test func aLeadingConstantChangeMeasuresTheLabelAgainAtItsNewWidth() {
        // Fixed metrics (ApproximateTextLayout): 10 pt, 6 a letter, lines 12 high.
        UIFont.withTextMeasurer(ApproximateTextLayout()) {
            let (root, label, leading) = Self.scene(leading: 10)
            root.layoutIfNeeded()
            // 300 wide: 50 letters a line, 10 words (49) then 6: 2 lines, 24 high.
            #expect(label.frame == CGRect(x: 10, y: 0, width: 300, height: 24))
            leading.constant = 110
            root.layoutIfNeeded()
            // 200 wide: 33 letters a line, 6 words (29) a line: 6, 6 and 4, 3 lines, 36 high.
            #expect(label.frame == CGRect(x: 110, y: 0, width: 200, height: 36))
            // A fresh layout of the same constraints agrees.
            let (freshRoot, fresh, _) = Self.scene(leading: 110)
            freshRoot.layoutIfNeeded()
            #expect(fresh.frame == label.frame)
            // And back: 2 lines again.
            leading.constant = 10
            root.layoutIfNeeded()
            #expect(label.frame == CGRect(x: 10, y: 0, width: 300, height: 24))
        }
    }
}
