import Foundation
import Testing

@testable import CollectionLayout

/// A layout showing one decoration view of kind `bg` at (0, 0, 100, 100), registered only
/// when asked (UIKit: `register(_:forDecorationViewOfKind:)`).
private final class DecoratedLayout: CollectionViewLayout {
    let background: LayoutAttributes

    init(registers: Bool) {
        var background = LayoutAttributes(forDecorationViewOfKind: "bg", with: IndexPath(item: 0, section: 0))
        background.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        self.background = background
        super.init()
        if registers { register(decorationViewOfKind: "bg") }
    }

    override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 100) }
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] { [background] }
    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        elementKind == "bg" ? background : nil
    }
}

@Suite struct DecorationRegistrationTests {
    private func view(_ layout: CollectionViewLayout) -> CollectionView {
        CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
    }

    @Test func anUnregisteredDecorationKindFailsWithUIKitsMessage() {
        let view = view(DecoratedLayout(registers: false))
        #expect(throws: CollectionViewError.unregisteredReuseIdentifier(kind: "bg", identifier: "bg")) { try view.layoutIfNeeded() }
        #expect(view.visibleElements.isEmpty)
        #expect(
            CollectionViewError.unregisteredReuseIdentifier(kind: "bg", identifier: "bg").description
                == "could not dequeue a view of kind: bg with identifier bg - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
    }

    @Test func aRegisteredDecorationKindIsShown() throws {
        let view = view(DecoratedLayout(registers: true))
        try view.layoutIfNeeded()
        #expect(view.visibleElements.map(\.attributes.key) == [.decoration("bg", IndexPath(item: 0, section: 0))])
    }

    @Test func aTransitionShowsTheDecorationsEitherLayoutRegistered() throws {
        let registered = DecoratedLayout(registers: true)
        let transition = TransitionLayout(currentLayout: registered, nextLayout: DecoratedLayout(registers: false))
        let view = view(registered)
        try view.layoutIfNeeded()
        view.collectionViewLayout = transition
        try view.layoutIfNeeded()
        #expect(view.visibleElements.contains { $0.attributes.representedElementCategory == .decoration })
        let unregistered = TransitionLayout(currentLayout: DecoratedLayout(registers: false), nextLayout: DecoratedLayout(registers: false))
        let other = self.view(DecoratedLayout(registers: true))
        other.collectionViewLayout = unregistered
        #expect(throws: CollectionViewError.unregisteredReuseIdentifier(kind: "bg", identifier: "bg")) { try other.layoutIfNeeded() }
    }

    @Test func anUnregisteredCellIdentifierNamesUIKitsCellKind() {
        #expect(
            CollectionViewError.unregisteredReuseIdentifier(kind: "cell", identifier: "photo").description
                == "could not dequeue a view of kind: UICollectionElementKindCell with identifier photo - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
    }
}
