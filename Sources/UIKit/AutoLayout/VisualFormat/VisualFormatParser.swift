import Foundation

/// Why a visual format string was refused: UIKit's reason, and the index of the character the
/// parser had reached (UIKit puts a caret under it).
struct VisualFormatFailure: Error, Equatable {
    var reason: String
    var position: Int
}

/// One predicate of a visual format string: `(>=50@750)`, `(==other)`, `-20-`, or the `-` of
/// the standard space.
struct VisualFormatPredicate {
    var relation = NSLayoutConstraint.Relation.equal
    var constant: CGFloat = 0
    /// The view a view's size is related to (`[a(==b)]`), else nil.
    var view: AnyObject?
    var priority = UILayoutPriority.required
    /// The `-` between two elements without a number: 8 points between siblings, the layout
    /// margin to the superview.
    var isStandardSpace = false
}

/// A parser of one line of Auto Layout's visual format language, reading it as UIKit's does:
/// one character at a time, no spaces allowed, the first error ends it (with UIKit's reason
/// and position). It makes the constraints as it goes (VisualFormatParser+Line.swift), so
/// errors are found in the order UIKit finds them.
///
/// The scanning primitives live here: names (C identifiers), numbers (as `strtod` reads a
/// decimal number), relations, predicates and predicate lists. Every read checks the end of
/// the text first: no string can make it read past the end.
struct VisualFormatParser {
    /// The format's bytes (ASCII: anything else is refused before parsing).
    let text: [UInt8]
    /// The index of the next byte to read.
    var position = 0
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]
    /// Whether the line is horizontal (`H:` or no orientation) or vertical (`V:`).
    var isHorizontal = true
    /// The constraints made so far, in UIKit's order.
    var constraints: [NSLayoutConstraint] = []
    /// The constraints the alignment options make, added after all the others.
    var alignments: [NSLayoutConstraint] = []

    init(text: [UInt8], options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        self.text = text
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    /// The byte at the current position, nil at the end.
    var current: UInt8? { position < text.count ? text[position] : nil }

    /// Whether the current byte is `character`; false at the end.
    func isAt(_ character: Character) -> Bool { current == character.asciiValue }

    /// Consumes the current byte when it is `character`.
    mutating func skip(_ character: Character) -> Bool {
        guard isAt(character) else { return false }
        position += 1
        return true
    }

    /// Ends parsing with `reason` at the current position.
    func failure(_ reason: String) -> VisualFormatFailure {
        VisualFormatFailure(reason: reason, position: position)
    }

    /// A C identifier (a letter or `_`, then letters, digits and `_`), or nil (nothing
    /// consumed) when there is none here.
    mutating func name() -> String? {
        let isStart: (UInt8) -> Bool = { $0 == UInt8(ascii: "_") || ($0 | 0x20 >= UInt8(ascii: "a") && $0 | 0x20 <= UInt8(ascii: "z")) }
        guard let first = current, isStart(first) else { return nil }
        let start = position
        while let byte = current, isStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) { position += 1 }
        return String(decoding: text[start..<position], as: UTF8.self)
    }

    /// A decimal number as `strtod` reads one (`-`, digits, `.`, digits, an exponent), or nil
    /// (nothing consumed) when no digit is here. An exponent without digits is not consumed.
    mutating func number() -> Double? {
        let text = self.text
        var end = position
        let isDigit: (Int) -> Bool = { $0 < text.count && text[$0] >= UInt8(ascii: "0") && text[$0] <= UInt8(ascii: "9") }
        if end < text.count, text[end] == UInt8(ascii: "-") { end += 1 }
        var digits = 0
        while isDigit(end) { end += 1; digits += 1 }
        if end < text.count, text[end] == UInt8(ascii: "."), digits > 0 || isDigit(end + 1) {
            end += 1
            while isDigit(end) { end += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if end < text.count, text[end] | 0x20 == UInt8(ascii: "e") {
            var exponent = end + 1
            if exponent < text.count, text[exponent] == UInt8(ascii: "-") || text[exponent] == UInt8(ascii: "+") { exponent += 1 }
            if isDigit(exponent) {
                end = exponent
                while isDigit(end) { end += 1 }
            }
        }
        let value = Double(String(decoding: text[position..<end], as: UTF8.self))
        position = end
        return value
    }

    /// A constant: a number, or the name of a metric. In a view's predicate (`sizedView` set)
    /// a name from the views dictionary relates the size to that view (returned, value 0); in
    /// a connection it is refused, as in UIKit.
    mutating func constant(sizedView: AnyObject?) throws(VisualFormatFailure) -> (value: CGFloat, view: AnyObject?) {
        guard let byte = current else {
            throw failure("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        if byte == UInt8(ascii: "-") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) {
            guard let value = number() else {
                throw failure("Expected a number or a key from the metrics dictionary, but encountered something else")
            }
            return (CGFloat(value), nil)
        }
        guard let name = name() else {
            throw failure("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        if let metric = metrics[name] {
            guard let value = Double(anyNumber: metric).map({ CGFloat($0) }) else {
                throw failure("The metric \"\(name)\" is not a number")
            }
            return (value, nil)
        }
        if let value = views[name] {
            guard sizedView != nil else {
                throw failure(
                    "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as "
                        + "a spacer? [view1][spacer(==view1)][view2]")
            }
            return (0, try item(value, named: name))
        }
        throw failure("Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries")
    }

    /// One predicate: an optional relation, a constant or view, an optional `@priority`.
    mutating func predicate(sizedView: AnyObject?) throws(VisualFormatFailure) -> VisualFormatPredicate {
        var predicate = VisualFormatPredicate()
        guard let byte = current else { throw failure("Expected more input") }
        let relations: [UInt8: NSLayoutConstraint.Relation] = [
            UInt8(ascii: "<"): .lessThanOrEqual, UInt8(ascii: "="): .equal, UInt8(ascii: ">"): .greaterThanOrEqual,
        ]
        if let relation = relations[byte] {
            position += 1
            guard skip("=") else { throw failure("Unknown relation. Must be ==, >=, or <=") }
            predicate.relation = relation
        }
        (predicate.constant, predicate.view) = try constant(sizedView: sizedView)
        if skip("@") {
            let (value, view) = try constant(sizedView: sizedView)
            let priority = view == nil ? value : 0
            guard priority > 0 else {
                throw failure("Invalid priority specified: \(NSLayoutConstraint.number(priority)). Priority must be greater than 0")
            }
            guard priority <= 1000 else {
                throw failure(
                    "Invalid priority specified: \(NSLayoutConstraint.number(priority)). Priority cannot be higher than "
                        + "NSLayoutPriorityRequired, which is 1000.")
            }
            predicate.priority = UILayoutPriority(Float(priority))
        }
        return predicate
    }

    /// Predicates separated by commas.
    mutating func predicateList(sizedView: AnyObject?) throws(VisualFormatFailure) -> [VisualFormatPredicate] {
        var predicates = [try predicate(sizedView: sizedView)]
        while skip(",") { predicates.append(try predicate(sizedView: sizedView)) }
        return predicates
    }

    /// The view or layout guide `value` of the views dictionary.
    func item(_ value: Any, named name: String) throws(VisualFormatFailure) -> AnyObject {
        let object = value as AnyObject
        guard object is UIView || object is UILayoutGuide else {
            throw failure("The value for \(name) in the views dictionary is not a view or layout guide.")
        }
        return object
    }
}
