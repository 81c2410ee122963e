import CollectionAnimation

extension UICollectionView {
    /// Runs inserts, deletes, moves and reloads as one update
    /// (`performBatchUpdates(_:completion:)`), through the core's validation and identity
    /// mapping (docs/REFERENCE.md §5), then builds what UIKit would animate
    /// (``lastUpdateAnimation``), asking the layout's hooks in UIKit's order. An invalid
    /// batch changes nothing and records UIKit's exception text; the completion is then not
    /// called, as UIKit would have crashed.
    ///
    /// The animation starts on the animation clock, and `completion` (with those of batches
    /// nested in `updates`) runs when it ends: with `true` once the clock has passed its
    /// duration, with `false` when it is interrupted first — by the next batch update or
    /// layout change, or `layer.removeAllAnimations()` — on the clock's next advance. Inside
    /// `UIView.performWithoutAnimation(_:)` or with animations disabled nothing animates
    /// (``lastUpdateAnimation`` is nil) and the completion runs with `true` on the next
    /// run-loop turn, as in UIKit. Code that never advances the clock still sees it run: the
    /// next turn of the thread's run loop (XCTest's `wait(for:timeout:)`, `XCTWaiter`, as in
    /// swift-snapshot-testing's `assertSnapshot`) settles the clock (docs/REFERENCE.md §24.4, §24.5).
    ///
    /// UIKit's own updates (single update calls, a diffable data source's apply) come here
    /// directly, not through the overridable `performBatchUpdates(_:completion:)`.
    func batchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)?) {
        if let completion { nestedBatchCompletions.append(completion) }
        guard batchDepth == 0 else {
            // A nested block only records; the outermost one applies (and completes it).
            batchDepth += 1
            defer { batchDepth -= 1 }
            do { try coreView.performBatchUpdates(updates) } catch { raise(error) }
            return
        }
        recordViewAppearances()
        let snapshots = ElementSnapshot.visibleViews(of: coreView)
        batchDepth += 1
        defer { batchDepth -= 1 }
        // The outermost block's own completion, then those of the blocks nested in it.
        let own = nestedBatchCompletions
        nestedBatchCompletions = []
        defer { nestedBatchCompletions = [] }
        do {
            let core = coreView
            guard let result = try core.withDeferredUpdateFinalization({ try core.performBatchUpdates(updates) })
            else { return }
            buildUpdateAnimation(result, snapshots: snapshots)
        } catch {
            raise(error)
            // Past validation the batch is committed and the layout has been told; finish it.
            if !(error is BatchUpdateError) { collectionViewLayout.bridge.finalizeCollectionViewUpdates() }
            afterLayoutPass()
            return
        }
        if !UIView.changesAnimate { lastUpdateAnimation = nil }
        afterLayoutPass()
        checkVisibleItemAttributes()
        completeWithClockAnimation(own + nestedBatchCompletions)
    }

    /// Builds ``lastUpdateAnimation``: the hooks, then `finalizeCollectionViewUpdates()`.
    private func buildUpdateAnimation(_ result: BatchUpdateResult, snapshots: [ElementKey: ElementSnapshot]) {
        do {
            lastUpdateAnimation = try UpdateAnimation(
                collectionView: coreView, result: result, oldSnapshots: snapshots, layoutCalls: .finalize)
        } catch {
            raise(error)
            lastUpdateAnimation = nil
            collectionViewLayout.bridge.finalizeCollectionViewUpdates()
        }
    }

    /// Reconfigures items in place (`reconfigureItems(at:)`): each visible cell is handed to
    /// the data source again, keeping its view (docs/REFERENCE.md §15). Inside a batch
    /// block, a reload.
    func reconfigure(itemsAt indexPaths: [IndexPath]) {
        guard batchDepth == 0 else { return perform(.reloadItems(indexPaths)) }
        reconfigureVisibleCells(at: indexPaths)
    }

    /// One update call — a single update method's, or one of a diffable data source's changes —
    /// on the core: recorded inside a batch block, a batch of one outside.
    func perform(_ operation: BatchOperation) {
        apply { core in
            switch operation {
            case let .insertItems(paths): try core.insertItems(at: paths)
            case let .deleteItems(paths): try core.deleteItems(at: paths)
            case let .reloadItems(paths): try core.reloadItems(at: paths)
            case let .moveItem(from, to): try core.moveItem(at: from, to: to)
            case let .insertSections(sections): try core.insertSections(sections)
            case let .deleteSections(sections): try core.deleteSections(sections)
            case let .reloadSections(sections): try core.reloadSections(sections)
            case let .moveSection(from, to): try core.moveSection(from, toSection: to)
            }
        }
    }

    /// Runs `call` on the core: recorded inside a batch block, a batch of one outside.
    private func apply(_ call: @escaping (CollectionView) throws -> BatchUpdateResult?) {
        guard batchDepth == 0 else {
            do { _ = try call(coreView) } catch { raise(error) }
            return
        }
        batchUpdates(
            { [coreView] in
                do { _ = try call(coreView) } catch { self.raise(error) }
            }, completion: nil)
    }

    /// UIKit asks the layout for every visible item's attributes after an update and
    /// raises when one has none; this records UIKit's text.
    func checkVisibleItemAttributes() {
        let layout = collectionViewLayout
        for path in coreView.indexPathsForVisibleItems where layout.layoutAttributesForItem(at: path) == nil {
            raise("no UICollectionViewLayoutAttributes instance for -layoutAttributesForItemAtIndexPath: \(UIKitException.describe(path))")
        }
    }
}

extension UICollectionView {
    /// `performBatchUpdates(_:completion:)` for a closure written in place. UIKit declares `updates`
    /// `NS_NOESCAPE`, so on iOS such a closure may use `self` implicitly; Swift cannot declare an
    /// optional closure non-escaping, so this overload takes it non-optional (a literal picks it)
    /// and hands it to the optional form, which a subclass overrides.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
    }
}
