import Testing

@testable import UIKit

/// A layout's bridge and engine hold the layout `unowned(unsafe)` (so the layout has no
/// weak-reference side table), and the layout's `deinit` clears them: once it is freed,
/// what outlives it reads nil — never a dangling pointer — and still works. Each test
/// first checks the layout really was freed.
@Suite struct LayoutLifetimeTests {
    /// Makes a layout with `make`, hands it to `body` while it lives and returns what
    /// `body` returns, with whether the layout was freed on return.
    static func outliving<Layout: UICollectionViewLayout, T>(_ make: () -> Layout, _ body: (Layout) -> T) -> (T, freed: Bool) {
        weak var weakLayout: Layout?
        let kept: T = {
            let layout = make()
            weakLayout = layout
            return body(layout)
        }()
        return (kept, weakLayout == nil)
    }

    @Test func aFlowLayoutsBridgeAndEngineOutlivingItForgetItAndStillWork() {
        let ((bridge, engine), freed) = Self.outliving(UICollectionViewFlowLayout.init) { layout in
            layout.itemSize = CGSize(width: 50, height: 50)
            return (layout.bridge, layout.flow)
        }
        #expect(freed)
        #expect(bridge.owner == nil && engine.owner == nil)
        // Without its layout, the engine invalidates itself and the bridge prepares it.
        engine.invalidateLayout()
        bridge.prepare()
        #expect(engine.itemSize == CGSize(width: 50, height: 50))
    }

    @Test func aTransitionLayoutsEngineOutlivingItForgetsIt() {
        let current = UICollectionViewFlowLayout(), next = UICollectionViewFlowLayout()
        let ((bridge, engine), freed) = Self.outliving({ UICollectionViewTransitionLayout(currentLayout: current, nextLayout: next) }) {
            ($0.bridge, $0.transition)
        }
        #expect(freed)
        #expect(bridge.owner == nil && engine.owner == nil)
        #expect(current.bridge.owner === current && next.bridge.owner === next)
    }

    @Test func aCompositionalLayoutsEngineOutlivingItForgetsIt() {
        let make = {
            UICollectionViewCompositionalLayout { _, _ in
                let size = NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(50))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                return NSCollectionLayoutSection(group: group)
            }
        }
        let ((bridge, engine), freed) = Self.outliving(make) { ($0.bridge, $0.compositional) }
        #expect(freed)
        #expect(bridge.owner == nil && engine.owner == nil)
    }
}
