import CollectionAnimation
import CollectionLayout
import Foundation

/// Benchmarks for timing curves and the transition layout: evaluation cost per sample and
/// the cost of one interpolated layout pass. Prints the median of several runs.
func runTimingBenchmarks() {
    func median(_ runs: Int = 7, _ body: () -> Duration) -> Duration {
        let samples = (0..<runs).map { _ in body() }.sorted()
        return samples[samples.count / 2]
    }
    func nanoseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
    }
    let clock = ContinuousClock()

    // Cubic Bézier evaluation.
    let evaluations = 1_000_000
    for (name, curve) in [("easeInEaseOut", TimingCurve.easeInEaseOut), ("default", TimingCurve.default)] {
        var sink = 0.0
        let time = median {
            clock.measure {
                for i in 0..<evaluations { sink += curve.progress(at: Double(i) / Double(evaluations)) }
            }
        }
        print("timing: \(name).progress  \(String(format: "%.1f", nanoseconds(time) / Double(evaluations))) ns/sample (sink \(sink > 0))")
    }

    // UIView spring: the Newton solve, then sampling.
    let solves = 100_000
    var omegaSink = 0.0
    let solveTime = median {
        clock.measure {
            for i in 0..<solves {
                omegaSink +=
                    SpringCurve.uiView(
                        dampingRatio: 0.3 + 0.7 * Double(i % 100) / 100, initialVelocity: 0, duration: 0.5
                    ).naturalFrequency
            }
        }
    }
    print(
        "timing: UIView spring solve  \(String(format: "%.1f", nanoseconds(solveTime) / Double(solves))) ns/solve (sink \(omegaSink > 0))")
    let spring = TimingCurve.spring(dampingRatio: 0.7, initialVelocity: 0, duration: 0.5)
    var springSink = 0.0
    let springTime = median {
        clock.measure {
            for i in 0..<evaluations { springSink += spring.progress(at: Double(i) / Double(evaluations)) }
        }
    }
    print(
        "timing: spring.progress  \(String(format: "%.1f", nanoseconds(springTime) / Double(evaluations))) ns/sample (sink \(springSink > 0))"
    )

    // Transition layout: a 20×100 grid of 2,000 cells, all visible, between two sizes.
    final class GridLayout: CollectionViewLayout {
        let side: CGFloat
        let columns: Int
        init(side: CGFloat, columns: Int) {
            self.side = side
            self.columns = columns
        }
        var count: Int { numberOfSections > 0 ? numberOfItems(inSection: 0) : 0 }
        override var collectionViewContentSize: CGSize {
            CGSize(width: side * CGFloat(columns), height: side * CGFloat((count + columns - 1) / columns))
        }
        func attributes(_ item: Int) -> LayoutAttributes {
            let frame = CGRect(x: CGFloat(item % columns) * side, y: CGFloat(item / columns) * side, width: side, height: side)
            return LayoutAttributes(category: .cell, indexPath: IndexPath(item: item, section: 0), frame: frame)
        }
        override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
            (0..<count).map(attributes).filter { $0.frame.intersects(rect) }
        }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
            indexPath.item < count ? attributes(indexPath.item) : nil
        }
    }
    final class Source: CollectionViewDataSource {
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 2_000 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
            CollectionViewCell()
        }
    }
    let source = Source()
    let collectionView = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 2_000, height: 10_000), collectionViewLayout: GridLayout(side: 100, columns: 20))
    collectionView.dataSource = source
    var planned = 0
    let planTime = median {
        clock.measure {
            let transition = TransitionLayout(
                currentLayout: GridLayout(side: 100, columns: 20), nextLayout: GridLayout(side: 50, columns: 40))
            collectionView.collectionViewLayout = transition
            transition.prepareIfNeeded()
            planned = transition.layoutAttributesForElements(in: collectionView.bounds).count
        }
    }
    print("timing: TransitionLayout prepare (plan) of \(planned) elements  \(planTime)")
    let transition = TransitionLayout(
        currentLayout: GridLayout(side: 100, columns: 20), nextLayout: GridLayout(side: 50, columns: 40))
    collectionView.collectionViewLayout = transition
    transition.prepareIfNeeded()
    var shown = 0
    let frameTime = median {
        clock.measure {
            for step in 0..<60 {
                transition.transitionProgress = CGFloat(step) / 59
                transition.prepareIfNeeded()
                shown += transition.layoutAttributesForElements(in: collectionView.bounds).count
            }
        }
    }
    print(
        "timing: TransitionLayout frame (2,000 elements)  \(String(format: "%.3f", nanoseconds(frameTime) / 60 / 1e6)) ms/frame (sink \(shown > 0))"
    )
}
