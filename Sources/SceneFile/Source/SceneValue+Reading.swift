import CollectionLayout
import Foundation

/// Typed readers: each checks the type and range and throws a ``SceneError`` located at
/// the offending node (or element) otherwise.
extension SceneValue {
    /// The text of a string.
    /// - Throws: ``SceneError/Kind/typeMismatch``.
    public func string() throws -> String {
        guard case let .string(text) = content else { throw typeMismatch(expected: "a string") }
        return text
    }

    /// Text an element shows: a string of at most ``SceneLimits/maximumTextLength`` UTF-8
    /// bytes.
    /// - Throws: ``SceneError/Kind/typeMismatch``, or ``SceneError/Kind/invalidValue`` for
    ///   a longer text.
    public func text() throws -> String {
        let text = try string()
        let length = text.utf8.count
        guard length <= SceneLimits.maximumTextLength else {
            throw error(
                .invalidValue,
                "the text is \(length) bytes long; a shown text holds at most \(SceneLimits.maximumTextLength) bytes")
        }
        return text
    }

    /// A boolean, `true` or `false`.
    /// - Throws: ``SceneError/Kind/typeMismatch``.
    public func bool() throws -> Bool {
        guard case let .bool(flag) = content else { throw typeMismatch(expected: "a boolean (true or false)") }
        return flag
    }

    /// A finite number.
    /// - Parameter name: how to call the value in messages; default "the value".
    /// - Throws: ``SceneError/Kind/typeMismatch``, or ``SceneError/Kind/invalidValue`` for
    ///   `.nan` and `.inf`.
    public func number(_ name: String = "the value") throws -> Double {
        guard case let .number(number) = content else { throw typeMismatch(expected: "a number") }
        guard number.isFinite else { throw error(.invalidValue, "\(name) must be a finite number, got \(sourceText)") }
        return number
    }

    /// A finite number ≥ 0.
    /// - Throws: as ``number(_:)``, and ``SceneError/Kind/invalidValue`` when negative.
    public func nonNegativeNumber(_ name: String = "the value") throws -> Double {
        let number = try number(name)
        guard number >= 0 else { throw error(.invalidValue, "\(name) must not be negative, got \(sourceText)") }
        return number
    }

    /// A length in points: a finite number of magnitude at most
    /// ``SceneLimits/maximumLength`` (sizes, insets, spacings, offsets, coordinates).
    /// - Throws: as ``number(_:)``, and ``SceneError/Kind/invalidValue`` beyond the limit.
    public func length(_ name: String = "the value") throws -> Double {
        let number = try number(name)
        guard abs(number) <= SceneLimits.maximumLength else {
            throw error(.invalidValue, "\(name) \(sourceText) is beyond the limit of ±\(Self.format(SceneLimits.maximumLength)) points")
        }
        return number
    }

    /// A length ≥ 0 (a size, a spacing, a radius), at most ``SceneLimits/maximumLength``.
    /// - Throws: as ``length(_:)``, and ``SceneError/Kind/invalidValue`` when negative.
    public func nonNegativeLength(_ name: String = "the value") throws -> Double {
        let number = try nonNegativeNumber(name)
        guard number <= SceneLimits.maximumLength else {
            throw error(.invalidValue, "\(name) \(sourceText) is beyond the limit of \(Self.format(SceneLimits.maximumLength)) points")
        }
        return number
    }

    /// A duration in seconds: ≥ 0 and at most ``SceneLimits/maximumDuration``.
    /// - Throws: as ``nonNegativeNumber(_:)``, and ``SceneError/Kind/invalidValue`` beyond
    ///   the limit.
    public func duration(_ name: String = "the duration") throws -> Double {
        let seconds = try nonNegativeNumber(name)
        guard seconds <= SceneLimits.maximumDuration else {
            throw error(.invalidValue, "\(name) \(sourceText) is beyond the limit of \(Self.format(SceneLimits.maximumDuration)) seconds")
        }
        return seconds
    }

    /// A finite number in `range`.
    public func number(_ name: String = "the value", in range: ClosedRange<Double>) throws -> Double {
        let number = try number(name)
        guard range.contains(number) else {
            throw error(
                .invalidValue, "\(name) must be in \(Self.format(range.lowerBound))…\(Self.format(range.upperBound)), got \(sourceText)")
        }
        return number
    }

    /// An integer (a number with no fractional part, within `Int`'s range).
    /// - Throws: ``SceneError/Kind/typeMismatch`` or ``SceneError/Kind/invalidValue``.
    public func integer(_ name: String = "the value") throws -> Int {
        guard case let .number(number) = content else { throw typeMismatch(expected: "an integer") }
        guard number.isFinite, number.rounded() == number else {
            throw error(.invalidValue, "\(name) must be an integer, got \(sourceText)")
        }
        guard abs(number) < 9.0e18 else {
            throw error(.invalidValue, "\(name) \(sourceText) is too large")
        }
        return Int(number)
    }

    /// An integer ≥ 0.
    public func nonNegativeInteger(_ name: String = "the value") throws -> Int {
        let value = try integer(name)
        guard value >= 0 else { throw error(.invalidValue, "\(name) must not be negative, got \(sourceText)") }
        return value
    }

