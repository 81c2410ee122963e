import Foundation

/// One case of the recorded corpus (Fidelity/Fixtures/*.json): values observed on real iOS —
/// rectangles measured from a snapshot reference picture, index paths a test asserted, or
/// the exact frames a test asserted by index path — with where they come from, and the
/// setup that rebuilds them (RecordedSetups).
nonisolated struct RecordedFixture: CustomStringConvertible, Sendable {
    /// A rectangle `[x, y, width, height]` in points.
    typealias Rect = [Double]

    /// What a picture shows, in the picture's points: the visible part of each element.
    struct Picture: Sendable {
        /// What the picture shows of the collection view (its frame, or the picture): our
        /// elements are cut to it, as the picture cuts them.
        var clip: CGRect
        /// The region compared: only elements lying wholly inside it count, ours (cut) and
        /// recorded (the rest may hide under other views).
        var compare: CGRect
        /// Elements showing less than this many points across or down are not compared (a
        /// cut shorter than a cell's corner radius shows narrower than the cell).
        var minimumVisible: Double
        var cells: [Rect]
        var supplementaries: [Rect]
        var decorations: [Rect]
    }

    /// The items on screen at a content offset, by section (what `indexPathsForVisibleItems`
    /// returns), as a test asserted: the items, only how many, or which sections show any.
    struct Visibility: Sendable {
        var offset: CGPoint
        var items: [Int: [Int]]
        var counts: [Int: Int]
        var sections: [Int]?
    }

    /// Recorded rectangles we do not reproduce and ours the recording lacks, by category
    /// (`cell`, `supplementary`, `decoration`), with why: the README's known differences.
    struct Differences: Sendable {
        var missing: [String: [Rect]]
        var unexpected: [String: [Rect]]
        /// For asserted frames: each mismatch as the runner reports it, recorded | ours.
        var frames: [String]
        var why: String
    }

    var file: String
    var name: String
    /// `ios-<version>-recording`.
    var source: String
    var repository: String
    var commit: String
    var path: String
    var device: String
    var measured: String
    var setup: String
    /// Pixels per point of the recording device.
    var scale: Double
    /// The collection view's frame in the picture (or on its own, for assertions).
    var frame: CGRect
    /// The safe area insets: top, left, bottom, right.
    var safeArea: [Double]
    /// Items per section.
    var sections: [Int]
    var picture: Picture?
    var visibility: Visibility?
    var frames: Frames?
    /// A flow-layout probe's settings, for the setup that rebuilds it.
    var flow: FlowSettings?
    var differences: Differences?

    /// How many kinds of recorded values the fixture holds (a case holds exactly one).
    var kinds: Int { [picture != nil, visibility != nil, frames != nil].filter { $0 }.count }

    var description: String { "\(file): \(name)" }

    /// The iOS version of the recording, from `source`.
    var iOSVersion: String { source.replacingOccurrences(of: "-recording", with: "").replacingOccurrences(of: "ios-", with: "") }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every fixture of the folder, by file name.
    static func all() throws -> [RecordedFixture] {
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        return try files.map(load)
    }

    struct Malformed: Error, CustomStringConvertible { var description: String }

    /// The numbers of a JSON array (integers and fractions alike), or nil.
    static func numbers(_ value: Any?) -> [Double]? {
        guard let array = value as? [Any] else { return nil }
        let numbers = array.compactMap { ($0 as? NSNumber)?.doubleValue }
        return numbers.count == array.count ? numbers : nil
    }

    static func load(_ url: URL) throws -> RecordedFixture {
        let file = url.lastPathComponent
        guard let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] else {
            throw Malformed(description: "\(file): not a JSON object")
        }
        func string(_ key: String) throws -> String {
            guard let value = root[key] as? String, !value.isEmpty else { throw Malformed(description: "\(file): no \(key)") }
            return value
        }
        let numbers = Self.numbers
        func rect(_ value: Any?, _ key: String) throws -> CGRect {
            guard let r = numbers(value), r.count == 4 else { throw Malformed(description: "\(file): \(key) is not [x, y, w, h]") }
            return CGRect(x: r[0], y: r[1], width: r[2], height: r[3])
        }
        func rects(_ value: Any?) -> [Rect] { (value as? [Any] ?? []).compactMap(numbers).filter { $0.count == 4 } }
        func byCategory(_ value: Any?) -> [String: [Rect]] { (value as? [String: Any] ?? [:]).mapValues(rects) }
        var fixture = RecordedFixture(
            file: file, name: try string("name"), source: try string("source"), repository: try string("repository"),
            commit: try string("commit"), path: try string("path"), device: try string("device"), measured: try string("measured"),
            setup: try string("setup"), scale: root["scale"] as? Double ?? 0, frame: try rect(root["frame"], "frame"),
            safeArea: numbers(root["safeArea"]) ?? [0, 0, 0, 0], sections: numbers(root["sections"])?.map { Int($0) } ?? [])
        if let picture = root["picture"] as? [String: Any] {
            let compare = try rect(picture["compare"], "picture.compare")
            fixture.picture = Picture(
                clip: picture["clip"] == nil ? compare : try rect(picture["clip"], "picture.clip"), compare: compare,
                minimumVisible: (picture["minimumVisible"] as? NSNumber)?.doubleValue ?? 0, cells: rects(picture["cells"]),
                supplementaries: rects(picture["supplementaries"]), decorations: rects(picture["decorations"]))
        }
        if let visible = root["visible"] as? [String: Any] {
            let offset = numbers(visible["offset"]) ?? [0, 0]
            func keyed<T>(_ value: Any?, _ cast: (Any) -> T?) -> [Int: T] {
                Dictionary(
                    uniqueKeysWithValues: (value as? [String: Any] ?? [:]).compactMap { key, value in
                        Int(key).flatMap { section in cast(value).map { (section, $0) } }
                    })
            }
            fixture.visibility = Visibility(
                offset: CGPoint(x: offset.first ?? 0, y: offset.last ?? 0), items: keyed(visible["items"]) { numbers($0)?.map { Int($0) } },
                counts: keyed(visible["counts"]) { ($0 as? NSNumber)?.intValue }, sections: numbers(visible["sections"])?.map { Int($0) })
        }
        fixture.frames = try frames(root["frames"], file: file)
        fixture.flow = flowSettings(root["flow"])
        if let differences = root["differences"] as? [String: Any] {
            fixture.differences = Differences(
                missing: byCategory(differences["missing"]), unexpected: byCategory(differences["unexpected"]),
                frames: differences["frames"] as? [String] ?? [], why: differences["why"] as? String ?? "")
        }
        return fixture
    }
}
