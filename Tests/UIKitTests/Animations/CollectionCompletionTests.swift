import CollectionAnimation
import Foundation
import Testing
import UIKit
import XCTest

/// The completions of a collection view's batch updates and layout changes run when their
/// animation ends on the animation clock (docs/REFERENCE.md §24.3): an update animates for
/// UIKit's 0.3 s and a layout change for 0.3 s, so with the clock at 0 the completion runs
/// at 0.3 with true — not at 0.29 — and once; an interruption runs it with false on the
/// next advance; a change that does not animate runs it on the next run-loop turn.
@Suite struct CollectionCompletionTests {
    /// A 320 × 480 flow-layout view of five 50 × 50 items, laid out.
    private func fiveItems() -> (UICollectionView, Counts) {
        let counts = Counts([5])
        return (makeView(flowLayout(), counts: counts), counts)
    }

    /// Inserts one item at the front, recording the completion's flags in `record`.
    private func insertOne(_ view: UICollectionView, _ counts: Counts, into record: Recorder) {
        view.performBatchUpdates(
            {
                counts.sections[0] += 1
                view.insertItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: { record.flags.append($0) })
    }

    final class Recorder {
        var flags: [Bool] = []
        var order: [String] = []
    }

    @Test func aBatchUpdatesCompletionRunsOnceWhenTheClockPassesItsEnd() {
        onFreshClock { clock in
            let (view, counts) = fiveItems()
            let record = Recorder()
            insertOne(view, counts, into: record)
            #expect(view.lastUpdateAnimation?.duration == 0.3)
            #expect(record.flags.isEmpty)
            clock.advance(to: 0.29)
            #expect(record.flags.isEmpty)
            clock.advance(to: 0.3)
            #expect(record.flags == [true])
            clock.advance(by: 1)
            #expect(record.flags == [true])
        }
    }

    @Test func nestedBlocksCompleteWithTheOutermostInTheOrderGiven() {
        onFreshClock { clock in
            let (view, counts) = fiveItems()
            let record = Recorder()
            view.performBatchUpdates(
                {
                    counts.sections[0] = 6
                    view.insertItems(at: [IndexPath(item: 0, section: 0)])
                    view.performBatchUpdates({}, completion: { _ in record.order.append("inner") })
                }, completion: { _ in record.order.append("outer") })
            clock.advance(to: 0.29)
            #expect(record.order.isEmpty)
            clock.advance(to: 0.3)
            #expect(record.order == ["outer", "inner"])
        }
    }

    @Test func aSecondUpdateInterruptsTheFirst() {
        onFreshClock { clock in
            let (view, counts) = fiveItems()
            let first = Recorder()
            let second = Recorder()
            insertOne(view, counts, into: first)
            clock.advance(to: 0.1)
            insertOne(view, counts, into: second)
            #expect(first.flags.isEmpty)
            // The interrupted one hears it on the next advance; the second runs 0.1 … 0.4.
            clock.advance(by: 0)
            #expect(first.flags == [false])
            clock.advance(to: 0.39)
            #expect(second.flags.isEmpty)
            clock.advance(to: 0.4)
            #expect(first.flags == [false])
            #expect(second.flags == [true])
        }
    }

    @Test func removingTheLayersAnimationsInterruptsTheUpdate() {
        onFreshClock { clock in
            let (view, counts) = fiveItems()
            let record = Recorder()
            insertOne(view, counts, into: record)
            #expect(view.layer.animationKeys() == ["UICollectionViewUpdateAnimation"])
            clock.advance(to: 0.1)
            view.layer.removeAllAnimations()
            #expect(record.flags.isEmpty)
            clock.advance(by: 0)
            #expect(record.flags == [false])
            clock.advance(to: 1)
            #expect(record.flags == [false])
            #expect(view.layer.animationKeys() == nil)
        }
    }

    @Test func anUpdateWithoutAnimationCompletesOnTheNextTurn() {
        onFreshClock { clock in
            let (view, counts) = fiveItems()
            let record = Recorder()
            UIView.performWithoutAnimation { insertOne(view, counts, into: record) }
            #expect(view.lastUpdateAnimation == nil)
            #expect(view.layer.animationKeys() == nil)
            #expect(view.numberOfItems(inSection: 0) == 6)
            // Not from inside the call: on the next turn, with no time passing.
            #expect(record.flags.isEmpty)
            clock.advance(by: 0)
            #expect(record.flags == [true])
            #expect(clock.time == 0)
        }
    }

    @Test func aLayoutChangeCompletesAtItsEndAndInterruptsAnUpdate() {
        onFreshClock { clock in
            let (view, counts) = fiveItems()
            let update = Recorder()
            let change = Recorder()
            insertOne(view, counts, into: update)
            clock.advance(to: 0.2)
            let layout = flowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            view.setCollectionViewLayout(layout, animated: true) { change.flags.append($0) }
            #expect(view.lastLayoutTransition?.duration == 0.3)
            clock.advance(by: 0)
            #expect(update.flags == [false])
            clock.advance(to: 0.49)
            #expect(change.flags.isEmpty)
            clock.advance(to: 0.5)
            #expect(change.flags == [true])
        }
    }

    @Test func aLayoutChangeWithoutAnimationCompletesOnTheNextTurn() {
        onFreshClock { clock in
            let (view, _) = fiveItems()
            let change = Recorder()
            view.setCollectionViewLayout(flowLayout(), animated: false) { change.flags.append($0) }
            #expect(view.lastLayoutTransition == nil)
            #expect(change.flags.isEmpty)
            clock.advance(by: 0)
            #expect(change.flags == [true])
        }
    }

    @Test func aTransactionsCompletionBlockWaitsForTheUpdate() {
        onFreshClock { clock in
            let (view, counts) = fiveItems()
            var ran: [Double] = []
            CATransaction.begin()
            CATransaction.setCompletionBlock { ran.append(clock.time) }
            insertOne(view, counts, into: Recorder())
            CATransaction.commit()
            clock.advance(to: 0.29)
            #expect(ran.isEmpty)
            clock.advance(to: 1)
            #expect(ran == [0.3])
        }
    }

    @Test func aDiffableApplyCompletesWhenItsUpdateEnds() {
        onFreshClock { clock in
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: flowLayout())
            let cells = UICollectionView.CellRegistration<UICollectionViewCell, String> { _, _, _ in }
            let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: view) { view, path, item in
                view.dequeueConfiguredReusableCell(using: cells, for: path, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["s"])
            snapshot.appendItems(["a", "b"])
            var done: [String] = []
            dataSource.apply(snapshot, animatingDifferences: false) { done.append("first") }
            view.layoutIfNeeded()
            snapshot.appendItems(["c"])
            dataSource.apply(snapshot) { done.append("animated") }
            clock.advance(by: 0)
            // The first is a reload (the view had no sections), done at once; the second
            // completes with its update's animation at 0.3.
            #expect(done == ["first"])
            clock.advance(to: 0.29)
            #expect(done == ["first"])
            clock.advance(to: 0.3)
            #expect(done == ["first", "animated"])
        }
    }

    // MARK: Code that never advances the clock

    @Test func aTurnOfTheRunLoopLetsTheUpdateFinish() {
        onFreshClock { clock in
            let (view, counts) = fiveItems()
            let record = Recorder()
            insertOne(view, counts, into: record)
            #expect(record.flags.isEmpty)
            RunLoop.current.run(until: Date())
            #expect(record.flags == [true])
            #expect(clock.time == 0.3)
        }
    }

    @Test func anIOSTestWaitingOnAnExpectationSeesTheCompletion() {
        onFreshClock { clock in
            let (view, counts) = fiveItems()
            // As an iOS test (and swift-snapshot-testing's assertSnapshot) waits: XCTWaiter
            // turns the run loop until the expectation is met or a second passes.
            let completed = XCTestExpectation(description: "the batch update completed")
            view.performBatchUpdates(
                {
                    counts.sections[0] = 6
                    view.insertItems(at: [IndexPath(item: 0, section: 0)])
                }, completion: { finished in if finished { completed.fulfill() } })
            #expect(XCTWaiter.wait(for: [completed], timeout: 1) == .completed)
            #expect(clock.time == 0.3)
        }
    }
}
