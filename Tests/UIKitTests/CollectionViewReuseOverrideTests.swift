import Testing
import UIKit

/// UICollectionView's registration and dequeueing methods are `open`, as UIKit declares them,
/// so a subclass overrides them (JTAppleCalendar sends every supplementary registration to
/// the header kind). Four 100 × 100 items in a 320-wide flow layout with a 30-tall header.
@MainActor @Suite struct CollectionViewReuseOverrideTests {
    final class Calendar: UICollectionView {
        var dequeued: [IndexPath] = []
        override func register(
            _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
        ) {
            super.register(
                viewClass, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: identifier)
        }
        override func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
            dequeued.append(indexPath)
            return super.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        }
    }

    final class Header: UICollectionReusableView {}

    @Test func aSubclassesOverridesOfRegistrationAndDequeueingRun() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        let source = Counts([4])
        let calendar = try #require(makeView(layout, counts: source, make: Calendar.init(frame:collectionViewLayout:)) as? Calendar)
        #expect(calendar.dequeued == (0..<4).map { IndexPath(item: $0, section: 0) })
        // Registered under another kind, the class is filed under the header kind by the override.
        calendar.register(Header.self, forSupplementaryViewOfKind: "month", withReuseIdentifier: "month")
        let header = calendar.dequeueReusableSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "month", for: IndexPath(item: 0, section: 0))
        #expect(header is Header && calendar.raisedExceptions.isEmpty)
        withExtendedLifetime(source) {}
    }
}
