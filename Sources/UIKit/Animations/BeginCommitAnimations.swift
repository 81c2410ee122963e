import CollectionAnimation

/// The begin/commit animation blocks open now (`UIView.beginAnimations(_:context:)` …
/// `commitAnimations()`), innermost last, on the same `ViewAnimationBlock` machinery as
/// `UIView.animate…` (docs/REFERENCE.md §24.8).
///
/// UIKit keeps one stack for the main thread; here each block belongs to the animation clock
/// it was begun on and only code on that clock sees it, so a test on a fresh clock never finds
/// a block that other code left open. A block begun and never committed stays in the list.
@MainActor
enum BeginCommitAnimations {
    /// One open block.
    struct Entry {
        /// Where the changes made while it is the innermost go.
        let block: ViewAnimationBlock
        /// The closure-scoped block (`UIView.animate…`) running when it began; nil outside one.
        /// The entry is the innermost block only inside that same one.
        let enclosing: ViewAnimationBlock?
    }

    private static var entries: [Entry] = []

    /// The innermost open block of the current animation clock.
    static var innermost: Entry? {
        // Read for every animatable change: no clock lookup while no block is open.
        guard !entries.isEmpty else { return nil }
        let clock = AnimationClock.current
        return entries.last { $0.block.clock === clock }
    }

    /// UIKit's defaults for a block begun outside any other: 0.2 s [doc:
    /// `setAnimationDuration(_:)`], no delay, ease in ease out [doc: `setAnimationCurve(_:)`].
    static let defaultDuration: Double = 0.2

    /// Opens a block: inside another block (of either kind) it starts with that block's
    /// parameters, as a nested `UIView.animate` block inherits them; outside, with UIKit's
    /// defaults.
    static func begin() {
        let enclosing: ViewAnimationBlock?
        if case let .animating(scoped)? = ViewAnimationContext.current { enclosing = scoped } else { enclosing = nil }
        let block: ViewAnimationBlock
        if let outer = ViewAnimationContext.block {
            block = outer.nested(
                duration: outer.duration, delay: outer.delay, options: outer.options, timing: outer.timing, completion: nil)
        } else {
            block = ViewAnimationBlock(
                duration: defaultDuration, delay: 0, options: [], timing: .curve(UIView.AnimationCurve.easeInOut.timingFunction),
                completion: nil)
        }
        entries.append(Entry(block: block, enclosing: enclosing))
    }

    /// Closes the innermost open block of the current clock; nothing when none is open.
    static func commit() {
        let clock = AnimationClock.current
        guard let index = entries.lastIndex(where: { $0.block.clock === clock }) else { return }
        entries.remove(at: index).block.close()
    }
}
