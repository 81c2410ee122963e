import Foundation

@testable import CollectionLayout

/// Content that needs a given size: the test's stand-in for a measured label.
struct FixedContent: ContentConfiguration {
    var size: CGSize
}

/// Sizes ``FixedContent``: a free axis takes the content's length (at most the limit), a
/// fixed one keeps the target's — the contract of `ContentSizing`.
final class FixedContentSizing: ContentSizing {
    var requests: [(ElementKey, SelfSizing)] = []
    /// The batches announced by `prepareFittingSizes(_:)`: each request's key and sizing.
    var prepared: [[(ElementKey, SelfSizing)]] = []
    func prepareFittingSizes(_ requests: [ContentFittingRequest]) { prepared.append(requests.map { ($0.key, $0.sizing) }) }
    func fittingSize(
        of configuration: any ContentConfiguration, key: ElementKey, targetSize: CGSize, sizing: SelfSizing, scale: CGFloat
    ) -> CGSize? {
        guard let content = configuration as? FixedContent else { return nil }
        requests.append((key, sizing))
        return CGSize(
            width: sizing.fitsWidth ? min(content.size.width, sizing.maximumSize.width) : targetSize.width,
            height: sizing.fitsHeight ? min(content.size.height, sizing.maximumSize.height) : targetSize.height)
    }
}

/// A data source whose cells carry ``FixedContent`` of per-item sizes (one section).
final class SizedContentDataSource: CollectionViewDataSource {
    var sizes: [CGSize]
    var cellIdentifier = "cell"
    /// The content of every supplementary view, by kind (none: a plain view).
    var supplementarySizes: [String: CGSize] = [:]
    init(_ sizes: [CGSize]) { self.sizes = sizes }
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) throws -> ReusableView {
        let view = try collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: nil, for: indexPath)
        view.contentConfiguration = supplementarySizes[kind].map(FixedContent.init(size:))
        return view
    }
    func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sizes.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: cellIdentifier, for: indexPath)
        cell.contentConfiguration = FixedContent(size: sizes[indexPath.item])
        return cell
    }
}

/// A collection view of `size` over `layout` and items of content `sizes`, measured by a
/// ``FixedContentSizing``; it holds its data source and sizing (the view's references are weak).
struct SelfSizingHost {
    let view: CollectionView
    let source: SizedContentDataSource
    let sizing = FixedContentSizing()

    init(
        _ layout: CollectionViewLayout, sizes: [CGSize], size: CGSize = CGSize(width: 320, height: 480),
        cellClass: CollectionViewCell.Type = CollectionViewCell.self
    ) {
        view = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        view.register(cellClass, forCellWithReuseIdentifier: "cell")
        source = SizedContentDataSource(sizes)
        view.dataSource = source
        view.contentSizing = sizing
    }

    /// The frames of the visible cells, by item.
    var cellFrames: [Int: CGRect] {
        var frames: [Int: CGRect] = [:]
        for element in view.visibleElements where element.attributes.representedElementCategory == .cell {
            frames[element.attributes.indexPath.item] = element.attributes.frame
        }
        return frames
    }
}

/// A shared log of the self-sizing calls, in order.
final class CallLog {
    var entries: [String] = []
}

/// A cell that logs `apply(_:)` and `preferredLayoutAttributesFitting(_:)`.
final class LoggingCell: CollectionViewCell {
    nonisolated(unsafe) static var log: CallLog?
    override func apply(_ layoutAttributes: LayoutAttributes) {
        super.apply(layoutAttributes)
        Self.log?.entries.append("apply \(layoutAttributes.indexPath.item) \(layoutAttributes.size.width)x\(layoutAttributes.size.height)")
    }
    override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        let preferred = super.preferredLayoutAttributesFitting(layoutAttributes)
        Self.log?.entries.append("preferred \(layoutAttributes.indexPath.item) \(preferred.size.width)x\(preferred.size.height)")
        return preferred
    }
}

/// A flow layout that logs the self-sizing invalidation calls.
final class LoggingFlowLayout: FlowLayout {
    let log: CallLog
    init(log: CallLog) {
        self.log = log
        super.init()
    }
    override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes, withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> Bool {
        let answer = super.shouldInvalidateLayout(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        log.entries.append("shouldInvalidate \(originalAttributes.indexPath.item) \(answer)")
        return answer
    }
    override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes, withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> InvalidationContext {
        log.entries.append("invalidationContext \(originalAttributes.indexPath.item)")
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }
    override func invalidateLayout(with context: InvalidationContext) {
        if let items = context.invalidatedItemIndexPaths { log.entries.append("invalidateLayout(with:) \(items.map(\.item))") }
        super.invalidateLayout(with: context)
    }
    override func prepare() {
        log.entries.append("prepare")
        super.prepare()
    }
}
