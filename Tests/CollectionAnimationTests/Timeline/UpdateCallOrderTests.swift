import CollectionAnimation
import CollectionLayout
import Foundation
import SampleLayouts
import Testing

/// Through the timeline, a layout hears of a batch in UIKit's order and once:
/// prepare(forCollectionViewUpdates:), then the appearing/disappearing hooks, then
/// finalizeCollectionViewUpdates().
@Suite struct UpdateCallOrderTests {
    final class RecordingCircle: CircleLayout {
        var calls: [String] = []
        override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
            calls.append("prepare")
            super.prepare(forCollectionViewUpdates: updateItems)
        }
        override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
            if calls.last != "hook" { calls.append("hook") }
            return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        }
        override func finalizeCollectionViewUpdates() {
            calls.append("finalize")
            super.finalizeCollectionViewUpdates()
        }
    }

    final class Source: CollectionViewDataSource, TimelineDataSource {
        var count = 4
        let layout = RecordingCircle()
        func collectionView(_ cv: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ cv: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
            try cv.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
        func makeHost() throws -> TimelineHost {
            let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
            view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "c")
            view.dataSource = self
            return TimelineHost(collectionView: view, owner: self)
        }
        func performUpdate(at stepIndex: Int, on host: TimelineHost) throws -> BatchUpdateResult {
            let view = host.collectionView
            let result = try view.performBatchUpdates {
                count += 1
                try view.insertItems(at: [IndexPath(item: 0, section: 0)])
            }
            return try #require(result)
        }
        func makeLayout(forTransitionAt stepIndex: Int, on host: TimelineHost) throws -> CollectionViewLayout { CircleLayout() }
    }

    @Test func prepareHooksFinalizeOnceEach() throws {
        let source = Source()
        _ = try Timeline(steps: [.update(duration: 0.3, curve: .linear)], dataSource: source)
        #expect(source.layout.calls == ["prepare", "hook", "finalize"])
    }
}
