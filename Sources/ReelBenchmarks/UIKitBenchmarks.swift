#if os(Linux)
import CollectionLayout
import Foundation
import UIKit

/// Core side: counts and, when `variable`, per-item sizes computed from the index.
private final class CoreSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    let count: Int, variable: Bool
    init(count: Int, variable: Bool) { self.count = count; self.variable = variable }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize? {
        variable ? uikitBenchSize(indexPath) : nil
    }
}

/// UIKit side: the same counts with UIKit's signatures. The flow delegate conformance is
/// declared by each subclass, so each has its own `sizeForItemAt` witness (the default or
/// its own).
@MainActor private class UIKitCountSource: NSObject, UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
    }
}

/// Leaving out `sizeForItemAt`: the layout's `itemSize`.
@MainActor private final class UIKitSource: UIKitCountSource, UICollectionViewDelegateFlowLayout {}

/// The same, implementing `sizeForItemAt`.
@MainActor private final class UIKitSizedSource: UIKitCountSource, UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        uikitBenchSize(indexPath)
    }
}

/// A flow subclass that changes nothing: the facade can no longer skip attribute objects.
@MainActor private final class PassThroughFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)
    }
}

/// A flow subclass as UIKit code writes one: `super`, then a copy of every object it
/// returns (the README's left-aligned layout, without the moves).
@MainActor private final class CopyingFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.compactMap { $0.copy() as? UICollectionViewLayoutAttributes }
    }
}

/// The core's equivalent of ``PassThroughFlowLayout``: an override that returns `super`'s values.
@MainActor private final class PassThroughCoreFlowLayout: FlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        super.layoutAttributesForElements(in: rect)
    }
}

/// The core's equivalent of ``CopyingFlowLayout``: an override that returns a copy of
/// every value `super` returns, in a new array.
@MainActor private final class CopyingCoreFlowLayout: FlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        super.layoutAttributesForElements(in: rect).map { $0 }
    }
}

private func uikitBenchSize(_ indexPath: IndexPath) -> CGSize {
    let i = indexPath.item &* 2_654_435_761
    return CGSize(width: CGFloat(40 + (i >> 3) % 160), height: CGFloat(30 + (i >> 11) % 16))
}

/// Issue "UIKit source compatibility": a 10,000-item flow layout through the `UIKit` facade
/// costs ≤ 1.2× the core doing the same work, for prepare plus a 1920×1080 visible query,
/// uniform sizes (no `sizeForItemAt`) and variable sizes (a `sizeForItemAt` on both sides).
/// "host path" is what the host, renderer and snapshot strategies pay for a plain flow
/// layout (the core host asks through the bridge), against the plain core; "subclass" is
/// the same through a flow subclass that overrides the query with `super` (one attribute
/// object per element returned), against a core subclass that returns `super`'s values;
/// "subclass + copy" copies each object as UIKit subclasses do, against a core subclass
/// that copies each value into a new array; "objects" calls the UIKit API
/// `layoutAttributesForElements(in:)` itself, against the plain core. Each line also shows
/// the ratio to the plain core. `objectsOnly` measures the uniform "objects" figure and
/// its plain core alone, each over 200,001 runs (the `uikit-objects` group: about a second
/// each, long enough for a profiler).
@MainActor func runUIKitBenchmarks(objectsOnly: Bool = false) throws {
    let frame = CGRect(x: 0, y: 0, width: 1920, height: 1080)
    let count = 10_000
    let runs = objectsOnly ? 200_001 : 201
    for variable in objectsOnly ? [false] : [false, true] {
        let label = variable ? "variable" : "uniform"
        let coreSource = CoreSource(count: count, variable: variable)
        func core(_ layout: FlowLayout) -> Double {
            layout.itemSize = CGSize(width: 100, height: 100)
            let view = CollectionView(frame: frame, collectionViewLayout: layout)
            view.dataSource = coreSource
            view.delegate = coreSource
            return Bench.median(runs: runs) {
                layout.invalidateLayout()
                layout.prepareIfNeeded()
                _ = layout.layoutAttributesForElements(in: view.bounds)
            }
        }
        let plainCore = core(FlowLayout())

        func facade(_ layout: UICollectionViewFlowLayout, _ name: String, against baseline: (time: Double, name: String), objects: Bool) {
            layout.itemSize = CGSize(width: 100, height: 100)
            let view = UICollectionView(frame: frame, collectionViewLayout: layout)
            let source: NSObject & UICollectionViewDataSource & UICollectionViewDelegateFlowLayout =
                variable ? UIKitSizedSource(count: count) : UIKitSource(count: count)
            view.dataSource = source
            view.delegate = source
            let host = view.coreView.collectionViewLayout
            let time = Bench.median(runs: runs) {
                layout.invalidateLayout()
                host.prepareIfNeeded()
                if objects {
                    _ = layout.layoutAttributesForElements(in: view.bounds)
                } else {
                    _ = host.layoutAttributesForElements(in: view.bounds)
                }
            }
            let us = Bench.Unit.microseconds
            Bench.report("uikit \(label) 10k: \(name) ÷ \(baseline.name)", time / baseline.time, unit: .ratio, target: 1.2)
            print("    \(us.format(time)) ÷ \(us.format(baseline.time))" + String(format: "; %.2f× the plain core", time / plainCore))
            withExtendedLifetime(source) {}
        }
        if !objectsOnly {
            let coreSubclass = core(PassThroughCoreFlowLayout())
            let coreCopying = core(CopyingCoreFlowLayout())
            facade(UICollectionViewFlowLayout(), "host path", against: (plainCore, "core"), objects: false)
            facade(PassThroughFlowLayout(), "subclass", against: (coreSubclass, "core subclass"), objects: false)
            facade(CopyingFlowLayout(), "subclass + copy", against: (coreCopying, "core subclass + copy"), objects: false)
        }
        facade(UICollectionViewFlowLayout(), "objects", against: (plainCore, "core"), objects: true)
        withExtendedLifetime(coreSource) {}
    }
}
#endif
