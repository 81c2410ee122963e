import CollectionRendering
import Testing
import UIKit

/// A cell whose content view holds a multi-line label pinned to its layout margins (8 points).
final class ConstrainedLabelCell: UICollectionViewCell {
    let label = UILabel()
    var pinsBottom = true {
        didSet { bottom.isActive = pinsBottom }
    }
    private lazy var bottom = label.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor)

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 10)
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor), bottom,
        ])
    }
    required init?(coder: NSCoder) { nil }
}

/// Texts for `ConstrainedLabelCell`s; `pinsBottom` false leaves their height undecided.
final class ConstrainedLabelSource: NSObject, UICollectionViewDataSource {
    let texts: [String]
    var pinsBottom = true
    init(_ texts: [String]) { self.texts = texts }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        if let cell = cell as? ConstrainedLabelCell {
            cell.label.text = texts[indexPath.item]
            cell.pinsBottom = pinsBottom
        }
        return cell
    }
}

/// Cells sized from their content view's constraints within the layout pass
/// (docs/REFERENCE.md §16, §21.3), worked by hand with `ApproximateTextLayout`'s metrics:
/// a 10-point character advances 6, a line is 12 high.
@Suite struct ConstraintSelfSizingTests {
    static let longText = String(repeating: "a", count: 110)

    private func collectionView(_ layout: UICollectionViewLayout, _ source: ConstrainedLabelSource) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(ConstrainedLabelCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        return view
    }

    private func estimatedRows() -> UICollectionViewCompositionalLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    private func frames(_ view: UICollectionView, _ count: Int) -> [CGRect] {
        (0..<count).compactMap { view.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
    }

    @Test func compositionalEstimatedRowsTakeTheirContentsHeight() {
        UIFont.withTextMeasurer(ApproximateTextLayout()) {
            let source = ConstrainedLabelSource([Self.longText, "short"])
            let view = collectionView(estimatedRows(), source)
            view.layoutIfNeeded()
            // The label is 320 − 16 = 304 wide: 50 characters a line. 110 → 3 lines, 36 high,
            // + 16 of margins = 52; "short" → 12 + 16 = 28.
            #expect(frames(view, 2) == [CGRect(x: 0, y: 0, width: 320, height: 52), CGRect(x: 0, y: 52, width: 320, height: 28)])
            // Drawn as laid out: the label sits in the margins of the sized cell.
            let label = (view.cellForItem(at: IndexPath(item: 0, section: 0)) as? ConstrainedLabelCell)?.label
            #expect(label?.frame == CGRect(x: 8, y: 8, width: 304, height: 36))
        }
    }

    @Test func flowAutomaticSizeFitsBothAxesAndWrapsAtTheLine() {
        UIFont.withTextMeasurer(ApproximateTextLayout()) {
            let layout = UICollectionViewFlowLayout()
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
            let words = Array(repeating: "aaaa", count: 30).joined(separator: " ")
            let source = ConstrainedLabelSource(["Hello", words])
            let view = collectionView(layout, source)
            view.layoutIfNeeded()
            let sizes = frames(view, 2).map(\.size)
            // "Hello": 30 × 12 + 16 → 46 × 28. The long text is wider than the line: held at
            // 320, the label is 304 wide (50 characters): 10 words a line, 3 lines → 36 + 16.
            #expect(sizes == [CGSize(width: 46, height: 28), CGSize(width: 320, height: 52)])
        }
    }

    @Test func listRowsSizeFromConstraintsAboveTheirMinimum() {
        UIFont.withTextMeasurer(ApproximateTextLayout()) {
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            let source = ConstrainedLabelSource([Self.longText, "short"])
            let view = collectionView(layout, source)
            view.layoutIfNeeded()
            // 52 as above; "short" wants 28, raised to the list's 44-point minimum row.
            #expect(frames(view, 2).map(\.height) == [52, 44])
        }
    }

    @Test func aCellWhoseConstraintsDoNotDecideItsHeightKeepsTheEstimateAndSaysWhy() {
        UIFont.withTextMeasurer(ApproximateTextLayout()) {
            let source = ConstrainedLabelSource(["short"])
            source.pinsBottom = false
            let (_, log) = recordingLayoutLog {
                let view = collectionView(estimatedRows(), source)
                view.layoutIfNeeded()
                #expect(frames(view, 1).first?.height == 44)
            }
            #expect(log.messages.count == 1)
            #expect(log.messages.first?.contains("do not decide its height (its layout is ambiguous)") == true)
        }
    }
}
