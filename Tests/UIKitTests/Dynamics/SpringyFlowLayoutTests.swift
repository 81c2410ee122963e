import CollectionAnimation
import PNGCodec
import Testing
import UIKit

@testable import CollectionRendering

/// The "springy" flow layout of WWDC 2013 session 221 ("Advanced Techniques with UIKit
/// Dynamics"), written as iOS code writes it: every item's attributes hang on a spring at
/// their own centre, and a scroll moves each item by a share of the scroll that grows with
/// its distance from the touch, then lets the springs pull it back.
final class SpringyFlowLayout: UICollectionViewFlowLayout {
    lazy var dynamicAnimator = UIDynamicAnimator(collectionViewLayout: self)
    /// Where the finger is (the pan gesture's location on iOS; fixed here).
    var touchLocation = CGPoint(x: 160, y: 0)

    override func prepare() {
        super.prepare()
        guard dynamicAnimator.behaviors.isEmpty else { return }
        let everything = CGRect(origin: .zero, size: collectionViewContentSize)
        for item in super.layoutAttributesForElements(in: everything) ?? [] {
            let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
            spring.length = 0
            spring.damping = 0.8
            spring.frequency = 1
            dynamicAnimator.addBehavior(spring)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        dynamicAnimator.items(in: rect) as? [UICollectionViewLayoutAttributes]
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        dynamicAnimator.layoutAttributesForCell(at: indexPath)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let delta = newBounds.origin.y - collectionView.bounds.origin.y
        for case let spring as UIAttachmentBehavior in dynamicAnimator.behaviors {
            let resistance = abs(touchLocation.y - spring.anchorPoint.y) / 1500
            guard let item = spring.items.first else { continue }
            item.center.y += delta < 0 ? max(delta, delta * resistance) : min(delta, delta * resistance)
            dynamicAnimator.updateItem(usingCurrentState: item)
        }
        return false
    }
}

/// A data source of red cells.
final class RedCells: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.backgroundColor = .red
        return cell
    }
}

/// The springy layout answers the attributes its animator moves, settles back, and draws
/// (docs/REFERENCE.md §24.7).
@Suite struct SpringyFlowLayoutTests {
    /// A 320 × 480 collection view of 20 items 300 × 50 in one column, 10 apart (flow's
    /// default line spacing): item k's centre is at y = 25 + 60k.
    func makeSpringyView() -> (UICollectionView, SpringyFlowLayout, RedCells) {
        let layout = SpringyFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 50)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let cells = RedCells()
        view.dataSource = cells
        view.layoutIfNeeded()
        return (view, layout, cells)
    }

    @Test func aScrollMovesTheAttributesAndTheSpringsPullThemBack() {
        onFreshClock { clock in
            let (view, layout, cells) = makeSpringyView()
            withExtendedLifetime(cells) {
                #expect(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.center.y == 265)
                clock.advance(by: 1) // at rest: the animator paused
                #expect(!layout.dynamicAnimator.isRunning)
                // Scroll 30 pt with the touch at y = 0: item 4 (anchor 265) moves by
                // 30 × 265/1500 = 5.3 pt at once, and the animator runs again.
                view.contentOffset = CGPoint(x: 0, y: 30)
                view.layoutIfNeeded()
                let moved = layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.center.y ?? 0
                #expect(near(moved, 270.3, 1e-9))
                #expect(layout.dynamicAnimator.isRunning)
                // The spring, 1 Hz and damping 0.8 (ω = 2π, ζω = 5.0265, ω_d = 2π·0.6 = 3.7699),
                // from x₀ = 5.3 at rest: x(t) = e^(−ζωt)·x₀·(cos ω_d·t + (ζω/ω_d)·sin ω_d·t).
                // t = 0.25: 0.284610 × 5.3 × (0.587785 + 1.333333 × 0.809017) = 2.51376.
                clock.advance(by: 0.25 + 0.001)
                view.layoutIfNeeded()
                let pulled = view.cellForItem(at: IndexPath(item: 4, section: 0))?.center.y ?? 0
                #expect(near(pulled, 265 + 2.51376, 1e-5))
                clock.advance(by: 5)
                view.layoutIfNeeded()
                #expect(!layout.dynamicAnimator.isRunning)
                #expect(near(view.cellForItem(at: IndexPath(item: 4, section: 0))?.center.y ?? 0, 265, 0.05))
            }
        }
    }

    @Test func aCollectionViewWithTheSpringyLayoutRenders() throws {
        try onFreshClock { clock in
            let (view, _, cells) = makeSpringyView()
            try withExtendedLifetime(cells) {
                view.contentOffset = CGPoint(x: 0, y: 30)
                clock.advance(by: 1.0 / 60 + 0.001) // one step, which invalidates the layout
                view.layoutIfNeeded()
                // After the 30 pt scroll with the touch at y = 0, item k (anchor y = 25 + 60k) is
                // moved 30 × (25 + 60k)/1500 pt, which one step of the 1 Hz spring brings back by
                // about 0.5 % (x(1/60) = e^(−ζω/60)·(cos(ω_d/60) + (ζω/ω_d)·sin(ω_d/60))·x₀
                // = 0.99482·x₀), and drawn 30 pt higher: item 3 at 205 + 4.079 − 30 = 179.079
                // (154.08…204.08), item 4 at 265 + 5.273 − 30 = 240.273 (215.27…265.27). Without the springs they would be at 145…195 and 210…260.
                // Row 262 is inside the moved item 4 (the gap without springs); row 212 is
                // between items 3 and 4 (item 4 without springs).
                let image = try OutputFormat.png.pixels(of: DisplayList(view: view, scale: 1, background: .white))
                let moved = image.pixel(x: 160, y: 262)
                #expect(moved?.r == 255 && moved?.g == 0 && moved?.b == 0)
                let gap = image.pixel(x: 160, y: 212)
                #expect(gap?.r == 255 && gap?.g == 255 && gap?.b == 255)
            }
        }
    }
}
