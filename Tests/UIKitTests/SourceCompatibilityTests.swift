import CollectionAnimation
import Testing
import UIKit

// Declarations shaped as UIKit's headers shape them: these types compile only when the
// initializers and closures have UIKit's kinds (designated or convenience, required or not,
// escaping or not), and the tests check they also do what UIKit does.

/// A collection view subclass decoded from a storyboard, as iOS code writes it: its
/// `required init?(coder:)` calls `super.init(coder:)`, which needs a designated
/// `UICollectionView.init?(coder:)`.
final class CodedCollectionView: UICollectionView {
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A collection view subclass with an `init()` of its own, not `required`: compiles only
/// when `UICollectionView.init()` is not required.
final class OwnInitCollectionView: UICollectionView {
    let marker: String

    public init() {
        marker = "own"
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 40, height: 40)
        super.init(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        marker = "coder"
        super.init(coder: coder)
    }
}

/// A compositional layout subclass calling `super.init(section:)`: compiles only when the
/// initializer is designated, as UIKit's header makes it (no initializer is marked
/// `NS_DESIGNATED_INITIALIZER`, so all four are).
final class SingleColumnLayout: UICollectionViewCompositionalLayout {
    init() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item])
        super.init(section: NSCollectionLayoutSection(group: group))
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

@Suite struct SourceCompatibilityTests {
    @Test func aDecodedSubclassCallsTheDesignatedCoderInitializer() throws {
        let view = try #require(CodedCollectionView(coder: NSCoder()))
        // Not decoded: a zero frame and a flow layout.
        #expect(view.frame == .zero)
        #expect(view.collectionViewLayout is UICollectionViewFlowLayout)
    }

    @Test func aSubclassWithItsOwnInitIsBuiltByIt() {
        let view = OwnInitCollectionView()
        #expect(view.marker == "own")
        #expect(view.bounds.size == CGSize(width: 200, height: 200))
        #expect((view.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize == CGSize(width: 40, height: 40))
    }

    @Test func thePlainInitializerStillMakesAFlowLayoutView() {
        let view = UICollectionView()
        #expect(view.collectionViewLayout is UICollectionViewFlowLayout)
        #expect(view.frame == .zero)
    }

    @Test func aCompositionalSubclassCallsTheDesignatedSectionInitializer() {
        let counts = Counts([3])
        let view = makeView(SingleColumnLayout(), counts: counts)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 80, width: 320, height: 40))
        withExtendedLifetime(counts) {}
    }

    @Test func nilUpdatesStillCompleteTheBatch() {
        let counts = Counts([3])
        let view = makeView(flowLayout(), counts: counts)
        var finished: Bool?
        view.performBatchUpdates(nil) { finished = $0 }
        // When the update's animation ends on the clock (docs/REFERENCE.md §24.4).
        AnimationClock.current.advance(by: 0.3)
        #expect(finished == true)
        #expect(view.raisedExceptions.isEmpty)
        withExtendedLifetime(counts) {}
    }
}