    /// The elements of a list.
    /// - Throws: ``SceneError/Kind/typeMismatch``.
    public func list(_ what: String = "a list") throws -> [SceneValue] {
        guard case let .list(values) = content else { throw typeMismatch(expected: what) }
        return values
    }

    /// The entries of a mapping, after checking each key against `allowedKeys`.
    /// - Throws: ``SceneError/Kind/typeMismatch`` when not a mapping;
    ///   ``SceneError/Kind/unknownKey`` at the first unknown key, with a suggestion.
    public func mapping(allowedKeys: [String], what: String = "a mapping") throws -> SceneMapping {
        guard case let .mapping(entries) = content else { throw typeMismatch(expected: what) }
        for entry in entries where !allowedKeys.contains(entry.key) {
            let suggestion = Suggestion.didYouMean(entry.key, in: allowedKeys)
            let known = suggestion.isEmpty ? "; expected one of " + Suggestion.list(allowedKeys) : suggestion
            throw entry.keyLocation.error(.unknownKey, "unknown key `\(entry.key)`\(known)")
        }
        return SceneMapping(value: self, entries: entries)
    }

    /// A list of exactly `names.count` finite numbers (`[x1, y1, x2, y2]`), for layouts with
    /// parameters of their own shape.
    /// - Parameter names: each element's name, used in messages ("expected a number (y1)").
    /// - Throws: located at the list, or at the element that is wrong.
    public func numbers(named names: [String]) throws -> [Double] {
        try numbers("[" + names.joined(separator: ", ") + "]", names: names) { try $0.number($1) }
    }

    /// A list of exactly `names.count` numbers, each checked by `read`.
    func numbers(_ shape: String, names: [String], read: (SceneValue, String) throws -> Double) throws -> [Double] {
        let values: [SceneValue]
        switch content {
        case let .list(list) where list.count == names.count:
            values = list
        default:
            throw error(
                .typeMismatch, "expected \(shape) with \(names.count == 2 ? "two" : "\(names.count)") numbers, got \(typeDescription)")
        }
        return try zip(values, names).map { value, name in
            guard case .number = value.content else {
                throw value.error(.typeMismatch, "expected a number (\(name)), got \(value.typeDescription)")
            }
            return try read(value, name)
        }
    }

    /// `[width, height]`: two non-negative lengths (see ``nonNegativeLength(_:)``).
    /// - Throws: located at the list, or at the element that is wrong.
    public func size() throws -> CGSize {
        let numbers = try numbers("[width, height]", names: ["width", "height"]) { try $0.nonNegativeLength($1) }
        return CGSize(width: numbers[0], height: numbers[1])
    }

    /// `[x, y]`: two lengths (see ``length(_:)``).
    public func point() throws -> CGPoint {
        let numbers = try numbers("[x, y]", names: ["x", "y"]) { try $0.length($1) }
        return CGPoint(x: numbers[0], y: numbers[1])
    }

    /// Insets: `[top, left, bottom, right]` (lengths, negative allowed as in UIKit),
    /// or a mapping with any of `top`, `left`, `bottom`, `right` (missing edges are 0).
    public func insets() throws -> EdgeInsets {
        if case .mapping = content {
            let fields = try mapping(allowedKeys: ["top", "left", "bottom", "right"])
            func edge(_ key: String) throws -> CGFloat { try fields.optional(key) { try $0.length(key) } ?? 0 }
            return EdgeInsets(top: try edge("top"), left: try edge("left"), bottom: try edge("bottom"), right: try edge("right"))
        }
        let numbers = try numbers("[top, left, bottom, right]", names: ["top", "left", "bottom", "right"]) { try $0.length($1) }
        return EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }

    /// `[section, item]`: two non-negative integers.
    public func indexPath() throws -> IndexPath {
        guard case let .list(values) = content, values.count == 2 else {
            throw error(.typeMismatch, "expected an index path [section, item], got \(typeDescription)")
        }
        let section = try values[0].nonNegativeInteger("section")
        let item = try values[1].nonNegativeInteger("item")
        return IndexPath(item: item, section: section)
    }

    /// One of an enumeration's raw values, with a suggestion when close.
    /// - Throws: ``SceneError/Kind/typeMismatch`` or ``SceneError/Kind/invalidValue``
    ///   listing the allowed values.
    public func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws -> T where T.RawValue == String {
        let name = try choice(among: T.allCases.map(\.rawValue))
        guard let value = T(rawValue: name) else { throw error(.invalidValue, "unknown value `\(name)`") }
        return value
    }

    /// One of `names`, with a suggestion when close.
    /// - Throws: ``SceneError/Kind/typeMismatch`` or ``SceneError/Kind/invalidValue``
    ///   listing the allowed values.
    public func choice(among names: [String]) throws -> String {
        guard case let .string(text) = content else { throw typeMismatch(expected: "one of " + Suggestion.list(names)) }
        if names.contains(text) { return text }
        let suggestion = Suggestion.didYouMean(text, in: names)
        throw error(.invalidValue, "unknown value `\(text)`; expected one of \(Suggestion.list(names))\(suggestion)")
    }

    static func format(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
