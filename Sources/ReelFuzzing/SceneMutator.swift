import CollectionLayout
import Foundation
import SceneFile
import TestTools

/// A structure-aware mutator for the `scene` target: parses the input into a
/// ``SceneFile/SceneValue`` tree, changes one to three nodes the way a scene author might get
/// them wrong (numbers at the limits, schema keys and values in the wrong places, lists
/// grown, shrunk and spliced), and writes the tree back as YAML flow text.
///
/// It also makes inputs big, where work that grows faster than the input shows: a string
/// repeated, or a list's element repeated, until the input nearly fills the bytes it may
/// have (a 16 KB word, 2,000 selected items, a kind of every element 8 KB long).
///
/// Byte-level mutations mostly break the syntax, so without it almost every input stops at
/// decoding; this keeps mutated scenes valid-looking so that they reach layout, the timeline
/// and the backends. The libFuzzer executable uses it for most scene mutations.
public struct SceneMutator {
    /// A deterministic generator (SplitMix64) seeded by libFuzzer.
    private var generator: SplitMix64
    /// The bytes a mutation may add to the input (a little under what libFuzzer allows,
    /// since the text written back differs from the input's spelling).
    private var growth = 0

    /// A mutator whose choices follow `seed`.
    public init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    /// `text` mutated, at most about `maximumBytes` long, or nil when it does not parse as a
    /// scene document.
    public mutating func mutate(_ text: String, maximumBytes: Int = 16 * 1024) -> String? {
        guard var root = try? SceneParser.parse(text, file: "mutator") else { return nil }
        growth = max(0, maximumBytes - text.utf8.count) * 7 / 8
        for _ in 0...next(2) { root = mutated(root) }
        return Self.write(root)
    }

    // MARK: Choices

    private mutating func next(_ bound: Int) -> Int {
        let z = generator.next()
        return bound <= 0 ? 0 : Int(z % UInt64(bound + 1))
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[next(choices.count - 1)] }

    /// Numbers that break layouts: zero and signs, the scene limits, `Int32`, `UInt32` and
    /// `Int` boundaries, the ends of `Double`.
    private static let numbers: [Double] = [
        0, -0.0, 1, -1, 0.5, 2, 3, 4, 4.0001, 8, 44, 100, 1000, 32767, 32768, 100_000, 100_001,
        2_147_483_647, 2_147_483_648, 4_294_967_296, 1e15, 9.2e18, 1e300, -1e300, 1e-300, .leastNonzeroMagnitude,
        1.7976931348623157e308, .infinity, .nan,
    ]

    /// The schema's keys and spellings (docs/SCENE-FORMAT.md, Sources/SceneFile).
    private static let words = [
        "viewport", "scale", "contentOffset", "contentInset", "layoutDirection", "background", "layout", "sections",
        "selected", "style", "timeline", "flow", "attributes", "circle", "coverFlow", "sectionBackgrounds",
        "scrollDirection", "itemSize", "estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing",
        "sectionInset", "headerReferenceSize", "footerReferenceSize", "sectionHeadersPinToVisibleBounds",
        "sectionFootersPinToVisibleBounds", "items", "header", "footer", "inset", "headerSize", "footerSize",
        "size", "title", "subtitle", "color", "image", "cell", "decoration", "cornerRadius", "borderWidth",
        "borderColor", "shadow", "font", "textColor", "alignment", "label", "contentMode", "family", "weight",
        "opacity", "offset", "radius", "top", "left", "bottom", "right", "update", "transition", "scroll", "wait",
        "reorder", "item", "path", "end", "commit", "cancel", "drop", "external", "operation", "intent",
        "insert", "into", "move", "copy", "forbidden",
        "duration", "curve", "to", "deleteItems", "insertItems", "moveItems", "reloadItems", "insertSections",
        "deleteSections", "moveSections", "reloadSections", "spring", "damping", "velocity", "elements",
        "contentSize", "file", "category", "kind", "indexPath", "frame", "center", "alpha", "zIndex", "hidden",
        "transform3D", "spacing", "sideAngle", "eyeDistance", "vertical", "horizontal", "rightToLeft", "linear",
        "easeIn", "easeInEaseOut", "supplementary", "UICollectionElementKindSectionHeader",
        "UICollectionElementKindSectionFooter", "systemBlue", "#FF950080", "images/photo-1.png", "scaleAspectFill",
        "trailing", "bold", "", String(repeating: "W", count: 200), "apply", "animated", "reload", "reconfigure", "id",
        "automatic", "estimated", "uniformAcrossSiblings", "compositional", "group", "subitems", "layoutSize", "widthDimension",
        "heightDimension",
        "fling", "drag", "by", "release", "scrolling", "decelerationRate", "normal", "fast",
        "paging", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal", "showsScrollIndicators", "indicatorStyle",
        "black", "white",
        "tap", "item", "press", "menu", "action", "cut", "copy", "paste", "shown",
        "interactiveTransition", "progress", "end", "finish", "cancel", "settle",
        "list", "appearance", "plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain", "headerMode", "footerMode",
        "firstItemInSection", "headerTopPadding", "showsSeparators", "separatorConfiguration", "bottomSeparatorVisibility",
        "bottomSeparatorInsets", "visible", "separator",
        "supplementaryItems", "elementKind", "containerAnchor", "itemAnchor", "edges", "absoluteOffset", "fractionalOffset",
        "leading", "badge", "section", "groupPaging", "continuousGroupLeadingBoundary", "orthogonalScrollingBehavior",
    ]

    // MARK: Mutations

