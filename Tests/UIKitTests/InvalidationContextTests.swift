import Testing
import UIKit

/// A context subclass with a flag of its own, as UIKit layouts declare them.
final class ScrollContext: UICollectionViewFlowLayoutInvalidationContext {
    var invalidateForScroll = false
}

/// A flow layout that invalidates on every scroll with its own context class.
final class ScrollAwareLayout: UICollectionViewFlowLayout {
    var received: [UICollectionViewLayoutInvalidationContext] = []

    override class var invalidationContextClass: AnyClass { ScrollContext.self }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        (context as? ScrollContext)?.invalidateForScroll = true
        return context
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        received.append(context)
        super.invalidateLayout(with: context)
    }
}

/// A flow layout keeping UIKit's context class, recording the contexts it receives.
final class ContextRecordingFlowLayout: UICollectionViewFlowLayout {
    var received: [UICollectionViewLayoutInvalidationContext] = []

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        received.append(context)
        super.invalidateLayout(with: context)
    }
}

/// A layout of the base class keeping UIKit's context class, recording the contexts it receives.
final class ContextRecordingLayout: UICollectionViewLayout {
    var received: [UICollectionViewLayoutInvalidationContext] = []

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        received.append(context)
        super.invalidateLayout(with: context)
    }
}

/// Invalidation contexts are objects of the layout's `invalidationContextClass`; the one a
/// layout builds for a bounds change is the one its `invalidateLayout(with:)` receives.
@Suite struct InvalidationContextTests {
    @Test func aBoundsChangeDeliversTheLayoutsOwnContextObject() throws {
        let layout = ScrollAwareLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let view = makeView(layout, counts: Counts([40]))
        layout.received.removeAll()
        view.contentOffset = CGPoint(x: 0, y: 100)
        let context = try #require(layout.received.last as? ScrollContext)
        #expect(context.invalidateForScroll)
        #expect(!context.invalidateEverything)
    }

    @Test func invalidateLayoutUsesTheContextClassAndInvalidatesEverything() throws {
        let layout = ScrollAwareLayout()
        _ = makeView(layout, counts: Counts([4]))
        layout.received.removeAll()
        layout.invalidateLayout()
        let context = try #require(layout.received.last as? ScrollContext)
        #expect(context.invalidateEverything)
        #expect(!context.invalidateForScroll)
        // The flow context's flags default to true, as UIKit's.
        #expect(context.invalidateFlowLayoutDelegateMetrics && context.invalidateFlowLayoutAttributes)
    }

    @Test func invalidateLayoutMakesUIKitsOwnContextClassesInvalidatingEverything() throws {
        let flow = ContextRecordingFlowLayout()
        _ = makeView(flow, counts: Counts([4]))
        flow.invalidateLayout()
        let flowContext = try #require(flow.received.last)
        #expect(type(of: flowContext) == UICollectionViewFlowLayoutInvalidationContext.self)
        let flags = try #require(flowContext as? UICollectionViewFlowLayoutInvalidationContext)
        #expect(flags.invalidateEverything && flags.invalidateDataSourceCounts)
        #expect(flags.invalidateFlowLayoutDelegateMetrics && flags.invalidateFlowLayoutAttributes)

        let base = ContextRecordingLayout()
        _ = makeView(base, counts: Counts([4]))
        base.invalidateLayout()
        let baseContext = try #require(base.received.last)
        #expect(type(of: baseContext) == UICollectionViewLayoutInvalidationContext.self)
        #expect(baseContext.invalidateEverything && baseContext.invalidateDataSourceCounts)
    }

    @Test func invalidatingAPlainFlowLayoutAsksItsDelegateAgain() {
        // Exactly UICollectionViewFlowLayout, which no override can see: invalidateLayout()
        // invalidates without making a context object, with what that object would hold —
        // everything, the delegate's metrics included — so the next pass asks again.
        let layout = flowLayout()
        let delegate = MetricsDelegate()
        let view = makeView(layout, counts: Counts([2, 2]))
        view.delegate = delegate
        view.layoutIfNeeded()
        delegate.insetCalls = 0
        view.layoutIfNeeded()
        #expect(delegate.insetCalls == 0) // nothing invalidated: nothing asked
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(delegate.insetCalls > 0)
        // Section 1's inset (30 left, 5 top) applies: header 40 + items 50 of section 0 end
        // at 90, section 1's header [90, 130], its first item at (30, 135).
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.origin == CGPoint(x: 30, y: 135))
    }

    @Test func itemInvalidationsAreRecorded() {
        let context = UICollectionViewLayoutInvalidationContext()
        context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
        context.invalidateSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader, at: [IndexPath(item: 0, section: 2)])
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0)])
        #expect(context.invalidatedSupplementaryIndexPaths?[UICollectionElementKindSectionHeader] == [IndexPath(item: 0, section: 2)])
        #expect(!context.invalidateEverything)
    }
}
