import Foundation
import Testing
import UIKit

/// A collection view's displayed cells are its subviews, told as any view added is, and stay
/// subviews when reused (UIKit hides reused views and keeps them: docs/REFERENCE.md §1).
@Suite struct ReusableSubviewTests {
    /// A cell that logs its hierarchy calls and where it is when dequeued.
    final class LoggingCell: UICollectionViewCell {
        nonisolated(unsafe) static var log: [String] = []
        override func willMove(toSuperview newSuperview: UIView?) {
            Self.log.append("willMove(toSuperview: \(newSuperview is UICollectionView ? "collection view" : "other"))")
        }
        override func didMoveToSuperview() { Self.log.append("didMoveToSuperview") }
        override func willMove(toWindow newWindow: UIWindow?) {
            Self.log.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
        }
        override func didMoveToWindow() { Self.log.append("didMoveToWindow") }
    }

    /// Records where each cell is when the data source configures it and when it is displayed.
    final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var atDequeue: [(superview: UIView?, window: UIWindow?)] = []
        var atDisplay: [UIView?] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            atDequeue.append((cell.superview, cell.window))
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
            atDisplay.append(cell.superview)
        }
    }

    @Test func shownCellsAreSubviewsToldAsAddedViewsAndStayWhenReused() throws {
        // 100 × 100 in a window; one 50 × 50 item a row, rows 60 apart: items 0 and 1 show.
        LoggingCell.log = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(LoggingCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.contentInsetAdjustmentBehavior = .never
        let source = Source()
        collectionView.dataSource = source
        collectionView.delegate = source
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()

        let shown = collectionView.visibleCells
        #expect(shown.count == 2)
        // A new cell is nobody's subview while the data source configures it; it is when the
        // delegate is told it will display.
        #expect(source.atDequeue.count == 2 && source.atDequeue.allSatisfy { $0.superview == nil && $0.window == nil })
        #expect(source.atDisplay.count == 2 && source.atDisplay.allSatisfy { $0 === collectionView })
        #expect(shown.allSatisfy { $0.superview === collectionView && $0.window === window })
        #expect(shown.allSatisfy { cell in collectionView.subviews.contains { $0 === cell } })
        let added = ["willMove(toSuperview: collection view)", "didMoveToSuperview", "willMove(toWindow: window)", "didMoveToWindow"]
        #expect(LoggingCell.log == added + added)

        // Scrolled 200 points: items 3 and 4 show, in the two cells reused from items 0 and 1,
        // which never left the collection view.
        LoggingCell.log = []
        collectionView.contentOffset = CGPoint(x: 0, y: 200)
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems.sorted() == [IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0)])
        #expect(source.atDequeue.count == 4 && source.atDequeue.suffix(2).allSatisfy { $0.superview === collectionView })
        #expect(Set(collectionView.visibleCells.map(ObjectIdentifier.init)) == Set(shown.map(ObjectIdentifier.init)))
        #expect(LoggingCell.log.isEmpty, "a reused cell is not moved")
        #expect(collectionView.subviews.filter { $0 is LoggingCell }.count == 2)
    }

    @Test func keptCellsHearTheWindowAndContentViewsToo() throws {
        // The collection view leaving its window takes its cells, and their content views, out.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let collectionView = makeView(flowLayout(), counts: Counts([1]), size: CGSize(width: 100, height: 100))
        window.addSubview(collectionView)
        let cell = try #require(collectionView.visibleCells.first)
        #expect(cell.window === window && cell.contentView.window === window)
        collectionView.removeFromSuperview()
        #expect(cell.window == nil && cell.contentView.window == nil && cell.superview === collectionView)
    }
}
