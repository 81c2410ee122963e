import Foundation
import SceneFile

/// Scene-file decoding speed: a large item list in YAML and in JSON, and a count-form
/// section of 100,000 items (the limit). Prints the median of several runs.
func runSceneBenchmarks() {
    func median(_ runs: Int, _ body: () throws -> Void) rethrows -> Duration {
        let clock = ContinuousClock()
        var times: [Duration] = []
        for _ in 0..<runs { times.append(try clock.measure(body)) }
        return times.sorted()[runs / 2]
    }
    let count = 10_000
    var yaml = "viewport: [390, 844]\nlayout: {flow: {itemSize: [100, 100]}}\nsections:\n  - items:\n"
    var json = #"{"viewport": [390, 844], "layout": {"flow": {"itemSize": [100, 100]}}, "sections": [{"items": ["#
    for index in 0..<count {
        yaml += "      - {size: [\(index % 200 + 20), 40], title: \"Item \(index)\", color: \"#FF9500\"}\n"
        json += (index == 0 ? "" : ", ") + ##"{"size": [\##(index % 200 + 20), 40], "title": "Item \##(index)", "color": "#FF9500"}"##
    }
    json += "]}]}"
    let counted = "viewport: [390, 844]\nsections: [{items: 100000}]\n"
    do {
        let yamlTime = try median(7) { _ = try Scene.decode(yaml) }
        let jsonTime = try median(7) { _ = try Scene.decode(json) }
        let countTime = try median(7) {
            let scene = try Scene.decode(counted)
            _ = try scene.makeCollectionView()
        }
        print("scene: decode \(count) listed items, YAML (\(yaml.utf8.count / 1024) KiB): median \(yamlTime)")
        print("scene: decode \(count) listed items, JSON (\(json.utf8.count / 1024) KiB): median \(jsonTime)")
        print("scene: decode + build host, 100,000 counted items (the limit): median \(countTime)")
    } catch {
        print("scene benchmark failed: \(error)")
    }
}
