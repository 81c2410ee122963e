/// The property changes made inside `UIView.animateKeyframes`, each with the keyframe it
/// was made in, turned into one `CAKeyframeAnimation` per layer property when the block
/// ends, as UIKit builds them.
@preconcurrency @MainActor
final class KeyframeRecorder {
    /// One change of a layer property inside a keyframe (start and duration relative to the
    /// whole animation, 0…1).
    struct Change {
        let layer: CALayer
        let key: String
        let oldValue: Any?
        var newValue: Any?
        let start: Double
        let duration: Double
    }

    private(set) var changes: [Change] = []
    /// The keyframe being run: outside `addKeyframe`, the whole animation.
    var frame = (start: 0.0, duration: 1.0)
    /// Changes of the keyframe being run, waiting for their new values.
    private var waiting: [Int] = []

    /// Records a change of `key` on `layer` in the current keyframe.
    func record(layer: CALayer, key: String, oldValue: Any?) {
        waiting.append(changes.count)
        changes.append(Change(layer: layer, key: key, oldValue: oldValue, newValue: nil, start: frame.start, duration: frame.duration))
    }

    /// Reads the new values of the keyframe that just ran.
    func closeFrame() {
        for index in waiting { changes[index].newValue = changes[index].layer.value(forKeyPath: changes[index].key) }
        waiting = []
    }

    /// One keyframe animation per changed property: the value before the block at time 0,
    /// each keyframe's value held from the end of the keyframe before until its start, then
    /// moving to its new value by its end, and the last value held to 1.
    func animations(calculationMode: CAAnimationCalculationMode) -> [(layer: CALayer, key: String, animation: CAKeyframeAnimation)] {
        closeFrame()
        var order: [String] = []
        var groups: [String: [Change]] = [:]
        for change in changes {
            let id = "\(ObjectIdentifier(change.layer).hashValue)|\(change.key)"
            if groups[id] == nil { order.append(id) }
            groups[id, default: []].append(change)
        }
        return order.compactMap { id in
            guard let group = groups[id], let first = group.first else { return nil }
            var times: [Double] = [0]
            var values: [Any] = [first.oldValue as Any]
            for change in group.sorted(by: { $0.start < $1.start }) {
                let start = min(max(change.start, times[times.count - 1]), 1)
                if start > times[times.count - 1] {
                    times.append(start)
                    values.append(values[values.count - 1])
                }
                times.append(min(max(change.start + change.duration, start), 1))
                values.append(change.newValue as Any)
            }
            if times[times.count - 1] < 1 {
                times.append(1)
                values.append(values[values.count - 1])
            }
            let animation = CAKeyframeAnimation(keyPath: first.key)
            animation.values = values
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = calculationMode
            return (first.layer, first.key, animation)
        }
    }
}
