import CollectionLayout
import Foundation

/// A data source and flow delegate for tests: counts, optional per-item sizes (nil entries
/// mean "not sized"), and optional per-section overrides.
final class IndependentFlowDataSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    struct Section {
        var count: Int
        var sizes: [CGSize?]?
        var inset: EdgeInsets?
        var minimumLineSpacing: CGFloat?
        var minimumInteritemSpacing: CGFloat?
        var headerSize: CGSize?
        var footerSize: CGSize?

        init(
            count: Int, sizes: [CGSize?]? = nil, inset: EdgeInsets? = nil, minimumLineSpacing: CGFloat? = nil,
            minimumInteritemSpacing: CGFloat? = nil, headerSize: CGSize? = nil, footerSize: CGSize? = nil
        ) {
            self.count = sizes?.count ?? count
            self.sizes = sizes
            self.inset = inset
            self.minimumLineSpacing = minimumLineSpacing
            self.minimumInteritemSpacing = minimumInteritemSpacing
            self.headerSize = headerSize
            self.footerSize = footerSize
        }
    }

    var sections: [Section]
    /// How many times `sizeForItemAt` was asked (to check reuse).
    var sizeQueries = 0

    init(sections: [Section]) { self.sections = sections }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize? {
        sizeQueries += 1
        guard let sizes = sections[indexPath.section].sizes else { return nil }
        return sizes[indexPath.item]
    }

    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? {
        sections[section].inset
    }

    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat? {
        sections[section].minimumLineSpacing
    }

    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat?
    {
        sections[section].minimumInteritemSpacing
    }

    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> CGSize? {
        sections[section].headerSize
    }

    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> CGSize? {
        sections[section].footerSize
    }
}

/// A collection view hosting a flow layout, keeping its data source alive.
struct IndependentFlowHost {
    let view: CollectionView
    let layout: FlowLayout
    let dataSource: IndependentFlowDataSource
    /// Diagnostics the collection view emitted.
    final class DiagnosticLog: @unchecked Sendable { var messages: [String] = [] }
    let diagnostics = DiagnosticLog()

    init(viewport: CGSize, layout: FlowLayout = FlowLayout(), sections: [IndependentFlowDataSource.Section]) {
        self.layout = layout
        dataSource = IndependentFlowDataSource(sections: sections)
        view = CollectionView(frame: CGRect(origin: .zero, size: viewport), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = dataSource
        view.delegate = dataSource
        let log = diagnostics
        view.diagnosticHandler = { log.messages.append($0) }
    }

    /// Runs prepare if needed and returns every element of the content.
    func allElements() -> [LayoutAttributes] {
        layout.prepareIfNeeded()
        let size = layout.collectionViewContentSize
        return layout.layoutAttributesForElements(in: CGRect(x: -1, y: -1, width: size.width + 2, height: size.height + 2))
    }
}
