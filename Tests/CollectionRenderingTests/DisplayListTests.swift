import CollectionLayout
import Foundation
import Testing

@testable import CollectionRendering

@Suite struct DisplayListTests {
    let viewport = Viewport.visible(contentOffset: .zero, size: CGSize(width: 400, height: 300))

    func makeAttributes() -> [LayoutAttributes] {
        var a = cellAttributes(1, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        a.alpha = 1
        var b = cellAttributes(0, frame: CGRect(x: 60, y: 0, width: 50, height: 50))
        b.zIndex = 1
        let c = LayoutAttributes(forDecorationViewOfKind: "bg", with: IndexPath(item: 0, section: 0))
        var d = LayoutAttributes(forSupplementaryViewOfKind: ElementKind.sectionHeader, with: IndexPath(item: 0, section: 0))
        d.frame = CGRect(x: 0, y: 0, width: 400, height: 40)
        var e = cellAttributes(2, frame: CGRect(x: 0, y: 60, width: 50, height: 50))
        e.isHidden = true
        var f = cellAttributes(3, frame: CGRect(x: 60, y: 60, width: 50, height: 50))
        f.alpha = 0
        var g = a // the appearing copy of cell [0, 1] during an animation
        g.alpha = 0.5
        return [a, b, c, d, e, f, g]
    }

    @Test func drawOrderZIndexThenStableKeyThenInputOrder() {
        let list = DisplayList(attributes: makeAttributes(), viewport: viewport)
        // zIndex 0: decoration (rank 0), cells [0,1] then its copy (input order), header
        // (rank 2); zIndex 1: cell [0,0]. Hidden [0,2] and alpha-0 [0,3] skipped.
        #expect(list.elements.map(\.id) == ["decoration-bg-0-0", "cell-0-1", "cell-0-1_2", "header-0-0", "cell-0-0"])
        #expect(list.elements[1].attributes.alpha == 1)
        #expect(list.elements[2].attributes.alpha == 0.5)
    }

    @Test func duplicateKeysKeepInputOrder() {
        var attributes = makeAttributes()
        attributes.swapAt(0, 6) // the copy with alpha 0.5 now comes first
        let list = DisplayList(attributes: attributes, viewport: viewport)
        #expect(list.elements[1].id == "cell-0-1" && list.elements[1].attributes.alpha == 0.5)
        #expect(list.elements[2].id == "cell-0-1_2" && list.elements[2].attributes.alpha == 1)
    }

    @Test func contentFromLookupOrStyle() {
        let list = DisplayList(attributes: makeAttributes(), viewport: viewport) { attributes in
            attributes.indexPath.item == 0 && attributes.representedElementCategory == .cell
                ? ElementAppearance(content: ElementContent(fill: .systemPink), isSelected: true) : nil
        }
        let cell0 = list.elements.first { $0.id == "cell-0-0" }
        #expect(cell0?.content.fill == .systemPink)
        #expect(cell0?.isSelected == true)
        // [0,1] falls back to the default style: fills[1] = systemGreen.
        #expect(list.elements.first { $0.id == "cell-0-1" }?.content.fill == .systemGreen)
    }

    @Test func idsAreSanitisedAndUnique() {
        #expect(DisplayElement.baseID(for: .decoration("my kind/ü", IndexPath(item: 2, section: 1))) == "decoration-my_kind__-1-2")
        #expect(DisplayElement.baseID(for: .supplementary("badge", IndexPath(item: 2, section: 1))) == "supplementary-badge-1-2")
        #expect(DisplayElement.baseID(for: .supplementary(ElementKind.sectionFooter, IndexPath(item: 0, section: 4))) == "footer-4-0")
        var ids = DisplayList.UniqueIDs()
        let key = ElementKey.cell(IndexPath(item: 3, section: 0))
        #expect([ids.next(for: key), ids.next(for: key), ids.next(for: key)] == ["cell-0-3", "cell-0-3_2", "cell-0-3_3"])
    }

    @Test func fromHostReadsConfigurationsAndSelection() throws {
        let attributes = (0..<5).map { cellAttributes($0, frame: CGRect(x: CGFloat($0) * 60, y: $0 == 4 ? 500 : 0, width: 50, height: 50)) }
        let layout = FixedLayout(attributes)
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = FixedDataSource(count: 5)
        collectionView.dataSource = dataSource
        collectionView.allowsMultipleSelection = true
        try collectionView.layoutIfNeeded()
        collectionView.selectItem(at: IndexPath(item: 2, section: 0))
        collectionView.selectItem(at: IndexPath(item: 3, section: 0))

        let list = try DisplayList(collectionView: collectionView, background: .white)
        #expect(list.viewport.rect == CGRect(x: 0, y: 0, width: 400, height: 300))
        #expect(list.elements.map(\.id) == ["cell-0-0", "cell-0-1", "cell-0-2", "cell-0-3"])
        #expect(list.elements[0].content.fill == .systemBlue) // default style
        #expect(list.elements[1].content.fill == .systemRed) // the view's configuration
        #expect(list.elements[1].content.title == "One")
        #expect(list.elements[0].showsSelectedBackground == false)
        #expect(list.elements[2].isSelected)
        #expect(list.elements[2].selectedBackground?.fill == Color.tintColor.multiplyingAlpha(by: 0.3))
        #expect(list.elements[3].selectedBackground?.fill == .systemGreen) // selectedBackgroundConfiguration

        let whole = try DisplayList(collectionView: collectionView, region: .wholeContent)
        #expect(whole.viewport.rect == CGRect(x: 0, y: 0, width: 400, height: 1000))
        #expect(whole.elements.map(\.id) == ["cell-0-0", "cell-0-1", "cell-0-2", "cell-0-3", "cell-0-4"])
        #expect(whole.elements[4].content.fill == DefaultPalette.fill(for: IndexPath(item: 4, section: 0)))
    }

    @Test func hostSkipsHiddenElements() throws {
        var hidden = cellAttributes(1, frame: CGRect(x: 60, y: 0, width: 50, height: 50))
        hidden.isHidden = true
        let layout = FixedLayout([cellAttributes(0, frame: CGRect(x: 0, y: 0, width: 50, height: 50)), hidden])
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        let list = try DisplayList(collectionView: collectionView)
        #expect(list.elements.map(\.id) == ["cell-0-0"])
    }
}

@Suite struct DisplayListItemsTests {
    @Test func reloadCopiesKeepTheirOwnContent() {
        var old = cellAttributes(0, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        old.alpha = 0.25
        var new = old
        new.alpha = 0.75
        let list = DisplayList(
            items: [
                (new, ElementAppearance(content: ElementContent(fill: .systemGreen))),
                (old, ElementAppearance(content: ElementContent(fill: .systemRed))),
            ],
            viewport: .wholeContent(size: CGSize(width: 100, height: 100)))
        // Same key and zIndex: input order decides; ids follow draw order.
        #expect(list.elements.map(\.id) == ["cell-0-0", "cell-0-0_2"])
        #expect(list.elements.map(\.content.fill) == [.systemGreen, .systemRed])
        #expect(list.elements.map(\.attributes.alpha) == [0.75, 0.25])
    }
}

@Suite struct DisplayListHighlightTests {
    @Test func highlightedCellShowsSelectedBackgroundWithoutBeingSelected() throws {
        let layout = FixedLayout([cellAttributes(0, frame: CGRect(x: 0, y: 0, width: 50, height: 50))])
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = FixedDataSource(count: 1)
        collectionView.dataSource = dataSource
        try collectionView.layoutIfNeeded()
        collectionView.touchDown(at: IndexPath(item: 0, section: 0))
        let list = try DisplayList(collectionView: collectionView)
        // UIKit shows selectedBackgroundView while highlighted (touch down), before selecting.
        #expect(list.elements[0].isSelected == false)
        #expect(list.elements[0].showsSelectedBackground)
        collectionView.touchUp(at: IndexPath(item: 0, section: 0))
        let after = try DisplayList(collectionView: collectionView)
        #expect(after.elements[0].isSelected)
        #expect(after.elements[0].showsSelectedBackground)
    }
}

@Suite struct PainterFoldingTests {
    @Test func loneBorderFoldsAlphaToo() throws {
        let backend = RecordingBackend()
        var attributes = cellAttributes(0, frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        attributes.alpha = 0.25
        let element = DisplayElement(
            id: "cell-0-0", attributes: attributes,
            content: ElementContent(borderWidth: 2, borderColor: .black, label: .none))
        try DisplayList(elements: [element], viewport: .wholeContent(size: CGSize(width: 20, height: 20), background: .clear))
            .draw(on: backend)
        // 0.25 · 255 = 63.75 → 64 = 0x40; the stroke's centre line is inset by 1.
        #expect(
            backend.calls == [
                "save", "element cell-0-0", "save", "stroke rect(1,1,18,18) #00000040 2",
                "restore", "endelement", "restore",
            ])
    }
}
