import CollectionAnimation
import CollectionLayout
import Foundation
import Testing

/// Named items that can be moved; cells show their name.
final class MovableItems: CollectionViewDataSource {
    var items: [String]
    var movable = true
    var moves: [String] = []
    init(_ items: [String]) { self.items = items }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        cell.contentConfiguration = Label(text: items[indexPath.item])
        return cell
    }
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { movable }
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append("\(sourceIndexPath.item) → \(destinationIndexPath.item)")
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}

/// A 3-column flow grid, items A…L: a 390 × 520 view, 110 × 110 items, insets 15, spacings
/// 10. A line has 390 − 30 = 360 points; 3 items take 330, the two gaps share 30: 15 each.
/// Columns at x 15, 140, 265 (centres 70, 195, 320); rows at y 15, 135, 255, 375.
struct ReorderGridHost {
    let view: CollectionView
    let data = MovableItems((0..<12).map { String(UnicodeScalar(UInt8(65 + $0))) })

    init() {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 110, height: 110)
        layout.sectionInset = EdgeInsets(top: 15, left: 15, bottom: 15, right: 15)
        view = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 520), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "c")
        view.dataSource = data
    }

    /// The element showing `name` in `state`.
    static func element(_ name: String, in state: AnimationState) -> AnimatedElement? {
        state.elements.first { ($0.snapshot?.configuration as? Label)?.text == name }
    }
}

@Suite struct ReorderAnimationTests {
    // The touch walks (70, 70) → (320, 70) in 1 s at constant speed: x = 70 + 250 t.
    private let acrossTheFirstRow = ReorderScript(
        item: path(0, 0), path: [CGPoint(x: 70, y: 70), CGPoint(x: 320, y: 70)], duration: 1, end: .commit)

    @Test func theMovingItemFollowsTheTouchOnTop() throws {
        let host = ReorderGridHost()
        let animation = try ReorderAnimation(collectionView: host.view, script: acrossTheFirstRow)
        #expect(animation.began)
        #expect(animation.duration == 1.3, "the drag, then the 0.3 s landing")
        // t = 0.5: x = 70 + 125 = 195. The touches are linear in time, so is the item.
        let a = try #require(ReorderGridHost.element("A", in: animation.state(at: 0.5)))
        #expect(close(a.attributes.center.x, 195) && close(a.attributes.center.y, 70))
        #expect(a.attributes.zIndex == Int.max)
        #expect(animation.state(at: 0.5).elements.last?.id == a.id, "drawn on top")
        // Time 0 is the state before: A in its slot.
        let start = try #require(ReorderGridHost.element("A", in: animation.state(at: 0)))
        #expect(start.attributes.frame == rect(15, 15, 110, 110))
    }

    @Test func anItemDisplacedByTheTargetAnimatesToItsNewSlotWithTheBatchTiming() throws {
        let host = ReorderGridHost()
        let animation = try ReorderAnimation(collectionView: host.view, script: acrossTheFirstRow)
        // The target becomes item 1 at the first touch with x ≥ 140 (B's cell): 70 + 250 t ≥ 140
        // → t ≥ 0.28; touches come at k/60, so k = 17, t = 17/60. B then moves from slot 1
        // (x 140) to slot 0 (x 15) in 0.3 s, ease-in-ease-out (symmetric: half-way at half time).
        let start = 17.0 / 60
        let before = try #require(ReorderGridHost.element("B", in: animation.state(at: start - 0.001)))
        #expect(before.attributes.frame.minX == 140)
        let halfway = try #require(ReorderGridHost.element("B", in: animation.state(at: start + 0.15)))
        #expect(close(halfway.attributes.frame.minX, 77.5, 1e-3), "140 − 125/2")
        let done = try #require(ReorderGridHost.element("B", in: animation.state(at: start + 0.3)))
        #expect(done.attributes.frame.minX == 15)
        // C is displaced at x ≥ 265: t ≥ 0.78 → k = 47; before that it has not moved.
        let c = try #require(ReorderGridHost.element("C", in: animation.state(at: 46.0 / 60)))
        #expect(c.attributes.frame.minX == 265)
        let cDone = try #require(ReorderGridHost.element("C", in: animation.state(at: 47.0 / 60 + 0.3)))
        #expect(cDone.attributes.frame.minX == 140)
    }

