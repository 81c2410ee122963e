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

/// UIKit side: the same counts and sizes with UIKit's signatures.
private final class UIKitSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
    }
}

/// The same, implementing `sizeForItemAt`.
private final class UIKitSizedSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        uikitBenchSize(indexPath)
    }
}

/// A flow subclass that changes nothing: the facade can no longer skip attribute objects.
private final class PassThroughFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)
    }
}

/// A flow subclass as UIKit code writes one: `super`, then a copy of every object it
/// returns (the README's left-aligned layout, without the moves).
private final class CopyingFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.compactMap { $0.copy() as? UICollectionViewLayoutAttributes }
    }
}

private func uikitBenchSize(_ indexPath: IndexPath) -> CGSize {
    let i = indexPath.item &* 2_654_435_761
    return CGSize(width: CGFloat(40 + (i >> 3) % 160), height: CGFloat(30 + (i >> 11) % 16))
}

/// Issue "UIKit source compatibility": a 10,000-item flow layout through the `UIKit` facade
/// costs ≤ 1.2× the core for prepare plus a 1920×1080 visible query, uniform sizes (no
/// `sizeForItemAt`) and variable sizes (a UIKit-signature `sizeForItemAt`). "host path" is
/// what the host, renderer and snapshot strategies pay for a plain flow layout (the core
/// host asks through the bridge); "subclass" is the same through a flow subclass that
/// overrides the query (one attribute object per element returned); "subclass + copy"
/// copies each object as UIKit subclasses do; "objects" calls the
/// UIKit API `layoutAttributesForElements(in:)` itself.
func runUIKitBenchmarks() throws {
    let frame = CGRect(x: 0, y: 0, width: 1920, height: 1080)
    let count = 10_000
    for variable in [false, true] {
        let label = variable ? "variable" : "uniform"
        let coreLayout = FlowLayout()
        coreLayout.itemSize = CGSize(width: 100, height: 100)
        let coreView = CollectionView(frame: frame, collectionViewLayout: coreLayout)
        let coreSource = CoreSource(count: count, variable: variable)
        coreView.dataSource = coreSource
        coreView.delegate = coreSource
        let core = Bench.median(runs: 201) {
            coreLayout.invalidateLayout()
            coreLayout.prepareIfNeeded()
            _ = coreLayout.layoutAttributesForElements(in: coreView.bounds)
        }

        func facade(_ layout: UICollectionViewFlowLayout, _ name: String, target: Double, objects: Bool) {
            layout.itemSize = CGSize(width: 100, height: 100)
            let view = UICollectionView(frame: frame, collectionViewLayout: layout)
            let source: NSObject & UICollectionViewDataSource & UICollectionViewDelegateFlowLayout =
                variable ? UIKitSizedSource(count: count) : UIKitSource(count: count)
            view.dataSource = source
            view.delegate = source
            let host = view.coreView.collectionViewLayout
            let time = Bench.median(runs: 201) {
                layout.invalidateLayout()
                host.prepareIfNeeded()
                if objects {
                    _ = layout.layoutAttributesForElements(in: view.bounds)
                } else {
                    _ = host.layoutAttributesForElements(in: view.bounds)
                }
            }
            let times = "\(Bench.Unit.microseconds.format(time)) ÷ \(Bench.Unit.microseconds.format(core))"
            Bench.report("uikit \(label) 10k: \(name) (\(times))", time / core, unit: .ratio, target: target)
            withExtendedLifetime(source) {}
        }
        facade(UICollectionViewFlowLayout(), "host path", target: 1.2, objects: false)
        facade(PassThroughFlowLayout(), "subclass", target: 1.2, objects: false)
        facade(CopyingFlowLayout(), "subclass + copy", target: 1.2, objects: false)
        facade(UICollectionViewFlowLayout(), "objects", target: 1.2, objects: true)
        withExtendedLifetime(coreSource) {}
    }
}
#endif
