import CollectionLayout
import CollectionRendering
import Foundation

extension Scene {
    /// The context layouts of this scene are made with.
    public var layoutContext: LayoutContext {
        LayoutContext(viewport: viewport, scale: scale, baseDirectory: baseDirectory)
    }

    /// Makes every layout the scene names (the initial one and each transition's) once,
    /// so that a bad layout name or parameter is reported before anything is drawn.
    /// - Throws: ``SceneError`` located at the layout or parameter.
    public func validateLayouts(registry: LayoutRegistry = .standard) throws {
        _ = try registry.makeLayout(layout, context: layoutContext)
        try validateTransitionLayouts(registry: registry)
    }

    /// Makes the layout of every transition step once (for callers that already made the
    /// initial layout, e.g. with ``makeCollectionView(registry:measuring:)``).
    /// - Throws: ``SceneError`` located at the layout or parameter.
    public func validateTransitionLayouts(registry: LayoutRegistry = .standard) throws {
        for step in timeline {
            if case let .transition(transition) = step.action {
                _ = try registry.makeLayout(transition.layout, context: layoutContext)
            }
        }
    }

    /// Checks what decoding alone cannot: every layout (``validateLayouts(registry:)``) and
    /// every update step's operations against the sections before it (derived as in
    /// ``UpdateStep/resultingSections(from:)``), so that problems are reported, located,
    /// before anything is drawn. The update model still validates each batch as UIKit does.
    /// - Throws: ``SceneError`` at the first problem.
    public func validate(registry: LayoutRegistry = .standard) throws {
        try validateLayouts(registry: registry)
        var current = sections
        for step in timeline {
            if case let .update(update) = step.action { current = try update.resultingSections(from: current) }
        }
    }

    /// The headless collection view this scene describes, with its data source.
    ///
    /// Sets the frame (viewport), screen scale, reading direction, content inset, scrolling
    /// settings, layout,
    /// data source and delegate, then the content offset and the selection (multiple
    /// selection is on so every listed item stays selected).
    /// With `measuring`, cells the layout lets size themselves are measured from their
    /// content (``SceneContentSizing``), which the data source keeps alive.
    /// - Returns: the view and its data source; keep the data source alive, the view holds
    ///   it weakly as UIKit does.
    /// - Throws: ``SceneError`` from the registry (unknown layout, bad parameters) or at a
    ///   bad colour when measuring.
    public func makeCollectionView(
        registry: LayoutRegistry = .standard, measuring: (any ContentMeasuring)? = nil
    ) throws -> (CollectionView, SceneDataSource) {
        let layout = try registry.makeLayout(self.layout, context: layoutContext)
        var fallbackItemSize = CGSize(width: 50, height: 50)
        if self.layout.name == "flow", let spec = try? FlowLayoutSpec(from: self.layout.parameters) {
            fallbackItemSize = spec.itemSize
        }
        let collectionView = CollectionView(frame: CGRect(origin: .zero, size: viewport), collectionViewLayout: layout)
        collectionView.screenScale = scale
        collectionView.layoutDirection = layoutDirection
        collectionView.contentInset = contentInset
        scrolling.apply(to: collectionView)
        let dataSource = SceneDataSource(sections: sections, fallbackItemSize: fallbackItemSize)
        dataSource.attach(to: collectionView)
        if let measuring {
            let sizing = SceneContentSizing(
                appearance: try SceneAppearance(scene: self), measuring: measuring, sizesListRows: self.layout.name == "list")
            dataSource.contentSizing = sizing
            collectionView.contentSizing = sizing
        }
        collectionView.contentOffset = contentOffset
        collectionView.allowsMultipleSelection = true
        collectionView.setSelectedItems(selected)
        return (collectionView, dataSource)
    }
}
