import Testing
import UIKit

/// A section background, as UIKit decoration views are written.
final class SectionBackgroundView: UICollectionReusableView {
    nonisolated(unsafe) static var appliedFrames: [CGRect] = []

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        Self.appliedFrames.append(layoutAttributes.frame)
    }
}

/// A flow layout that puts a registered decoration view behind section 0.
final class BackgroundFlowLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        register(SectionBackgroundView.self, forDecorationViewOfKind: "background")
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let background = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 0))
        background.frame = CGRect(x: 0, y: 0, width: 320, height: 50)
        background.zIndex = -1
        return [background] + (super.layoutAttributesForElements(in: rect) ?? [])
    }
}

/// Decoration views of a registered class are created and given their attributes; an
/// unregistered kind is a recorded UIKit exception (FailureTests).
@Suite struct DecorationTests {
    @Test func aRegisteredDecorationViewIsCreatedAndApplied() {
        SectionBackgroundView.appliedFrames.removeAll()
        let view = makeView(BackgroundFlowLayout(), counts: Counts([3]))
        #expect(view.raisedExceptions.isEmpty)
        #expect(SectionBackgroundView.appliedFrames == [CGRect(x: 0, y: 0, width: 320, height: 50)])
        #expect(view.visibleCells.count == 3)
    }
}
