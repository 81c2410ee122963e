import Foundation
import Testing
import UIKit

/// Nibs compile and never load: every nib on Linux is one iOS could not find, so its use
/// records the exception iOS raises for a missing nib, in iOS's words [observed: a crash
/// log quoted in public issue threads, "Could not load NIB in bundle: 'NSBundle
/// </private/var/containers/Bundle/Application/…/uikit.app> (loaded)' with name
/// 'ItemCellName'"] (docs/REFERENCE.md §15.1).
@MainActor @Suite struct NibTests {
    private let missing = "Could not load NIB in bundle: 'NSBundle <\(Bundle.main.bundleURL.path)> (loaded)' with name 'ItemCell'"

    @Test func aNibInstantiatesNothingAndABundleLoadsNoNib() {
        let nib = UINib(nibName: "ItemCell", bundle: nil)
        #expect(nib.instantiate(withOwner: nil, options: [.externalObjects: [String: Any]()]).isEmpty)
        #expect(Bundle.main.loadNibNamed("ItemCell", owner: nil) == nil)
        #expect(UINib.OptionsKey.externalObjects.rawValue == "UINibExternalObjects")
    }

    @Test func aCellRegisteredWithANibRecordsTheMissingNibAndAClassReplacesIt() {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: flowLayout())
        view.register(UINib(nibName: "ItemCell", bundle: nil), forCellWithReuseIdentifier: "cell")
        let counts = Counts([2])
        view.dataSource = counts
        view.layoutIfNeeded()
        // One exception for each of the two cells dequeued, each then a plain cell; not "must
        // register a nib or a class".
        #expect(view.raisedExceptions.map(\.reason) == [missing, missing])
        #expect(view.visibleCells.count == 2)
        #expect(view.raisedExceptions.first?.name == "NSInternalInconsistencyException")

        view.clearRaisedExceptions()
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.reloadData()
        view.layoutIfNeeded()
        #expect(view.raisedExceptions.isEmpty)
        #expect(view.visibleCells.count == 2)

        // nil removes a nib, leaving the identifier unregistered, as a nil class does.
        let fresh = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: flowLayout())
        fresh.register(UINib(nibName: "ItemCell", bundle: nil), forCellWithReuseIdentifier: "cell")
        fresh.register(nil as UINib?, forCellWithReuseIdentifier: "cell")
        fresh.dataSource = counts
        fresh.layoutIfNeeded()
        #expect(fresh.raisedExceptions.first?.reason.hasPrefix("could not dequeue a view of kind: UICollectionElementKindCell") == true)
    }

    @Test func aSupplementaryNibAndARegistrationWithANibRecordTheMissingNib() {
        let layout = flowLayout()
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.register(
            UINib(nibName: "ItemCell", bundle: nil), forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        let counts = Counts([1])
        view.dataSource = counts
        view.layoutIfNeeded()
        // The header's nib cannot load: a plain view stands in, with nothing else raised.
        #expect(view.raisedExceptions.map(\.reason) == [missing])
        let header = view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header != nil)

        view.clearRaisedExceptions()
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int>(
            cellNib: UINib(nibName: "ItemCell", bundle: nil)
        ) { _, _, _ in }
        _ = view.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 0, section: 0), item: 1)
        #expect(view.raisedExceptions.map(\.reason) == [missing])
    }

    @Test func aDecorationNibRecordsTheMissingNib() {
        let layout = NibDecorationLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.register(UINib(nibName: "ItemCell", bundle: nil), forDecorationViewOfKind: "background")
        let counts = Counts([1])
        let view = makeView(layout, counts: counts)
        #expect(view.raisedExceptions.map(\.reason) == [missing])
    }

    @Test func aTableCellOrHeaderRegisteredWithANibRecordsTheMissingNib() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UINib(nibName: "ItemCell", bundle: nil), forCellReuseIdentifier: "row")
        table.register(UINib(nibName: "ItemCell", bundle: nil), forHeaderFooterViewReuseIdentifier: "header")
        #expect(table.dequeueReusableCell(withIdentifier: "row") == nil)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "header") == nil)
        _ = table.dequeueReusableCell(withIdentifier: "row", for: IndexPath(row: 0, section: 0))
        #expect(table.raisedExceptions.map(\.reason) == [missing, missing, missing])

        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        #expect(table.dequeueReusableCell(withIdentifier: "row") != nil)
        #expect(table.raisedExceptions.count == 3)
    }
}

/// A flow layout with one decoration view behind its first section.
private final class NibDecorationLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let background = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 0))
        background.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        return (super.layoutAttributesForElements(in: rect) ?? []) + [background]
    }
}
