import CollectionRendering
import Testing
import UIKit

/// Intrinsic sizes with content hugging and compression resistance, and fitting sizes
/// (docs/REFERENCE.md §21.3), worked by hand. Text is measured with
/// `ApproximateTextLayout`'s fixed metrics: per point of font size a character advances 0.6
/// and a line is 1.2 high, its baseline 0.9 below its top.
@Suite struct ContentSizeTests {
    @Test func aViewTakesItsIntrinsicSizeWhenNothingElseDecides() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = IntrinsicView(CGSize(width: 60, height: 30))
        root.addSubview(view)
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5).isActive = true
        view.topAnchor.constraint(equalTo: root.topAnchor, constant: 5).isActive = true
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 5, y: 5, width: 60, height: 30))
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    private func row(width: CGFloat) -> (root: UIView, a: IntrinsicView, b: IntrinsicView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        let a = IntrinsicView(CGSize(width: 60, height: 20)), b = IntrinsicView(CGSize(width: 80, height: 20))
        root.addSubview(a)
        root.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return (root, a, b)
    }

    @Test func theViewThatHugsLessStretches() {
        let (root, a, b) = row(width: 300)
        a.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        root.layoutIfNeeded()
        // 300 − 10 = 290 to share; a hugs harder and keeps 60; b takes 230.
        #expect(a.frame.width == 60 && b.frame.width == 230)
        a.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame.width == 210 && b.frame.width == 80)
    }

    @Test func theViewThatResistsLessIsCompressed() {
        let (root, a, b) = row(width: 100)
        a.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        root.layoutIfNeeded()
        // 100 − 10 = 90 for 60 + 80: a gives way, b keeps 80, a has 10.
        #expect(a.frame.width == 10 && b.frame.width == 80)
    }

    @Test func invalidatingTheIntrinsicSizeRelaysOut() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = IntrinsicView(CGSize(width: 60, height: 30))
        root.addSubview(view)
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        root.layoutIfNeeded()
        view.size = CGSize(width: 90, height: 40)
        root.layoutIfNeeded()
        #expect(view.frame.size == CGSize(width: 60, height: 30), "UIKit keeps the measured size until invalidated")
        view.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(view.frame.size == CGSize(width: 90, height: 40))
    }

    @Test func fittingSolvesTheSubtreeAtThePrioritiesGiven() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let content = IntrinsicView(CGSize(width: 60, height: 30))
        container.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
            content.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8),
            content.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
            content.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -8),
        ])
        // Smallest: the content's size and the insets, 76 × 46.
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 76, height: 46))
        // Largest: hugging (250) beats the pull of the target (50).
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 76, height: 46))
        // Width held at 200 (required), height free.
        let fitted = container.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 200, height: 46))
        // Fitting does not change the view.
        #expect(container.bounds.size == CGSize(width: 320, height: 44))
    }

    @Test func aCellFittedTallerThanItsEstimateIsHeldToTheEstimateUntilResized() {
        // Its content asks for 100 at 750: the fitting's target (50) gives way, and the cell
        // measures 100; its required size pin comes back at the estimated 44 and beats the 750
        // until the cell is resized. Twice: the second cell copies the first's solved system.
        for _ in 0..<2 {
            let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(box)
            let content = cell.contentView, tall = box.heightAnchor.constraint(equalToConstant: 100)
            tall.priority = .defaultHigh
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                box.topAnchor.constraint(equalTo: content.topAnchor), box.bottomAnchor.constraint(equalTo: content.bottomAnchor), tall,
            ])
            let size = cell.systemLayoutSizeFitting(
                CGSize(width: 390, height: 44), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            #expect(size == CGSize(width: 390, height: 100))
            cell.layoutIfNeeded()
            #expect(box.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
            cell.frame.size = size
            cell.layoutIfNeeded()
            #expect(box.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
        }
    }

    @Test func aMultilineLabelWrapsAtTheWidthTheEngineGivesIt() {
        UIFont.withTextMeasurer(ApproximateTextLayout()) {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            label.font = .systemFont(ofSize: 10)
            label.numberOfLines = 0
            label.text = "aaaa bbbb cccc"
            container.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                label.topAnchor.constraint(equalTo: container.topAnchor),
                label.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            ])
            // 50 wide: 8 characters a line (6 each) → "aaaa" / "bbbb" / "cccc", 3 × 12 = 36.
            let fitted = container.systemLayoutSizeFitting(
                CGSize(width: 50, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            #expect(fitted == CGSize(width: 50, height: 36))
            // 100 wide: 16 a line → "aaaa bbbb cccc" (14) fits: one line, 12.
            let wide = container.systemLayoutSizeFitting(
                CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            #expect(wide == CGSize(width: 100, height: 12))
        }
    }

    @Test func baselinesComeFromTheFont() {
        UIFont.withTextMeasurer(ApproximateTextLayout()) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            label.font = .systemFont(ofSize: 20)
            label.text = "Hello"
            let badge = IntrinsicView(CGSize(width: 10, height: 10))
            root.addSubview(label)
            root.addSubview(badge)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                badge.leadingAnchor.constraint(equalTo: label.trailingAnchor),
                badge.bottomAnchor.constraint(equalTo: label.firstBaselineAnchor),
            ])
            root.layoutIfNeeded()
            // A 20-point line is 24 high with its baseline 18 below its top: 100 + 18 = 118.
            #expect(label.frame == CGRect(x: 0, y: 100, width: 60, height: 24))
            #expect(badge.frame.maxY == 118)
            #expect(label.font.ascender == 18 && label.font.descender == -6)
        }
    }
}