    /// `value` with one node somewhere inside it changed.
    private mutating func mutated(_ value: SceneValue) -> SceneValue {
        let nodes = Self.count(value)
        let target = next(nodes - 1)
        var donors: [SceneValue] = []
        Self.collect(value, into: &donors)
        var index = 0
        return replacing(value, at: target, counter: &index, donors: donors)
    }

    /// Walks `value` in pre-order, numbering nodes with `counter`, and changes node `target`.
    private mutating func replacing(_ value: SceneValue, at target: Int, counter: inout Int, donors: [SceneValue]) -> SceneValue {
        let index = counter
        counter += 1
        if index == target { return changed(value, donors: donors) }
        var result = value
        switch value.content {
        case var .list(values):
            for i in values.indices where counter <= target {
                values[i] = replacing(values[i], at: target, counter: &counter, donors: donors)
            }
            result.content = .list(values)
        case var .mapping(entries):
            for i in entries.indices where counter <= target {
                entries[i].value = replacing(entries[i].value, at: target, counter: &counter, donors: donors)
            }
            result.content = .mapping(entries)
        case .null, .bool, .number, .string:
            break
        }
        return result
    }

    /// One change to one node.
    private mutating func changed(_ value: SceneValue, donors: [SceneValue]) -> SceneValue {
        var result = value
        if next(7) == 0, !donors.isEmpty { return pick(donors) }
        switch value.content {
        case let .number(number):
            switch next(3) {
            case 0: result.content = .number(pick(Self.numbers))
            case 1: result.content = .number(-number)
            case 2: result.content = .number(number * pick([2, 0.5, 10, 1000, 1e-6]))
            default: result.content = .number((number + Double(next(4)) - 2).rounded())
            }
        case let .bool(flag):
            result.content = next(3) == 0 ? .number(pick(Self.numbers)) : .bool(!flag)
        case let .string(text):
            switch next(4) {
            case 0: result.content = .number(pick(Self.numbers))
            case 1: result.content = .string(grown(text))
            default: result.content = .string(pick(Self.words))
            }
        case .null:
            result.content = next(2) == 0 ? .number(pick(Self.numbers)) : .string(pick(Self.words))
        case var .list(values):
            if values.isEmpty {
                values.append(donors.isEmpty ? SceneValue(.number(1), location: value.location) : pick(donors))
            } else {
                switch next(5) {
                case 0: values.remove(at: next(values.count - 1))
                case 1: values.append(pick(values))
                case 2: values.swapAt(next(values.count - 1), next(values.count - 1))
                case 3: values = Array(repeating: pick(values), count: 1 + next(40))
                case 4: values = filled(with: pick(values))
                default: values.append(donors.isEmpty ? value : pick(donors))
                }
            }
            result.content = .list(values)
        case var .mapping(entries):
            switch entries.isEmpty ? 2 : next(3) {
            case 0: entries.remove(at: next(entries.count - 1))
            case 1: entries[next(entries.count - 1)].key = pick(Self.words)
            default:
                let donor = donors.isEmpty ? SceneValue(.number(1), location: value.location) : pick(donors)
                entries.append(SceneEntry(key: pick(Self.words), keyLocation: value.location, value: donor))
            }
            result.content = .mapping(entries)
        }
        return result
    }

    /// `text` (or, empty, a wide letter, a word, CJK or an accent) repeated into a long
    /// unbroken string: half of the bytes the input may still grow by, or all of them.
    private mutating func grown(_ text: String) -> String {
        let unit = text.isEmpty ? pick(["W", "Wi", "漢字", "e\u{301}", "a-b", "( "]) : text
        let times = max(2, growth / max(1, unit.utf8.count) / (1 + next(1)))
        growth = max(0, growth - times * unit.utf8.count)
        return String(repeating: unit, count: times)
    }

    /// A list of `element` repeated to fill the bytes the input may still grow by (at least
    /// two, at most ``FuzzLimits``' item count, past which the harness skips).
    private mutating func filled(with element: SceneValue) -> [SceneValue] {
        let size = Self.write(element).utf8.count + 2
        let count = min(2 + growth / size, FuzzLimits().maximumItems + next(1))
        growth = max(0, growth - count * size)
        return Array(repeating: element, count: count)
    }

    private static func count(_ value: SceneValue) -> Int {
        switch value.content {
        case let .list(values): return 1 + values.reduce(0) { $0 + count($1) }
        case let .mapping(entries): return 1 + entries.reduce(0) { $0 + count($1.value) }
        case .null, .bool, .number, .string: return 1
        }
    }

    private static func collect(_ value: SceneValue, into nodes: inout [SceneValue]) {
        nodes.append(value)
        switch value.content {
        case let .list(values): values.forEach { collect($0, into: &nodes) }
        case let .mapping(entries): entries.forEach { collect($0.value, into: &nodes) }
        case .null, .bool, .number, .string: break
        }
    }

    // MARK: Writing

    /// `value` as YAML flow text (JSON with YAML's `.nan` and `.inf`).
    public static func write(_ value: SceneValue) -> String {
        switch value.content {
        case .null: return "null"
        case let .bool(flag): return flag ? "true" : "false"
        case let .number(number):
            if number.isNaN { return ".nan" }
            if number.isInfinite { return number < 0 ? "-.inf" : ".inf" }
            if number == number.rounded(), abs(number) < 1e15 { return number.sign == .minus && number == 0 ? "-0.0" : String(Int(number)) }
            return "\(number)"
        case let .string(text): return AttributeDump.string(text)
        case let .list(values): return "[" + values.map(write).joined(separator: ", ") + "]"
        case let .mapping(entries):
            return "{" + entries.map { AttributeDump.string($0.key) + ": " + write($0.value) }.joined(separator: ", ") + "}"
        }
    }
}
