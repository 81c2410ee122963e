import Foundation

@testable import CollectionLayout

/// A layout that answers from a fixed list of attributes, for transition tests (hand-made
/// so that the expected values can be worked by hand).
final class TransitionFixedLayout: CollectionViewLayout {
    let fixedAttributes: [LayoutAttributes]
    let contentSize: CGSize
    /// Applied in `targetContentOffset(forProposedContentOffset:)`; identity by default.
    var adjustTargetOffset: (CGPoint) -> CGPoint = { $0 }
    /// The proposals the layout was asked to adjust.
    var proposedOffsets: [CGPoint] = []

    init(contentSize: CGSize, attributes: [LayoutAttributes]) {
        self.contentSize = contentSize
        self.fixedAttributes = attributes
        super.init()
        // As UIKit requires, every decoration kind shown is registered.
        for element in attributes where element.representedElementCategory == .decoration {
            register(decorationViewOfKind: element.representedElementKind ?? "")
        }
    }

    override var collectionViewContentSize: CGSize { contentSize }

    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        fixedAttributes.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        fixedAttributes.first { $0.key == .cell(indexPath) }
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        fixedAttributes.first { $0.key == .supplementary(elementKind, indexPath) }
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        fixedAttributes.first { $0.key == .decoration(elementKind, indexPath) }
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedOffsets.append(proposedContentOffset)
        return adjustTargetOffset(proposedContentOffset)
    }
}

/// A data source with fixed counts and plain cells.
final class TransitionTestDataSource: CollectionViewDataSource {
    let counts: [Int]
    init(counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        CollectionViewCell()
    }
}

/// A cell's attributes with a frame and optional alpha, transform and zIndex.
func transitionCell(
    _ item: Int, _ frame: CGRect, alpha: CGFloat = 1, transform: Transform3D = .identity, zIndex: Int = 0
) -> LayoutAttributes {
    var attributes = LayoutAttributes(category: .cell, indexPath: IndexPath(item: item, section: 0), frame: frame)
    attributes.alpha = alpha
    attributes.transform3D = transform
    attributes.zIndex = zIndex
    return attributes
}

/// Approximate comparison for tests (not transitive).
func transitionClose(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Approximate comparison of points for tests (not transitive).
func transitionClose(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}