    @Test func theItemLandsInItsSlotThenTheDataSourceOrderIsFinal() throws {
        let host = ReorderGridHost()
        // Ends at (300, 100), inside slot 2 (265…375 × 15…125): the item lands from there to
        // the slot's centre (320, 70); half-way at t = 1.15: (310, 85), still on top.
        let script = ReorderScript(item: path(0, 0), path: [CGPoint(x: 70, y: 70), CGPoint(x: 300, y: 100)], duration: 1)
        let animation = try ReorderAnimation(collectionView: host.view, script: script)
        let landing = try #require(ReorderGridHost.element("A", in: animation.state(at: 1.15)))
        #expect(close(landing.attributes.center.x, 310, 1e-3) && close(landing.attributes.center.y, 85, 1e-3))
        #expect(landing.attributes.zIndex == Int.max)
        let final = try #require(ReorderGridHost.element("A", in: animation.state(at: 1.3)))
        #expect(final.attributes.frame == rect(265, 15, 110, 110))
        #expect(final.attributes.zIndex == 0)
        #expect(host.data.moves == ["0 → 2"])
        #expect(host.data.items.prefix(3).joined() == "BCA")
    }

    @Test func aCancelledMovementAnimatesEverythingBack() throws {
        let host = ReorderGridHost()
        var script = acrossTheFirstRow
        script.end = .cancel
        let animation = try ReorderAnimation(collectionView: host.view, script: script)
        #expect(host.data.moves.isEmpty)
        // At the end of the drag B and C sit in slots 0 and 1; half-way back B is at
        // 15 + 125/2 = 77.5, A at (320 + 70)/2 = 195.
        let b = try #require(ReorderGridHost.element("B", in: animation.state(at: 1.15)))
        #expect(close(b.attributes.frame.minX, 77.5, 1e-3))
        let a = try #require(ReorderGridHost.element("A", in: animation.state(at: 1.15)))
        #expect(close(a.attributes.center.x, 195, 1e-3))
        let final = animation.state(at: 1.3)
        let names = final.elements.sorted { $0.attributes.indexPath < $1.attributes.indexPath }
            .compactMap { ($0.snapshot?.configuration as? Label)?.text }
        #expect(names.joined() == "ABCDEFGHIJKL")
    }

    @Test func anImmovableItemStaysStillForTheWholeStep() throws {
        let host = ReorderGridHost()
        host.data.movable = false
        let animation = try ReorderAnimation(collectionView: host.view, script: acrossTheFirstRow)
        #expect(!animation.began)
        #expect(animation.duration == 1.3)
        let a = try #require(ReorderGridHost.element("A", in: animation.state(at: 0.5)))
        #expect(a.attributes.frame == rect(15, 15, 110, 110))
        #expect(host.data.moves.isEmpty)
    }

    @Test func anItemOutOfRangeIsAnError() throws {
        let host = ReorderGridHost()
        let script = ReorderScript(item: path(0, 12), path: [CGPoint(x: 0, y: 0)], duration: 1)
        #expect(throws: TimelineError.noSuchItem(step: 3, item: path(0, 12))) {
            try ReorderAnimation(collectionView: host.view, script: script, step: 3)
        }
        let malformed = ReorderScript(item: IndexPath(index: 0), path: [CGPoint(x: 0, y: 0)], duration: 1)
        #expect(throws: TimelineError.noSuchItem(step: 0, item: IndexPath(index: 0))) {
            try ReorderAnimation(collectionView: host.view, script: malformed)
        }
    }

    @Test func theScriptWalksItsPathAtConstantSpeed() throws {
        // Lengths 100 then 300: at a quarter of the time the touch is at the corner.
        let script = ReorderScript(
            item: path(0, 0), path: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 300)], duration: 2)
        #expect(script.position(at: 0.5) == CGPoint(x: 100, y: 0))
        #expect(script.position(at: 1.25) == CGPoint(x: 100, y: 150))
        #expect(script.position(at: 5) == CGPoint(x: 100, y: 300))
        #expect(script.position(at: -1) == CGPoint(x: 0, y: 0))
        #expect(ReorderScript(item: path(0, 0), path: [], duration: 1).position(at: 0.5) == nil)
    }
}
